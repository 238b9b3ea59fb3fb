// «Alianzas» (docs/alianzas.md): the guild's alliances and invitations, each guild's state; the leader
// proposes one to another guild by its address, accepts or refuses an invitation, leaves. A member
// alliance's splits show every guild's part and what it paid, and the reader's own guild's shares; the
// host's LIDER or DISTRIBUIDOR splits a new content among the member guilds' players, the officers pay
// their own members. The server decides who may: its sentence is the error toast.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { esLider, type Alianza, type EstadoAlianza } from '@reparto/contract';
import { errorMessage } from '../../lib/api-client';
import { cargosDe, useSession } from '../../lib/session';
import { useTextos } from '../../lib/i18n/textos';
import { useSaveToasts } from '../../components/toast';
import { ActionDialog } from '../../components/action-dialog';
import { useAlianzas, useResponderAlianza } from './api/alianzas';
import { ProponerDialog } from './components/proponer-dialog';
import { Repartos } from './components/repartos';
import { textosAlianzas } from './textos';
import './alianzas.css';

const SEVERIDAD: Record<EstadoAlianza, 'success' | 'info' | 'danger' | 'secondary'> = {
  miembro: 'success',
  invitado: 'info',
  rechazado: 'danger',
  fuera: 'secondary',
};

/** Each state's name (every key written out, for the catalogue's test). */
const CLAVE_ESTADO = {
  miembro: 'estado.miembro',
  invitado: 'estado.invitado',
  rechazado: 'estado.rechazado',
  fuera: 'estado.fuera',
} as const satisfies Record<EstadoAlianza, string>;

export default function AlianzasPage() {
  const t = useTextos(textosAlianzas);
  const cargos = cargosDe(useSession());
  const lider = esLider(cargos);
  const alianzas = useAlianzas();
  const responder = useResponderAlianza();
  const saveToasts = useSaveToasts();
  const [proponer, setProponer] = useState(false);
  const [saliendo, setSaliendo] = useState<Alianza | null>(null);
  const [vista, setVista] = useState<number | null>(null);
  const lista = alianzas.data?.message ?? [];
  const elegida = lista.find((a) => a.id_alianza === vista && a.estado === 'miembro') ?? null;

  const enviar = (accion: 'aceptar' | 'rechazar' | 'salir', a: Alianza) =>
    responder.mutate(
      { accion, idAlianza: a.id_alianza },
      saveToasts(
        (r) => [t('respuesta.hecha'), r.message],
        () => setSaliendo(null),
      ),
    );

  return (
    <div className="alianzas-page">
      <div className="alianzas-cabecera">
        <div>
          <h1>{t('titulo')}</h1>
          {alianzas.data ? <p className="alianzas-gremio">{t('gremio.tuyo', alianzas.data.gremio)}</p> : null}
        </div>
        {lider ? <Button type="button" label={t('proponer.boton')} icon="pi pi-plus" onClick={() => setProponer(true)} /> : null}
      </div>
      {alianzas.error ? (
        <Message severity="error" role="alert" text={t('lista.error', { error: errorMessage(alianzas.error) })} />
      ) : null}
      {alianzas.data && lista.length === 0 ? <p>{t('lista.vacia')}</p> : null}
      <ul className="alianzas-lista">
        {lista.map((a) => (
          <li key={a.id_alianza} className="alianza-tarjeta" data-testid={`alianza-${a.id_alianza}`}>
            <div className="alianzas-cabecera">
              <h2>{a.nombre}</h2>
              <Tag severity={SEVERIDAD[a.estado]} value={t(CLAVE_ESTADO[a.estado])} />
            </div>
            <ul className="alianza-gremios" aria-label={t('lista.gremios', { nombre: a.nombre })}>
              {a.gremios.map((g) => (
                <li key={g.slug}>
                  <strong>{g.nombre}</strong> ({g.slug}){g.fundador ? ` · ${t('fundador')}` : ''} ·{' '}
                  <span>{t(CLAVE_ESTADO[g.estado])}</span>
                </li>
              ))}
            </ul>
            <div className="alianzas-acciones">
              {a.estado === 'miembro' ? (
                <Button
                  type="button"
                  label={t('ver')}
                  icon="pi pi-eye"
                  severity="secondary"
                  outlined
                  aria-pressed={vista === a.id_alianza}
                  onClick={() => setVista(a.id_alianza)}
                />
              ) : null}
              {lider && a.estado === 'invitado' ? (
                <>
                  <Button type="button" label={t('aceptar')} icon="pi pi-check" onClick={() => enviar('aceptar', a)} />
                  <Button
                    type="button"
                    label={t('rechazar')}
                    icon="pi pi-times"
                    severity="danger"
                    outlined
                    onClick={() => enviar('rechazar', a)}
                  />
                </>
              ) : null}
              {lider && a.estado === 'miembro' ? (
                <Button
                  type="button"
                  label={t('salir')}
                  icon="pi pi-sign-out"
                  severity="danger"
                  outlined
                  onClick={() => setSaliendo(a)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {elegida ? <Repartos key={elegida.id_alianza} alianza={elegida} /> : null}
      {proponer ? <ProponerDialog onHide={() => setProponer(false)} /> : null}
      {saliendo ? (
        <ActionDialog
          header={t('salir.titulo')}
          onHide={() => setSaliendo(null)}
          width="28rem"
          action={{
            label: t('salir'),
            icon: 'pi pi-sign-out',
            severity: 'danger',
            loading: responder.isPending,
            onClick: () => enviar('salir', saliendo),
          }}
        >
          <p>{t('salir.confirmar', { nombre: saliendo.nombre })}</p>
        </ActionDialog>
      ) : null}
    </div>
  );
}
