import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type GananciasJugador, type HistorialRow, type Reclamo } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import GananciasPage from './ganancias-page';
import { acumulado, etiquetaSemana } from './components/grafico-semanal';

// jsdom has no canvas: the Chart.js module is replaced by its accessible name.
vi.mock('../../components/grafico-canvas', () => ({
  default: ({ descripcion }: { descripcion: string }) => <div role="img" aria-label={descripcion} />,
}));

afterEach(() => vi.restoreAllMocks());

const semanal = Array.from({ length: 26 }, (_, i) => ({
  semana: new Date(Date.UTC(2026, 4, 25) + i * 7 * 86_400_000).toISOString().slice(0, 10),
  silver: i === 24 ? 3_000 : i === 25 ? 1_000 : 0,
}));
const GANANCIAS: GananciasJugador = {
  id_player: 5,
  nickname: 'ana',
  nombre_cargo: 'MIEMBRO',
  nombre_rol: 'Sanador',
  totales: [
    { interval: 15, total_silver_unitario: 4_000, cantidad_contenido: 2 },
    { interval: 30, total_silver_unitario: 4_000, cantidad_contenido: 2 },
    { interval: 60, total_silver_unitario: 4_000, cantidad_contenido: 2 },
    { interval: 90, total_silver_unitario: 4_000, cantidad_contenido: 2 },
    { interval: 0, total_silver_unitario: 9_000, cantidad_contenido: 3 },
  ],
  semanal,
  pendientes: [
    {
      id_periodo: 12,
      lugar: 'Martlock',
      id_estado_distribucion: 2,
      silver: 3_000,
      esta_pagado: false,
      distribuidor_nickname: 'pagador',
    },
    {
      id_periodo: 11,
      lugar: 'Lymhurst',
      id_estado_distribucion: 3,
      silver: 1_000,
      esta_pagado: true,
      distribuidor_nickname: null,
    },
  ],
  regear_pendiente: { reclamos: 1, silver: 50_000 },
};
const reclamo = (id: number, over: Partial<Reclamo> = {}): Reclamo => ({
  id_reclamo: id,
  id_periodo: 12,
  id_distribucion: null,
  id_player: 5,
  nickname: 'ana',
  event_id: 900 + id,
  battle_id: null,
  fecha_muerte: '2026-11-18T21:00:00.000Z',
  fecha_reclamo: '2026-11-18T22:00:00.000Z',
  estado: 'pendiente',
  silver: 40_000,
  silver_reglas: 40_000,
  sin_precio: 0,
  items: [],
  razon: null,
  revisado_por: null,
  pagado_por: null,
  fecha_pago: null,
  ...over,
});
const RECLAMOS = [
  reclamo(3),
  reclamo(2, { estado: 'aprobado', silver: 50_000, silver_reglas: 60_000, revisado_por: 'tesorero' }),
  reclamo(1, { estado: 'rechazado', razon: 'Murió fuera del contenido', revisado_por: 'tesorero' }),
];
const fila = (i: number): HistorialRow => ({
  id_distribucion: 1000 - i,
  fecha: '2026-11-20T10:00:00.000Z',
  id_periodo: 12,
  lugar: 'Martlock',
  motivo: `Contenido ${i}`,
  nickname_encargado: 'encargado1',
  silver_unitario: 100 + i,
  estado: i !== 1,
  razon_eliminacion: i === 1 ? 'Duplicada' : null,
});

