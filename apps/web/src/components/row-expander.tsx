// Rows of a table (components/tabla.tsx, `expansion`) that open one by one with a chevron button of
// their own: a native button, so Tab reaches it and Enter or Space opens it; the button names what it
// shows and whether it is open, e.g. "Ver jugadores de la distribución 4" / "Ocultar …".
import { useState } from 'react';

/** The open rows, by the row's id. */
export function useRowExpansion() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return {
    isOpen: (id: number) => open.has(id),
    toggle,
    collapseAll: () => setOpen(new Set()),
  };
}

/** The chevron of one row: `label(open)` is its accessible name. */
export function RowExpander({
  open,
  label,
  onToggle,
}: {
  open: boolean;
  label: (open: boolean) => string;
  onToggle: () => void;
}) {
  // PrimeReact's rounded text icon button, its markup without its component (boton-fila.tsx says why).
  return (
    <button
      type="button"
      className="p-button p-component p-button-icon-only p-button-rounded p-button-text"
      aria-expanded={open}
      aria-label={label(open)}
      onClick={onToggle}
    >
      <span className={`p-button-icon p-c ${open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}`} aria-hidden="true" />
    </button>
  );
}
