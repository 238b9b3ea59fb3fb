// «Pegar registro de botín» in «Nueva distribución» (docs/botin.md): the valued loot becomes the
// breakdown's loot value, and the create request links the valuation (`desglose.valoracion_botin`).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ValorarBotinItem } from '@reparto/contract';
import { sessionStore } from '../../../../../lib/session';
import { DISTRIBUCIONES, mockApi, renderPage, signIn } from '../../../distribuciones-mocks';
import { LOG, valoracion } from './botin-mocks';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../nueva-distribucion-dialog');
}, 60_000);
beforeEach(() => sessionStore.notAuthenticated());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

describe('«Pegar registro de botín» in «Nueva distribución»', () => {
  it('puts the valued loot in the breakdown and the create request links the valuation', async () => {
    const crear = vi.fn(async (_body: unknown) => ({
      ok: true,
      message: 'Distribución 13 realizada',
      distribucion: DISTRIBUCIONES[0],
    }));
    const { post } = mockApi({ crear });
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (url: string, body?: unknown, options?: unknown) =>
      url === '/precios/valorarBotin'
        ? { data: { ok: true, message: valoracion((body as [ValorarBotinItem])[0]) }, headers: new Headers() }
        : base(url, body, options as never),
    );
    signIn('encargado1', [7]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva distribución' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución' }, { timeout: 10_000 });
    // Found once, then watched: a role query inside waitFor runs again on every change of the DOM.
    const jugadores = within(dialog).getByRole('combobox', { name: /Jugadores/ });
    await waitFor(() => expect(jugadores).toHaveFocus(), { timeout: 10_000 });
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));

    const abrir = within(dialog).getByRole('button', { name: 'Pegar registro de botín' });
    await userEvent.click(abrir);
    let botin = await screen.findByRole('dialog', { name: 'Valorar un registro de botín' });
    await waitFor(() => expect(within(botin).getByLabelText('Registro de AO Loot Logger')).toHaveFocus());
    // Escape closes only the dialog on top; the keyboard goes back to its button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Valorar un registro de botín' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Nueva distribución' })).toBeInTheDocument();
    await waitFor(() => expect(abrir).toHaveFocus());
    await userEvent.click(abrir);
    botin = await screen.findByRole('dialog', { name: 'Valorar un registro de botín' });
    await waitFor(() => expect(within(botin).getByLabelText('Registro de AO Loot Logger')).toHaveFocus());
    await userEvent.paste(LOG);
    await userEvent.click(within(botin).getByRole('button', { name: 'Valorar' }));
    const usar = within(botin).getByRole('button', { name: 'Usar como valor del botín' });
    await waitFor(() => expect(usar).toBeEnabled());
    await userEvent.click(usar);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Valorar un registro de botín' })).toBeNull());
    // 2.000.000 × 90 %.
    expect(within(dialog).getByLabelText('Valor del botín')).toHaveValue('2.000.000');
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('1.800.000');

    // Pasted, not typed: each key re-renders the whole dialog, and 15 of them took seconds in jsdom.
    await userEvent.click(within(dialog).getByLabelText('Motivo'));
    await userEvent.paste('ZvZ en Lymhurst');
    await userEvent.click(jugadores.closest('.p-multiselect') as HTMLElement);
    // Looked for in the list, not in the whole page behind the dialog.
    const lista = await screen.findByRole('listbox', { name: 'Jugadores', hidden: true });
    await userEvent.click(await within(lista).findByRole('option', { name: 'aldrakar', hidden: true }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.p-multiselect-panel')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const confirmacion = await within(dialog).findByRole('alertdialog', { name: 'Confirmar la distribución' });
    await userEvent.click(within(confirmacion).getByRole('button', { name: 'Sí, crear' }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        silver: 1_800_000,
        desglose: { valor_botin: 2_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10, valoracion_botin: 41 },
      }),
    ]);
  });
});