function mockApi({ notFound = false, ganancias = GANANCIAS } = {}) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url, config) => {
    if (url === '/regear') {
      expect(config?.params).toEqual({ nickname: 'ana', page: 1 });
      return { data: { ok: true, message: RECLAMOS, count: 3 } };
    }
    expect(url).toBe('/distribuciones/gananciasJugador');
    expect(config?.params).toEqual({ nickname: 'ana' });
    if (notFound) throw failure(404, 'No se encuentra el jugador');
    return { data: { ok: true, message: ganancias } };
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url, body) => {
    expect(url).toBe('/distribuciones/historialJugador');
    const [{ page }] = body as [{ nickname: string; page: number }];
    const desde = (page - 1) * 25;
    const rows = Array.from({ length: Math.min(25, 30 - desde) }, (_, i) => fila(desde + i));
    return { data: { ok: true, message: rows, count: 30 } };
  });
  return { get, post };
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/distribucion/jugador/:nickname" element={<GananciasPage />} />
    </Routes>,
    { path: '/distribucion/jugador/ana' },
  );
}

describe('GananciasPage', { timeout: 20_000 }, () => {
  it('shows the heading, cargo and rol, the totals per interval, the chart with its text and the pending periods', async () => {
    mockApi();
    renderPage();
    expect(await screen.findByText('MIEMBRO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ganancias de ana' })).toBeInTheDocument();
    expect(screen.getByText('Sanador')).toBeInTheDocument();
    const totales = within(screen.getByRole('table', { name: 'Totales por intervalo' }));
    expect(totales.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'IntervaloPlataContenidos',
      '15 días$4.0002',
      expect.stringMatching(/^30 días/),
      expect.stringMatching(/^60 días/),
      expect.stringMatching(/^90 días/),
      'Desde la creación$9.0003',
    ]);
    // The text alternative: a sentence with the figures, and the data on demand.
    const chart = await screen.findByRole('img', { name: /^Plata por semana/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('4.000 en las últimas 26 semanas'));
    const pendiente = within(screen.getByRole('table', { name: 'Pendiente de cobro' }));
    expect(pendiente.getByText('En distribución')).toBeInTheDocument();
    expect(pendiente.getByText('Sin pagar')).toBeInTheDocument();
    expect(pendiente.getByText('Pagado')).toBeInTheDocument();
    expect(pendiente.getByText('Sin asignar')).toBeInTheDocument();
  });

  it('shows the chart data as a table on request', async () => {
    mockApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ver datos' }));
    const datos = within(screen.getByRole('table', { name: /^Datos: Plata por semana/ }));
    expect(datos.getAllByRole('row')).toHaveLength(27);
    expect(datos.getByRole('row', { name: /^09\/11/ })).toHaveTextContent('3.000');
    expect(screen.getByRole('button', { name: 'Ocultar datos' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('pages the history by 25 and marks a deleted distribution', async () => {
    const { post } = mockApi();
    const { user } = renderPage();
    const historial = await screen.findByRole('table', { name: 'Historial' });
    await waitFor(() => expect(within(historial).getAllByRole('row')).toHaveLength(26));
    expect(within(historial).getByText('Eliminada')).toBeInTheDocument();
    expect(screen.getByText('1–25 de 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Historial' })).getAllByRole('row')).toHaveLength(6));
    expect(post).toHaveBeenLastCalledWith('/distribuciones/historialJugador', [{ nickname: 'ana', page: 2 }]);
    expect(screen.getByText('26–30 de 30')).toBeInTheDocument();
  });

  it('shows a player who never earned an empty state, not totals and a chart of «$0»', async () => {
    const sinNada: GananciasJugador = {
      ...GANANCIAS,
      totales: GANANCIAS.totales.map((t) => ({ ...t, total_silver_unitario: 0, cantidad_contenido: 0 })),
      semanal: semanal.map((s) => ({ ...s, silver: 0 })),
      pendientes: [],
    };
    mockApi({ ganancias: sinNada });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Todavía sin ganancias. ana no ha recibido plata en ninguna distribución',
    );
    expect(screen.queryByRole('img', { name: /^Plata por semana/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Totales por intervalo' })).toBeNull();
    expect(screen.queryByText('$0')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Pendiente de cobro' })).getByText('Nada pendiente de cobro'),
    ).toBeInTheDocument();
  });

  it('says in words that the last weeks had no earnings instead of drawing a chart of «$0»', async () => {
    mockApi({ ganancias: { ...GANANCIAS, semanal: semanal.map((s) => ({ ...s, silver: 0 })) } });
    renderPage();
    expect(await screen.findByText('Sin ganancias en las últimas 26 semanas.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Plata por semana/ })).toBeNull();
    expect(screen.getByRole('table', { name: 'Totales por intervalo' })).toHaveTextContent('Desde la creación$9.0003');
  });

  it('names the column in every cell of «Pendiente de cobro» and «Historial», for their cards on a phone', async () => {
    mockApi();
    renderPage();
    const historial = await screen.findByRole('table', { name: 'Historial' });
    await waitFor(() => expect(within(historial).getAllByRole('row')).toHaveLength(26));
    const pendiente = screen.getByRole('table', { name: 'Pendiente de cobro' });
    for (const tabla of [pendiente, historial]) {
      expect(tabla.closest('.p-datatable')).toHaveClass('tabla-apilada');
      const cabeceras = within(tabla)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      for (const fila of within(tabla).getAllByRole('row').slice(1)) {
        const titulos = [...fila.querySelectorAll('td > .p-column-title')].map((t) => t.textContent);
        expect(titulos).toEqual(cabeceras);
      }
    }
    const [, primera] = within(pendiente).getAllByRole('row');
    expect(
      within(primera!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Periodo12', 'LugarMartlock', 'EstadoEn distribución', 'Plata$3.000', 'PagoSin pagar', 'Distribuidorpagador']);
  });

  it("lists the player's regear claims with their states, and the approved regear still to collect", async () => {
    signIn('ana');
    const { get } = mockApi();
    renderPage();
    const tabla = await screen.findByRole('table', { name: 'Reclamos de regear de ana' });
    await waitFor(() => expect(within(tabla).getAllByRole('row')).toHaveLength(4));
    expect(get).toHaveBeenCalledWith('/regear', { params: { nickname: 'ana', page: 1 } });
    const [, pendiente, aprobado, rechazado] = within(tabla).getAllByRole('row');
    expect(pendiente).toHaveTextContent('Pendiente');
    expect(aprobado).toHaveTextContent('Aprobado');
    expect(aprobado).toHaveTextContent('$50.000');
    expect(rechazado).toHaveTextContent('Rechazado');
    expect(rechazado).toHaveTextContent('Murió fuera del contenido');
    expect(screen.getByText(/Regear aprobado por cobrar/)).toHaveTextContent('Regear aprobado por cobrar: $50.000 (1 reclamo)');
  });

  it('shows a visitor without an account the claims too (the page is public)', async () => {
    signIn(null);
    const { get } = mockApi();
    renderPage();
    const tabla = await screen.findByRole('table', { name: 'Reclamos de regear de ana' });
    await waitFor(() => expect(within(tabla).getAllByRole('row')).toHaveLength(4));
    expect(get).toHaveBeenCalledWith('/regear', { params: { nickname: 'ana', page: 1 } });
  });

  it('says nothing of regear to collect when there is none', async () => {
    signIn('ana');
    mockApi({ ganancias: { ...GANANCIAS, regear_pendiente: { reclamos: 0, silver: 0 } } });
    renderPage();
    await screen.findByRole('table', { name: 'Reclamos de regear de ana' });
    expect(screen.queryByText(/Regear aprobado por cobrar/)).toBeNull();
  });

  it('says "No se encuentra el jugador" for an unknown nickname', async () => {
    mockApi({ notFound: true });
    renderPage();
    expect(await screen.findByText('No se encuentra el jugador')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Historial' })).not.toBeInTheDocument();
  });
});

describe('the weekly chart', () => {
  it('labels the weeks day/month and sums them up', () => {
    expect(etiquetaSemana('2026-11-16')).toBe('16/11');
    expect(acumulado([1, 0, 5, 2])).toEqual([1, 1, 6, 8]);
  });
});
