// «Tesorería» in English and Português (docs/idiomas.md): headings, account types, the withdrawals'
// states and actions, the entries' conceptos, and the language's silver format.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CARGO } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { usarIdioma } from '../../testing/idioma';
import TesoreriaPage from './tesoreria-page';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

function renderPage() {
  signIn('lider', [CARGO.LIDER, CARGO.TESORERO]);
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/libro/cuentas')
      return {
        data: {
          ok: true,
          message: [{ id_cuenta_libro: 20, nombre: 'brunhild', tipo: 'jugador', nickname: 'brunhild', saldo: 1_234_567 }],
          count: 1,
          total_jugadores: 1_234_567,
        },
      };
    if (url === '/libro/movimientos')
      return {
        data: {
          ok: true,
          message: [
            {
              id_transaccion: 3,
              fecha: '2026-11-19T10:00:00Z',
              concepto: 'cierre',
              silver: 1_234_567,
              saldo: 1_234_567,
              id_periodo: 12,
              razon: null,
            },
          ],
          count: 1,
        },
      };
    return {
      data: {
        ok: true,
        message: [
          {
            id_retiro: 4,
            nickname: 'brunhild',
            silver: 250_000,
            estado: 'pendiente',
            fecha: '2026-11-21T09:00:00Z',
            razon: null,
            revisado_por: null,
            pagado_por: null,
          },
        ],
        count: 1,
      },
    };
  });
  return renderWithProviders(<TesoreriaPage />);
}

describe('TesoreriaPage in other languages', { timeout: 30_000 }, () => {
  it('in English', async () => {
    await usarIdioma('en');
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Treasury' })).toBeInTheDocument();
    expect(await screen.findByText('Total owed to the members:')).toHaveTextContent('$1,234,567');
    expect(screen.getByRole('button', { name: 'Approve withdrawal #4' })).toBeInTheDocument();
    const retiros = screen.getByRole('heading', { name: 'Withdrawals' }).closest('section')!;
    expect(within(retiros).getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Adjustment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the entries of brunhild' }));
    expect(await screen.findByText('Period closed · Period 12')).toBeInTheDocument();
  });

  it('em Português', async () => {
    await usarIdioma('pt-BR');
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tesouraria' })).toBeInTheDocument();
    expect(await screen.findByText('Total devido aos membros:')).toHaveTextContent('1.234.567');
    expect(screen.getByRole('button', { name: 'Rejeitar o saque #4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver os movimentos de brunhild' }));
    expect(await screen.findByText('Fechamento do período · Período 12')).toBeInTheDocument();
  });
});
