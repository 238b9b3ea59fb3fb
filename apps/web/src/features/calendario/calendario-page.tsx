// «Calendario» (docs/calendario.md): content planned ahead. Every signed-in account sees the events of
// the server's window (the last 7 days and the next 60), upcoming first and then the recent ones, with
// their times in the reader's time zone, and signs up to them; officers (planificaEventos: ENCARGADO
// DE CONTENIDO, TESORERO, LIDER) create, edit and cancel events and decide on each sign-up. The list is
// the server's: read again after each write and when the tab comes back.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { esLider, planificaEventos, type Evento } from '@reparto/contract';
import { errorMessage } from '../../lib/api-client';
import { MountWhenOpened, onDemand, usePreloadWhenIdle } from '../../lib/lazy-on-demand';
import { useTextos } from '../../lib/i18n/textos';
import { cargosDe, useSession } from '../../lib/session';
import { useEventos } from './api/get-eventos';
import { EnlaceIcs } from './components/enlace-ics';
import { EventoCard } from './components/evento-card';
import { proximosYRecientes } from './reglas';
import { textosCalendario } from './textos';
import { useAhora } from './use-ahora';
import './calendario.css';

// The officers' dialogs load on demand (and when idle, for those who may open them).
const eventoDialog = onDemand(() => import('./components/evento-dialog').then((m) => m.EventoDialog));
const cancelarDialog = onDemand(() => import('./components/cancelar-dialog').then((m) => m.CancelarDialog));
const DIALOGOS = [eventoDialog, cancelarDialog];
const NINGUNO: typeof DIALOGOS = [];

type Dialogo = { tipo: 'evento'; evento: Evento | null } | { tipo: 'cancelar'; evento: Evento };

export default function CalendarioPage() {
  const t = useTextos(textosCalendario);
  const session = useSession();
  const cargos = cargosDe(session);
  const oficial = planificaEventos(cargos);
  const ahora = useAhora();
  const eventos = useEventos();
  usePreloadWhenIdle(oficial ? DIALOGOS : NINGUNO);
  // The dialog last opened stays (closing plays its animation with its data); each opening is a fresh form.
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const [abierto, setAbierto] = useState(false);
  const [aperturas, setAperturas] = useState(0);
  const abrir = (d: Dialogo) => {
    setDialogo(d);
    setAperturas((n) => n + 1);
    setAbierto(true);
  };
  const cerrar = () => setAbierto(false);

  const { proximos, recientes } = proximosYRecientes(eventos.data ?? [], ahora);
  const lista = (titulo: string, id: string, vacio: string, filas: Evento[]) => (
    <section className="cal-seccion" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {filas.length === 0 ? (
        <p className="cal-vacio">{vacio}</p>
      ) : (
        filas.map((e) => (
          <EventoCard
            key={e.id_evento}
            evento={e}
            ahora={ahora}
            nickname={session.nickname}
            cargos={cargos}
            oficial={oficial}
            onEditar={(evento) => abrir({ tipo: 'evento', evento })}
            onCancelar={(evento) => abrir({ tipo: 'cancelar', evento })}
          />
        ))
      )}
    </section>
  );

  return (
    <div className="calendario-page">
      <div className="cal-cabecera">
        <h1 className="page-title">{t('pagina.titulo')}</h1>
        {oficial ? (
          <Button label={t('pagina.nuevo')} icon="pi pi-plus" onClick={() => abrir({ tipo: 'evento', evento: null })} />
        ) : null}
      </div>
      <p className="cal-intro">{t('pagina.intro')}</p>
      <EnlaceIcs lider={esLider(cargos)} />
      {eventos.isError ? (
        <div className="cal-error">
          <Message severity="error" text={t('pagina.errorCarga', { error: errorMessage(eventos.error) })} />
          <Button label={t('pagina.reintentar')} icon="pi pi-refresh" text onClick={() => void eventos.refetch()} />
        </div>
      ) : eventos.isPending ? (
        <p className="cal-vacio" aria-busy="true">
          {t('pagina.cargando')}
        </p>
      ) : (
        <>
          {lista(t('pagina.proximos'), 'cal-proximos', t('pagina.sinProximos'), proximos)}
          {lista(t('pagina.recientes'), 'cal-recientes', t('pagina.sinRecientes'), recientes)}
        </>
      )}
      {oficial ? (
        <MountWhenOpened open={abierto && dialogo?.tipo === 'evento'} visible={abierto && dialogo?.tipo === 'evento'}>
          {dialogo?.tipo === 'evento' ? (
            <eventoDialog.Component key={aperturas} evento={dialogo.evento} visible={abierto} onHide={cerrar} />
          ) : null}
        </MountWhenOpened>
      ) : null}
      {oficial ? (
        <MountWhenOpened open={abierto && dialogo?.tipo === 'cancelar'} visible={abierto && dialogo?.tipo === 'cancelar'}>
          {dialogo?.tipo === 'cancelar' ? (
            <cancelarDialog.Component key={aperturas} evento={dialogo.evento} visible={abierto} onHide={cerrar} />
          ) : null}
        </MountWhenOpened>
      ) : null}
    </div>
  );
}
