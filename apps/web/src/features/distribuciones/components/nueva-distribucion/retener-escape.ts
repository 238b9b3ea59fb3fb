import { useState, type KeyboardEvent } from 'react';

/**
 * PrimeReact's MultiSelect and Dropdown do not claim the Escape key: without this, Escape on an open
 * list would also close the whole dialog and lose the form. Spread `listProps` on the list and put
 * `onKeyDown` on an element around it.
 */
export function useRetenerEscape() {
  const [listaAbierta, setListaAbierta] = useState(false);
  return {
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape' && listaAbierta) e.stopPropagation();
    },
    listProps: { onShow: () => setListaAbierta(true), onHide: () => setListaAbierta(false) },
  };
}
