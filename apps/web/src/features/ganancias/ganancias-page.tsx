// A player's own page (docs/domain.md, "A player's page"): public. Cargo and rol, totals per interval,
// silver per week (chart loaded on demand), «Pendiente de cobro», the paged «Historial» and the player's
// regear claims (cards on a phone), and for a signed-in account their attendance (docs/asistencia.md).
// A player who never earned gets an empty state instead of totals and a chart of «$0».
import { useParams } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { GananciasJugador } from '@reparto/contract';
import { httpStatus } from '../../lib/http';
import { useSession } from '../../lib/session';
import { useTextos } from '../../lib/i18n/textos';
import { nombreCargo, nombreRol } from '../../lib/i18n/nombres';
import { useGananciasJugador } from './api/get-ganancias-jugador';
import { TotalesJugador } from './components/totales-jugador';
import { GraficoSemanal } from './components/grafico-semanal';
import { PendientesTable } from './components/pendientes-table';
import { HistorialTable } from './components/historial-table';
import { RegearJugador } from './components/regear-jugador';
import { AsistenciaJugador } from './components/asistencia-jugador';
import { textosGanancias } from './textos';
import './ganancias.css';

/** No silver ever (the «since creation» total): an empty state instead of totals and a chart of «$0». */
export const sinGanancias = (g: GananciasJugador) => g.totales.every((t) => t.total_silver_unitario === 0);

export default function GananciasPage() {
  const { nickname: param = '' } = useParams();
  const ganancias = useGananciasJugador(param);
  const jugador = ganancias.data?.message;
  const nickname = jugador?.nickname ?? param;
  const t = useTextos(textosGanancias);
  const session = useSession();

  return (
    <div className="ganancias-page">
      <h1 className="page-title">{t('pagina.titulo', { nickname })}</h1>
      {ganancias.isPending ? (
        <Skeleton height="12rem" />
      ) : ganancias.isError ? (
        <Message severity="error" text={httpStatus(ganancias.error) === 404 ? t('error.noEncontrado') : t('error.carga')} />
      ) : (
        <>
          <p className="ganancias-jugador-datos">
            {t('datos.cargo')} <strong>{nombreCargo(jugador!.nombre_cargo)}</strong> · {t('datos.rol')}{' '}
            <strong>{nombreRol(jugador!.nombre_rol)}</strong>
          </p>
          {sinGanancias(jugador!) ? (
            <div className="ganancias-sin-datos" role="status">
              <i className="pi pi-inbox" aria-hidden="true" />
              <p>
                <strong>{t('vacio.titulo')}</strong> {t('vacio.texto', { nickname })}
              </p>
            </div>
          ) : (
            <div className="ganancias-resumen">
              <section aria-labelledby="ganancias-totales">
                <h2 id="ganancias-totales">{t('seccion.totales')}</h2>
                <TotalesJugador totales={jugador!.totales} />
              </section>
              <section aria-labelledby="ganancias-semanas">
                <h2 id="ganancias-semanas">{t('seccion.semanas')}</h2>
                <GraficoSemanal semanal={jugador!.semanal} />
              </section>
            </div>
          )}
          <section aria-labelledby="ganancias-pendiente">
            <h2 id="ganancias-pendiente">{t('seccion.pendiente')}</h2>
            <PendientesTable rows={jugador!.pendientes} />
          </section>
          <section aria-labelledby="ganancias-historial">
            <h2 id="ganancias-historial">{t('seccion.historial')}</h2>
            <HistorialTable nickname={nickname} />
          </section>
          <section aria-labelledby="ganancias-regear">
            <h2 id="ganancias-regear">{t('seccion.regear')}</h2>
            <RegearJugador nickname={nickname} pendiente={jugador!.regear_pendiente} />
          </section>
          {session.status === 'authenticated' ? (
            <section aria-labelledby="ganancias-asistencia">
              <h2 id="ganancias-asistencia">{t('seccion.asistencia')}</h2>
              <AsistenciaJugador idPlayer={jugador!.id_player} nickname={nickname} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
