// The items of a death or of a claim as the rules see them (docs/regear.md): slot, item (its name in the
// reader's language with the id as its tooltip, or the id while no name is known), quality and count;
// the ones that count are marked, the others say why not; the unit price, or «sin precio» when a
// counted item has none (the reviewer types it); and what each adds. Cards on a phone.
import type { ItemRegear } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { TABLA_CIFRAS } from '../../../components/tabla-cifras';
import { useFormato, type Formato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreSlot } from '../../../lib/i18n/nombres';
import { textosRegear } from '../textos';
import { nombreCalidad } from './nombres';
import { conElementos } from './texto-rico';
import { useMotivoTraducido } from '../../../lib/i18n/mensajes-servidor';

type T = typeof textosRegear.t;

/**
 * An item by its name in the reader's language («Elder's Claymore», the API's `nombre`), its id as the
 * tooltip; the id itself while the name is not known.
 */
export function NombreItem({ item }: { item: Pick<ItemRegear, 'item' | 'nombre'> }) {
  if (item.nombre === undefined) return <code className="regear-item">{item.item}</code>;
  return (
    <span className="regear-item-nombre" title={item.item}>
      {item.nombre}
    </span>
  );
}

/** A counted item without a unit price: the reviewer types it. */
export const esSinPrecio = (i: ItemRegear) => i.motivo === undefined && (i.precio === null || i.precio === undefined);

/** What the items add up to (the counted ones with a price). */
export const totalItems = (items: ItemRegear[]) => items.reduce((s, i) => s + (i.silver ?? 0), 0);

function Cuenta({ item, t }: { item: ItemRegear; t: T }) {
  // Why it does not count: its code, said in the active language.
  const motivo = useMotivoTraducido(item);
  if (item.motivo !== undefined) {
    return (
      <span className="regear-no-cuenta">
        <span className="regear-marca regear-marca-no">{t('items.noCuenta')}</span> {motivo}
      </span>
    );
  }
  return <span className="regear-marca regear-marca-si">{t('items.cuenta')}</span>;
}

function Precio({ item, t, plata }: { item: ItemRegear; t: T; plata: Formato['plata'] }) {
  if (item.motivo !== undefined) return '—';
  if (esSinPrecio(item)) return <span className="regear-sin-precio">{t('items.sinPrecio')}</span>;
  return plata(item.precio);
}

/** The columns, in the active language. */
function columnas(t: T, plata: Formato['plata']): Columna<ItemRegear>[] {
  return [
    { header: t('items.casilla'), body: (i) => nombreSlot(i.slot) },
    { header: t('items.objeto'), body: (i) => <NombreItem item={i} /> },
    // Potions and food have no quality (0).
    { header: t('items.calidad'), body: (i) => nombreCalidad(t, i.calidad) },
    { header: t('items.cantidad'), body: (i) => i.cuenta, className: 'num' },
    { header: t('items.cuenta'), body: (i) => <Cuenta item={i} t={t} /> },
    { header: t('items.precioUnitario'), body: (i) => <Precio item={i} t={t} plata={plata} />, className: 'num' },
    { header: t('items.total'), body: (i) => (i.motivo === undefined ? plata(i.silver ?? 0) : '—'), className: 'num' },
  ];
}

export function ItemsRegear({ items, label, total }: { items: ItemRegear[]; label: string; total?: number }) {
  const t = useTextos(textosRegear);
  const { plata } = useFormato();
  const sinPrecio = items.filter(esSinPrecio).length;
  return (
    <Tabla
      className={TABLA_CIFRAS}
      label={label}
      columns={columnas(t, plata)}
      rows={items}
      rowKey={(i) => `${i.slot}:${i.item}`}
      rowClassName={(i) => (i.motivo === undefined ? 'regear-fila-cuenta' : 'regear-fila-no-cuenta')}
      empty={t('items.vacio')}
      minWidth="44rem"
      apilada
      pie={
        <span className="regear-pie">
          {conElementos((v) => t('items.pie', v), { total: <strong>{plata(total ?? totalItems(items))}</strong> })}
          {sinPrecio > 0 ? ` · ${t('items.pieSinPrecio', { n: sinPrecio })}` : ''}
        </span>
      }
    />
  );
}
