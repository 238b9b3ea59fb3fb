// A player's own page (docs/domain.md, "A player's page"): public. Cargo and rol, totals per interval,
// silver per week (chart loaded on demand), «Pendiente de cobro» and the paged «Historial».
import { useParams } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { MENSAJE_JUGADOR_NO_ENCONTRADO } from '@reparto/contract';
import { httpStatus } from '../../lib/http';
import { useGananciasJugador } from './api/get-ganancias-jugador';
import { TotalesJugador } from './components/totales-jugador';
import { GraficoSemanal } from './components/grafico-semanal';
import { PendientesTable } from './components/pendientes-table';
import { HistorialTable } from './components/historial-table';
import './ganancias.css';

export default function GananciasPage() {
  const { nickname: param = '' } = useParams();
  const ganancias = useGananciasJugador(param);
  const jugador = ganancias.data?.message;
  const nickname = jugador?.nickname ?? param;

  return (
    <div className="ganancias-page">
      <h1 className="page-title">Ganancias de {nickname}</h1>
      {ganancias.isPending ? (
        <Skeleton height="12rem" />
      ) : ganancias.isError ? (
        <Message
          severity="error"
          text={httpStatus(ganancias.error) === 404 ? MENSAJE_JUGADOR_NO_ENCONTRADO : 'No se pudieron cargar las ganancias'}
        />
      ) : (
        <>
          <p className="ganancias-jugador-datos">
            Cargo: <strong>{jugador!.nombre_cargo}</strong> · Rol: <strong>{jugador!.nombre_rol}</strong>
          </p>
          <div className="ganancias-resumen">
            <section aria-labelledby="ganancias-totales">
              <h2 id="ganancias-totales">Totales</h2>
              <TotalesJugador totales={jugador!.totales} />
            </section>
            <section aria-labelledby="ganancias-semanas">
              <h2 id="ganancias-semanas">Últimas semanas</h2>
              <GraficoSemanal semanal={jugador!.semanal} />
            </section>
          </div>
          <section aria-labelledby="ganancias-pendiente">
            <h2 id="ganancias-pendiente">Pendiente de cobro</h2>
            <PendientesTable rows={jugador!.pendientes} />
          </section>
          <section aria-labelledby="ganancias-historial">
            <h2 id="ganancias-historial">Historial</h2>
            <HistorialTable nickname={nickname} />
          </section>
        </>
      )}
    </div>
  );
}
