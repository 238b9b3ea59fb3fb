import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PagoRow } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { failure, intento, periodo, signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { conCambio } from '../../../testing/cambio';
import { PagosDialog } from './pagos-dialog';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

const row = (id_player: number, nickname: string, esta_pagado: boolean, estado = 2): PagoRow => ({
  nickname,
  id_player,
  id_periodo: 7,
  sum: 1_234_567,
  esta_pagado,
  distribuidor_nickname: 'distribuidor',
  estado_distribucion: estado,
  casa: estado === 3 ? null : 'Casa Norte',
  cofre: estado === 3 ? null : id_player,
});

/** The confirmation that «Pagar» and «Finalizar distribución» open: answered with `boton`. */
async function responder(user: { click: (el: Element) => Promise<void> }, boton: string, pregunta?: string) {
  const confirmacion = await screen.findByRole('dialog', { name: /Registrar el pago|Finalizar distribución/ });
  if (pregunta) expect(confirmacion).toHaveTextContent(pregunta);
  await user.click(within(confirmacion).getByRole('button', { name: boton }));
}

const FONDO = { impuesto: 500, resto: 3, total: 503 };

/** The server's paged tablaDePago: rows filtered by nickname (contains) and unpaid, 25 a page, the period's counts. */
function mockTabla(rows: PagoRow[]) {
  let current = rows;
  const post = vi.spyOn(api, 'post').mockImplementation(async (url, body) => {
    if (url === '/distribuciones/tablaDePago') {
      const [{ page = 1, nickname = '', pendientes = false }] = body as [
        { page?: number; nickname?: string; pendientes?: boolean },
      ];
      const matching = current.filter((r) => r.nickname.includes(nickname) && (!pendientes || !r.esta_pagado));
      const message = matching.slice((page - 1) * 25, page * 25);
      const pagados = current.filter((r) => r.esta_pagado).length;
      return { data: { ok: true, message, count: matching.length, pagados, jugadores: current.length } };
    }
    throw new Error(`POST inesperado ${url}`);
  });
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/distribuciones/fondoGremio') return { data: { ok: true, message: FONDO, impuesto_gremio_pct: 0 } };
    // The period's regear lines (regear-pagos.test.tsx): none here.
    if (url === '/regear') return { data: { ok: true, message: [], count: 0 } };
    throw new Error(`GET inesperado ${url}`);
  });
  return { post, set: (next: PagoRow[]) => (current = next) };
}

const enDistribucion = periodo({
  distribuidor_nickname: 'distribuidor',
  id_estado_distribucion: 2,
  nombre_estado_distribucion: 'En distribución',
});

