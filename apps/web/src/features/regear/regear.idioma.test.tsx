// The regear pages in English and Português (docs/idiomas.md): their own texts, accessible names and
// the language's date and silver formats. The Spanish is checked by the other tests of this folder.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CARGO, REGLAS_REGEAR_DEFECTO, type Reclamo } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { periodo, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';
import { usarIdioma } from '../../testing/idioma';
import RegearPage from './regear-page';
import ReglasRegearPage from './reglas-page';
import { muerte, reclamo } from './regear-fixtures';

afterEach(() => vi.restoreAllMocks());

const PERIODO = periodo({ id_periodo: 7, lugar: 'Martlock' });

function mockApi({ reclamos = [reclamo()] as Reclamo[] } = {}) {
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/regear/muertes')
      return { data: { ok: true, message: [muerte(), muerte({ eventId: 222, reclamada: true, battleId: null })] } };
    if (url === '/distribuciones/periodosEnCurso') return { data: { ok: true, message: [PERIODO], count: 1 } };
    if (url === '/regear') return { data: { ok: true, message: reclamos, count: reclamos.length } };
    if (url === '/regear/reglas') return { data: { ok: true, message: REGLAS_REGEAR_DEFECTO } };
    throw new Error(`GET inesperado ${url}`);
  });
  vi.spyOn(api, 'put').mockImplementation(async () =>
    conCambio({ ok: true, message: 'Reglas guardadas' }, { tipo: 'reglasRegear' }),
  );
  return vi.spyOn(api, 'post').mockImplementation(async (url, body) => {
    if (url === '/distribuciones/getDistribucion') return { data: { ok: true, message: [] } };
    if (url === '/regear/reclamar') {
      const [{ eventId, nickname }] = body as [{ eventId: number; nickname: string }];
      return conCambio({ ok: true, message: reclamo({ event_id: eventId, nickname }) }, { tipo: 'regear', idPeriodo: 7 });
    }
    throw new Error(`POST inesperado ${url}`);
  });
}

