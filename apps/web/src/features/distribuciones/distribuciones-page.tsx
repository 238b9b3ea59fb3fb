// Distributions of one period (docs/domain.md, "Screens and texts"):
// /distribucion/crearDist/:idPeriodo/:nickname/:estado. Everyone sees the table; a content manager
// (charge 7) creates on an open period and deletes their own distributions there. The period's state
// is the server's (GET /periodo), never the URL's: a stale bookmark or an edited link keeps its shape
// but is corrected to the state the period has. `?evento=ID` (the calendar's «Crear distribución»,
// docs/calendario.md) opens «Nueva distribución» with that event's confirmed players.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  admiteDistribuciones,
  DISTRIBUCIONES_PAGE_SIZE,
  gestionaDistribuciones,
  type Distribucion,
  type DistribucionParaCorregir,
} from '@reparto/contract';
import { cargosDe, useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api-client';
import { httpStatus } from '../../lib/http';
import { paths } from '../../config/paths';
import { ExportarCsvButton } from '../../components/exportar-csv';
import { useDistribuciones } from './api/get-distribuciones';
import { useDistribucionesPagina } from './api/get-distribuciones-pagina';
import { usePeriodo } from './api/get-periodo';
import { useFondoGremio } from '../../lib/consultas/fondo-gremio';
import { usePintado } from '../../lib/tras-pintar';
import { FondoGremio } from '../../components/fondo-gremio';
import { GraficosPeriodo } from './components/graficos-periodo';
import { DistribucionesTable } from './components/distribuciones-table';
import { MountWhenOpened, onDemand, usePreloadWhenIdle } from '../../lib/lazy-on-demand';
import { nombreEstado } from './estado';
import { useParaCorregir } from './api/get-para-corregir';
import { useParaDistribuir } from '../../lib/consultas/para-distribuir';
import { useToast } from '../../components/toast';
import { usePagina } from '../../components/use-pagina';
import { useTextos } from '../../lib/i18n/textos';
import { textosDistribuciones } from './textos';
import './distribuciones.css';
import './nueva-distribucion.css';

// The dialogs (forms with react-hook-form and zod, the players picker) are only for content managers
// and not on screen at first: loaded on demand, and preloaded when idle for those who can open them.
const nuevaDistribucion = onDemand(() =>
  import('./components/nueva-distribucion/nueva-distribucion-dialog').then((m) => m.NuevaDistribucionDialog),
);
// «Venta del botín» sits under the table and the charts: its code (and the contract's schemas it uses)
// loads right after the page's first render, never before it (e2e/entrega.spec.ts: ≤ 170 KB gzip).
const ventasBotin = onDemand(() => import('./components/venta-botin/ventas-botin').then((m) => m.VentasBotin));
const nuevoJugador = onDemand(() => import('./components/nuevo-jugador-dialog').then((m) => m.NuevoJugadorDialog));
const eliminarDistribucion = onDemand(() =>
  import('./components/eliminar-distribucion-dialog').then((m) => m.EliminarDistribucionDialog),
);
const DIALOGOS = [nuevaDistribucion, nuevoJugador, eliminarDistribucion];
const NINGUNO: typeof DIALOGOS = [];

/**
 * The URL says the state the period has (replacing the visit's entry, so Back still leaves the page):
 * a stale link opened once is right when copied again.
 */
function useCorregirUrl(
  idPeriodo: number | undefined,
  nickname: string | undefined,
  estado: number | undefined,
  estadoUrl: string | undefined,
) {
  const navigate = useNavigate();
  useEffect(() => {
    if (idPeriodo === undefined || estado === undefined || String(estado) === estadoUrl) return;
    void navigate(paths.distribuciones(idPeriodo, nickname ?? '-', estado), { replace: true });
  }, [navigate, idPeriodo, nickname, estado, estadoUrl]);
}

/**
 * `?evento=ID`: the event's players (GET /api/calendario/paraDistribuir) open «Nueva distribución», once
 * — the parameter then leaves the URL, so that a reload or Back does not open it again.
 */
function useAbrirDesdeEvento(encargado: boolean, abrir: (desde: DistribucionParaCorregir) => void) {
  const [params, setParams] = useSearchParams();
  const idEvento = Number(params.get('evento'));
  const paraDistribuir = useParaDistribuir();
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const leido = useRef<number | null>(null);
  useEffect(() => {
    if (!encargado || !Number.isInteger(idEvento) || idEvento <= 0 || leido.current === idEvento) return;
    leido.current = idEvento;
    setParams(
      (p) => {
        p.delete('evento');
        return p;
      },
      { replace: true },
    );
    paraDistribuir.mutate(idEvento, {
      onSuccess: abrir,
      onError: (error) => toast.showError({ lead: t('pagina.errorEvento', { id: idEvento }), error }),
    });
  }, [encargado, idEvento, setParams, paraDistribuir, abrir, toast, t]);
}

/** The overview as it was left (its page, search and filter travel in the state of the link that led here). */
function useVolverALosPeriodos(): string {
  const state: unknown = useLocation().state;
  const desde = (state as { desde?: unknown } | null)?.desde;
  return typeof desde === 'string' && desde.startsWith(paths.periodos) ? desde : paths.periodos;
}

export default function DistribucionesPage() {
  const params = useParams<{ idPeriodo: string; nickname: string; estado: string }>();
  const idPeriodo = Number(params.idPeriodo);
  const valido = Number.isInteger(idPeriodo) && idPeriodo > 0;
  const session = useSession();
  const t = useTextos(textosDistribuciones);
  const encargado = gestionaDistribuciones(cargosDe(session));

  // The table reads one page at a time (25, newest first); the charts, every live distribution.
  const paginas = usePagina(DISTRIBUCIONES_PAGE_SIZE);
  const pagina = useDistribucionesPagina(idPeriodo, paginas.page);
  const periodo = usePeriodo(idPeriodo);
  const estado = periodo.data?.id_estado_distribucion;
  const abierto = estado !== undefined && admiteDistribuciones(estado);
  const noExiste = httpStatus(periodo.error) === 404;
  useCorregirUrl(periodo.data?.id_periodo, periodo.data?.nickname, estado, params.estado);

  // The whole list (for the charts) and the guild's fund are not part of the first screen.
  const pintado = usePintado();
  const distribuciones = useDistribuciones(idPeriodo, pintado);
  const fondo = useFondoGremio(idPeriodo, pintado);
  // Each opening remounts the dialog: fresh form and a fresh 6-digit code.
  const [aperturas, setAperturas] = useState(0);
  const [nuevaVisible, setNuevaVisible] = useState(false);
  const [jugadorVisible, setJugadorVisible] = useState(false);
  const [aEliminar, setAEliminar] = useState<Distribucion | null>(null);
  // «Corregir»: the next opening starts from a deleted distribution.
  const [inicial, setInicial] = useState<DistribucionParaCorregir | null>(null);
  // The distribution just created: its row stays highlighted and open (number, silver, players, shares).
  const [creada, setCreada] = useState<number | null>(null);
  const navigate = useNavigate();
  const paraCorregir = useParaCorregir();
  const toast = useToast();
  usePreloadWhenIdle(encargado ? DIALOGOS : NINGUNO);

  // docs/domain.md, "Permissions": only on an open period, only the owner (and the server checks both again).
  const puedeEliminar = (d: Distribucion) =>
    abierto && encargado && d.estado && session.nickname !== null && session.nickname === d.nickname_encargado;

  // docs/domain.md, "Distributions": a deleted distribution is corrected by creating it again.
  const puedeCorregir = (d: Distribucion) => abierto && encargado && !d.estado;

  const abrir = (desde: DistribucionParaCorregir | null) => {
    setInicial(desde);
    setAperturas((n) => n + 1);
    setNuevaVisible(true);
  };
  const abrirNueva = () => abrir(null);
  useAbrirDesdeEvento(encargado, abrir);
  // «Corregir» starts from everything the deleted distribution had (weights, breakdown, origin: the
  // server's, as the table does not carry them).
  const corregir = (d: Distribucion) => {
    if (paraCorregir.isPending) return;
    paraCorregir.mutate(d.id_distribucion, {
      onSuccess: abrir,
      onError: (error) => toast.showError({ lead: t('pagina.errorLeer', { id: d.id_distribucion }), error, life: 3000 }),
    });
  };

  const tesorero = periodo.data?.nickname ?? null;
  const noEncontrado = httpStatus(pagina.error) === 404;
  const volver = useVolverALosPeriodos();

  return (
    <section className="dist-page">
      <div className="dist-header">
        <div>
          <h1>{t('pagina.titulo')}</h1>
          {/* The place, in a line of its own that is there before it arrives (nothing moves). */}
          <p className="dist-lugar">{periodo.data?.lugar}</p>
          <p className="dist-subtitle">
            {t('pagina.periodo', { id: params.idPeriodo ?? '' })} · <Link to={volver}>{t('pagina.volver')}</Link>
          </p>
          {/* The server's state, in a line of its own that is there before it arrives: nothing moves. */}
          <p className="dist-subtitle dist-estado" aria-busy={periodo.isPending && valido && !noExiste}>
            {estado !== undefined ? nombreEstado(String(estado)) : null}
            {tesorero ? <> · {t('pagina.abiertoPor', { tesorero })}</> : null}
          </p>
          {valido && !noExiste ? <FondoGremio fondo={fondo.data?.message} loading={fondo.isPending} /> : null}
        </div>
        <ExportarCsvButton archivo="distribuciones.csv" params={{ idPeriodo }} />
        {encargado ? (
          <div className="dist-actions">
            <Button
              label={t('jugador.nuevo')}
              icon="pi pi-user-plus"
              severity="secondary"
              outlined
              onClick={() => setJugadorVisible(true)}
            />
            {abierto ? <Button label={t('nueva.titulo')} icon="pi pi-plus" onClick={abrirNueva} /> : null}
          </div>
        ) : null}
      </div>

      {!valido ? (
        <Message severity="error" text={t('pagina.invalido')} />
      ) : noExiste ? (
        <Message severity="error" text={errorMessage(periodo.error)} />
      ) : pagina.isError ? (
        <div className="dist-error">
          <Message
            severity="error"
            text={noEncontrado ? errorMessage(pagina.error) : t('pagina.errorCarga', { error: errorMessage(pagina.error) })}
          />
          {!noEncontrado ? (
            <Button label={t('pagina.reintentar')} icon="pi pi-refresh" text onClick={() => void pagina.refetch()} />
          ) : null}
        </div>
      ) : (
        <>
          <DistribucionesTable
            rows={pagina.data?.rows ?? []}
            loading={pagina.isLoading}
            total={pagina.data?.total}
            pagina={paginas.pager(pagina.data?.count ?? 0, t('pagina.paginas'), { mostrar: 'varias' })}
            puedeEliminar={puedeEliminar}
            onEliminar={setAEliminar}
            puedeCorregir={puedeCorregir}
            onCorregir={corregir}
            corrigiendo={paraCorregir.isPending ? (paraCorregir.variables ?? null) : null}
            destacada={creada}
          />
          {/* Drawn once the table has its rows: charts drawn under a table still loading would move down
              when its rows arrive (the two lists come from two requests, in either order). */}
          <GraficosPeriodo rows={pagina.data ? (distribuciones.data ?? []) : []} />
          {/* docs/venta-botin.md: the period's loot buyouts. */}
          <Suspense fallback={null}>
            <ventasBotin.Component
              idPeriodo={idPeriodo}
              abierto={abierto}
              impuestoPct={fondo.data?.impuesto_gremio_pct ?? null}
              onVerDistribucion={(id) => {
                paginas.reiniciar();
                setCreada(id);
                document.querySelector('.dist-table')?.scrollIntoView({ block: 'start' });
              }}
            />
          </Suspense>
        </>
      )}

      {/* Kept while open when the period changes state under it: the dialog says so and keeps the data.
          It stays mounted between openings (`open`); `visible` is whether it is on screen. */}
      {encargado && valido && (abierto || nuevaVisible) ? (
        <MountWhenOpened open={aperturas > 0} visible={nuevaVisible}>
          <nuevaDistribucion.Component
            key={aperturas}
            visible={nuevaVisible}
            onHide={() => setNuevaVisible(false)}
            idPeriodo={idPeriodo}
            email={session.email}
            inicial={inicial}
            estadoPeriodo={estado}
            onCreada={(d, movida) => {
              if (movida) void navigate(paths.distribuciones(movida.id, movida.nickname, movida.estado));
              else {
                paginas.reiniciar();
                setCreada(d.id_distribucion);
              }
            }}
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
          <eliminarDistribucion.Component distribucion={aEliminar} onHide={() => setAEliminar(null)} onCorregir={corregir} />
        </MountWhenOpened>
      ) : null}
    </section>
  );
}
