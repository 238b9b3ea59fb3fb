import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * Pass-through for PrimeReact 10 Dropdowns (axe-core, with the list open and closed): names the
 * hidden native <select> (select-name) and the list of options (aria-input-field-name), and drops
 * the `aria-activedescendant="dropdownItem_-1"` it puts on its root <div> while focused, which points
 * at nothing and is not allowed there (aria-allowed-attr, aria-valid-attr-value).
 */
export const dropdownPt = (label: string): DropdownPassThroughOptions => ({
  root: { 'aria-activedescendant': undefined },
  select: { 'aria-label': label },
  list: { 'aria-label': label },
});
