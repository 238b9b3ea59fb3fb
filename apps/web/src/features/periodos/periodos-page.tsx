// Periods overview (docs/domain.md, "Screens and texts"): the three cards, the periods table and its
// dialogs. Kept light: PrimeReact components imported by path, nothing from other features.
import { Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import type { Periodo } from '@reparto/contract';
import { PAGE_SIZE } from '@reparto/contract';
import { useSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { usePeriodos, type FiltroPeriodos } from './api/get-periodos';
import { esTesorero } from './periodo-reglas';
import { TopPlayersCard } from './components/top-players-card';
import { TopCreadoresCard } from './components/top-creadores-card';
import { GananciasCard } from './components/ganancias-card';
import { PeriodosTable } from './components/periodos-table';
import { GraficoPeriodos } from './components/grafico-periodos';
import { MountWhenOpened, onDemand, usePreloadWhenIdle } from '../../lib/lazy-on-demand';
import { useTextos } from '../../lib/i18n/textos';
import { textosPeriodos } from './textos';
import { textosPeriodosDialogos } from './components/textos';
import { idiomaActual } from '../../lib/i18n/idioma';
import './periodos.css';
import './pagos.css';

// The dialogs (forms, number inputs, the payments table) are not on screen at first: loaded on demand,
// each with the dialogs' catalogue in the active language, fetched together (docs/idiomas.md).
const conTextos = <M,>(modulo: Promise<M>) =>
  Promise.all([modulo, textosPeriodosDialogos.cargar(idiomaActual())]).then(([m]) => m);
const nuevoPeriodo = onDemand(() => conTextos(import('./components/nuevo-periodo-dialog')).then((m) => m.NuevoPeriodoDialog));
const cambiarValor = onDemand(() => conTextos(import('./components/cambiar-valor-dialog')).then((m) => m.CambiarValorDialog));
const cerrarPeriodo = onDemand(() => conTextos(import('./components/cerrar-periodo-dialog')).then((m) => m.CerrarPeriodoDialog));
const pagosPeriodo = onDemand(() => conTextos(import('./components/pagos-dialog')).then((m) => m.PagosDialog));
// The participation leaderboard (docs/asistencia.md), for a signed-in account: its code loads on demand.
const participacion = onDemand(() => import('./components/participacion-card').then((m) => m.ParticipacionCard));
// Preloaded when idle only for who can open them: the treasurer's three forms, and the payments
// table for a signed-in user (a visitor opens it rarely and it loads on the click).
const DEL_TESORERO = [nuevoPeriodo, cambiarValor, cerrarPeriodo, pagosPeriodo];
const DE_LA_SESION = [pagosPeriodo];
const NINGUNO: typeof DE_LA_SESION = [];

const FILTROS = [
  { clave: 'filtro.todos', value: 'todos' },
  { clave: 'filtro.enCurso', value: 'en-curso' },
] as const satisfies readonly { clave: string; value: FiltroPeriodos }[];

/**
 * The table's page and filter live in the URL (?pagina=2&estado=en-curso), with the earnings search's
 * (?nickname=…&intervalo=…): coming back from a period (its «Volver a los periodos» or Back) finds
 * the overview as it was left.
 */
function useVistaEnUrl() {
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Math.floor(Number(params.get('pagina')) || 1));
  const filtro: FiltroPeriodos = params.get('estado') === 'en-curso' ? 'en-curso' : 'todos';
  const cambiar = (cambios: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(cambios)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return {
    pagina,
    filtro,
    setPagina: (n: number) => cambiar({ pagina: n > 1 ? String(n) : null }),
    setFiltro: (f: FiltroPeriodos) => cambiar({ estado: f === 'en-curso' ? f : null, pagina: null }),
  };
}

export default function PeriodosPage() {
  const t = useTextos(textosPeriodos);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const vista = useVistaEnUrl();
  const page = vista.pagina;
  const first = (page - 1) * PAGE_SIZE;
  const periodos = usePeriodos(page, vista.filtro);

  const [nuevo, setNuevo] = useState(false);
  const [cambiar, setCambiar] = useState<Periodo | null>(null);
  const [cerrar, setCerrar] = useState<Periodo | null>(null);
  const [pagos, setPagos] = useState<Periodo | null>(null);
  usePreloadWhenIdle(esTesorero(session) ? DEL_TESORERO : session.status === 'authenticated' ? DE_LA_SESION : NINGUNO);

  return (
    <div className="periodos-page">
      <h1 className="page-title">{t('pagina.titulo')}</h1>
      <section className="periodos-cards" aria-label={t('pagina.resumen')}>
        <TopPlayersCard />
        <TopCreadoresCard />
        <GananciasCard />
      </section>

      <section className="periodos-section" aria-labelledby="periodos-tabla-titulo">
        <div className="periodos-toolbar">
          <h2 id="periodos-tabla-titulo">{t('pagina.periodos')}</h2>
          {/* Two toggle buttons (no SelectButton: this page's first download has no room for it). */}
          <div className="periodos-filtro" role="group" aria-label={t('pagina.mostrar')}>
            {FILTROS.map((f) => (
              <Button
                key={f.value}
                type="button"
                label={t(f.clave)}
                size="small"
                outlined={vista.filtro !== f.value}
                aria-pressed={vista.filtro === f.value}
                onClick={() => vista.setFiltro(f.value)}
              />
            ))}
          </div>
          {esTesorero(session) ? <Button label={t('nuevo.titulo')} icon="pi pi-plus" onClick={() => setNuevo(true)} /> : null}
        </div>
        <PeriodosTable
          rows={periodos.data?.message ?? []}
          total={periodos.data?.count ?? 0}
          // While a page loads, the rows and total on screen are the previous page's, perhaps of the other
          // filter (keepPreviousData): no reason to leave the page the URL asks for.
          totalAlDia={!periodos.isPlaceholderData}
          first={first}
          loading={periodos.isFetching}
          error={periodos.isError}
          onPage={(f) => vista.setPagina(Math.floor(f / PAGE_SIZE) + 1)}
          onCambiarValor={setCambiar}
          onCerrar={setCerrar}
          onDistribucion={(p) =>
            navigate(paths.distribuciones(p.id_periodo, p.nickname, p.id_estado_distribucion), {
              state: { desde: location.pathname + location.search },
            })
          }
          onPagos={setPagos}
        />
      </section>

      {session.status === 'authenticated' ? (
        <Suspense fallback={null}>
          <participacion.Component />
        </Suspense>
      ) : null}

      <GraficoPeriodos />

      <MountWhenOpened open={nuevo}>
        <nuevoPeriodo.Component
          visible={nuevo}
          onHide={() => {
            setNuevo(false);
            vista.setPagina(1);
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={cambiar !== null}>
        <cambiarValor.Component periodo={cambiar} onHide={() => setCambiar(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={cerrar !== null}>
        <cerrarPeriodo.Component periodo={cerrar} onHide={() => setCerrar(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={pagos !== null}>
        <pagosPeriodo.Component periodo={pagos} onHide={() => setPagos(null)} />
      </MountWhenOpened>
    </div>
  );
}
