// PrimeReact 10's MultiSelect list is not accessible as it comes (axe-core with the list open, and a
// keyboard walk). What this module mends, for every MultiSelect of the app:
// - each option (`role=option`, named by its text) holds a second, unnamed, focusable checkbox: a
//   control nested in a control (nested-interactive, label). The box is only drawn: hidden from
//   assistive technology and disabled, the option itself says whether it is selected;
// - the select-all checkbox has no name, and its wrapper claims a second checkbox role;
// - the list of options has no name (aria-input-field-name);
// - the scrolling list cannot be reached by the keyboard (scrollable-region-focusable);
// - the arrow keys move a highlight that assistive technology never hears of: the filter field gets
//   `aria-activedescendant` naming the highlighted option;
// - Escape in the filter closes the list and leaves the focus on `<body>` (the next Tab escaped the
//   dialog): the focus goes back to the MultiSelect;
// - every selection moves the focus from the list's filter to the MultiSelect itself, so the next key
//   no longer searches: a selection made in the open list gives the focus back to its filter, which
//   keeps its text and its filtered list (several options are picked from one search);
// - the highlight is an index that a new search does not reset: highlighted past the end of the
//   shorter list, ArrowDown stays there and Enter ticks an option that does not exist (a `null` value).
//   In the filter, with no option highlighted, ArrowDown highlights the first one shown (as PrimeReact
//   does on hover) and Enter ticks nothing;
// - the list follows the search 300 ms late (PrimeReact's filterDelay): an Enter typed sooner ticked
//   the option highlighted in the old list, the first player of the whole list, who got the money.
//   Enter in the filter ticks the highlighted option only when it matches what is typed, and ArrowDown
//   goes to the next option that matches. This guard listens on the document from the start, not from
//   the list's `onShow`, which comes after the opening animation, too late for a fast typist.
import { useEffect, useRef } from 'react';
import type { MultiSelectChangeEvent, MultiSelectPassThroughOptions } from 'primereact/multiselect';
import { textosNucleo } from '../lib/textos';

/** `id`: the MultiSelect's `inputId`; `label`: the name of its list of options (call it as the MultiSelect renders). */
export function multiSelectPt(id: string, label: string): MultiSelectPassThroughOptions {
  return {
    item: ({ context }: { context: { index: number } }) => ({ id: `${id}-opcion-${context.index}` }),
    checkbox: { root: { 'aria-hidden': true }, input: { disabled: true, tabIndex: -1 } },
    headerCheckbox: {
      root: { role: undefined, 'aria-checked': undefined },
      input: { 'aria-label': textosNucleo.t('prime.todos') },
    },
    wrapper: { tabIndex: 0 },
    list: { 'aria-label': label },
  } as MultiSelectPassThroughOptions;
}

/** The id PrimeReact gives the list of the MultiSelect whose `inputId` is `id`. */
const listId = (id: string) => `${id}-multi-selectbox`;

/**
 * `onShow`/`onHide`/`onChange` for the same MultiSelect (`inputId` = `id`): while the list is open its
 * filter field names the highlighted option, and a selection made in the list leaves the focus in that
 * field; once it closes, a focus left nowhere returns to the MultiSelect. `onChange` is called first
 * thing in the MultiSelect's own `onChange`.
 */

/**
 * ArrowDown and Enter in the filter of `list` (see above). `guiada` is the option this guard itself
 * highlighted with the last ArrowDown: PrimeReact draws that highlight a moment later (a mouse move is
 * not urgent to React), and an Enter pressed right after must still tick it.
 */
function enElFiltro(list: HTMLElement, filtro: HTMLInputElement, e: KeyboardEvent, guiada: { item: HTMLElement | null }) {
  const buscado = filtro.value.trim().toLocaleLowerCase();
  const coincide = (item: Element | null): item is HTMLElement =>
    item !== null && item.isConnected && (item.textContent ?? '').toLocaleLowerCase().includes(buscado);
  const resaltada = list.querySelector<HTMLElement>('.p-multiselect-item.p-focus');
  if (e.key === 'Enter') {
    e.preventDefault();
    e.stopPropagation();
    const objetivo = coincide(resaltada) ? resaltada : coincide(guiada.item) ? guiada.item : null;
    guiada.item = null;
    objetivo?.click();
  } else if (e.key === 'ArrowDown') {
    // The next option that matches the search after the highlighted one (the first, if none is), or
    // the same one at the end of the list.
    e.preventDefault();
    e.stopPropagation();
    const visibles = [...list.querySelectorAll<HTMLElement>('.p-multiselect-item')].filter(coincide);
    const desde = guiada.item && coincide(guiada.item) ? guiada.item : coincide(resaltada) ? resaltada : null;
    const i = desde ? visibles.indexOf(desde) : -1;
    guiada.item = visibles[Math.min(i + 1, visibles.length - 1)] ?? null;
    guiada.item?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
  } else {
    guiada.item = null;
  }
}

export function useMultiSelectFocus(id: string) {
  const observer = useRef<MutationObserver | null>(null);
  // Before React's own handlers (at the root): the document's capture phase can keep the key from them.
  useEffect(() => {
    const guiada = { item: null as HTMLElement | null };
    const alTeclear = (e: KeyboardEvent) => {
      const filtro = e.target;
      if (!(filtro instanceof HTMLInputElement) || !filtro.matches('.p-multiselect-filter')) return;
      const list = document.getElementById(listId(id));
      if (list && filtro.closest('.p-multiselect-panel')?.contains(list)) enElFiltro(list, filtro, e, guiada);
    };
    document.addEventListener('keydown', alTeclear, true);
    return () => document.removeEventListener('keydown', alTeclear, true);
  }, [id]);
  return {
    onChange: (e: MultiSelectChangeEvent) => {
      const target: unknown = e.originalEvent?.target;
      const panel = target instanceof Element ? target.closest('.p-multiselect-panel') : null;
      const filter = panel?.querySelector<HTMLInputElement>('.p-multiselect-filter');
      if (!panel || !filter || panel !== document.getElementById(listId(id))?.closest('.p-multiselect-panel')) return;
      // PrimeReact focuses the MultiSelect right after calling onChange: back to the filter once it has.
      queueMicrotask(() => {
        if (filter.isConnected) filter.focus({ preventScroll: true });
      });
    },
    onShow: () => {
      const list = document.getElementById(listId(id));
      const panel = list?.closest('.p-multiselect-panel');
      const filter = panel?.querySelector<HTMLInputElement>('.p-multiselect-filter');
      if (!list || !filter) return;
      filter.setAttribute('aria-controls', list.id);
      const sync = () => {
        const active = list.querySelector('.p-multiselect-item.p-focus');
        if (active?.id) filter.setAttribute('aria-activedescendant', active.id);
        else filter.removeAttribute('aria-activedescendant');
      };
      sync();
      observer.current = new MutationObserver(sync);
      observer.current.observe(list, { subtree: true, attributes: true, attributeFilter: ['class'] });
    },
    onHide: () => {
      observer.current?.disconnect();
      observer.current = null;
      // After the list's closing: a focus on <body> (the filter field went away with the list) returns.
      setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) document.getElementById(id)?.focus();
      });
    },
  };
}
