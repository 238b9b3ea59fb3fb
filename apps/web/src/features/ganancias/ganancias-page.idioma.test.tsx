// A player's page in English and Português (docs/idiomas.md): headings, tables and their columns,
// states, the chart's caption and sentence, and the language's date and silver formats.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { GananciasJugador, HistorialRow, Reclamo } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { usarIdioma } from '../../testing/idioma';
import GananciasPage from './ganancias-page';
import { etiquetaSemana } from './components/grafico-semanal';

// jsdom has no canvas: the Chart.js module is replaced by its accessible name.
vi.mock('../../components/grafico-canvas', () => ({
  default: ({ descripcion }: { descripcion: string }) => <div role="img" aria-label={descripcion} />,
}));

afterEach(() => vi.restoreAllMocks());

const semanal = Array.from({ length: 26 }, (_, i) => ({
  semana: new Date(Date.UTC(2026, 4, 25) + i * 7 * 86_400_000).toISOString().slice(0, 10),
  silver: i === 24 ? 3_000_000 : i === 25 ? 1_000 : 0,
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
    { interval: 0, total_silver_unitario: 1_234_567, cantidad_contenido: 1_500 },
  ],
  semanal,
  pendientes: [
    {
      id_periodo: 12,
      lugar: 'Martlock',
      id_estado_distribucion: 2,
      silver: 3_000,
      esta_pagado: false,
      distribuidor_nickname: null,
    },
  ],
  regear_pendiente: { reclamos: 2, silver: 50_000 },
};
const RECLAMO: Reclamo = {
  id_reclamo: 3,
  id_periodo: 12,
  id_distribucion: null,
  id_player: 5,
  nickname: 'ana',
  event_id: 903,
  battle_id: null,
  fecha_muerte: '2025-09-21T21:00:00.000Z',
  fecha_reclamo: '2025-09-21T22:00:00.000Z',
  estado: 'rechazado',
  silver: 40_000,
  silver_reglas: 40_000,
  sin_precio: 0,
  items: [],
  razon: 'Murió fuera del contenido',
  revisado_por: 'tesorero',
  pagado_por: null,
  fecha_pago: null,
};
const FILA: HistorialRow = {
  id_distribucion: 1000,
  fecha: '2026-11-20T10:00:00.000Z',
  id_periodo: 12,
  lugar: 'Martlock',
  motivo: 'Contenido 1',
  nickname_encargado: 'encargado1',
  silver_unitario: 12_345,
  estado: false,
  razon_eliminacion: 'Duplicada',
};

function mockApi({ notFound = false } = {}) {
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/regear') return { data: { ok: true, message: [RECLAMO], count: 1 } };
    if (notFound) throw failure(404, 'No se encuentra el jugador');
    return { data: { ok: true, message: GANANCIAS } };
  });
  vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: [FILA], count: 1 } });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/distribucion/jugador/:nickname" element={<GananciasPage />} />
    </Routes>,
    { path: '/distribucion/jugador/ana' },
  );
}

const filas = (nombre: string) =>
  within(screen.getByRole('table', { name: nombre }))
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('GananciasPage in English', { timeout: 30_000 }, () => {
  it('headings, totals, pending, history and regear in English, with its silver and date formats', async () => {
    await usarIdioma('en');
    mockApi();
    renderPage();
    // The cargo and the role in English too (reference names, lib/i18n/nombres.ts).
    expect(await screen.findByText('MEMBER')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ana’s earnings' })).toBeInTheDocument();
    expect(screen.getByText(/^Rank:/)).toHaveTextContent('Rank: MEMBER · Role: Healer');
    for (const h of ['Totals', 'Recent weeks', 'Pending payment', 'History', 'Regear']) {
      expect(screen.getByRole('heading', { level: 2, name: h })).toBeInTheDocument();
    }
    expect(filas('Totals per interval')).toEqual([
      'IntervalSilverContent',
      '15 days$4,0002',
      '30 days$4,0002',
      '60 days$4,0002',
      '90 days$4,0002',
      'Since creation$1,234,5671,500',
    ]);
    expect(filas('Pending payment')).toEqual([
      'PeriodLocationStatusSilverPaymentDistributor',
      'Period12LocationMartlockStatusIn distributionSilver$3,000PaymentUnpaidDistributorNot assigned',
    ]);
    await waitFor(() => expect(filas('History')).toHaveLength(2));
    expect(filas('History')[1]).toBe(
      'DateNovember 20, 2026Period12 · MartlockReasonContenido 1Callerencargado1Silver$12,345StatusDeleted',
    );
    expect(screen.getByText(/^Approved regear to collect:/)).toHaveTextContent('Approved regear to collect: $50,000 (2 claims)');
    const regear = await screen.findByRole('table', { name: 'ana’s regear claims' });
    expect(await within(regear).findByText('Rejected')).toBeInTheDocument();
    expect(within(regear).getAllByRole('row')[1]).toHaveTextContent('September 21, 2025');
    // The chart's caption and its sentence, with the best week's date and silver in English.
    expect(screen.getByText('Silver per week (weeks starting Monday)')).toBeInTheDocument();
    expect(
      screen.getByText('$3,001,000 in the last 26 weeks; the best, the week of November 9, 2026, with $3,000,000.'),
    ).toBeInTheDocument();
  });

  it('says in English that a player does not exist', async () => {
    await usarIdioma('en');
    mockApi({ notFound: true });
    renderPage();
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
  });

  it('labels the weeks month/day in English', () => {
    expect(etiquetaSemana('2026-11-16', 'en')).toBe('11/16');
    expect(etiquetaSemana('2026-11-16', 'pt-BR')).toBe('16/11');
  });
});

describe('GananciasPage in Português', { timeout: 30_000 }, () => {
  it('headings, tables and states in Portuguese, with its silver and date formats', async () => {
    await usarIdioma('pt-BR');
    mockApi();
    renderPage();
    expect(await screen.findByText('MEMBRO')).toBeInTheDocument();
    expect(screen.getByText('Curandeiro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ganhos de ana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Histórico' })).toBeInTheDocument();
    expect(filas('Totais por intervalo')[5]).toBe('Desde a criação$1.234.5671.500');
    expect(filas('Pendente de recebimento')[1]).toContain('Em distribuição');
    await waitFor(() => expect(filas('Histórico')).toHaveLength(2));
    expect(filas('Histórico')[1]).toContain('20 de novembro de 2026');
    expect(filas('Histórico')[1]).toContain('Excluída');
    expect(screen.getByText(/^Regear aprovado a receber:/)).toHaveTextContent('Regear aprovado a receber: $50.000 (2 pedidos)');
    expect(await screen.findByRole('table', { name: 'Pedidos de regear de ana' })).toBeInTheDocument();
    expect(screen.getByText('Prata por semana (semanas a partir de segunda-feira)')).toBeInTheDocument();
  });
});
