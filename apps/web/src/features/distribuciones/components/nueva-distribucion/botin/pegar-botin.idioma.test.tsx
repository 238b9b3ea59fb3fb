// «Pegar registro de botín» in English and Portuguese (docs/idiomas.md): its button, dialog, labelled
// fields, table, bad lines and totals, with each language's silver and the price's age.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { usarIdioma } from '../../../../../testing/idioma';
import { LOG, mockApi, renderCalculadora } from './botin-mocks';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

describe('«Pegar registro de botín» in other languages', () => {
  it('in English: fields, table, age, bad lines and totals', async () => {
    await usarIdioma('en');
    mockApi();
    const { user } = renderCalculadora();
    await user.click(screen.getByRole('button', { name: 'Paste loot log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Value a loot log' });
    await waitFor(() => expect(within(dialog).getByLabelText('AO Loot Logger log')).toHaveFocus());
    await user.paste(LOG);
    expect(within(dialog).getByText(/^4 lines; the v2 format/)).toBeInTheDocument();
    for (const label of ['Or choose the file', 'Guild (only its members’ loot)', 'From (optional)', 'To (optional)', '% sold']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Value' }));
    const tabla = await within(dialog).findByRole('table', { name: 'Items of the loot' });
    for (const col of ['Item', 'Quantity', 'Unit price', 'City', 'Price age', 'Total']) {
      expect(within(tabla).getByRole('columnheader', { name: col })).toBeInTheDocument();
    }
    const bolsa = within(tabla).getByText('Bolsa del adepto').closest('tr') as HTMLElement;
    expect(within(bolsa).getByText('$1,000,000')).toBeInTheDocument();
    expect(within(bolsa).getByText('3 h ago')).toBeInTheDocument();
    expect(within(tabla).getByLabelText('Price of T8_RUNE')).toBeInTheDocument();
    expect(within(tabla).getByText('no price')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: '1 line with an error' })).toHaveTextContent(
      /^1 line with an errorLine 3: /,
    );
    expect(within(dialog).getByTestId('botin-totales')).toHaveTextContent(
      'Total at market price: $2,000,000Value with 100 % sold: $2,000,0001 item without a price: type its price and value again',
    );
    expect(within(dialog).getByRole('button', { name: 'Use as the loot value' })).toBeEnabled();
    // The header's × and the footer's button.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('in Portuguese: button, dialog, table and totals', async () => {
    await usarIdioma('pt-BR');
    mockApi();
    const { user } = renderCalculadora(7);
    await user.click(screen.getByRole('button', { name: 'Colar registro de loot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avaliar um registro de loot' });
    await waitFor(() => expect(within(dialog).getByLabelText('Registro do AO Loot Logger')).toHaveFocus());
    await user.paste(LOG);
    expect(within(dialog).getByText('Só conta o loot dos participantes da sessão de presença importada.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('% vendido')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Avaliar' }));
    const tabla = await within(dialog).findByRole('table', { name: 'Itens do loot' });
    const bolsa = within(tabla).getByText('Bolsa del adepto').closest('tr') as HTMLElement;
    expect(within(bolsa).getByText('$1.000.000')).toBeInTheDocument();
    expect(within(bolsa).getByText('há 3 h')).toBeInTheDocument();
    expect(within(tabla).getByText('sem preço')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: '1 linha com erro' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('botin-totales')).toHaveTextContent('Valor com 100 % vendido: $2.000.000');
    expect(within(dialog).getByRole('button', { name: 'Usar como valor do loot' })).toBeEnabled();
  });
});
