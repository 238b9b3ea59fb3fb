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
//   dialog): the focus goes back to the MultiSelect.
import { useRef } from 'react';
import type { MultiSelectPassThroughOptions } from 'primereact/multiselect';

/** `id`: the MultiSelect's `inputId`; `label`: the name of its list of options. */
export function multiSelectPt(id: string, label: string): MultiSelectPassThroughOptions {
  return {
    item: ({ context }: { context: { index: number } }) => ({ id: `${id}-opcion-${context.index}` }),
    checkbox: { root: { 'aria-hidden': true }, input: { disabled: true, tabIndex: -1 } },
    headerCheckbox: { root: { role: undefined, 'aria-checked': undefined }, input: { 'aria-label': 'Seleccionar todos' } },
    wrapper: { tabIndex: 0 },
    list: { 'aria-label': label },
  } as MultiSelectPassThroughOptions;
}

/**
 * `onShow`/`onHide` for the same MultiSelect (`inputId` = `id`): while the list is open its filter
 * field names the highlighted option; once it closes, a focus left nowhere returns to the MultiSelect.
 */
/** The id PrimeReact gives the list of the MultiSelect whose `inputId` is `id`. */
const listId = (id: string) => `${id}-multi-selectbox`;

export function useMultiSelectFocus(id: string) {
  const observer = useRef<MutationObserver | null>(null);
  return {
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
