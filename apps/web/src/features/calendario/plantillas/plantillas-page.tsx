// «Plantillas de reparto» (docs/calendario.md): every template of the guild with its current version; the
// leader creates and edits them (a change of the rules is a new version), everyone else reads them.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { CARGO, PESO_RESERVA_DEFECTO, type Plantilla } from '@reparto/contract';
import { errorMessage } from '../../../lib/api-client';
import { useTextos } from '../../../lib/i18n/textos';
import { cargosDe, useSession } from '../../../lib/session';
import { usePlantillas } from './api/plantillas';
import { PlantillaForm } from './plantilla-form';
import { textosPlantillas } from './textos';

export default function PlantillasPage() {
  const t = useTextos(textosPlantillas);
  const edita = cargosDe(useSession()).includes(CARGO.LIDER);
  const plantillas = usePlantillas();
  /** The template being edited (`nueva`: a new one), or none. */
  const [editando, setEditando] = useState<Plantilla | 'nueva' | null>(null);
  return (
    <div className="plantillas-page">
      <h1 className="page-title">{t('titulo')}</h1>
      <p>{t('intro')}</p>
      {edita ? null : <Message severity="info" text={t('soloLider')} />}
      {edita && editando === null ? (
        <Button type="button" label={t('nueva')} icon="pi pi-plus" onClick={() => setEditando('nueva')} />
      ) : null}
      {editando !== null ? (
        <PlantillaForm
          key={editando === 'nueva' ? 'nueva' : `${editando.id_plantilla}-${editando.version}`}
          plantilla={editando === 'nueva' ? null : editando}
          onCerrar={() => setEditando(null)}
        />
      ) : null}
      {plantillas.isPending ? (
        <Skeleton height="10rem" />
      ) : plantillas.isError ? (
        <Message severity="error" text={t('errorCarga', { error: errorMessage(plantillas.error) })} />
      ) : plantillas.data.length === 0 ? (
        <p>{t('ninguna')}</p>
      ) : (
        <ul className="plantillas-lista" aria-label={t('titulo')}>
          {plantillas.data.map((p) => (
            <li key={p.id_plantilla}>
              <strong>{p.nombre}</strong> · {t('version', { version: p.version })}
              {p.activa ? null : ` · ${t('inactiva')}`}
              <div>
                {t('resumen', {
                  impuesto: String(p.reglas.impuesto_pct).replace('.', ','),
                  reserva: String(p.reglas.peso_reserva ?? PESO_RESERVA_DEFECTO).replace('.', ','),
                  extras: p.reglas.extras.length,
                })}
              </div>
              {edita ? (
                <Button
                  type="button"
                  link
                  label={t('editar')}
                  aria-label={`${t('editar')} ${p.nombre}`}
                  onClick={() => setEditando(p)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
