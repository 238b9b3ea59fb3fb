// «Mi cuenta» in English and Português (docs/idiomas.md): headings, each period's lines, the totals
// with their plural, «Vincular Discord», and the language's silver format.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MiCuenta } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { usarIdioma } from '../../testing/idioma';
import MiCuentaPage from './mi-cuenta-page';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const CUENTA: MiCuenta = {
  nickname: 'brunhild',
  email: '',
  discord: 'brun_dc',
  nombre_cargo: 'MIEMBRO',
  cargos: [8],
  cargos_cuenta: [{ id_cargo: 8, nombre_cargo: 'TESORERO', origen: 'discord' }],
  discord_habilitado: true,
  regear_pendiente: { reclamos: 1, silver: 100_000 },
  por_cobrar: 1_334_567,
  saldo: 0,
  retiros_pendientes: 0,
  reclamos: [
    {
      id_reclamo: 7,
      id_periodo: 12,
      event_id: 900,
      fecha_muerte: '2025-11-01T15:21:00Z',
      estado: 'rechazado',
      silver: 5,
      razon: 'x',
      fecha_pago: null,
    },
  ],
  reclamos_total: 1,
  idioma: null,
  avisos_md: true,
  md_rechazado: null,
  dias30: { interval: 30, total_silver_unitario: 1_500_000, cantidad_contenido: 1 },
  total: { interval: 0, total_silver_unitario: 9_000_000, cantidad_contenido: 1_200 },
  pendientes: [
    {
      id_periodo: 12,
      lugar: 'Bridgewatch',
      id_estado_distribucion: 2,
      silver: 1_234_567,
      esta_pagado: false,
      distribuidor_nickname: 'pagador',
      casa: 'Casa del gremio (Bridgewatch)',
      cofre: 3,
    },
    {
      id_periodo: 13,
      lugar: 'Lymhurst',
      id_estado_distribucion: 3,
      silver: 50_000,
      esta_pagado: true,
      distribuidor_nickname: null,
      casa: null,
      cofre: null,
    },
  ],
};

function renderPage(cuenta: MiCuenta = CUENTA) {
  signIn('brunhild', [3]);
  vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, message: cuenta } });
  return renderWithProviders(<MiCuentaPage />);
}

const periodo = (texto: RegExp) =>
  within(screen.getByRole('region', { name: /owed|receber/ }))
    .getByText(texto)
    .closest('li')!;

describe('MiCuentaPage in English', { timeout: 30_000 }, () => {
  it('says what is owed, who pays it and from which chest, and the totals, in English', async () => {
    await usarIdioma('en');
    renderPage();
    expect(await screen.findByText('Pending payment:')).toHaveTextContent('Pending payment: $1,334,567');
    expect(screen.getByText(/^Shares:/)).toHaveTextContent('Shares: $1,234,567 · Approved regear: $100,000 (1 claim)');
    expect(screen.getByText(/^Account ranks:/)).toHaveTextContent('Account ranks: TREASURER (from your Discord role)');
    const regear = screen.getByRole('region', { name: 'Your regear claims' });
    expect(regear).toHaveTextContent('Regear #7 · Period 12 · November 1, 2025');
    expect(regear).toHaveTextContent('Rejected');
    expect(regear).toHaveTextContent('Not paid. Reason: x');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you are owed' })).toBeInTheDocument();
    expect(screen.getByText(/^Player:/)).toHaveTextContent('Player: brunhild · Discord: brun_dc');
    const pagando = periodo(/Period 12/);
    expect(pagando).toHaveTextContent('Period 12 · Bridgewatch · In distribution');
    expect(pagando).toHaveTextContent('Unpaid');
    expect(pagando).toHaveTextContent('Paid by: pagador');
    expect(pagando).toHaveTextContent('Your chest: Casa del gremio (Bridgewatch) · chest 3');
    const abierto = periodo(/Period 13/);
    expect(abierto).toHaveTextContent('Period 13 · Lymhurst · Open');
    expect(abierto).toHaveTextContent('Paid by: not assigned (the period is still open)');
    expect(abierto).toHaveTextContent('Your chest: known when the period closes (the houses are chosen then)');
    expect(screen.getByText('Last 30 days').nextSibling).toHaveTextContent('$1,500,000 · 1 content');
    expect(screen.getByText('All time').nextSibling).toHaveTextContent('$9,000,000 · 1,200 contents');
    expect(screen.getByRole('link', { name: 'View my public page' })).toHaveAttribute('href', '/distribucion/jugador/brunhild');
    const md = screen.getByRole('region', { name: 'Discord direct messages' });
    expect(md).toHaveTextContent("The guild's bot sends them to your Discord account.");
    expect(within(md).getByRole('checkbox', { name: /Get a direct message/ })).toBeChecked();
  });

  it('offers «Link Discord» to an account without it', async () => {
    await usarIdioma('en');
    renderPage({ ...CUENTA, discord: null, pendientes: [] });
    expect(await screen.findByRole('button', { name: 'Link Discord' })).toBeInTheDocument();
    expect(screen.getByText('You have no silver pending in any open period or period in distribution.')).toBeInTheDocument();
  });

  it('says in English that the account could not be loaded (the server’s sentence as received)', async () => {
    await usarIdioma('en');
    signIn('brunhild', [3]);
    vi.spyOn(api, 'get').mockRejectedValue(failure(401, 'Session expired'));
    renderWithProviders(<MiCuentaPage />);
    expect(await screen.findByText('Your account could not be loaded: Session expired')).toBeInTheDocument();
  });
});

describe('MiCuentaPage in Português', { timeout: 30_000 }, () => {
  it('headings, periods and totals in Portuguese, with its silver format', async () => {
    await usarIdioma('pt-BR');
    renderPage({ ...CUENTA, discord: null, dias30: { interval: 30, total_silver_unitario: 1_500_000, cantidad_contenido: 0 } });
    expect(await screen.findByText('Pendente de recebimento:')).toHaveTextContent('Pendente de recebimento: $1.334.567');
    expect(screen.getByText(/^Cargos da conta:/)).toHaveTextContent('Cargos da conta: TESOUREIRO (pelo seu cargo no Discord)');
    expect(screen.getByRole('region', { name: 'Seus pedidos de regear' })).toHaveTextContent('Recusado');
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    expect(periodo(/Período 12/)).toHaveTextContent('Período 12 · Bridgewatch · Em distribuição');
    expect(periodo(/Período 13/)).toHaveTextContent('Pago');
    expect(screen.getByText('Desde o início').nextSibling).toHaveTextContent('$9.000.000 · 1.200 conteúdos');
    // Zero is plural in Brazilian Portuguese.
    expect(screen.getByText('Últimos 30 dias').nextSibling).toHaveTextContent('$1.500.000 · 0 conteúdos');
    expect(screen.getByRole('button', { name: 'Vincular Discord' })).toBeInTheDocument();
  });
});
