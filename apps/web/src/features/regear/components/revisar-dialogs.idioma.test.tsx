// «Aprobar» and «Rechazar» in English and Português (docs/idiomas.md): header, action, the sentence about
// the claim, the form's own messages, the toast, and the language's silver format.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { api } from '../../../lib/api-client';
import { intento } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { conCambio } from '../../../testing/cambio';
import { usarIdioma } from '../../../testing/idioma';
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

const sinPrecio = reclamo({
  items: [
    item(),
    item({ slot: 'Armor', item: 'T8_ARMOR_PLATE_SET1', cuenta: 2, precio: null, silver: 0 }),
    item({ slot: 'Bag', item: 'T4_BAG', motivo: 'La bolsa nunca cuenta', precio: undefined, silver: 0 }),
  ],
});

function mockPut(message: string) {
  return vi.spyOn(api, 'put').mockImplementation(async () => conCambio({ ok: true, message }, { tipo: 'regear', idPeriodo: 7 }));
}

describe('AprobarDialog in English', { timeout: 20_000 }, () => {
  it('names the claim, the amount by the rules and its cap in English silver', async () => {
    mockPut('Reclamo aprobado');
    await usarIdioma('en');
    renderWithProviders(<AprobarDialog reclamo={conPrecios} onHide={() => undefined} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Approve claim #41' });
    expect(within(dialogo).getByText(/according to the rules/)).toHaveTextContent(
      'Claim by ana: $300,000 according to the rules.',
    );
    expect(within(dialogo).getByLabelText('Silver to approve')).toBeInTheDocument();
    expect(dialogo).toHaveTextContent('At most $300,000: it can be lowered, not raised');
    expect(within(dialogo).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('asks the unit price of an item without one, in English, and refuses a raised amount', async () => {
    const put = mockPut('Reclamo aprobado');
    await usarIdioma('en');
    const { user } = renderWithProviders(<AprobarDialog reclamo={sinPrecio} onHide={() => undefined} />);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByRole('note')).toHaveTextContent('One item has no price on the market: type its unit price.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Type the unit price of this item')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Armor: T8_ARMOR_PLATE_SET1 (×2)'), '50000');
    const monto = screen.getByLabelText('Silver to approve');
    await user.clear(monto);
    await user.type(monto, '220001');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(mensajeSuperaReglas(220_000)).toBe('It cannot exceed the amount of the rules ($220,000)');
    expect(await screen.findByText('It cannot exceed the amount of the rules ($220,000)')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('approves and says so in English', async () => {
    const put = mockPut('Reclamo aprobado');
    await usarIdioma('en');
    const { user } = renderWithProviders(<AprobarDialog reclamo={conPrecios} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/regear/aprobar', [{ idReclamo: 41 }], intento()));
    expect(await screen.findByText('Claim approved')).toBeInTheDocument();
    expect(screen.getByText('Claim #41 by ana')).toBeInTheDocument();
  });
});

describe('AprobarDialog em português', { timeout: 20_000 }, () => {
  it('names the claim and the items without a price in Portuguese', async () => {
    mockPut('Reclamo aprobado');
    await usarIdioma('pt-BR');
    renderWithProviders(<AprobarDialog reclamo={sinPrecio} onHide={() => undefined} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Aprovar o pedido #41' });
    expect(dialogo).toHaveTextContent('Pedido de ana: pelas regras, $120.000.');
    expect(within(dialogo).getByRole('note')).toHaveTextContent(
      'Um item não tem preço no mercado: informe o preço unitário dele.',
    );
    expect(within(dialogo).getByLabelText('Armadura: T8_ARMOR_PLATE_SET1 (×2)')).toBeInTheDocument();
    expect(within(dialogo).getByLabelText('Prata a aprovar')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
  });
});

describe('RechazarDialog in Portuguese and English', { timeout: 20_000 }, () => {
  it('Português: needs a reason, then rejects with it', async () => {
    const put = mockPut('Reclamo rechazado');
    await usarIdioma('pt-BR');
    const onHide = vi.fn();
    const { user } = renderWithProviders(<RechazarDialog reclamo={reclamo()} onHide={onHide} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Recusar o pedido #41' });
    expect(dialogo).toHaveTextContent('Recusar o pedido de ana ($120.000)?');
    await user.click(within(dialogo).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Escreva o motivo')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(within(dialogo).getByRole('textbox'), 'Morreu fora do conteúdo');
    await user.click(within(dialogo).getByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/regear/rechazar', [{ idReclamo: 41, razon: 'Morreu fora do conteúdo' }], intento()),
    );
    expect(await screen.findByText('Pedido recusado')).toBeInTheDocument();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
  });

  it('English: header, question and English silver', async () => {
    mockPut('Reclamo rechazado');
    await usarIdioma('en');
    renderWithProviders(<RechazarDialog reclamo={reclamo({ silver: 1_234_567 })} onHide={() => undefined} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Reject claim #41' });
    expect(dialogo).toHaveTextContent('Reject the claim by ana ($1,234,567)?');
    expect(within(dialogo).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});
