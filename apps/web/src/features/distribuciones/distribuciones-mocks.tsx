// The API the distributions page talks to, answered in memory, and the page rendered at a period:
// shared by the page's tests and the new-distribution dialog's.
import { vi } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  REGEAR_PAGE_SIZE,
  type Distribucion,
  type DistribucionParaCorregir,
  type ParaDistribuir,
  type Plantilla,
  type Periodo,
  type Reclamo,
  type VentaBotin,
} from '@reparto/contract';
import DistribucionesPage from './distribuciones-page';
import { api } from '../../lib/api-client';
import { periodo, signIn as signInAs } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';

export const DISTRIBUCIONES: Distribucion[] = [
  {
    id_distribucion: 12,
    fecha: '2025-09-21T10:00:00.000Z',
    motivo: 'ZvZ en Caerleon',
    nickname_encargado: 'encargado1',
    silver: 3_000_001,
    razon_eliminacion: null,
    estado: true,
    jugadores: [
      { nickname: 'aldrakar', nombre_cargo: 'OFICIAL', silver_unitario: 1_500_000 },
      { nickname: 'brunhild', nombre_cargo: 'MIEMBRO', silver_unitario: 1_500_000 },
    ],
  },
  {
    id_distribucion: 11,
    fecha: '2025-09-20T10:00:00.000Z',
    motivo: 'Hellgate 5v5',
    nickname_encargado: 'encargado2',
    silver: 1_000_000,
    razon_eliminacion: null,
    estado: true,
    jugadores: [{ nickname: 'caelum', nombre_cargo: 'MIEMBRO', silver_unitario: 1_000_000 }],
  },
  {
    id_distribucion: 10,
    fecha: '2025-09-19T10:00:00.000Z',
    motivo: 'Cofres dorados',
    nickname_encargado: 'encargado1',
    silver: 9_000_000,
    razon_eliminacion: 'Registrada dos veces',
    estado: false,
    jugadores: [{ nickname: 'caelum', nombre_cargo: 'MIEMBRO', silver_unitario: 9_000_000 }],
  },
];

export const FONDO = { impuesto: 1_000, resto: 7, total: 1_007 };

export const JUGADORES = [
  { id_player: 1, nickname: 'aldrakar' },
  { id_player: 2, nickname: 'brunhild' },
  { id_player: 3, nickname: 'caelum' },
];

export interface Mocks {
  /** The period's state as the server has it (3 unless told). */
  estado?: number;
  voice?: { data: { id: string; channel: string }[]; configurado: boolean };
  /** Who is in the voice channel (default: caelum and the unknown "Forastero"). */
  canal?: { data: { id_player: number; nickname: string }[]; sin_registrar: string[]; desactivados: string[] };
  crear?: (body: unknown) => Promise<unknown>;
  eliminar?: (body: unknown) => Promise<unknown>;
  /** The period's distributions (default DISTRIBUCIONES), served 25 a page to the paged form. */
  distribuciones?: Distribucion[];
  /** What GET /paraCorregir answers (default: built from the distribution's row, weights 1, no breakdown). */
  paraCorregir?: (idDistribucion: number) => DistribucionParaCorregir;
  /** The periods in course (GET /periodosEnCurso): none unless told. */
  enCurso?: Periodo[];
  /** What GET /api/calendario/paraDistribuir answers for an event (the calendar's «Crear distribución»). */
  paraDistribuir?: (idEvento: number) => ParaDistribuir;
  /** What GET /api/calendario/plantillas answers (none by default). */
  plantillas?: Plantilla[];
  /** The regear claims GET /api/regear serves (filtered by period and state, paged): none unless told. */
  regear?: Reclamo[];
  /** The period's loot buyouts (GET /api/ventas): none unless told. */
  ventas?: VentaBotin[];
  /** What POST /api/ventas answers (a sale opened). */
  abrirVenta?: (body: unknown) => Promise<unknown>;
  /** What POST /api/ventas/pujar answers (the bid's body given). */
  pujar?: (body: unknown) => Promise<unknown>;
  /** What PUT /api/ventas/cerrar answers. */
  cerrarVenta?: (body: unknown) => Promise<unknown>;
}

const idDe = (nickname: string) => JUGADORES.find((j) => j.nickname === nickname)?.id_player ?? 50;

/** A regear claim of period 3 (docs/regear.md), approved unless told. */
export function reclamo(id_reclamo: number, nickname: string, silver: number, extra: Partial<Reclamo> = {}): Reclamo {
  return {
    id_reclamo,
    id_periodo: 3,
    id_distribucion: null,
    id_player: idDe(nickname),
    nickname,
    event_id: 900_000 + id_reclamo,
    battle_id: null,
    fecha_muerte: '2025-09-20T10:00:00.000Z',
    fecha_reclamo: '2025-09-20T12:00:00.000Z',
    estado: 'aprobado',
    silver,
    silver_reglas: silver,
    sin_precio: 0,
    items: [],
    razon: null,
    revisado_por: 'tesorero',
    pagado_por: null,
    fecha_pago: null,
    ...extra,
  };
}

