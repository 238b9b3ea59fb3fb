// The pager of every paged list (components/tabla.tsx draws it under its rows): the same markup, classes
// and labels as PrimeReact's Paginator (so it looks the same), without its JavaScript —
// PrimeReact's Paginator brings Dropdown and VirtualScroller with it (docs/decisions/010-one-light-table.md).
import { useEffect } from 'react';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';
import './pager.css';

/** PrimeReact's default: at most five page links, the current one centred when possible. */
const PAGE_LINKS = 5;

export interface PagerProps {
  /** Index of the first row shown (0-based). */
  first: number;
  rows: number;
  totalRecords: number;
  onPage: (first: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** What the total counts, said after it: «1–10 de 25 jugadores». */
  unidad?: string | undefined;
  /** Page sizes to choose from («Filas por página»); none, no choice. */
  tamanos?: readonly number[] | undefined;
  /** A page size chosen: the list starts again from its first page. */
  onTamano?: ((rows: number) => void) | undefined;
  /**
   * Whether `totalRecords` is this page's own answer (the default). `false` while the page loads under
   * another page's rows (keepPreviousData): their total may be another list's, so a page past it is
   * not moved to the last one until this page's answer tells.
   */
  totalAlDia?: boolean | undefined;
}

/** The page numbers to show around the current one (1-based). */
export function pageLinks(current: number, pageCount: number, size = PAGE_LINKS): number[] {
  const count = Math.min(size, pageCount);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, pageCount - count + 1);
  return Array.from({ length: Math.max(0, count) }, (_, i) => start + i);
}

export function Pager({ first, rows, totalRecords, onPage, label, unidad, tamanos, onTamano, totalAlDia = true }: PagerProps) {
  const t = useTextos(textosNucleo);
  const pageCount = Math.max(1, Math.ceil(totalRecords / rows));
  const current = Math.min(pageCount, Math.floor(first / rows) + 1);
  // A page past the end (a stale ?pagina=999, or rows gone since the link was made) shows the last
  // page instead of an empty table: the list reports it as chosen, once this page's total is known.
  const pasada = totalAlDia && totalRecords > 0 && first >= totalRecords;
  useEffect(() => {
    if (pasada) onPage((pageCount - 1) * rows);
  }, [pasada, pageCount, rows, onPage]);
  const go = (page: number) => {
    const target = Math.min(pageCount, Math.max(1, page));
    if (target !== current) onPage((target - 1) * rows);
  };
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  const arrow = (className: string, icon: string, ariaLabel: string, page: number, disabled: boolean) => (
    <button
      type="button"
      className={`${className} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      aria-label={ariaLabel}
      disabled={disabled}
      onClick={() => go(page)}
    >
      <span className={`p-paginator-icon pi ${icon}`} aria-hidden="true" />
    </button>
  );
  const shownFirst = totalRecords === 0 ? 0 : first + 1;
  const shownLast = Math.min(first + rows, totalRecords);

  return (
    <nav className="p-paginator p-component p-paginator-bottom" aria-label={label}>
      {arrow('p-paginator-first', 'pi-angle-double-left', t('pager.primera'), 1, atStart)}
      {arrow('p-paginator-prev', 'pi-angle-left', t('pager.anterior'), current - 1, atStart)}
      <span className="p-paginator-pages">
        {pageLinks(current, pageCount).map((page) => (
          <button
            key={page}
            type="button"
            className={`p-paginator-page p-paginator-element p-link${page === current ? ' p-highlight' : ''}`}
            aria-label={t('pager.pagina', { n: page })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => go(page)}
          >
            {page}
          </button>
        ))}
      </span>
      {arrow('p-paginator-next', 'pi-angle-right', t('pager.siguiente'), current + 1, atEnd)}
      {arrow('p-paginator-last', 'pi-angle-double-right', t('pager.ultima'), pageCount, atEnd)}
      {tamanos && onTamano ? (
        // The browser's own list (the system picker on a phone): no Dropdown to load.
        <select
          className="p-paginator-rpp-options p-inputtext p-component"
          aria-label={t('pager.filas')}
          value={rows}
          onChange={(e) => onTamano(Number(e.target.value))}
        >
          {tamanos.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      ) : null}
      <span className="p-paginator-current" aria-live="polite">
        {t('pager.rango', { desde: shownFirst, hasta: shownLast, total: totalRecords })}
        {unidad ? ` ${unidad}` : ''}
      </span>
    </nav>
  );
}
