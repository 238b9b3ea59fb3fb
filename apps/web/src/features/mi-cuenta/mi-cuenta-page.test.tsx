// «Mi cuenta» (docs/domain.md, "Mi cuenta"): the member's pending silver (shares and approved regear)
// with who pays it and their own house and chest, their claims' states, the account's cargos and where
// they came from, the totals, the links to their public page and their CSV, and «Vincular Discord».
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MiCuenta } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { navegador } from '../../lib/discord-login';
import { failure, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import MiCuentaPage from './mi-cuenta-page';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const CUENTA: MiCuenta = {
  nickname: 'brunhild',
  email: 'brun@gremio.test',
  discord: null,
  nombre_cargo: 'MIEMBRO',
  cargos: [3],
  cargos_cuenta: [{ id_cargo: 3, nombre_cargo: 'MIEMBRO', origen: 'asignado' }],
  discord_habilitado: true,
  regear_pendiente: { reclamos: 0, silver: 0 },
  por_cobrar: 750_000,
  saldo: 0,
  retiros_pendientes: 0,
  reclamos: [],
  reclamos_total: 0,
  idioma: null,
  avisos_md: true,
  md_rechazado: null,
  dias30: { interval: 30, total_silver_unitario: 1_500_000, cantidad_contenido: 3 },
  total: { interval: 0, total_silver_unitario: 9_000_000, cantidad_contenido: 1 },
  pendientes: [
    {
      id_periodo: 12,
      lugar: 'Bridgewatch',
      id_estado_distribucion: 2,
      silver: 700_000,
      esta_pagado: false,
      distribuidor_nickname: 'pagador',
      casa: 'Casa del gremio (Bridgewatch)',
      cofre: 3,
    },
    {
      id_periodo: 11,
      lugar: 'Martlock',
      id_estado_distribucion: 2,
      silver: 200_000,
      esta_pagado: true,
      distribuidor_nickname: 'pagador',
      casa: 'Casa del mercado (Martlock)',
      cofre: 7,
    },
    {
      id_periodo: 13,
      lugar: 'Lymhurst',
      id_estado_distribucion: 3,
      silver: 50_000,
      esta_pagado: false,
      distribuidor_nickname: null,
      casa: null,
      cofre: null,
    },
  ],
};

/** The ledger's lists of «Mi saldo» (docs/libro.md): none unless a test says. */
const VACIA = { ok: true, message: [], count: 0 };

function renderPage(cuenta: MiCuenta = CUENTA, listas: Record<string, unknown> = {}) {
  signIn('brunhild', [3]);
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: url === '/cuentas/mia' ? { ok: true, message: cuenta } : (listas[url] ?? VACIA),
  }));
  return { ...renderWithProviders(<MiCuentaPage />), get };
}

const periodo = (texto: RegExp) => screen.getByText(texto).closest('li')!;

