// The items of a death or of a claim as the rules see them (docs/regear.md): slot, item id, quality and
// count; the ones that count are marked, the others say why not; the unit price, or «sin precio» when
// a counted item has none (the reviewer types it); and what each adds. Cards on a phone.
import { NOMBRE_SLOT, formatSilver, type ItemRegear } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';

/** gameinfo's qualities 1…5. */
export const NOMBRE_CALIDAD: Record<number, string> = {
  1: 'Normal',
  2: 'Buena',
  3: 'Excepcional',
  4: 'Excelente',
  5: 'Obra maestra',
};

/** A counted item without a unit price: the reviewer types it. */
export const esSinPrecio = (i: ItemRegear) => i.motivo === undefined && (i.precio === null || i.precio === undefined);

/** What the items add up to (the counted ones with a price). */
export const totalItems = (items: ItemRegear[]) => items.reduce((s, i) => s + (i.silver ?? 0), 0);

function Cuenta({ item }: { item: ItemRegear }) {
  if (item.motivo !== undefined) {
    return (
      <span className="regear-no-cuenta">
        <span className="regear-marca regear-marca-no">No cuenta</span> {item.motivo}
      </span>
    );
  }
  return <span className="regear-marca regear-marca-si">Cuenta</span>;
}

function Precio({ item }: { item: ItemRegear }) {
  if (item.motivo !== undefined) return '—';
  if (esSinPrecio(item)) return <span className="regear-sin-precio">sin precio</span>;
  return formatSilver(item.precio);
}

const COLUMNAS: Columna<ItemRegear>[] = [
  { header: 'Casilla', body: (i) => NOMBRE_SLOT[i.slot] },
  { header: 'Objeto', body: (i) => <code className="regear-item">{i.item}</code> },
  // Potions and food have no quality (0).
  { header: 'Calidad', body: (i) => NOMBRE_CALIDAD[i.calidad] ?? '—' },
  { header: 'Cantidad', body: (i) => i.cuenta, className: 'num' },
  { header: 'Cuenta', body: (i) => <Cuenta item={i} /> },
  { header: 'Precio unitario', body: (i) => <Precio item={i} />, className: 'num' },
  { header: 'Total', body: (i) => (i.motivo === undefined ? formatSilver(i.silver ?? 0) : '—'), className: 'num' },
];

export function ItemsRegear({ items, label, total }: { items: ItemRegear[]; label: string; total?: number }) {
  const sinPrecio = items.filter(esSinPrecio).length;
  return (
    <Tabla
      label={label}
      columns={COLUMNAS}
      rows={items}
      rowKey={(i) => `${i.slot}:${i.item}`}
      rowClassName={(i) => (i.motivo === undefined ? 'regear-fila-cuenta' : 'regear-fila-no-cuenta')}
      empty="Sin objetos"
      minWidth="44rem"
      apilada
      pie={
        <span className="regear-pie">
          Total: <strong>{formatSilver(total ?? totalItems(items))}</strong>
          {sinPrecio > 0
            ? ` · ${sinPrecio} ${sinPrecio === 1 ? 'objeto' : 'objetos'} sin precio: el revisor escribe su valor`
            : ''}
        </span>
      }
    />
  );
}
