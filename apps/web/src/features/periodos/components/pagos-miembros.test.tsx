import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MiembroPago } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { conCambio } from '../../../testing/cambio';
import { PagosMiembros } from './pagos-miembros';

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

  it('«Pagado» pays every part in one request (the combined payment)', async () => {
    signIn('distribuidor', [5]);
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue(
        conCambio({ ok: true, message: '3 pagos registrados', registrados: 3 }, { tipo: 'pago', idPeriodo: 7 }) as never,
      );
    const { user } = renderWithProviders(<PagosMiembros idPeriodo={7} miembros={[miembro(false)]} habilitado />);
    await user.click(
      await screen.findByRole('button', { name: 'Marcar pagada la línea de principal: $3.000.000, todas sus partes' }),
    );
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0]).toBe('/distribuciones/pagarMiembro');
    expect(put.mock.calls[0]![1]).toEqual([{ idPeriodo: 7, idPlayerPrincipal: 1 }]);
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