describe('RegearPage in English', { timeout: 20_000 }, () => {
  it('names the sections, the deaths and their items, with English dates and silver', async () => {
    await usarIdioma('en');
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi();
    const { user } = renderWithProviders(<RegearPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Claim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Claims' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'regear rules' })).toBeInTheDocument();
    expect(screen.getByText(/reviewed against the/)).toHaveTextContent(
      'Gear lost in guild content is claimed from the killboard, reviewed against the regear rules and paid with the period.',
    );
    expect(screen.getByText('ana', { selector: 'strong' }).parentElement).toHaveTextContent('Claiming player: ana');
    const primera = await screen.findByTestId('muerte-123456789');
    expect(primera).toHaveTextContent('November 20, 2026 · 21:15 UTC');
    expect(primera).toHaveTextContent('Event 123456789 · Battle 555 · IP 1320 · Total $120,000');
    await user.click(
      within(primera).getByRole('button', {
        name: 'Show the items of the death on November 20, 2026 at 21:15 (event 123456789)',
      }),
    );
    const items = within(primera).getByRole('table', {
      name: 'Items of the death on November 20, 2026 at 21:15 (event 123456789)',
    });
    const filas = within(items).getAllByRole('row');
    for (const nombre of ['Slot', 'Item', 'Quality', 'Quantity', 'Counts', 'Unit price', 'Total']) {
      expect(within(items).getByRole('columnheader', { name: nombre })).toBeInTheDocument();
    }
    expect(filas[1]).toHaveTextContent('Head');
    expect(filas[1]).toHaveTextContent('Good');
    expect(filas[1]).toHaveTextContent('$120,000');
    expect(filas[2]).toHaveTextContent('Armor');
    expect(filas[2]).toHaveTextContent('Outstanding');
    expect(filas[2]).toHaveTextContent('no price');
    expect(filas[3]).toHaveTextContent('Does not count');
    expect(primera).toHaveTextContent('Total: $120,000 · 1 item without a price: the reviewer types its value');
    const reclamada = screen.getByTestId('muerte-222');
    expect(reclamada).toHaveTextContent('No battle');
    expect(
      within(reclamada).getByRole('button', { name: 'Death on November 20, 2026 at 21:15 (event 222): already claimed' }),
    ).toBeDisabled();
    const periodoSelect = screen.getByLabelText('Period', { selector: 'select' });
    await waitFor(() => expect(periodoSelect).toHaveValue('7'));
    expect(periodoSelect).toHaveTextContent('Period 7 · Martlock · Open · since September 21, 2025');
    expect(screen.getByText('The death must fall within the period')).toBeInTheDocument();
    expect(screen.getByLabelText('Distribution (optional)')).toHaveTextContent('None');
  });

  it('lists the claims with their English state, date and silver, and filters by state', async () => {
    await usarIdioma('en');
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi();
    const { user } = renderWithProviders(<RegearPage />);
    const fila = await screen.findByTestId('reclamo-41');
    expect(fila).toHaveTextContent('Pending');
    expect(fila).toHaveTextContent('1 without a price');
    expect(fila).toHaveTextContent('November 20, 2026');
    expect(fila).toHaveTextContent('$120,000');
    expect(within(fila).getByRole('button', { name: 'Approve claim 41 by ana' })).toHaveTextContent('Approve');
    expect(within(fila).getByRole('button', { name: 'Reject claim 41 by ana' })).toHaveTextContent('Reject');
    expect(screen.getByRole('table', { name: 'Regear claims' })).toBeInTheDocument();
    await user.click(within(fila).getByRole('button', { name: 'Show the items of claim 41' }));
    expect(await screen.findByRole('table', { name: 'Items of claim 41' })).toBeInTheDocument();
    expect(within(fila).getByRole('button', { name: 'Hide the items of claim 41' })).toBeInTheDocument();
    const estado = screen.getByLabelText('State');
    expect(within(estado).getByRole('option', { name: 'All' })).toBeInTheDocument();
    expect(within(estado).getByRole('option', { name: 'Rejected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    // The name a screen reader says holds the words shown (WCAG 2.5.3, axe's label-content-name-mismatch).
    const csv = screen.getByRole('button', { name: 'Export CSV of the claims' });
    expect(csv.getAttribute('aria-label')).toContain(csv.textContent!.trim());
  });

  it('claims a death and says so in English; refuses a pasted text in English', async () => {
    await usarIdioma('en');
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi({ reclamos: [] });
    const { user } = renderWithProviders(<RegearPage />);
    expect(await screen.findByText('No claims match these filters')).toBeInTheDocument();
    const primera = await screen.findByTestId('muerte-123456789');
    await waitFor(() => expect(screen.getByLabelText('Period', { selector: 'select' })).toHaveValue('7'));
    await user.type(screen.getByLabelText('Killboard event (number or link)'), 'yesterday{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paste the event number or its killboard link (for example https://albiononline.com/killboard/kill/123456789)',
    );
    await user.click(
      within(primera).getByRole('button', { name: 'Claim the death on November 20, 2026 at 21:15 (event 123456789)' }),
    );
    expect(await screen.findByText('Claim filed')).toBeInTheDocument();
    expect(screen.getByText('Claim #41 by ana: $120,000; 1 without a price, the reviewer types its value')).toBeInTheDocument();
  });

  it('follows a change of language while shown', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi();
    renderWithProviders(<RegearPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Reclamar' })).toBeInTheDocument();
    expect(await screen.findByTestId('muerte-123456789')).toHaveTextContent('20 de noviembre del 2026 · 21:15 UTC');
    await act(() => usarIdioma('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Claim' })).toBeInTheDocument();
    expect(screen.getByTestId('muerte-123456789')).toHaveTextContent('November 20, 2026 · 21:15 UTC');
    expect(screen.getByRole('columnheader', { name: 'Reviewer' })).toBeInTheDocument();
  });
});

describe('RegearPage em português', { timeout: 20_000 }, () => {
  it('names the sections, deaths and claims in Portuguese, with its date format', async () => {
    await usarIdioma('pt-BR');
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi();
    const { user } = renderWithProviders(<RegearPage />);
    // A reviewer lands on the queue, its tab named with the pending count.
    expect(screen.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pedidos (1 pendente)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'regras de regear' })).toBeInTheDocument();
    const fila = await screen.findByTestId('reclamo-41');
    expect(fila).toHaveTextContent('Pendente');
    expect(fila).toHaveTextContent('1 sem preço');
    expect(within(fila).getByRole('button', { name: 'Aprovar o pedido 41 de ana' })).toBeInTheDocument();
    expect(within(fila).getByRole('button', { name: 'Recusar o pedido 41 de ana' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Prata' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Motivo' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pedir' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Pedir regear' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jogador do pedido')).toHaveValue('tesorero');
    expect(screen.getByRole('button', { name: 'Ver mortes' })).toBeInTheDocument();
    const primera = await screen.findByTestId('muerte-123456789');
    expect(primera).toHaveTextContent('20 de novembro de 2026 · 21:15 UTC');
    expect(primera).toHaveTextContent('Evento 123456789 · Batalha 555 · IP 1320 · Total $120.000');
    await user.click(
      within(primera).getByRole('button', {
        name: 'Ver os itens da morte em 20 de novembro de 2026 às 21:15 (evento 123456789)',
      }),
    );
    expect(primera).toHaveTextContent('1 item sem preço: o revisor informa o valor');
    expect(
      within(primera).getByRole('button', {
        name: 'Pedir regear da morte em 20 de novembro de 2026 às 21:15 (evento 123456789)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('muerte-222')).toHaveTextContent('Sem batalha');
    expect(screen.getByRole('heading', { name: 'Mortes recentes de tesorero' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Período', { selector: 'select' })).toHaveTextContent(
        'Período 7 · Martlock · Aberto · desde 21 de setembro de 2025',
      ),
    );
  });
});

describe('ReglasRegearPage in English and Portuguese', { timeout: 20_000 }, () => {
  it('English: the rules read-only for a member', async () => {
    await usarIdioma('en');
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi();
    renderWithProviders(<ReglasRegearPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Regear rules' })).toBeInTheDocument();
    expect(screen.getByText('Only the leader changes the regear rules: here you can look them up.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Head')).toBeChecked();
    expect(screen.getByLabelText('Cape')).not.toBeChecked();
    expect(screen.getByRole('form', { name: 'Regear rules' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Slots that count' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Price mode' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lower: the lower of the two')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum equivalent tier')).toBeInTheDocument();
    expect(screen.getAllByText('Empty: no limit (1 to 12)')).toHaveLength(2);
    expect(screen.getByLabelText('Cap per player and period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('English: the leader adds a fixed price and saves', async () => {
    await usarIdioma('en');
    signIn('lider', [CARGO.LIDER]);
    mockApi();
    const { user } = renderWithProviders(<ReglasRegearPage />);
    await user.click(await screen.findByRole('button', { name: 'Add fixed price' }));
    const slot = screen.getByLabelText('Slot');
    expect(within(slot).getByRole('option', { name: 'Main hand' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Silver per item'), '150000');
    expect(screen.getByRole('button', { name: 'Remove fixed price 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rules saved')).toBeInTheDocument();
    expect(screen.getByText('They apply to the claims filed from now on')).toBeInTheDocument();
  });

  it('Português: labels, modes and «Salvar»', async () => {
    await usarIdioma('pt-BR');
    signIn('lider', [CARGO.LIDER]);
    mockApi();
    renderWithProviders(<ReglasRegearPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Regras de regear' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Cabeça')).toBeChecked();
    expect(screen.getByLabelText('Menor: o mais baixo dos dois')).toBeInTheDocument();
    expect(screen.getByLabelText('Teto por pedido')).toBeInTheDocument();
    expect(screen.getByLabelText('Poder de item mínimo')).toBeInTheDocument();
    expect(screen.getByText('Sem preços fixos (os modos fixo e menor precisam deles).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
