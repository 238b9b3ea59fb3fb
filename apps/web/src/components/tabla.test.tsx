import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowExpander, useRowExpansion } from './row-expander';
import { Tabla, type Columna, type PaginaTabla } from './tabla';
import { ACCIONES_APILADAS, BREAKPOINT_APILADA } from './tabla-apilada';

interface Fila {
  id: number;
  nombre: string;
}
const FILAS: Fila[] = [
  { id: 1, nombre: 'ana' },
  { id: 2, nombre: 'beto' },
  { id: 3, nombre: 'carla' },
];
const COLUMNAS: Columna<Fila>[] = [
  { header: 'Id', body: (f) => f.id },
  { header: 'Nombre', body: (f) => f.nombre },
  { header: 'Acciones', body: (f) => <button type="button">{`Editar ${f.nombre}`}</button>, className: ACCIONES_APILADAS },
];

function Lista(props: { rows?: Fila[]; loading?: boolean; apilada?: boolean; pagina?: PaginaTabla }) {
  const filas = useRowExpansion();
  const columnas: Columna<Fila>[] = [
    {
      header: 'Detalle',
      oculta: true,
      body: (f) => (
        <RowExpander
          open={filas.isOpen(f.id)}
          label={(open) => `${open ? 'Ocultar' : 'Ver'} el detalle de ${f.nombre}`}
          onToggle={() => filas.toggle(f.id)}
        />
      ),
    },
    ...COLUMNAS,
  ];
  return (
    <Tabla
      label="Personas"
      columns={columnas}
      rows={props.rows ?? FILAS}
      rowKey={(f) => f.id}
      empty="No hay nadie"
      loading={props.loading ?? false}
      apilada={props.apilada ?? false}
      expansion={{ abierta: (f) => filas.isOpen(f.id), contenido: (f) => <p>{`Detalle de ${f.nombre}`}</p> }}
      {...(props.pagina ? { pagina: props.pagina } : {})}
    />
  );
}

describe('Tabla', () => {
  it('is a table with its name, column headers (a hidden one read all the same) and a row per item', () => {
    render(<Lista />);
    const tabla = screen.getByRole('table', { name: 'Personas' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Detalle', 'Id', 'Nombre', 'Acciones']);
    expect(within(tabla).getByRole('columnheader', { name: 'Detalle' }).firstElementChild).toHaveClass('sr-only');
    const [, ana] = within(tabla).getAllByRole('row');
    expect(within(ana!).getByRole('cell', { name: 'ana' })).toBeInTheDocument();
    expect(within(tabla).getAllByRole('row')).toHaveLength(4);
    // PrimeReact's striped look without its JavaScript: every other row.
    expect(
      within(tabla)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.classList.contains('p-row-odd')),
    ).toEqual([false, true, false]);
  });

  it('says its empty text when there are no rows, and «Cargando…» while the first ones load', () => {
    const { rerender } = render(<Lista rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No hay nadie' })).toBeInTheDocument();
    rerender(<Lista rows={[]} loading />);
    expect(screen.getByRole('cell', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the rows of the previous page under a spinner while the next one loads', () => {
    const { container } = render(<Lista loading />);
    expect(screen.getByRole('cell', { name: 'beto' })).toBeInTheDocument();
    expect(container.querySelector('.p-datatable-loading-overlay')).not.toBeNull();
  });

  it('opens a row with its expander: a second row under it, the whole width, and the button says so', async () => {
    const user = userEvent.setup();
    render(<Lista />);
    await user.click(screen.getByRole('button', { name: 'Ver el detalle de beto' }));
    const ocultar = screen.getByRole('button', { name: 'Ocultar el detalle de beto' });
    expect(ocultar).toHaveAttribute('aria-expanded', 'true');
    const detalle = screen.getByText('Detalle de beto').closest('tr')!;
    expect(detalle).toHaveClass('p-datatable-row-expansion');
    expect(detalle.previousElementSibling).toBe(screen.getByRole('cell', { name: 'beto' }).closest('tr'));
    expect(within(detalle).getByRole('cell')).toHaveAttribute('colspan', '4');
    await user.click(ocultar);
    expect(screen.queryByText('Detalle de beto')).toBeNull();
  });

  it('opens and closes a row from the keyboard: Tab reaches the expander, Enter and Space work it', async () => {
    const user = userEvent.setup();
    render(<Lista />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ver el detalle de ana' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Detalle de ana')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ocultar el detalle de ana' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByText('Detalle de ana')).toBeNull();
  });

  it('as cards on a phone: the class of tabla-apilada.css, whose media query is the breakpoint, and each cell names its column', () => {
    const { container } = render(<Lista apilada />);
    expect(container.firstElementChild).toHaveClass('p-datatable', 'tabla-apilada');
    const apiladaCss = readFileSync(path.join(import.meta.dirname, 'tabla-apilada.css'), 'utf8');
    expect(apiladaCss).toContain(`@media (max-width: ${BREAKPOINT_APILADA})`);
    const [, ana] = screen.getAllByRole('row');
    expect([...ana!.querySelectorAll('td > .p-column-title')].map((t) => t.textContent)).toEqual([
      'Detalle',
      'Id',
      'Nombre',
      'Acciones',
    ]);
    expect(within(ana!).getByRole('button', { name: 'Editar ana' }).closest('td')).toHaveClass(ACCIONES_APILADAS);
  });

  it('is a scrolling table below 640 px without `apilada`: no class of the cards, no copies of the titles', () => {
    const { container } = render(<Lista />);
    expect(container.firstElementChild).not.toHaveClass('tabla-apilada');
    expect(container.querySelectorAll('td > .p-column-title')).toHaveLength(0);
  });

  it('draws its pager with the total, and reports the page chosen', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const pagina = { first: 0, rows: 3, total: 7, onPage, label: 'Páginas de personas', unidad: 'personas' };
    const { rerender } = render(<Lista pagina={pagina} />);
    const pager = screen.getByRole('navigation', { name: 'Páginas de personas' });
    expect(pager).toHaveTextContent('1–3 de 7 personas');
    await user.click(within(pager).getByRole('button', { name: 'Página 3' }));
    expect(onPage).toHaveBeenCalledWith(6);
    rerender(<Lista pagina={{ ...pagina, total: 3, mostrar: 'varias' }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Lista rows={[]} pagina={{ ...pagina, total: 0, mostrar: 'con-total' }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
