// The API «Calendario» talks to, answered in memory, and the page rendered at /calendario (with the
// distributions page's route, to see where «Crear distribución» goes): shared by the page's tests.
/* eslint-disable reparto/sin-texto-suelto -- the fake server's data, shown as received */
import { afterAll, afterEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { Evento, Inscripcion, ParaDistribuir, RolEvento } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { failure } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';
import CalendarioPage from './calendario-page';

const HORA = 3_600_000;
/** An instant `horas` from now (negative: in the past), as the wire carries it. */
export const dentroDe = (horas: number) => new Date(Date.now() + horas * HORA).toISOString();

/** An upcoming event (tomorrow), open for sign-ups until an hour before it starts: one tank, two DPS. */
export function evento(over: Partial<Evento> = {}): Evento {
  return {
    id_evento: 5,
    titulo: 'ZvZ del sábado',
    id_plantilla: 2,
    plantilla: 'ZvZ',
    id_lugar_distribucion: 2,
    lugar: 'Bridgewatch',
    inicio: dentroDe(24),
    fin: dentroDe(26),
    cierre_inscripcion: dentroDe(23),
    huecos: { tanque: 1, dps: 2 },
    nota: 'Traigan comida de 8',
    privado: false,
    estado: 'abierto',
    creador: 'encargado1',
    inscripciones: [],
    id_distribucion: null,
    id_sesion: null,
    ...over,
  };
}

export const inscripcion = (id_player: number, nickname: string, rol: RolEvento, estado: Inscripcion['estado']): Inscripcion => ({
  id_player,
  nickname,
  rol,
  estado,
  origen: 'web',
  fecha: `2026-12-01T10:00:0${id_player % 10}.000Z`,
});

export interface MocksCalendario {
  eventos?: Evento[];
  /** GET /api/calendario/enlaceIcs; absent: 404 (the feed has not landed). */
  enlace?: { url: string; privado: string };
  apuntarse?: (body: unknown) => Promise<unknown>;
  confirmar?: (body: unknown) => Promise<unknown>;
  crear?: (body: unknown) => Promise<unknown>;
  editar?: (body: unknown) => Promise<unknown>;
  paraDistribuir?: (idEvento: number) => ParaDistribuir;
  /** POST /api/calendario/renovarEnlaceIcs: the new links. */
  renovar?: () => Promise<{ url: string; privado: string }>;
}

/** The active players (GET /api/distribuciones/getJugadoresSelect): an officer's «Añadir jugador». */
export const ACTIVOS = [
  { id_player: 11, nickname: 'ana' },
  { id_player: 12, nickname: 'bruno' },
  { id_player: 13, nickname: 'carla' },
];

/** A write's answer: the event after it, and the `calendario` cambio that refreshes the list (testing/cambio.ts). */
const hecho = async (respuesta?: unknown) =>
  conCambio(respuesta ?? { ok: true, message: 'Hecho', evento: evento() }, { tipo: 'calendario' });

export function mockApi(m: MocksCalendario = {}) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string, options?: { params?: Record<string, unknown> }) => {
    if (url === '/calendario/eventos') return { data: { ok: true, message: m.eventos ?? [evento()] } };
    if (url === '/calendario/enlaceIcs') {
      if (!m.enlace) throw failure(404, 'Ruta no encontrada');
      return { data: { ok: true, message: m.enlace } };
    }
    if (url === '/calendario/plantillas') {
      const plantillas = [
        { id_plantilla: 2, nombre: 'ZvZ', activa: true },
        { id_plantilla: 3, nombre: 'Vieja', activa: false },
      ];
      return { data: { ok: true, message: plantillas } };
    }
    if (url === '/distribuciones/getLugares') {
      return { data: { ok: true, lugares: [{ id_lugar_distribucion: 2, lugar: 'Bridgewatch' }] } };
    }
    if (url === '/distribuciones/getJugadoresSelect') return { data: { ok: true, message: ACTIVOS } };
    if (url === '/calendario/paraDistribuir' && m.paraDistribuir) {
      return { data: { ok: true, message: m.paraDistribuir(Number(options?.params?.idEvento)) } };
    }
    throw new Error(`GET inesperado ${url}`);
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/calendario/apuntarse') return hecho(await m.apuntarse?.(body));
    if (url === '/calendario/eventos' && m.crear) return hecho(await m.crear(body));
    if (url === '/calendario/renovarEnlaceIcs' && m.renovar) {
      return conCambio({ ok: true, message: await m.renovar() }, { tipo: 'gremio' });
    }
    throw new Error(`POST inesperado ${url}`);
  });
  const put = vi.spyOn(api, 'put').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/calendario/confirmar') return hecho(await m.confirmar?.(body));
    if (url === '/calendario/eventos' && m.editar) return hecho(await m.editar(body));
    throw new Error(`PUT inesperado ${url}`);
  });
  return { get, post, put };
}

/** Where the app went: path and query. */
function Ubicacion() {
  const { pathname, search } = useLocation();
  return <p data-testid="ubicacion">{pathname + search}</p>;
}

export const renderCalendario = () =>
  renderWithProviders(
    <Routes>
      <Route path="/calendario" element={<CalendarioPage />} />
      <Route path="/distribucion/crearDist/:idPeriodo/:nickname/:estado" element={<Ubicacion />} />
    </Routes>,
    { path: '/calendario' },
  );

/** The card of the default event. */
export const tarjeta = () => screen.findByRole('article', { name: 'ZvZ del sábado' });

/** The number of times the events were read. */
export const lecturasDeEventos = (get: ReturnType<typeof mockApi>['get']) =>
  get.mock.calls.filter(([url]) => url === '/calendario/eventos').length;

/** After each test: the API's spies, the session and the time zone (a test may read the page in another) as they were. */
export function restaurarTrasCadaPrueba() {
  const zona = process.env.TZ;
  const restaurar = () => {
    vi.restoreAllMocks();
    sessionStore.reset();
    process.env.TZ = zona;
  };
  afterEach(restaurar);
  afterAll(restaurar);
}
