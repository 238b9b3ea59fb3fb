// Distributions of one period (docs/domain.md, "Screens and texts"):
// /distribucion/crearDist/:idPeriodo/:nickname/:estado. Everyone sees the table; a content manager
// (charge 7) creates on an open period (route state '3') and deletes their own distributions there.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { CARGO_DISTRIBUCIONES, type Distribucion } from '@reparto/contract';
import { hasCharge, useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api-client';
import { httpStatus } from '../../lib/http';
import { paths } from '../../config/paths';
import { ExportarCsvButton } from '../../components/exportar-csv';
import { useDistribuciones } from './api/get-distribuciones';
import { useFondoGremio } from './api/get-fondo-gremio';
import { FondoGremio } from '../../components/fondo-gremio';
import { GraficosPeriodo } from './components/graficos-periodo';
import { DistribucionesTable } from './components/distribuciones-table';
import { MountWhenOpened, onDemand, usePreloadWhenIdle } from '../../lib/lazy-on-demand';
import { nombreEstado } from './estado';
import { useFocusReturn } from '../../components/focus';
import './distribuciones.css';

// The dialogs (forms with react-hook-form and zod, the players picker) are only for content managers
// and not on screen at first: loaded on demand, and preloaded when idle for those who can open them.
const nuevaDistribucion = onDemand(() =>
  import('./components/nueva-distribucion/nueva-distribucion-dialog').then((m) => m.NuevaDistribucionDialog),
);
const nuevoJugador = onDemand(() => import('./components/nuevo-jugador-dialog').then((m) => m.NuevoJugadorDialog));
const eliminarDistribucion = onDemand(() =>
  import('./components/eliminar-distribucion-dialog').then((m) => m.EliminarDistribucionDialog),
);
const DIALOGOS = [nuevaDistribucion, nuevoJugador, eliminarDistribucion];
const NINGUNO: typeof DIALOGOS = [];

export default function DistribucionesPage() {
  const params = useParams<{ idPeriodo: string; nickname: string; estado: string }>();
  const idPeriodo = Number(params.idPeriodo);
  const valido = Number.isInteger(idPeriodo) && idPeriodo > 0;
  const abierto = params.estado === '3';
  const session = useSession();
  const encargado = hasCharge(session, CARGO_DISTRIBUCIONES);

  const distribuciones = useDistribuciones(idPeriodo);
  const fondo = useFondoGremio(idPeriodo);
  // Each opening remounts the dialog: fresh form and a fresh 6-digit code.
  const [aperturas, setAperturas] = useState(0);
  const [nuevaVisible, setNuevaVisible] = useState(false);
  const [jugadorVisible, setJugadorVisible] = useState(false);
  const [aEliminar, setAEliminar] = useState<Distribucion | null>(null);
  usePreloadWhenIdle(encargado ? DIALOGOS : NINGUNO);
  // The new-distribution dialog stays mounted between openings (MountWhenOpened sees it open once).
  useFocusReturn(nuevaVisible);

  // docs/domain.md, "Permissions": only on an open period, only the owner (and the server checks both again).
  const puedeEliminar = (d: Distribucion) =>
    abierto && encargado && d.estado && session.nickname !== null && session.nickname === d.nickname_encargado;

  const abrirNueva = () => {
    setAperturas((n) => n + 1);
    setNuevaVisible(true);
  };

  const tesorero = params.nickname && params.nickname !== '-' ? params.nickname : null;
  const noEncontrado = httpStatus(distribuciones.error) === 404;

  return (
    <section className="dist-page">
      <div className="dist-header">
        <div>
          <h1>Distribuciones</h1>
          <p className="dist-subtitle">
            Periodo {params.idPeriodo} · {nombreEstado(params.estado)}
            {tesorero ? <> · abierto por {tesorero}</> : null} · <Link to={paths.periodos}>Volver a los periodos</Link>
          </p>
          {valido ? <FondoGremio fondo={fondo.data?.message} loading={fondo.isLoading} /> : null}
        </div>
        <ExportarCsvButton archivo="distribuciones.csv" params={{ idPeriodo }} />
        {encargado ? (
          <div className="dist-actions">
            <Button
              label="Nuevo jugador"
              icon="pi pi-user-plus"
              severity="secondary"
              outlined
              onClick={() => setJugadorVisible(true)}
            />
            {abierto ? <Button label="Nueva distribución" icon="pi pi-plus" onClick={abrirNueva} /> : null}
          </div>
        ) : null}
      </div>

      {!valido ? (
        <Message severity="error" text="El periodo indicado no es válido" />
      ) : distribuciones.isError ? (
        <div className="dist-error">
          <Message
            severity="error"
            text={
              noEncontrado
                ? errorMessage(distribuciones.error)
                : `No se pudieron cargar las distribuciones: ${errorMessage(distribuciones.error)}`
            }
          />
          {!noEncontrado ? (
            <Button label="Reintentar" icon="pi pi-refresh" text onClick={() => void distribuciones.refetch()} />
          ) : null}
        </div>
      ) : (
        <>
          <DistribucionesTable
            rows={distribuciones.data ?? []}
            loading={distribuciones.isLoading}
            puedeEliminar={puedeEliminar}
            onEliminar={setAEliminar}
          />
          <GraficosPeriodo rows={distribuciones.data ?? []} />
        </>
      )}

      {encargado && abierto && valido ? (
        <MountWhenOpened open={aperturas > 0}>
          <nuevaDistribucion.Component
            key={aperturas}
            visible={nuevaVisible}
            onHide={() => setNuevaVisible(false)}
            idPeriodo={idPeriodo}
            email={session.email}
          />
        </MountWhenOpened>
      ) : null}
      {encargado ? (
        <MountWhenOpened open={jugadorVisible}>
          <nuevoJugador.Component visible={jugadorVisible} onHide={() => setJugadorVisible(false)} />
        </MountWhenOpened>
      ) : null}
      {encargado ? (
        <MountWhenOpened open={aEliminar !== null}>
          <eliminarDistribucion.Component idPeriodo={idPeriodo} distribucion={aEliminar} onHide={() => setAEliminar(null)} />
        </MountWhenOpened>
      ) : null}
    </section>
  );
}
