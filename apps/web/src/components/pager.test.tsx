import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageLinks } from './pager';

function renderPager(first: number, totalRecords: number) {
  const onPage = vi.fn();
  render(<Pager first={first} rows={10} totalRecords={totalRecords} onPage={onPage} label="Páginas" />);
  return { onPage, user: userEvent.setup() };
}

describe('pageLinks', () => {
  it('shows at most five pages with the current one centred, clamped at both ends', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 100)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(50, 100)).toEqual([48, 49, 50, 51, 52]);
    expect(pageLinks(100, 100)).toEqual([96, 97, 98, 99, 100]);
    expect(pageLinks(99, 100)).toEqual([96, 97, 98, 99, 100]);
  });
});

describe('Pager', () => {
  it('reports the first row of the page chosen, and the range shown', async () => {
    const { onPage, user } = renderPager(40, 1000);
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('41–50 de 1000');
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 6' }));
    expect(onPage).toHaveBeenLastCalledWith(50);
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPage).toHaveBeenLastCalledWith(30);
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPage).toHaveBeenLastCalledWith(990);
    await user.click(screen.getByRole('button', { name: 'Primera página' }));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it('disables going back on the first page and forward on the last, and never reports the current page', async () => {
    const first = renderPager(0, 25);
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    await first.user.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(first.onPage).not.toHaveBeenCalled();
  });

  it('on the last page of a partial page', () => {
    renderPager(20, 25);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('21–25 de 25');
  });

  it('with no rows shows one page and 0–0 de 0', () => {
    renderPager(0, 0);
    expect(screen.getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('0–0 de 0');
  });
});

describe('Pager past the end', () => {
  it('reports the last page as chosen when the page asked for is past the end (a stale ?pagina=999)', () => {
    const { onPage } = renderPager(9980, 45);
    expect(onPage).toHaveBeenCalledWith(40);
  });

  it('reports nothing on a page that exists, or before the total is known', () => {
    expect(renderPager(40, 45).onPage).not.toHaveBeenCalled();
    expect(renderPager(9980, 0).onPage).not.toHaveBeenCalled();
  });
});
