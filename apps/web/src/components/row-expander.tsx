// Rows of a PrimeReact DataTable that open one by one with a chevron button of their own (the button
// names what it shows, e.g. "Ver jugadores de la distribución 4" / "Ocultar …").
import { useState } from 'react';
import { Button } from 'primereact/button';
import type { DataTableExpandedRows } from 'primereact/datatable';

/** The expanded rows, keyed by the row's id, and the props a DataTable needs to show them. */
export function useRowExpansion() {
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = { ...prev };
      if (next[id]) delete next[id];
      else next[id] = true;
      return next;
    });
  return {
    isOpen: (id: number) => Boolean(expanded[id]),
    toggle,
    collapseAll: () => setExpanded({}),
    tableProps: {
      expandedRows: expanded,
      onRowToggle: (e: { data: unknown }) => setExpanded(e.data as DataTableExpandedRows),
    },
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
  return (
    <Button
      type="button"
      icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
      rounded
      text
      aria-expanded={open}
      aria-label={label(open)}
      onClick={onToggle}
    />
  );
}
