// The splits of an alliance (docs/alianzas.md): for each, every guild's part (participants, part, tax,
// remainder, what its officers paid) and the reader's own guild's shares, which its TESORERO, LIDER or
// DISTRIBUIDOR marks paid in game. «Nuevo reparto de alianza» for the host's LIDER or DISTRIBUIDOR.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import {
  pagaAlianza,
  repartoDeAlianza,
  type Alianza,
  type ParteAlianza,
  type ParticipanteAlianzaWire,
  type RepartoAlianza,
} from '@reparto/contract';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { cargosDe, useSession } from '../../../lib/session';
import { Tabla, type Columna } from '../../../components/tabla';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { useSaveToasts } from '../../../components/toast';
import { usePagarParteAlianza, useRepartosAlianza } from '../api/alianzas';
import { textosAlianzas } from '../textos';
import { NuevoRepartoDialog } from './nuevo-reparto-dialog';

function Reparto({ reparto, paga }: { reparto: RepartoAlianza; paga: boolean }) {
  const t = useTextos(textosAlianzas);
  const { plata, fecha } = useFormato();
  const pagar = usePagarParteAlianza();
  const saveToasts = useSaveToasts();
  const cifra = 'alianzas-cifra';
  const partes: Columna<ParteAlianza>[] = [
    { header: t('partes.gremio'), body: (p) => `${p.nombre} (${p.gremio})` },
    { header: t('partes.participantes'), className: cifra, body: (p) => p.participantes },
    { header: t('partes.parte'), className: cifra, body: (p) => plata(p.parte) },
    { header: t('partes.impuesto'), className: cifra, body: (p) => plata(p.impuesto) },
    { header: t('partes.resto'), className: cifra, body: (p) => plata(p.resto) },
    { header: t('partes.pagado'), className: cifra, body: (p) => plata(p.pagado) },
  ];
  const mios: Columna<ParticipanteAlianzaWire>[] = [
    { header: t('mios.jugador'), body: (p) => p.nickname },
    { header: t('mios.peso'), className: cifra, body: (p) => p.peso.toLocaleString() },
    { header: t('mios.plata'), className: cifra, body: (p) => plata(p.silver) },
    {
      header: t('mios.estado'),
      body: (p) => <Tag severity={p.pagado ? 'success' : 'warning'} value={t(p.pagado ? 'mios.pagado' : 'mios.pendiente')} />,
    },
  ];
  if (paga)
    mios.push({
      header: '',
      oculta: true,
      className: ACCIONES_APILADAS,
      body: (p) =>
        p.pagado ? null : (
          <Button
            type="button"
            size="small"
            label={t('mios.pagar')}
            aria-label={t('mios.pagarA', { nickname: p.nickname })}
            loading={pagar.isPending && pagar.variables?.id_player === p.id_player}
            onClick={() =>
              pagar.mutate(
                { idRepartoAlianza: reparto.id_reparto_alianza, id_player: p.id_player },
                saveToasts((r) => [t('mios.hecho'), r.message]),
              )
            }
          />
        ),
    });
  return (
    <article className="alianza-reparto" data-testid={`reparto-alianza-${reparto.id_reparto_alianza}`}>
      <h3>{reparto.motivo}</h3>
      <p>{t('reparto.datos', { silver: plata(reparto.silver), anfitrion: reparto.anfitrion, fecha: fecha(reparto.fecha) })}</p>
      <Tabla
        label={t('partes.label', { motivo: reparto.motivo })}
        columns={partes}
        rows={reparto.partes}
        rowKey={(p) => p.gremio}
        empty={null}
        apilada
        minWidth="40rem"
      />
      <Tabla
        label={t('mios.label', { motivo: reparto.motivo })}
        columns={mios}
        rows={reparto.mios}
        rowKey={(p) => p.id_player}
        empty={t('mios.vacio')}
        apilada
        minWidth="32rem"
      />
    </article>
  );
}

export function Repartos({ alianza }: { alianza: Alianza }) {
  const t = useTextos(textosAlianzas);
  const cargos = cargosDe(useSession());
  const repartos = useRepartosAlianza(alianza.id_alianza);
  const [nuevo, setNuevo] = useState(false);
  return (
    <section className="alianzas-seccion" aria-labelledby="alianza-repartos-titulo">
      <div className="alianzas-cabecera">
        <h2 id="alianza-repartos-titulo">{t('repartos.titulo', { nombre: alianza.nombre })}</h2>
        {repartoDeAlianza(cargos) ? (
          <Button type="button" label={t('repartos.nuevo')} icon="pi pi-plus" onClick={() => setNuevo(true)} />
        ) : null}
      </div>
      {repartos.error ? (
        <Message severity="error" role="alert" text={t('repartos.error', { error: errorMessage(repartos.error) })} />
      ) : null}
      {repartos.data && repartos.data.length === 0 ? <p>{t('repartos.vacio')}</p> : null}
      {(repartos.data ?? []).map((r) => (
        <Reparto key={r.id_reparto_alianza} reparto={r} paga={pagaAlianza(cargos)} />
      ))}
      {nuevo ? <NuevoRepartoDialog alianza={alianza} onHide={() => setNuevo(false)} /> : null}
    </section>
  );
}
