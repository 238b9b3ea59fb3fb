import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MiembroPago } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { conCambio } from '../../../testing/cambio';
import { PagosMiembros } from './pagos-miembros';
import es from './textos/es';
import en from './textos/en';
import ptBR from './textos/pt-BR';

afterEach(() => vi.restoreAllMocks());

const miembro = (esta_pagado: boolean): MiembroPago => ({
  id_player: 1,
  nickname: 'principal',
  comercio: { id_player: 3, nickname: 'altdos' },
  sum: 3_000_000,
  esta_pagado,
  partes: [
    { id_player: 1, nickname: 'principal', sum: 1_000_000, esta_pagado },
    { id_player: 2, nickname: 'altuno', sum: 1_000_000, esta_pagado },
    { id_player: 3, nickname: 'altdos', sum: 1_000_000, esta_pagado },
  ],
});

describe('PagosMiembros (docs/calendario.md, «Personajes de un miembro»)', { timeout: 20_000 }, () => {
  it('shows one line per member with its total and trading character, its parts beneath, opened in place', async () => {
    signIn('distribuidor', [5]);
    const { user } = renderWithProviders(<PagosMiembros idPeriodo={7} miembros={[miembro(false)]} habilitado />);
    const linea = await screen.findByTestId('miembro-principal');
    expect(linea).toHaveTextContent('principal · $3.000.000 · comercia con altdos');
    // A native <summary>: the browser opens it with Enter or Space too (jsdom only with a click).
    await user.click(linea.querySelector('summary')!);
    expect(linea.querySelector('details')!.open).toBe(true);
    expect(screen.getByText(/altuno: \$1\.000\.000/)).toBeInTheDocument();
  });

  it('«Pagado» asks first, listing each unpaid part and their total, then pays every part in one request; a double click is one write', async () => {
    signIn('distribuidor', [5]);
    const put = vi
      .spyOn(api, 'put')
      .mockImplementation(
        () => conCambio({ ok: true, message: '2 pagos registrados', registrados: 2 }, { tipo: 'pago', idPeriodo: 7 }) as never,
      );
    const linea = miembro(false);
    linea.partes[0]!.esta_pagado = true;
    const { user } = renderWithProviders(<PagosMiembros idPeriodo={7} miembros={[linea]} habilitado />);
    await user.click(await screen.findByRole('button', { name: 'Pagado: la línea de principal, $3.000.000, todas sus partes' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Pagar la línea de principal' });
    expect(put).not.toHaveBeenCalled();
    const partes = within(pregunta).getByRole('list', { name: 'Partes a pagar' });
    expect(
      within(partes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['altuno: $1.000.000', 'altdos: $1.000.000']);
    expect(pregunta).toHaveTextContent('Se pagan 2 partes en una sola escritura');
    expect(pregunta).toHaveTextContent('Total: $2.000.000');
    await user.dblClick(within(pregunta).getByRole('button', { name: 'Sí, pagar' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0]).toBe('/distribuciones/pagarMiembro');
    expect(put.mock.calls[0]![1]).toEqual([{ idPeriodo: 7, idPlayerPrincipal: 1 }]);
    expect(await screen.findByText('Línea del miembro pagada')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('«No» pays nothing', async () => {
    signIn('distribuidor', [5]);
    const put = vi.spyOn(api, 'put');
    const { user } = renderWithProviders(<PagosMiembros idPeriodo={7} miembros={[miembro(false)]} habilitado />);
    await user.click(await screen.findByRole('button', { name: 'Pagado: la línea de principal, $3.000.000, todas sus partes' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Pagar la línea de principal' });
    expect(pregunta).toHaveTextContent('Total: $3.000.000');
    await user.click(within(pregunta).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put).not.toHaveBeenCalled();
  });

  it('no «Pagado» once paid or for whoever may not pay; nothing without members', async () => {
    signIn(null);
    const { unmount } = renderWithProviders(<PagosMiembros idPeriodo={7} miembros={[miembro(true)]} habilitado />);
    await screen.findByTestId('miembro-principal');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<PagosMiembros idPeriodo={7} miembros={[miembro(false)]} habilitado={false} />);
    await screen.findByTestId('miembro-principal');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe("the combined line's «Pagado» in every language", () => {
  it('names the button by its visible text first (axe-core: label-content-name-mismatch), then the line', () => {
    for (const catalogo of [es, en, ptBR]) {
      expect(catalogo['miembros.pagarAria'].startsWith(`${catalogo['miembros.pagar']}:`)).toBe(true);
    }
  });
});
