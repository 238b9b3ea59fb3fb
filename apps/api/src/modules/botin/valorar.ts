// The loot's value (docs/botin.md, "Filtro" and "Precios"): pure functions from the read file, the
// filter and the market prices to the kept lines, the items and the value. No I/O: the service reads
// the session and the prices and hands them here.
import {
  ITEMS_BOTIN_MAX,
  NOMBRE_ITEM_MAX,
  PORTADORES_BOTIN_MAX,
  SILVER_MAX,
  repartirProporcional,
  type FiltradasPor,
  type ItemBotin,
  type PortadorBotin,
  type PrecioEscrito,
} from '@reparto/contract';
import { clavePrecio, type PrecioMercado } from '../../adapters/albion/killboard.js';
import { BadRequest } from '../../lib/errors.js';
import {} from '../../lib/mensajes.js';
import { MEMO_MAX, memo, type LineaBotin } from './registro.js';

/** Loot logs carry no quality: every item is priced at normal quality (its id keeps its `@n`). */
export const CALIDAD_BOTIN = 1;

export interface FiltroBotin {
  /** Lower case; v1 lines (no guild) never match it. */
  gremio?: string;
  desde?: number;
  hasta?: number;
  /** Lower-case names of the session's members. */
  nombres?: ReadonlySet<string>;
}

/**
 * Whether a line passes the filter; `fuera` counts, per filter, the lines it left out (a line outside
 * several counts in each: the screen says what each one took).
 */
export function filtroDeLineas(f: FiltroBotin): { pasa: (l: LineaBotin) => boolean; fuera: FiltradasPor } {
  // The parser gives one string per value: each is lowered once (the first MEMO_MAX of them remembered).
  const baja = memo(MEMO_MAX, (v) => v.toLowerCase());
  const fuera: FiltradasPor = { gremio: 0, ventana: 0, sesion: 0 };
  const pasa = (l: LineaBotin) => {
    const gremio = f.gremio === undefined || (l.gremio !== null && baja(l.gremio) === f.gremio);
    const ventana = (f.desde === undefined || l.fecha >= f.desde) && (f.hasta === undefined || l.fecha <= f.hasta);
    const sesion = f.nombres === undefined || f.nombres.has(baja(l.por));
    if (!gremio) fuera.gremio++;
    if (!ventana) fuera.ventana++;
    if (!sesion) fuera.sesion++;
    return gremio && ventana && sesion;
  };
  return { pasa, fuera };
}

/** The lines the filter keeps, how many it left out, and which filter left out what. */
export function filtrar(
  lineas: readonly LineaBotin[],
  f: FiltroBotin,
): { kept: LineaBotin[]; filtradas: number; fuera: FiltradasPor } {
  const { pasa, fuera } = filtroDeLineas(f);
  const kept = lineas.filter(pasa);
  return { kept, filtradas: lineas.length - kept.length, fuera };
}

export interface SumaItem {
  item: string;
  nombre: string | null;
  cantidad: number;
}

/**
 * Quantities summed per item id, with the first name the logger gave each; `filas()` orders them by id.
 * At most ITEMS_BOTIN_MAX distinct ids: one more is a 400 (each id is a price to look up).
 */