describe('MiCuentaPage', { timeout: 30_000 }, () => {
  it('shows what is owed per period, who pays it and from which house and chest, and the totals', async () => {
    const { get } = renderPage();
    expect(await screen.findByText('Pendiente de cobro:')).toHaveTextContent('Pendiente de cobro: $750.000');
    expect(get).toHaveBeenCalledWith('/cuentas/mia');
    expect(screen.getByText(/^Jugador:/)).toHaveTextContent('Jugador: brunhild · brun@gremio.test');
    expect(screen.getByText(/^Cargos de la cuenta:/)).toHaveTextContent('Cargos de la cuenta: MIEMBRO (asignado por un líder)');
    expect(screen.getByText(/^Partes:/)).toHaveTextContent('Partes: $750.000 · Regear aprobado: $0 (0 reclamos)');
    const cerrado = periodo(/Periodo 12/);
    expect(within(cerrado).getByText('$700.000')).toBeInTheDocument();
    expect(within(cerrado).getByText('Sin pagar')).toBeInTheDocument();
    expect(within(cerrado).getByText('Paga: pagador')).toBeInTheDocument();
    expect(within(cerrado).getByText('Su cofre: Casa del gremio (Bridgewatch) · cofre 3')).toBeInTheDocument();
    expect(within(periodo(/Periodo 11/)).getByText('Pagado')).toBeInTheDocument();
    expect(within(periodo(/Periodo 11/)).getByText('Su cofre: Casa del mercado (Martlock) · cofre 7')).toBeInTheDocument();
    const abierto = periodo(/Periodo 13/);
    expect(within(abierto).getByText('Paga: sin asignar (el periodo sigue abierto)')).toBeInTheDocument();
    expect(within(abierto).getByText('Su cofre: se sabrá al cerrar el periodo (se eligen las casas)')).toBeInTheDocument();
    expect(screen.getByText('Últimos 30 días').nextSibling).toHaveTextContent('$1.500.000 · 3 contenidos');
    expect(screen.getByText('Desde el inicio').nextSibling).toHaveTextContent('$9.000.000 · 1 contenido');
    expect(screen.getByRole('link', { name: 'Ver mi página pública' })).toHaveAttribute('href', '/distribucion/jugador/brunhild');
  });

  it('says so when nothing is pending', async () => {
    renderPage({ ...CUENTA, pendientes: [], por_cobrar: 0 });
    expect(await screen.findByText('No tiene plata pendiente en ningún periodo abierto o en distribución.')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de cobro:')).toHaveTextContent('$0');
  });

  it('counts the approved regear in what is owed, and shows each claim’s state, a rejection with its reason and no amount', async () => {
    renderPage({
      ...CUENTA,
      regear_pendiente: { reclamos: 2, silver: 1_150_000 },
      por_cobrar: 1_900_000,
      reclamos: [
        {
          id_reclamo: 41,
          id_periodo: 12,
          event_id: 900,
          fecha_muerte: '2025-11-01T15:21:00Z',
          estado: 'pendiente',
          silver: 300_000,
          razon: null,
          fecha_pago: null,
        },
        {
          id_reclamo: 40,
          id_periodo: 12,
          event_id: 901,
          fecha_muerte: '2025-10-30T10:00:00Z',
          estado: 'rechazado',
          silver: 50_000,
          razon: 'Fuera de la zona del gremio',
          fecha_pago: null,
        },
        {
          id_reclamo: 39,
          id_periodo: 12,
          event_id: 902,
          fecha_muerte: '2025-10-29T10:00:00Z',
          estado: 'aprobado',
          silver: 1_000_000,
          razon: null,
          fecha_pago: null,
        },
      ],
      reclamos_total: 14,
    });
    expect(await screen.findByText('Pendiente de cobro:')).toHaveTextContent('Pendiente de cobro: $1.900.000');
    expect(screen.getByText(/^Partes:/)).toHaveTextContent('Partes: $750.000 · Regear aprobado: $1.150.000 (2 reclamos)');
    const regear = screen.getByRole('region', { name: 'Sus reclamos de regear' });
    const reclamo = (id: number) =>
      within(regear)
        .getByText(new RegExp(`^Regear #${id} ·`))
        .closest('li')!;
    expect(reclamo(41)).toHaveTextContent('Regear #41 · Periodo 12 · 1 de noviembre del 2025');
    expect(within(reclamo(41)).getByText('Pendiente')).toBeInTheDocument();
    expect(within(reclamo(41)).getByText('$300.000')).toBeInTheDocument();
    expect(within(reclamo(40)).getByText('Rechazado')).toBeInTheDocument();
    expect(reclamo(40)).toHaveTextContent('No se paga. Razón: Fuera de la zona del gremio');
    expect(reclamo(40)).not.toHaveTextContent('$50.000');
    expect(within(reclamo(39)).getByText('Aprobado')).toBeInTheDocument();
    expect(within(reclamo(39)).getByText('$1.000.000')).toBeInTheDocument();
    expect(within(regear).getByRole('link', { name: 'Ver sus 14 reclamos en su página pública' })).toHaveAttribute(
      'href',
      '/distribucion/jugador/brunhild',
    );
  });

  it('says when the member has no regear claims', async () => {
    renderPage();
    expect(await screen.findByText('No tiene reclamos de regear.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reclamos en su página pública/ })).toBeNull();
  });

  it('shows the account’s cargos and where they came from, not the roster’s cargo', async () => {
    renderPage({
      ...CUENTA,
      cargos: [3, 8],
      cargos_cuenta: [
        { id_cargo: 3, nombre_cargo: 'MIEMBRO', origen: 'discord' },
        { id_cargo: 8, nombre_cargo: 'TESORERO', origen: 'discord' },
      ],
    });
    expect(await screen.findByText(/^Cargos de la cuenta:/)).toHaveTextContent(
      'Cargos de la cuenta: MIEMBRO (por su rol de Discord), TESORERO (por su rol de Discord)',
    );
  });

  it('offline, the copy the service worker kept says so and when it was read (docs/pwa.md); online, no line', async () => {
    signIn('brunhild', [3]);
    const leido = new Date(2026, 11, 7, 14, 5).toISOString();
    vi.spyOn(api, 'get').mockImplementation(async (url: string) =>
      url === '/cuentas/mia'
        ? { data: { ok: true, message: CUENTA }, headers: new Headers({ 'x-sin-conexion': leido }) }
        : { data: VACIA },
    );
    renderWithProviders(<MiCuentaPage />);
    expect(await screen.findByText('Sin conexión: datos leídos a las 14:05')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de cobro:')).toHaveTextContent('Pendiente de cobro: $750.000');
  });

  it('online, no offline line', async () => {
    renderPage();
    expect(await screen.findByText('Pendiente de cobro:')).toBeInTheDocument();
    expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
  });

  it('shows the error when «Mi cuenta» cannot be loaded', async () => {
    signIn('brunhild', [3]);
    vi.spyOn(api, 'get').mockRejectedValue(failure(401, 'Sesión caducada'));
    renderWithProviders(<MiCuentaPage />);
    expect(await screen.findByText('No se pudo cargar su cuenta: Sesión caducada')).toBeInTheDocument();
  });

  it('«Mi saldo»: the balance, a withdrawal asked (the server decides), the withdrawals and the entries with their balance', async () => {
    const retiro = {
      id_retiro: 4,
      nickname: 'brunhild',
      silver: 100_000,
      estado: 'pendiente',
      fecha: '2026-12-01T10:00:00.000Z',
      razon: null,
      revisado_por: null,
      pagado_por: null,
    };
    const movimiento = {
      id_transaccion: 9,
      fecha: '2026-11-30T10:00:00.000Z',
      concepto: 'cierre',
      silver: 600_000,
      saldo: 600_000,
      id_periodo: 12,
      razon: null,
    };
    const { user, get } = renderPage(
      { ...CUENTA, saldo: 600_000, retiros_pendientes: 100_000 },
      {
        '/retiros': { ok: true, message: [retiro], count: 1 },
        '/libro/movimientos': { ok: true, message: [movimiento], count: 1 },
      },
    );
    const seccion = (await screen.findByRole('heading', { name: 'Mi saldo' })).closest('section')!;
    expect(within(seccion).getByTestId('mi-saldo')).toHaveTextContent('$600.000');
    expect(seccion).toHaveTextContent('En retiros pedidos o aprobados: $100.000');
    expect(await within(seccion).findByText('Retiro #4', { exact: false })).toBeInTheDocument();
    expect(within(seccion).getByText('Pendiente')).toBeInTheDocument();
    const fila = (await within(seccion).findByText('Cierre del periodo · Periodo 12')).closest('tr')!;
    expect(fila).toHaveTextContent('$600.000');
    // The entries are the app's table, cards on a phone: at 375 px a table scrolling sideways hid the
    // silver and the balance, and its region could not be reached by keyboard (axe, e2e/libro.spec.ts).
    const movimientos = within(seccion).getByRole('table', { name: 'Movimientos de mi cuenta' });
    expect(movimientos.closest('.p-datatable')).toHaveClass('tabla-apilada');
    expect(get).toHaveBeenCalledWith('/retiros', { params: { nickname: 'brunhild', page: 1 } });
    expect(get).toHaveBeenCalledWith('/libro/movimientos', { params: { nickname: 'brunhild', page: 1 } });

    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: { ...retiro, id_retiro: 5 } } });
    await user.click(within(seccion).getByRole('button', { name: 'Solicitar retiro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Solicitar retiro' });
    expect(dialogo).toHaveTextContent('Puede pedir hasta $500.000');
    const enviar = within(dialogo).getByRole('button', { name: 'Solicitar' });
    expect(enviar).toBeDisabled();
    await user.type(within(dialogo).getByLabelText('Plata a retirar'), '250.000');
    await waitFor(() => expect(enviar).toBeEnabled());
    await user.click(enviar);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/retiros', [{ silver: 250_000 }], expect.anything()));
    expect(await screen.findByText('Pidió $250.000')).toBeInTheDocument();

    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Retiro cancelado' } });
    await user.click(within(seccion).getByRole('button', { name: 'Cancelar el retiro #4' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/retiros/cancelar', [{ idRetiro: 4 }], expect.anything()));
  });

  it('«Mensajes directos de Discord»: the switch sends the member’s choice; without Discord none arrive; a refused DM shows the hint', async () => {
    const { user } = renderPage();
    const seccion = (await screen.findByRole('heading', { name: 'Mensajes directos de Discord' })).closest('section')!;
    expect(seccion).toHaveTextContent('Su cuenta no tiene Discord vinculado: no le llegará ninguno.');
    const casilla = within(seccion).getByRole('checkbox', { name: /Recibir un mensaje directo/ });
    expect(casilla).toBeChecked();
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { ok: true, message: 'Ya no recibirá mensajes directos de Discord', avisosMd: false } });
    await user.click(casilla);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/cuentas/avisosMd', [{ avisosMd: false }], expect.anything()));
    expect(await screen.findByText('Ya no recibirá mensajes directos de Discord')).toBeInTheDocument();
  });

  it('a DM Discord refused: the hint to open them, while they are on', async () => {
    renderPage({ ...CUENTA, discord: 'brun_dc', md_rechazado: '2026-12-01T10:00:00.000Z' });
    const seccion = (await screen.findByRole('heading', { name: 'Mensajes directos de Discord' })).closest('section')!;
    expect(seccion).toHaveTextContent('El bot del gremio se los envía a su cuenta de Discord.');
    expect(seccion).toHaveTextContent('Discord no dejó al bot enviarle un mensaje directo');
  });

  it('«Solicitar retiro» is disabled when the whole balance is already asked for', async () => {
    renderPage({ ...CUENTA, saldo: 300_000, retiros_pendientes: 300_000 });
    const seccion = (await screen.findByRole('heading', { name: 'Mi saldo' })).closest('section')!;
    expect(within(seccion).getByRole('button', { name: 'Solicitar retiro' })).toBeDisabled();
  });

  it('«Exportar CSV» downloads the member’s own history', async () => {
    signIn('brunhild', [3]);
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url === '/cuentas/mia' ? { data: { ok: true, message: CUENTA } } : { data: new Blob(['\uFEFF']), headers: new Headers() },
      );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:historial'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<MiCuentaPage />);
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/exportar/historial.csv', { params: { nickname: 'brunhild' }, responseType: 'blob' }),
    );
  });
});

describe('«Vincular Discord»', { timeout: 30_000 }, () => {
  it('takes an email account to Discord to add its identity', async () => {
    const ir = vi.spyOn(navegador, 'ir').mockImplementation(() => {});
    const { user } = renderPage();
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { ok: true, url: 'https://discord.example/oauth2/authorize?x=1' } });
    await user.click(await screen.findByRole('button', { name: 'Vincular Discord' }));
    await waitFor(() => expect(ir).toHaveBeenCalledWith('https://discord.example/oauth2/authorize?x=1'));
    expect(post).toHaveBeenCalledWith('/auth/discord/vincularCuenta');
  });

  it('says why when the server refuses, and lets the member try again', async () => {
    const ir = vi.spyOn(navegador, 'ir').mockImplementation(() => {});
    const { user } = renderPage();
    vi.spyOn(api, 'post').mockRejectedValue(failure(429, 'Demasiados intentos de acceso con Discord, espere un minuto'));
    await user.click(await screen.findByRole('button', { name: 'Vincular Discord' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos de acceso con Discord, espere un minuto');
    expect(screen.getByRole('button', { name: 'Vincular Discord' })).toBeEnabled();
    expect(ir).not.toHaveBeenCalled();
  });

  it('is not offered once Discord is linked', async () => {
    renderPage({ ...CUENTA, discord: 'brun_dc' });
    expect(await screen.findByText(/Discord: brun_dc/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vincular Discord' })).toBeNull();
  });

  it('is not offered when the server has no Discord login', async () => {
    renderPage({ ...CUENTA, discord_habilitado: false });
    expect(await screen.findByText(/^Jugador:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vincular Discord' })).toBeNull();
  });

  it('a main with characters: the member’s combined line, the trading character and each player beneath', async () => {
    renderPage({
      ...CUENTA,
      miembro: {
        comercio: { id_player: 3, nickname: 'altdos' },
        partes: [
          { id_player: 1, nickname: 'brunhild', por_cobrar: 750_000, saldo: 0 },
          { id_player: 3, nickname: 'altdos', por_cobrar: 250_000, saldo: 40_000 },
        ],
        por_cobrar: 1_000_000,
        saldo: 40_000,
      },
    });
    expect(await screen.findByTestId('mi-cuenta-miembro')).toHaveTextContent(
      'Pendiente de cobro del miembro: $1.000.000 · Saldo del miembro: $40.000 · Comercia con altdos',
    );
    expect(screen.getByRole('heading', { name: 'Mis personajes' })).toBeInTheDocument();
    expect(screen.getByText('altdos', { selector: 'strong' }).closest('li')).toHaveTextContent(
      'altdos: pendiente $250.000 · saldo $40.000',
    );
  });
});
