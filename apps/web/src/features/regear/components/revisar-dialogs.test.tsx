import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO, REGLAS_REGEAR_DEFECTO } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { failure, intento, signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { conCambio } from '../../../testing/cambio';
import { item, reclamo } from '../regear-fixtures';
import { AprobarDialog, mensajeSuperaReglas } from './aprobar-dialog';
import { RechazarDialog } from './rechazar-dialog';

afterEach(() => vi.restoreAllMocks());

const conPrecios = reclamo({
  sin_precio: 0,
  silver: 300_000,
  silver_reglas: 300_000,
  items: [item({ silver: 300_000, precio: 300_000 })],
});

function mockPut() {
  return vi
    .spyOn(api, 'put')
    .mockImplementation(async () => conCambio({ ok: true, message: 'Reclamo aprobado' }, { tipo: 'regear', idPeriodo: 7 }));
}

describe('AprobarDialog', { timeout: 20_000 }, () => {
  it("comes filled with the rules' amount and approves it as it is (no amount sent)", async () => {
    const put = mockPut();
    const onHide = vi.fn();
    const { user } = renderWithProviders(<AprobarDialog reclamo={conPrecios} onHide={onHide} />);
    expect(await screen.findByLabelText('Plata a aprobar')).toHaveValue('300.000');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/regear/aprobar', [{ idReclamo: 41 }], intento()));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
  });

  it('approves a lowered amount, and refuses a raised one before sending', async () => {
    const put = mockPut();
    const { user } = renderWithProviders(<AprobarDialog reclamo={conPrecios} onHide={() => undefined} />);
    const monto = await screen.findByLabelText('Plata a aprobar');
    await user.clear(monto);
    await user.type(monto, '300001');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(mensajeSuperaReglas(300_000))).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.clear(monto);
    await user.type(monto, '250000');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/regear/aprobar', [{ idReclamo: 41, silver: 250_000 }], intento()));
  });

  it('names the items without a price and needs their unit price; the amount follows them', async () => {
    const put = mockPut();
    // Head priced (120.000), Armor sin precio (×2), Bag not counted.
    const r = reclamo({
      items: [
        item(),
        item({ slot: 'Armor', item: 'T8_ARMOR_PLATE_SET1', cuenta: 2, precio: null, silver: 0 }),
        item({ slot: 'Bag', item: 'T4_BAG', motivo: 'La bolsa nunca cuenta', precio: undefined, silver: 0 }),
      ],
    });
    const { user } = renderWithProviders(<AprobarDialog reclamo={r} onHide={() => undefined} />);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByRole('note')).toHaveTextContent(
      'Un objeto no tiene precio en el mercado: escriba su precio unitario.',
    );
    expect(within(dialogo).queryByLabelText(/Bolsa/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Escriba el precio unitario de este objeto')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Armadura: T8_ARMOR_PLATE_SET1 (×2)'), '50000');
    // 120.000 by the rules + 2 × 50.000 typed.
    expect(screen.getByLabelText('Plata a aprobar')).toHaveValue('220.000');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/regear/aprobar',
        [{ idReclamo: 41, precios: [{ slot: 'Armor', silver: 50_000 }] }],
        intento(),
      ),
    );
  });

  it("shows the server's refusal (reviewed meanwhile: 409)", async () => {
    vi.spyOn(api, 'put').mockRejectedValue(failure(409, 'El reclamo ya no está pendiente'));
    const { user } = renderWithProviders(<AprobarDialog reclamo={conPrecios} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(/El reclamo ya no está pendiente/)).toBeInTheDocument();
  });
});

describe('RechazarDialog', { timeout: 20_000 }, () => {
  it('needs a reason, then rejects with it', async () => {
    const put = vi
      .spyOn(api, 'put')
      .mockImplementation(async () => conCambio({ ok: true, message: 'Reclamo rechazado' }, { tipo: 'regear', idPeriodo: 7 }));
    const onHide = vi.fn();
    const { user } = renderWithProviders(<RechazarDialog reclamo={reclamo()} onHide={onHide} />);
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Escriba la razón')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Razón'), 'Murió fuera del contenido');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/regear/rechazar', [{ idReclamo: 41, razon: 'Murió fuera del contenido' }], intento()),
    );
    await waitFor(() => expect(onHide).toHaveBeenCalled());
  });
});

describe('AprobarDialog: the maximum of a typed price', { timeout: 20_000 }, () => {
  // Armor sin precio, T8 (tier-equivalent 8); the fixed table prices Armor 8 at 400.000.
  const r = reclamo({
    items: [item(), item({ slot: 'Armor', item: 'T8_ARMOR_PLATE_SET1', tier_eq: 8, precio: null, silver: 0 })],
  });
  const reglas = (tabla_fija: { slot: 'Armor'; tier_eq: number; silver: number }[] = []) =>
    vi.spyOn(api, 'get').mockImplementation(async (url) => {
      if (url === '/regear/reglas') return { data: { ok: true, message: { ...REGLAS_REGEAR_DEFECTO, tabla_fija } } };
      throw new Error(`GET inesperado ${url}`);
    });

  it("shows the rules' maximum and refuses a higher price from a treasurer before sending", async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    reglas();
    const put = mockPut();
    const { user } = renderWithProviders(<AprobarDialog reclamo={r} onHide={() => undefined} />);
    expect(await screen.findByText('Precio unitario: como máximo $5.000.000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Armadura: T8_ARMOR_PLATE_SET1'), '5000001');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Como máximo $5.000.000: un precio mayor lo aprueba el líder')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it("takes the fixed table's cell as the maximum; the leader may go above it", async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    reglas([{ slot: 'Armor', tier_eq: 8, silver: 400_000 }]);
    const { unmount } = renderWithProviders(<AprobarDialog reclamo={r} onHide={() => undefined} />);
    expect(await screen.findByText('Precio unitario: como máximo $400.000')).toBeInTheDocument();
    unmount();
    signIn('lider', [CARGO.LIDER]);
    const put = mockPut();
    const { user } = renderWithProviders(<AprobarDialog reclamo={r} onHide={() => undefined} />);
    expect(
      await screen.findByText('Precio unitario: el máximo de las reglas es $400.000; como líder puede superarlo'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Armadura: T8_ARMOR_PLATE_SET1'), '900000');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/regear/aprobar',
        [{ idReclamo: 41, precios: [{ slot: 'Armor', silver: 900_000 }] }],
        intento(),
      ),
    );
  });
});
