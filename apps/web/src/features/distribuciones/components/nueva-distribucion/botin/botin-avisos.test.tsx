// What «Pegar registro de botín» says about a valuation beyond its items (docs/botin.md): the bad lines
// counted beyond the first ones listed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ValorarBotinItem } from '@reparto/contract';
import type { renderWithProviders } from '../../../../../testing/render';
import { LOG, mockApi, renderCalculadora, valoracion } from './botin-mocks';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

async function valorar(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Pegar registro de botín' }));
  const dialog = await screen.findByRole('dialog', { name: 'Valorar un registro de botín' });
  const area = within(dialog).getByLabelText('Registro de AO Loot Logger');
  await waitFor(() => expect(area).toHaveFocus());
  await user.paste(LOG);
  await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
  await within(dialog).findByRole('table', { name: 'Objetos del botín' });
  return dialog;
}

describe('«Pegar registro de botín» says', () => {
  it('how many bad lines there were beyond the ones listed', async () => {
    mockApi(async (item: ValorarBotinItem) => {
      const v = valoracion(item);
      const motivo = v.lineas_invalidas[0]!.motivo;
      const listadas = Array.from({ length: 100 }, (_, i) => ({ linea: i + 2, motivo }));
      return { ok: true, message: { ...v, lineas_invalidas: listadas, lineas_invalidas_total: 250 } };
    });
    const { user } = renderCalculadora();
    const dialog = await valorar(user);
    const invalidas = within(dialog).getByRole('region', { name: '250 líneas con error' });
    expect(within(invalidas).getAllByRole('listitem')).toHaveLength(100);
    expect(invalidas).toHaveTextContent('… y 150 líneas más con error (se listan las 100 primeras).');
  });
});
