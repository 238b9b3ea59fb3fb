// The shared components' own texts in English and Portuguese (the Spanish ones are asserted by each
// component's own test): pager, table, dialog, export, guild fund, chart, overlay, reason, password.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { usarIdioma } from '../testing/idioma';
import { renderWithProviders } from '../testing/render';
import { failure } from '../testing/fixtures';
import { api } from '../lib/api-client';
import { Pager } from './pager';
import { Tabla } from './tabla';
import { ActionDialog } from './action-dialog';
import { ExportarCsvButton } from './exportar-csv';
import { FondoGremio } from './fondo-gremio';
import { GraficoAccesible } from './grafico-accesible';
import { LoadingOverlay } from './loading-overlay';
import { RazonInput, mensajeMaximoTexto } from './razon-input';
import { CampoRazon } from './campo-razon';
import { CampoClave } from './campo-clave';
import { ERROR_DETALLE } from './toast';

afterEach(() => vi.restoreAllMocks());

describe('pager and table in English', { timeout: 20_000 }, () => {
  it('names the pager buttons and says the range with «of»', async () => {
    await usarIdioma('en');
    render(
      <Pager
        first={40}
        rows={10}
        totalRecords={1000}
        onPage={() => undefined}
        label="Pages"
        tamanos={[10, 25]}
        onTamano={() => undefined}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('41–50 of 1000');
    for (const nombre of ['First page', 'Previous page', 'Page 5', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name: nombre })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument();
  });

  it('says «Loading…» in an empty table on its way', async () => {
    await usarIdioma('en');
    render(
      <Tabla
        label="People"
        columns={[{ header: 'Name', body: (f: { id: number }) => f.id }]}
        rows={[]}
        rowKey={(f) => f.id}
        empty="Nobody"
        loading
      />,
    );
    expect(screen.getByRole('cell', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('the full-screen overlay says «Loading…» unless told', async () => {
    await usarIdioma('en');
    render(<LoadingOverlay active />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});

describe('pager in Português', { timeout: 20_000 }, () => {
  it('names the pager buttons in Portuguese', async () => {
    await usarIdioma('pt-BR');
    render(<Pager first={0} rows={10} totalRecords={25} onPage={() => undefined} label="Páginas" />);
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('1–10 de 25');
  });
});

describe('dialog, export and toasts', { timeout: 20_000 }, () => {
  it('the dialog offers «Cancel» in English and «Cancelar» in Portuguese', async () => {
    await usarIdioma('en');
    const { unmount } = render(
      <ActionDialog header="Pay" width="20rem" onHide={() => undefined} action={{ label: 'Pay', onClick: () => undefined }}>
        <input aria-label="Amount" />
      </ActionDialog>,
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    unmount();
    await usarIdioma('pt-BR');
    render(
      <ActionDialog header="Pagar" width="20rem" onHide={() => undefined}>
        <p>…</p>
      </ActionDialog>,
    );
    expect(await screen.findByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('«Export CSV» says in English when the export fails, in an «Error» toast', async () => {
    await usarIdioma('en');
    vi.spyOn(api, 'get').mockRejectedValue(failure(403, 'You are not allowed to do this'));
    const { user } = renderWithProviders(<ExportarCsvButton archivo="jugadores.csv" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The file could not be exported.')).toBeInTheDocument();
  });

  it('the detail of a failed save follows the language (read when the toast is shown)', async () => {
    expect(ERROR_DETALLE).toBe('Error encontrado, porfavor vuelva a intentarlo');
    await usarIdioma('en');
    expect(ERROR_DETALLE).toBe('Something went wrong, please try again');
    await usarIdioma('pt-BR');
    expect(ERROR_DETALLE).toBe('Ocorreu um erro, por favor tente novamente');
  });
});

describe('guild fund and chart', { timeout: 20_000 }, () => {
  it('the guild fund in English, with its silver grouped by commas', async () => {
    await usarIdioma('en');
    render(<FondoGremio fondo={{ total: 1_234_567, impuesto: 1_000_000, resto: 234_567 }} />);
    expect(screen.getByTestId('fondo-gremio')).toHaveTextContent('Guild fund: $1,234,567 (tax $1,000,000 · remainders $234,567)');
  });

  it('the guild fund in Portuguese', async () => {
    await usarIdioma('pt-BR');
    render(<FondoGremio fondo={{ total: 1_234_567, impuesto: 1_000_000, resto: 234_567 }} />);
    expect(screen.getByTestId('fondo-gremio')).toHaveTextContent(
      'Fundo da guilda: $1.234.567 (imposto $1.000.000 · sobras $234.567)',
    );
  });

  it("the chart's data toggle and table in English", async () => {
    await usarIdioma('en');
    const user = userEvent.setup();
    render(
      <GraficoAccesible
        titulo="Weekly earnings"
        resumen="Best week: $10"
        etiquetas={['W1']}
        series={[{ nombre: 'Silver', valores: [10], tipo: 'bar', color: '#000' }]}
        formato={String}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Weekly earnings. Best week: $10' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show data' }));
    expect(screen.getByRole('table', { name: 'Data: Weekly earnings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide data' })).toHaveAttribute('aria-expanded', 'true');
  });
});

function Razon() {
  const [valor, setValor] = useState('');
  return (
    <>
      <label htmlFor="r">Reason</label>
      <RazonInput id="r" campo="The reason" value={valor} onChange={setValor} max={5} />
    </>
  );
}

function FormularioRazon() {
  const { control } = useForm<{ razon: string }>({ defaultValues: { razon: '' } });
  return <CampoRazon id="razon" name="razon" control={control} error={undefined} />;
}

describe('reason and password fields', { timeout: 20_000 }, () => {
  it('the reason says its maximum and a control character in English', async () => {
    await usarIdioma('en');
    const user = userEvent.setup();
    render(<Razon />);
    await user.click(screen.getByLabelText('Reason'));
    await user.paste('a\u202Ebcde');
    expect(screen.getByRole('alert')).toHaveTextContent('The reason contains control characters that are not allowed');
    expect(screen.getByRole('status')).toHaveTextContent('You have reached the maximum of 5 characters');
    expect(mensajeMaximoTexto(200)).toBe('You have reached the maximum of 200 characters');
  });

  it('«Razón» of a dialog is «Motivo» in Portuguese and «Reason» in English', async () => {
    await usarIdioma('pt-BR');
    const { unmount } = render(<FormularioRazon />);
    expect(screen.getByLabelText('Motivo')).toBeInTheDocument();
    unmount();
    await usarIdioma('en');
    render(<FormularioRazon />);
    expect(screen.getByLabelText('Reason')).toBeInTheDocument();
  });

  it('the password switch is named in the language', async () => {
    await usarIdioma('en');
    render(<CampoClave inputId="pwd" value="x" onChange={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show password' })).toBeInTheDocument());
  });
});
