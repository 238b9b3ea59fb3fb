// What «Pegar registro de botín» says about a valuation beyond its items (docs/botin.md): the bad lines
// counted beyond the first ones listed; what each filter left out (the imported session's hours among
// them, with «Quitar el filtro de hora», the guild's field still there); and a $0 valuation that cannot
// replace the typed loot value.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ValoracionBotin, ValorarBotinItem } from '@reparto/contract';
import type { renderWithProviders } from '../../../../../testing/render';
import { LOG, enviados, mockApi, renderCalculadora, valoracion } from './botin-mocks';

const hora = (iso: string) =>
  new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

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

  it('which filter left lines out: the session’s hours, with «Quitar el filtro de hora», which values again without them', async () => {
    const DESDE = '2025-09-20T15:01:00.000Z';
    const HASTA = '2025-09-20T15:03:00.000Z';
    const post = mockApi(async (item: ValorarBotinItem) => {
      const v = valoracion(item);
      // With the session's hours 5 of 7 lines are out, and one of another guild; without them, only that one.
      const conHora = item.ventanaDeSesion !== false;
      const message: ValoracionBotin = {
        ...v,
        items: conHora ? [] : v.items,
        lineas: 7,
        filtradas: conHora ? 6 : 1,
        filtradas_por: { ventana: conHora ? 5 : 0, sesion: 0, gremio: 1 },
        ventana: conHora ? { desde: DESDE, hasta: HASTA, de_sesion: true } : null,
      };
      return { ok: true, message };
    });
    const { user } = renderCalculadora(7);
    await user.click(screen.getByRole('button', { name: 'Pegar registro de botín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valorar un registro de botín' });
    await user.click(within(dialog).getByLabelText('Registro de AO Loot Logger'));
    await user.paste(LOG);
    // The guild's filter stays, beside the session's.
    await user.type(within(dialog).getByLabelText('Gremio (solo el botín de sus miembros)'), 'Plata');
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
    const fuera = await within(dialog).findByRole('list', { name: 'Líneas fuera del filtro' });
    expect(within(dialog).getByText('Ningún objeto del registro pasa el filtro')).toBeInTheDocument();
    expect(fuera).toHaveTextContent(`5 líneas fuera de la sesión ${hora(DESDE)}–${hora(HASTA)}`);
    expect(fuera).toHaveTextContent('1 línea de otro gremio (o sin gremio)');
    expect(enviados(post)).toEqual([{ texto: LOG, idSesion: 7, gremio: 'Plata', pctVendido: 100 }]);

    await user.click(within(fuera).getByRole('button', { name: 'Quitar el filtro de hora' }));
    await within(dialog).findByText('Bolsa del adepto');
    expect(enviados(post)[1]).toEqual({ texto: LOG, idSesion: 7, gremio: 'Plata', ventanaDeSesion: false, pctVendido: 100 });
    expect(within(dialog).getByText(/a cualquier hora \(sin el filtro de hora\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Líneas fuera del filtro' })).not.toHaveTextContent('fuera de la sesión');
    expect(within(dialog).getByLabelText('Gremio (solo el botín de sus miembros)')).toHaveValue('Plata');
    expect(within(dialog).getByRole('button', { name: 'Usar como valor del botín' })).toBeEnabled();
  });

  it('a $0 valuation cannot be used: the typed loot value stays, and the dialog says why', async () => {
    mockApi(async (item: ValorarBotinItem) => {
      const v = valoracion(item);
      return { ok: true, message: { ...v, items: [], valor: 0, valor_total: 0 } };
    });
    const { user, ultimo } = renderCalculadora();
    await user.type(screen.getByLabelText('Valor del botín'), '750000');
    expect(ultimo()).toMatchObject({ valor_botin: 750_000 });
    const dialog = await valorar(user);
    const usar = within(dialog).getByRole('button', { name: 'Usar como valor del botín' });
    expect(usar).toBeDisabled();
    expect(usar).toHaveAccessibleDescription(
      'La valoración es $0: no hay valor que usar, y el «Valor del botín» escrito se queda como está.',
    );
    await user.click(usar);
    expect(ultimo()).toMatchObject({ valor_botin: 750_000 });
    expect(ultimo()).not.toHaveProperty('valoracion_botin');
  });
});