/** A distribution as GET /paraCorregir gives it back, from its row: every weight 1, no breakdown, no origin. */
export function paraCorregirDe(d: Distribucion): DistribucionParaCorregir {
  return {
    id_distribucion: d.id_distribucion,
    motivo: d.motivo,
    silver: d.silver,
    desglose: null,
    jugadores: d.jugadores.map((j) => ({ id_player: idDe(j.nickname), nickname: j.nickname, peso: 1, activo: true })),
    origen: null,
  };
}

export function mockApi(m: Mocks = {}) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string, options?: { params?: Record<string, unknown> }) => {
    if (url === '/distribuciones/getJugadoresSelect') return { data: { ok: true, message: JUGADORES } };
    if (url === '/distribuciones/fondoGremio') return { data: { ok: true, message: FONDO, impuesto_gremio_pct: 10 } };
    if (url === '/distribuciones/getVoiceChannels')
      return { data: { ok: true, ...(m.voice ?? { data: [], configurado: false }) } };
    if (url === '/distribuciones/periodo')
      return { data: { ok: true, periodo: periodo({ id_periodo: 3, id_estado_distribucion: m.estado ?? 3 }) } };
    if (url === '/distribuciones/periodosEnCurso') {
      return { data: { ok: true, message: m.enCurso ?? [], count: m.enCurso?.length ?? 0 } };
    }
    if (url === '/regear') {
      const { idPeriodo, estado, page = 1 } = (options?.params ?? {}) as { idPeriodo?: number; estado?: string; page?: number };
      const filas = (m.regear ?? []).filter((r) => r.id_periodo === idPeriodo && (!estado || r.estado === estado));
      const message = filas.slice((page - 1) * REGEAR_PAGE_SIZE, page * REGEAR_PAGE_SIZE);
      return { data: { ok: true, message, count: filas.length } };
    }
    if (url === '/distribuciones/paraCorregir') {
      const id = Number(options?.params?.idDistribucion);
      const d = (m.distribuciones ?? DISTRIBUCIONES).find((x) => x.id_distribucion === id)!;
      return { data: { ok: true, message: m.paraCorregir ? m.paraCorregir(id) : paraCorregirDe(d) } };
    }
    if (url === '/ventas') return { data: { ok: true, message: m.ventas ?? [] } };
    if (url === '/calendario/plantillas') return { data: { ok: true, message: m.plantillas ?? [] } };
    if (url === '/calendario/paraDistribuir' && m.paraDistribuir) {
      return { data: { ok: true, message: m.paraDistribuir(Number(options?.params?.idEvento)) } };
    }
    throw new Error(`GET inesperado ${url}`);
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/distribuciones/getDistribucion') {
      const filas = m.distribuciones ?? DISTRIBUCIONES;
      const [{ page }] = body as [{ page?: number }];
      if (page === undefined) return { data: { ok: true, message: filas } };
      const total = filas.reduce((sum, d) => (d.estado ? sum + d.silver : sum), 0);
      return { data: { ok: true, message: filas.slice((page - 1) * 25, page * 25), count: filas.length, total } };
    }
    // A write answers its cambio (x-cambio), which refreshes what it changed (testing/cambio.ts).
    if (url === '/distribuciones/crear' && m.crear) return conCambio(await m.crear(body), { tipo: 'distribucion', idPeriodo: 3 });
    if (url === '/distribuciones/getPlayersOfVoiceChannel') {
      return { data: { ok: true, ...(m.canal ?? { data: [JUGADORES[2]], sin_registrar: ['Forastero'], desactivados: [] }) } };
    }
    if (url === '/distribuciones/jugadoresDeLista') {
      return { data: { ok: true, data: [JUGADORES[0], JUGADORES[1]], sin_registrar: ['Nuevo1'], desactivados: ['dormido'] } };
    }
    if (url === '/jugadores/registrar') {
      const [{ nickname }] = body as [{ nickname: string }];
      const data = {
        ok: true,
        // eslint-disable-next-line reparto/sin-texto-suelto -- the fake server's own sentence (data, as received)
        message: `Se ha registrado el jugador ${nickname.toLowerCase()}`,
        jugador: { id_player: 99, nickname: nickname.toLowerCase() },
        verificado: null,
      };
      return conCambio(data, { tipo: 'jugador', idPlayer: 99 });
    }
    if (url === '/ventas/pujar' && m.pujar) return { data: await m.pujar(body) };
    if (url === '/ventas' && m.abrirVenta) return { data: await m.abrirVenta(body) };
    throw new Error(`POST inesperado ${url}`);
  });
  const put = vi.spyOn(api, 'put').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/distribuciones/eliminarDistribucion' && m.eliminar) {
      return conCambio(await m.eliminar(body), { tipo: 'distribucion', idPeriodo: 3 });
    }
    if (url === '/ventas/cerrar' && m.cerrarVenta) return { data: await m.cerrarVenta(body) };
    throw new Error(`PUT inesperado ${url}`);
  });
  return { get, post, put };
}

export const signIn = (nickname: string, cargos: number[]) =>
  signInAs(nickname, cargos, { domain: 'reparto.local', cargo: 'ENCARGADO DE CONTENIDO' });

export const renderPage = (path = '/distribucion/crearDist/3/tesorero/3') =>
  renderWithProviders(
    <Routes>
      <Route path="/distribucion/crearDist/:idPeriodo/:nickname/:estado" element={<DistribucionesPage />} />
    </Routes>,
    { path },
  );