describe('PagosDialog (docs/domain.md, "Screens and texts")', { timeout: 20_000 }, () => {
  it('pages the rows on the server, searches by a part of the nickname and counts the whole period', async () => {
    signIn(null);
    const rows = Array.from({ length: 30 }, (_, i) => row(i + 1, `jug${String(i + 1).padStart(2, '0')}`, i < 4));
    const { post } = mockTabla(rows);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await screen.findByText('jug01');
    expect(screen.queryByText('jug26')).toBeNull();
    expect(screen.getByTestId('pagos-progreso')).toHaveTextContent('Pagados 4 de 30');
    const pager = screen.getByRole('navigation', { name: 'Páginas de pagos del periodo 7' });
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await screen.findByText('jug26');
    expect(post).toHaveBeenLastCalledWith('/distribuciones/tablaDePago', [
      { idPeriodo: 7, page: 2, nickname: '', pendientes: false },
    ]);
    await user.type(screen.getByLabelText('Buscar jugador'), 'G1');
    await screen.findByText('jug10');
    expect(screen.queryByText('jug26')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Páginas de pagos del periodo 7' })).toBeNull();
    expect(post).toHaveBeenLastCalledWith('/distribuciones/tablaDePago', [
      { idPeriodo: 7, page: 1, nickname: 'g1', pendientes: false },
    ]);
    // The counts stay those of the whole period.
    expect(screen.getByTestId('pagos-progreso')).toHaveTextContent('Pagados 4 de 30');
    await user.type(screen.getByLabelText('Buscar jugador'), 'x');
    expect(await screen.findByText('Ningún jugador coincide con la búsqueda')).toBeInTheDocument();
  });

  it('is wide enough for its columns on a laptop screen and never wider than the screen', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', true), row(2, 'beto', false)]);
    renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const ana = (await screen.findByText('ana')).closest('tr')!;
    const dialogo = screen.getByRole('dialog', { name: /Pagos del periodo 7/ });
    // 80rem (1,280 px) on a 1366 px screen: the four row buttons and the house and chest fit (it was 64rem).
    expect(dialogo.style.width).toBe('80rem');
    // The house and chest keep a width of their own; the buttons stay on one line (pagos.css).
    expect(within(ana).getByText('Casa Norte · cofre 1').closest('td')).toHaveClass('pagos-cofre');
    expect(within(ana).getByRole('button', { name: 'Copiar configuración del cofre de ana' }).closest('td')).toHaveClass(
      'acciones-apiladas',
    );
  });

  it('shows a row per player with the sum and paid state; anonymous: no Pay at all, no finalize', async () => {
    signIn(null);
    mockTabla([row(1, 'ana', true), row(2, 'beto', false)]);
    renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const ana = (await screen.findByText('ana')).closest('tr')!;
    expect(within(ana).getByText('$1.234.567')).toBeInTheDocument();
    expect(within(ana).getByText('Pagado')).toBeInTheDocument();
    const beto = screen.getByText('beto').closest('tr')!;
    expect(within(beto).getByText('Pendiente')).toBeInTheDocument();
    // A visitor could never press it: no disabled «Pagar» (nor a selection) to puzzle over.
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Seleccionar a/ })).toBeNull();
    expect(within(beto).getByRole('button', { name: 'Copiar configuración del cofre de beto' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Finalizar distribución' })).toBeNull();
  });

  it.each([
    ['another account (even the treasurer)', 'tesorero', [8], 2],
    ['the distributor in state 3', 'distribuidor', [5], 3],
    ['the distributor in state 1', 'distribuidor', [5], 1],
  ])('keeps Pay disabled for %s', async (_name, nickname, cargos, estado) => {
    signIn(nickname, cargos);
    mockTabla([row(2, 'beto', false, estado)]);
    renderWithProviders(
      <PagosDialog
        periodo={periodo({ distribuidor_nickname: 'distribuidor', id_estado_distribucion: estado })}
        onHide={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Pagar a beto' })).toBeDisabled();
    // In distribution, the dialog says why.
    const porque = screen.queryByText(/Solo el distribuidor del periodo registra los pagos/);
    if (estado === 2) expect(porque).toBeInTheDocument();
    else expect(porque).toBeNull();
  });

  it('lets the distributor pay a pending player in state 2, then shows it paid', async () => {
    signIn('distribuidor', [5]);
    const tabla = mockTabla([row(1, 'ana', true), row(2, 'beto', false)]);
    const put = vi.spyOn(api, 'put').mockImplementation(async () => {
      tabla.set([row(1, 'ana', true), row(2, 'beto', true)]);
      return conCambio({ ok: true, message: 'Pago registrado' }, { tipo: 'pago', idPeriodo: 7 });
    });
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Pagar a ana' })).toBeDisabled();
    const pagar = screen.getByRole('button', { name: 'Pagar a beto' });
    expect(pagar).toBeEnabled();
    const finalizar = screen.getByRole('button', { name: 'Finalizar distribución' });
    expect(finalizar).toBeDisabled();
    // It asks first: «No» sends nothing.
    await user.click(pagar);
    await responder(user, 'No', '¿Pagar $1.234.567 a beto?');
    expect(put).not.toHaveBeenCalled();
    await user.click(pagar);
    await responder(user, 'Sí, pagar');
    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/distribuciones/jugadorDistribuido', [{ id_player: 2, idPeriodo: 7 }], intento());
    await waitFor(() => expect(screen.getByTestId('pagos-progreso')).toHaveTextContent('Pagados 2 de 2'));
    expect(screen.getByRole('button', { name: 'Pagar a beto' })).toBeDisabled();
    expect(finalizar).toBeEnabled();
  });

  it('a period in `acumular` pays nobody here and may be finalized with its shares unpaid (docs/libro.md)', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', false), row(2, 'beto', false)]);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Distribución finalizada' } });
    const { user } = renderWithProviders(
      <PagosDialog periodo={{ ...enDistribucion, modo_pago: 'acumular' }} onHide={() => undefined} />,
    );
    expect(await screen.findByRole('note')).toHaveTextContent('Este periodo abona las partes a los saldos al cerrarse');
    expect(await screen.findByRole('button', { name: 'Pagar a ana' })).toBeDisabled();
    const finalizar = screen.getByRole('button', { name: 'Finalizar distribución' });
    await waitFor(() => expect(finalizar).toBeEnabled());
    await user.click(finalizar);
    await responder(user, 'Sí, finalizar');
    expect(put).toHaveBeenCalledWith('/distribuciones/cerrarDistribucion', [{ idPeriodo: 7 }], intento());
  });

  it('finalizes when everything is paid: "Distribución finalizada" and the dialog resets', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', true)]);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Distribución finalizada' } });
    const onHide = vi.fn();
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={onHide} />);
    const finalizar = await screen.findByRole('button', { name: 'Finalizar distribución' });
    await waitFor(() => expect(finalizar).toBeEnabled());
    await user.click(finalizar);
    await responder(user, 'No', '¿Finalizar la distribución del periodo 7?');
    expect(put).not.toHaveBeenCalled();
    await user.click(finalizar);
    await responder(user, 'Sí, finalizar');
    expect(put).toHaveBeenCalledWith('/distribuciones/cerrarDistribucion', [{ idPeriodo: 7 }], intento());
    expect(await screen.findByText('Distribución finalizada')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalled();
  });

  it("warns, when asking to finalize, that the period's silver albion is $0 (and not otherwise)", async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', true)]);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Distribución finalizada' } });
    const aviso = 'El silver albion de este periodo es $0';
    const { user, unmount } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const finalizar = await screen.findByRole('button', { name: 'Finalizar distribución' });
    await waitFor(() => expect(finalizar).toBeEnabled());
    await user.click(finalizar);
    const pregunta = await screen.findByRole('dialog', { name: 'Finalizar distribución' });
    expect(pregunta).not.toHaveTextContent(aviso);
    await responder(user, 'No');
    unmount();

    renderWithProviders(<PagosDialog periodo={{ ...enDistribucion, silver_albion: 0 }} onHide={() => undefined} />);
    const otra = await screen.findByRole('button', { name: 'Finalizar distribución' });
    await waitFor(() => expect(otra).toBeEnabled());
    await user.click(otra);
    await responder(user, 'No', `${aviso}: revise el valor antes de finalizar.`);
    expect(put).not.toHaveBeenCalled();
  });

  it('shows an error toast when a payment fails', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(2, 'beto', false)]);
    vi.spyOn(api, 'put').mockRejectedValue(failure(409, 'El periodo está Finalizado'));
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Pagar a beto' }));
    await responder(user, 'Sí, pagar');
    expect(await screen.findByText(/Error encontrado, porfavor vuelva a intentarlo/)).toHaveTextContent(
      'El periodo está Finalizado',
    );
  });

  it('"Copiar" puts the chest configuration on the clipboard and confirms', async () => {
    signIn(null);
    mockTabla([row(2, 'beto', false)]);
    // user-event provides the clipboard of the test.
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Copiar configuración del cofre de beto' }));
    expect(await screen.findByText('Configuración copiada')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Jugador beto: Copropietario');
    expect(copied).toContain('Gremio: Sin acceso');
  });

  it('shows the house and chest of each share, and filters the pending rows', async () => {
    signIn(null);
    mockTabla([row(1, 'ana', true), row(2, 'beto', false)]);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    expect(within((await screen.findByText('beto')).closest('tr')!).getByText('Casa Norte · cofre 2')).toBeInTheDocument();
    expect(screen.getByText('ana')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Solo pendientes'));
    expect(screen.queryByText('ana')).toBeNull();
    expect(screen.getByText('beto')).toBeInTheDocument();
  });

  it('copies without the Clipboard API (plain HTTP): a selected text and execCommand, in Spanish', async () => {
    signIn(null);
    mockTabla([row(2, 'beto', false)]);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const boton = await screen.findByRole('button', { name: 'Copiar configuración del cofre de beto' });
    // As on a LAN address over HTTP: no navigator.clipboard at all.
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    const copiado: string[] = [];
    const exec = vi.fn((comando: string) => {
      copiado.push((document.activeElement as HTMLTextAreaElement).value);
      return comando === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await user.click(boton);
    expect(await screen.findByText('Configuración copiada')).toBeInTheDocument();
    expect(copiado[0]).toContain('Jugador beto: Copropietario');
    await user.click(screen.getByRole('button', { name: 'Copiar el nickname de beto' }));
    expect(await screen.findByText('Nickname copiado')).toBeInTheDocument();
    expect(copiado[1]).toBe('beto');

    // Refused too: the text is shown, selected, with a Spanish sentence.
    exec.mockReturnValue(false);
    await user.click(boton);
    const manual = await screen.findByLabelText<HTMLTextAreaElement>(/El navegador no permitió copiar automáticamente/);
    expect(manual.value).toContain('Jugador beto: Copropietario');
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });

  it('opens with the focus on its first field (the search), not on the ×', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', false)]);
    renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await screen.findByText('ana');
    await waitFor(() => expect(screen.getByLabelText('Buscar jugador')).toHaveFocus());
  });

  it('«Finalizar distribución» asks with the focus on «No»: a single Enter finalizes nothing', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', true)]);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Distribución finalizada' } });
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const finalizar = await screen.findByRole('button', { name: 'Finalizar distribución' });
    await waitFor(() => expect(finalizar).toBeEnabled());
    // The payments dialog is shown (its opening animation over: the focus on its first field), as
    // when a person reaches «Finalizar distribución».
    await waitFor(() => expect(screen.getByLabelText('Buscar jugador')).toHaveFocus());
    await user.click(finalizar);
    const pregunta = await screen.findByRole('dialog', { name: 'Finalizar distribución' });
    await waitFor(() => expect(within(pregunta).getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Finalizar distribución' })).toBeNull());
    expect(put).not.toHaveBeenCalled();
  });

  it('keeps the room of «Deshacer» on an unpaid row, so that the buttons do not move after a payment', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', true), row(2, 'beto', false)]);
    renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const ana = (await screen.findByText('ana')).closest('tr')!;
    const beto = screen.getByText('beto').closest('tr')!;
    // The same slots in the same order on both rows: Pagar, Deshacer (or its room), Copiar, Nickname.
    const slots = (tr: Element) => [...tr.querySelectorAll('.pago-acciones > *')].map((el) => el.textContent);
    expect(slots(beto)).toEqual(slots(ana));
    expect(within(ana).getByRole('button', { name: 'Deshacer el pago de ana' })).toBeVisible();
    // The room is not a control: not read, not reached with Tab.
    expect(within(beto).queryByRole('button', { name: /Deshacer/ })).toBeNull();
    expect(within(beto).getByTestId('pago-hueco')).toHaveClass('pago-hueco');
  });

  it('pays the selected rows in one call after one question that states the total silver', async () => {
    signIn('distribuidor', [5]);
    const beto = { ...row(2, 'beto', false), sum: 1_000_000 };
    const carla = { ...row(3, 'carla', false), sum: 2_500_000 };
    const dani = { ...row(4, 'dani', false), sum: 700_000 };
    const tabla = mockTabla([row(1, 'ana', true), beto, carla, dani]);
    const put = vi.spyOn(api, 'put').mockImplementation(async () => {
      tabla.set([row(1, 'ana', true), { ...beto, esta_pagado: true }, { ...carla, esta_pagado: true }, dani]);
      return conCambio({ ok: true, message: '2 pagos registrados', registrados: 2 }, { tipo: 'pago', idPeriodo: 7 });
    });
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await screen.findByText('ana');
    const pagarVarios = screen.getByRole('button', { name: 'Pagar seleccionados (0)' });
    expect(pagarVarios).toBeDisabled();
    // A paid row cannot be chosen.
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a ana' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Seleccionar pendientes' }));
    expect(screen.getByRole('button', { name: 'Pagar seleccionados (3)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a dani' }));
    await user.click(screen.getByRole('button', { name: 'Pagar seleccionados (2)' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Pagar seleccionados' });
    expect(pregunta).toHaveTextContent('¿Pagar $3.500.000 en total a 2 jugadores?');
    await user.click(within(pregunta).getByRole('button', { name: 'No' }));
    expect(put).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pagar seleccionados (2)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pagar seleccionados' })).getByRole('button', { name: 'Sí, pagar' }),
    );
    expect(await screen.findByText('2 pagos registrados')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/distribuciones/jugadoresDistribuidos', [{ idPeriodo: 7, ids_player: [2, 3] }], intento());
    await waitFor(() => expect(screen.getByTestId('pagos-progreso')).toHaveTextContent('Pagados 3 de 4'));
    expect(screen.getByRole('button', { name: 'Pagar seleccionados (0)' })).toBeDisabled();
  });

  it('offers no selection to whoever may not pay', async () => {
    signIn('tesorero', [8]);
    mockTabla([row(2, 'beto', false)]);
    renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Pagar a beto' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Pagar seleccionados/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar a beto' })).toBeNull();
  });
});
