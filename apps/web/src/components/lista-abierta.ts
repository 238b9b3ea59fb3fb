// Escape on an open list closes the list only, not the dialog around it (PrimeReact's Dropdown and
// MultiSelect close their list but let the key reach the Dialog, which then closes too).
import type { KeyboardEvent } from 'react';

/** Was the key pressed on a Dropdown or MultiSelect whose list is open, or inside that list? */
function enListaAbierta(target: Element): boolean {
  if (target.closest('.p-dropdown-panel, .p-multiselect-panel')) return true;
  // The list's own handler has only asked to hide it: its trigger still says it is expanded.
  const campo = target.closest('.p-dropdown, .p-multiselect');
  return campo?.querySelector('[aria-expanded="true"]') != null;
}

/** Put on an element around the form's lists (`onKeyDown`): keeps Escape from closing the dialog. */
export function retenerEscapeDeListas(event: KeyboardEvent): void {
  if (event.key === 'Escape' && event.target instanceof Element && enListaAbierta(event.target)) event.stopPropagation();
}
