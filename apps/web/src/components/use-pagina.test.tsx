import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';
import { usePagina } from './use-pagina';

describe('usePagina', () => {
  it('starts on page 1 and asks the server for the page of the row chosen', () => {
    const { result } = renderHook(() => usePagina(25));
    expect(result.current).toMatchObject({ first: 0, rows: 25, page: 1 });
    act(() => result.current.irA(50));
    expect(result.current).toMatchObject({ first: 50, page: 3 });
    act(() => result.current.reiniciar());
    expect(result.current.page).toBe(1);
  });

  it("gives the table its pager with the server's total", () => {
    const { result } = renderHook(() => usePagina(10));
    act(() => result.current.irA(20));
    const pager = result.current.pager(45, 'Páginas', { mostrar: 'varias' });
    expect(pager).toMatchObject({ first: 20, rows: 10, total: 45, label: 'Páginas', mostrar: 'varias' });
    expect(pager.tamanos).toBeUndefined();
    act(() => pager.onPage(40));
    expect(result.current.page).toBe(5);
  });

  it('with page sizes: «Filas por página» changes the size and goes back to the first page', async () => {
    const user = userEvent.setup();
    function Lista() {
      const pagina = usePagina(10, [10, 25, 50]);
      const p = pagina.pager(120, 'Páginas');
      return (
        <>
          <Pager {...p} totalRecords={p.total} />
          <output>{`página ${pagina.page} de ${pagina.rows}`}</output>
        </>
      );
    }
    render(<Lista />);
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    await user.click(within(nav).getByRole('button', { name: 'Página 3' }));
    expect(screen.getByRole('status')).toHaveTextContent('página 3 de 10');
    await user.selectOptions(within(nav).getByRole('combobox', { name: 'Filas por página' }), '25');
    expect(screen.getByRole('status')).toHaveTextContent('página 1 de 25');
    expect(nav).toHaveTextContent('1–25 de 120');
  });
});
