import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CARGO, REGLAS_REGEAR_DEFECTO, type ReglasRegear } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { intento, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';
import ReglasRegearPage from './reglas-page';

afterEach(() => vi.restoreAllMocks());

function mockApi(reglas: ReglasRegear = REGLAS_REGEAR_DEFECTO) {
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/regear/reglas') return { data: { ok: true, message: reglas } };
    throw new Error(`GET inesperado ${url}`);
  });
  return vi
    .spyOn(api, 'put')
    .mockImplementation(async () => conCambio({ ok: true, message: 'Reglas guardadas' }, { tipo: 'reglasRegear' }));
}

describe('ReglasRegearPage', { timeout: 20_000 }, () => {
  it('shows the rules to a member read-only, without «Guardar»', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi();
    renderWithProviders(<ReglasRegearPage />);
    expect(await screen.findByLabelText('Cabeza')).toBeChecked();
    expect(screen.getByLabelText('Cabeza')).toBeDisabled();
    expect(screen.getByLabelText('Capa')).not.toBeChecked();
    expect(screen.getByText('Solo el líder cambia las reglas de regear: aquí puede consultarlas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('lets the leader change them and saves them with PUT /api/regear/reglas', async () => {
    signIn('lider', [CARGO.LIDER]);
    const put = mockApi();
    const { user } = renderWithProviders(<ReglasRegearPage />);
    await user.click(await screen.findByLabelText('Capa'));
    await user.type(screen.getByLabelText('Tier equivalente mínimo'), '6');
    await user.click(screen.getByLabelText(/^Menor/));
    await user.clear(screen.getByLabelText('Porcentaje del mercado'));
    await user.type(screen.getByLabelText('Porcentaje del mercado'), '80');
    await user.click(screen.getByRole('button', { name: 'Añadir precio fijo' }));
    await user.selectOptions(screen.getByLabelText('Casilla'), 'Armor');
    await user.clear(screen.getByLabelText('Tier equivalente'));
    await user.type(screen.getByLabelText('Tier equivalente'), '10');
    await user.type(screen.getByLabelText('Plata por objeto'), '150000');
    await user.type(screen.getByLabelText('Tope por reclamo'), '2000000');
    await user.click(screen.getByLabelText('Black Market'));
    await user.click(screen.getByLabelText('Thetford'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/regear/reglas',
        [
          {
            slots: ['Head', 'Armor', 'Shoes', 'MainHand', 'OffHand', 'Cape'],
            tier_min: 6,
            tier_max: null,
            ip_min: null,
            modo: 'menor',
            porcentaje: 80,
            tabla_fija: [{ slot: 'Armor', tier_eq: 10, silver: 150_000 }],
            tope_reclamo: 2_000_000,
            tope_jugador_periodo: null,
            precio_max_objeto: 5_000_000,
            ciudades: ['Caerleon', 'Bridgewatch', 'Fort Sterling', 'Lymhurst', 'Martlock', 'Black Market'],
          },
        ],
        intento(),
      ),
    );
    expect(await screen.findByText('Reglas guardadas')).toBeInTheDocument();
  });

  it("refuses what the contract's schema refuses, with its sentences, and sends nothing", async () => {
    signIn('lider', [CARGO.LIDER]);
    const put = mockApi();
    const { user } = renderWithProviders(<ReglasRegearPage />);
    for (const slot of ['Cabeza', 'Armadura', 'Botas', 'Mano principal', 'Mano secundaria']) {
      await user.click(await screen.findByLabelText(slot));
    }
    await user.type(screen.getByLabelText('Tier equivalente mínimo'), '9');
    await user.type(screen.getByLabelText('Tier equivalente máximo'), '7');
    await user.type(screen.getByLabelText('Poder de objeto mínimo'), 'mucho');
    await user.clear(screen.getByLabelText('Porcentaje del mercado'));
    await user.type(screen.getByLabelText('Porcentaje del mercado'), '250');
    await user.click(screen.getByRole('button', { name: 'Añadir precio fijo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija al menos una casilla que cuente')).toBeInTheDocument();
    expect(screen.getByText('El poder de objeto mínimo debe ser un número')).toBeInTheDocument();
    expect(screen.getByText('El porcentaje debe estar entre 1 y 200')).toBeInTheDocument();
    expect(screen.getByText('El precio fijo debe ser un número')).toBeInTheDocument();
    // The rule across fields is checked once each field is right (the schema's refine).
    await user.click(screen.getByLabelText('Cabeza'));
    await user.clear(screen.getByLabelText('Poder de objeto mínimo'));
    await user.clear(screen.getByLabelText('Porcentaje del mercado'));
    await user.type(screen.getByLabelText('Porcentaje del mercado'), '100');
    await user.click(screen.getByRole('button', { name: 'Quitar el precio fijo 1' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El tier mínimo no puede ser mayor que el máximo')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });
});

describe('ReglasRegearPage: the maximum price per item', { timeout: 20_000 }, () => {
  it('shows it to everyone and lets the leader change it', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi();
    const { unmount } = renderWithProviders(<ReglasRegearPage />);
    const campo = await screen.findByLabelText('Precio máximo por objeto sin precio');
    expect(campo).toHaveValue('5.000.000');
    expect(campo).toBeDisabled();
    unmount();
    signIn('lider', [CARGO.LIDER]);
    const put = mockApi();
    const { user } = renderWithProviders(<ReglasRegearPage />);
    const editable = await screen.findByLabelText('Precio máximo por objeto sin precio');
    await user.clear(editable);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El precio máximo por objeto debe ser un número')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(editable, '800000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/regear/reglas', [{ ...REGLAS_REGEAR_DEFECTO, precio_max_objeto: 800_000 }], intento()),
    );
  });
});
