import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Periodo } from '@reparto/contract';
import { periodo, signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PeriodosTable, type PeriodosTableProps } from './periodos-table';

const ROWS: Periodo[] = [
  periodo({ id_periodo: 13, id_estado_distribucion: 3, nombre_estado_distribucion: 'Abierto', silver_albion: 0, silver_app: 5 }),
  periodo({
    id_periodo: 12,
    id_estado_distribucion: 2,
    nombre_estado_distribucion: 'En distribución',
    distribuidor_nickname: 'distribuidor',
    fecha_final: '2025-10-01T23:30:00.000Z',
    silver_albion: 3_000_000,
    silver_app: 1_000_000,
  }),
  periodo({
    id_periodo: 11,
    id_estado_distribucion: 1,
    nombre_estado_distribucion: 'Finalizado',
    silver_albion: 10,
    silver_app: 10,
  }),
  periodo({ id_periodo: 10, id_estado_distribucion: 9, nombre_estado_distribucion: 'Raro' }),
];

function renderTable(over: Partial<PeriodosTableProps> = {}) {
  const props: PeriodosTableProps = {
    rows: ROWS,
    total: 24,
    first: 0,
    loading: false,
    error: false,
    onPage: vi.fn(),
    onCambiarValor: vi.fn(),
    onCerrar: vi.fn(),
    onDistribucion: vi.fn(),
    onPagos: vi.fn(),
    ...over,
  };
  return { ...renderWithProviders(<PeriodosTable {...props} />), props };
}

const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;

describe('PeriodosTable (docs/domain.md, "Screens and texts")', { timeout: 20_000 }, () => {
  it('shows every column with Spanish dates, silver and the difference colour', () => {
    signIn(null);
    renderTable();
    for (const h of [
      'Id',
      'Distribuidor',
      'Lugar',
      'Fecha inicial',
      'Fecha final',
      'Silver app',
      'Silver albion',
      'Diferencia',
      'Estado',
      'Acciones',
    ]) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    const open = rowOf(13);
    expect(within(open).getByText('Sin asignar')).toBeInTheDocument();
    expect(within(open).getByText('Sin cerrar')).toBeInTheDocument();
    expect(within(open).getByText('21 de septiembre del 2025')).toBeInTheDocument();
    expect(within(open).getByText('-$5')).toHaveClass('diferencia-negativa');
    const closed = rowOf(12);
    expect(within(closed).getByText('distribuidor')).toBeInTheDocument();
    expect(within(closed).getByText('1 de octubre del 2025')).toBeInTheDocument();
    expect(within(closed).getByText('$3.000.000')).toBeInTheDocument();
    expect(within(closed).getByText('$2.000.000')).toHaveClass('diferencia-positiva');
    // Zero difference is not positive: red.
    expect(within(rowOf(11)).getByText('$0')).toHaveClass('diferencia-negativa');
  });

  it('shows the states: 1 green text, 2 yellow text, 3 plain text for non-treasurers, else "Estado desconocido"', () => {
    signIn('encargado1', [7]);
    renderTable();
    expect(within(rowOf(11)).getByText('Finalizado')).toHaveClass('estado-finalizado');
    expect(within(rowOf(12)).getByText('En distribución')).toHaveClass('estado-en-distribucion');
    expect(within(rowOf(13)).getByText('Abierto').tagName).toBe('SPAN');
    expect(within(rowOf(13)).queryByRole('button', { name: /cerrar el periodo/ })).toBeNull();
    expect(within(rowOf(10)).getByText('Estado desconocido')).toBeInTheDocument();
  });

  it('highlights the open periods for charge 7 only', () => {
    signIn('encargado1', [7]);
    const { unmount } = renderTable();
    expect(rowOf(13)).toHaveClass('periodo-resaltado');
    expect(rowOf(12)).not.toHaveClass('periodo-resaltado');
    unmount();
    signIn('tesorero', [8]);
    renderTable();
    expect(rowOf(13)).not.toHaveClass('periodo-resaltado');
  });

  it('gives charge 8 the close button (state 3) and the change-value button (states 3 and 2)', async () => {
    signIn('tesorero', [8]);
    const { user, props } = renderTable();
    await user.click(within(rowOf(13)).getByRole('button', { name: 'Abierto: cerrar el periodo 13' }));
    expect(props.onCerrar).toHaveBeenCalledWith(ROWS[0]);
    await user.click(within(rowOf(12)).getByRole('button', { name: '$3.000.000: cambiar valor del periodo 12' }));
    expect(props.onCambiarValor).toHaveBeenCalledWith(ROWS[1]);
    expect(within(rowOf(13)).getByRole('button', { name: /cambiar valor del periodo 13/ })).toBeInTheDocument();
    expect(within(rowOf(11)).queryByRole('button', { name: /cambiar valor/ })).toBeNull();
  });

  it('gives anonymous visitors no action but "Distribución" and "Pagos"', async () => {
    signIn(null);
    const { user, props } = renderTable();
    expect(screen.queryByRole('button', { name: /cambiar valor|cerrar el periodo/ })).toBeNull();
    await user.click(within(rowOf(12)).getByRole('button', { name: 'Distribución del periodo 12' }));
    expect(props.onDistribucion).toHaveBeenCalledWith(ROWS[1]);
    await user.click(within(rowOf(12)).getByRole('button', { name: 'Pagos del periodo 12' }));
    expect(props.onPagos).toHaveBeenCalledWith(ROWS[1]);
  });

  it('pages lazily: the paginator reports the first row of the next page', async () => {
    signIn(null);
    const { user, props } = renderTable();
    await user.click(screen.getByRole('button', { name: /\b2$/ }));
    expect(props.onPage).toHaveBeenCalledWith(10);
  });
});
