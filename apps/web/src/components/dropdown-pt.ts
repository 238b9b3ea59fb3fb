import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * Pass-through for PrimeReact 10 Dropdowns: names the hidden native <select> (axe select-name) and
 * drops the `aria-activedescendant="dropdownItem_-1"` it puts on its root <div> while focused, which
 * points at nothing and is not allowed there (axe aria-allowed-attr, aria-valid-attr-value).
 */
export const dropdownPt = (label: string): DropdownPassThroughOptions => ({
  root: { 'aria-activedescendant': undefined },
  select: { 'aria-label': label },
});