export class SumaPorItem {
  readonly #porItem = new Map<string, SumaItem>();
  sumar(l: LineaBotin): void {
    const s = this.#porItem.get(l.item);
    if (!s) {
      if (this.#porItem.size >= ITEMS_BOTIN_MAX) throw new BadRequest('botin.demasiadosObjetos');
      this.#porItem.set(l.item, { item: l.item, nombre: l.nombre, cantidad: l.cantidad });
    } else {
      s.cantidad += l.cantidad;
      if (s.nombre === null) s.nombre = l.nombre;
    }
  }
  filas(): SumaItem[] {
    return [...this.#porItem.values()].sort((a, b) => (a.item < b.item ? -1 : a.item > b.item ? 1 : 0));
  }
}

export function sumarPorItem(lineas: readonly LineaBotin[]): SumaItem[] {
  const suma = new SumaPorItem();
  for (const l of lineas) suma.sumar(l);
  return suma.filas();
}

/**
 * Each item's unit price: the market's (`elegirPrecio` of the regear's client, at CALIDAD_BOTIN), else a
 * typed one (kept `sin_precio`, no city or date), else none. `mercado` null: the price API was down.
 */
export function conPrecios(
  sumas: readonly SumaItem[],
  mercado: ReadonlyMap<string, PrecioMercado | null> | null,
  escritos: readonly PrecioEscrito[],
): ItemBotin[] {
  const tecleado = new Map<string, number>();
  for (const p of escritos) {
    if (tecleado.has(p.item)) throw new BadRequest('botin.precioRepetido', { item: p.item });
    tecleado.set(p.item, p.precio);
  }
  return sumas.map((s) => {
    const m = mercado?.get(clavePrecio(s.item, CALIDAD_BOTIN)) ?? null;
    if (m) return { ...s, precio_unidad: m.precio, ciudad: m.ciudad, fecha_precio: m.fecha, sin_precio: false };
    return { ...s, precio_unidad: tecleado.get(s.item) ?? null, ciudad: null, fecha_precio: null, sin_precio: true };
  });
}

/** Σ cantidad × precio_unidad and its «% vendido» share, floored; 400 over SILVER_MAX. */
export function valorDe(items: readonly ItemBotin[], pct: number): { valorTotal: number; valor: number } {
  let total = 0n;
  for (const i of items) if (i.precio_unidad !== null) total += BigInt(i.cantidad) * BigInt(i.precio_unidad);
  if (total > BigInt(SILVER_MAX)) throw new BadRequest('botin.valorExcesivo', { valor: { plata: Number(total) } });
  return { valorTotal: Number(total), valor: Number((total * BigInt(pct)) / 100n) };
}

/**
 * The quantities of each item per looter (their name lowered), with the name the log first gave them (its
 * first NOMBRE_ITEM_MAX characters). Past PORTADORES_BOTIN_MAX looters, the further ones are summed
 * together (`otros`): the answer and the memory stay bounded whatever the paste.
 */
export class SumaPorPortador {
  readonly #porNombre = new Map<string, Map<string, number>>();
  readonly #nombres = new Map<string, string>();
  readonly #otros = new Map<string, number>();
  readonly #baja = memo(MEMO_MAX, (v) => v.toLowerCase());
  sumar(l: LineaBotin): void {
    const clave = this.#baja(l.por);
    let cantidades = this.#porNombre.get(clave);
    if (!cantidades) {
      if (this.#porNombre.size >= PORTADORES_BOTIN_MAX) cantidades = this.#otros;
      else {
        this.#porNombre.set(clave, (cantidades = new Map()));
        this.#nombres.set(clave, l.por.slice(0, NOMBRE_ITEM_MAX));
      }
    }
    cantidades.set(l.item, (cantidades.get(l.item) ?? 0) + l.cantidad);
  }
  /**
   * Each looter's part of `valor`, in proportion to Σ cantidad × precio_unidad of their lines (items
   * without a price count 0; every total is within the valuation's, ≤ SILVER_MAX), the parts and
   * `otros` summing to `valor`; the largest first, then by name.
   */
  valorados(items: readonly ItemBotin[], valor: number): { portadores: PortadorBotin[]; otros: number } {
    const precio = new Map(items.map((i) => [i.item, i.precio_unidad ?? 0]));
    const totalDe = (cantidades: ReadonlyMap<string, number>) => {
      let t = 0;
      for (const [item, cantidad] of cantidades) t += cantidad * (precio.get(item) ?? 0);
      return t;
    };
    const claves = [...this.#porNombre.keys()];
    const partes = repartirProporcional(valor, [...claves.map((c) => totalDe(this.#porNombre.get(c)!)), totalDe(this.#otros)]);
    const portadores = claves
      .map((c, i) => ({ nombre: this.#nombres.get(c)!, valor: partes[i]! }))
      .sort((a, b) => b.valor - a.valor || (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : 0));
    return { portadores, otros: partes[claves.length]! };
  }
}
