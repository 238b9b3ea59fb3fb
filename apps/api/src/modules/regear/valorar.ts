// The regear's rules engine (docs/regear.md, "Reglas" and "Precios"): pure functions from a killboard
// death, the guild's rules and the market prices to the claim's items and amounts. No I/O: the service
// reads the death, the rules and the prices, and hands them here.
import {
  NOMBRE_SLOT,
  SLOTS_EQUIPO,
  celdaFija,
  codigoSlot,
  leerItem,
  type FraseMotivo,
  type FuentePrecio,
  type ItemRegear,
  type ReglasRegear,
  type SlotEquipo,
} from '@reparto/contract';
import { clavePrecio, type EventoMuerte, type PrecioMercado } from '../../adapters/albion/killboard.js';
import { fragmento, frase, type CodigoMensaje, type Frase } from '../../lib/mensajes.js';

/** Slots that never count, whatever the rules say. */
const NUNCA_CUENTAN: ReadonlySet<SlotEquipo> = new Set(['Bag', 'Mount', 'Potion', 'Food']);

/** The non-empty slots of a death, in gameinfo's order. */
export function objetosDeMuerte(evento: EventoMuerte) {
  return SLOTS_EQUIPO.flatMap((slot) => {
    const o = evento.Victim.Equipment[slot];
    if (!o) return [];
    return [{ slot, item: o.Type, calidad: o.Quality, cuenta: o.Count, tier_eq: leerItem(o.Type)?.tierEq ?? null }];
  });
}

type Objeto = ReturnType<typeof objetosDeMuerte>[number];

/**
 * Why an item does not count (undefined: it counts): a sentence of the catalogue as its code and raw
 * values, kept with the item (`motivo_frase`) beside its Spanish text (`motivo`), so that the web says
 * it in the reader's language (docs/idiomas.md).
 */
export function motivoNoCuenta(o: Objeto, reglas: ReglasRegear, ip: number): FraseMotivo<CodigoMensaje> | undefined {
  const slot = { codigo: codigoSlot(o.slot) };
  if (NUNCA_CUENTAN.has(o.slot)) return { codigo: 'regear.motivoNunca', valores: { slot } };
  if (!(reglas.slots as readonly string[]).includes(o.slot)) return { codigo: 'regear.motivoCasilla', valores: { slot } };
  if (reglas.ip_min !== null && ip < reglas.ip_min)
    return { codigo: 'regear.motivoIp', valores: { ip: Math.floor(ip), min: reglas.ip_min } };
  if (reglas.tier_min !== null || reglas.tier_max !== null) {
    if (o.tier_eq === null) return { codigo: 'regear.motivoTier' };
    if (reglas.tier_min !== null && o.tier_eq < reglas.tier_min)
      return { codigo: 'regear.motivoTierMin', valores: { tier: o.tier_eq, min: reglas.tier_min } };
    if (reglas.tier_max !== null && o.tier_eq > reglas.tier_max)
      return { codigo: 'regear.motivoTierMax', valores: { tier: o.tier_eq, max: reglas.tier_max } };
  }
  return undefined;
}

/** The market prices a death needs (counted items; none in mode `fijo`). */
export function pedidosDePrecio(eventos: readonly EventoMuerte[], reglas: ReglasRegear): { item: string; calidad: number }[] {
  if (reglas.modo === 'fijo') return [];
  const pedidos = new Map<string, { item: string; calidad: number }>();
  for (const evento of eventos)
    for (const o of objetosDeMuerte(evento))
      if (motivoNoCuenta(o, reglas, evento.Victim.AverageItemPower) === undefined)
        pedidos.set(clavePrecio(o.item, o.calidad), { item: o.item, calidad: o.calidad });
  return [...pedidos.values()];
}

/** Prices by `clavePrecio`; null when the price API was down (every counted item is then sin precio). */
export type Precios = ReadonlyMap<string, PrecioMercado | null> | null;

/** The unit price of a counted item by the rules' mode, with its source; null precio: sin precio. */
export function precioUnitario(
  o: Objeto,
  reglas: ReglasRegear,
  precios: Precios,
): { precio: number; fuente: FuentePrecio } | { precio: null } {
  const mercado = precios?.get(clavePrecio(o.item, o.calidad)) ?? null;
  const deMercado =
    reglas.modo === 'fijo' || !mercado
      ? null
      : {
          precio: Math.floor((mercado.precio * reglas.porcentaje) / 100),
          fuente: { tipo: 'mercado' as const, ciudad: mercado.ciudad, fecha: mercado.fecha },
        };
  const celda = celdaFija(reglas, o.slot, o.tier_eq);
  const fijo = reglas.modo === 'mercado' || !celda ? null : { precio: celda.silver, fuente: { tipo: 'fijo' as const } };
  if (deMercado && fijo) return fijo.precio <= deMercado.precio ? fijo : deMercado;
  return deMercado ?? fijo ?? { precio: null };
}

/** The items of a death as the rules see them, and their sum (before the caps). */
export function valorarMuerte(
  evento: EventoMuerte,
  reglas: ReglasRegear,
  precios: Precios,
): { items: ItemRegear[]; total: number; sinPrecio: number } {
  let total = 0;
  let sinPrecio = 0;
  const items = objetosDeMuerte(evento).map((o): ItemRegear => {
    const motivo = motivoNoCuenta(o, reglas, evento.Victim.AverageItemPower);
    if (motivo !== undefined) return { ...o, motivo: frase(motivo), motivo_frase: motivo, silver: 0 };
    const p = precioUnitario(o, reglas, precios);
    if (p.precio === null) {
      sinPrecio++;
      return { ...o, precio: null, silver: 0 };
    }
    const silver = p.precio * o.cuenta;
    total += silver;
    return { ...o, precio: p.precio, fuente: p.fuente, silver };
  });
  return { items, total, sinPrecio };
}

/**
 * The claim's amount: the items' sum capped by the rules' cap per claim, and by the cap per player and
 * period less what the player's other claims of that period (not rejected) already take; never below 0.
 */
export function aplicarTopes(total: number, reglas: ReglasRegear, otrosDelPeriodo: number): number {
  let silver = total;
  if (reglas.tope_reclamo !== null) silver = Math.min(silver, reglas.tope_reclamo);
  if (reglas.tope_jugador_periodo !== null) silver = Math.min(silver, reglas.tope_jugador_periodo - otrosDelPeriodo);
  return Math.max(0, silver);
}

/**
 * The reviewer's unit prices put on the items still sin precio (source `revisor`). Answers the new
 * items and their sum, or the sentence of a 400: a price for a slot the death lacks, for an item that
 * does not count or already has a price, and the items still sin precio after them.
 */
export function preciosDelRevisor(
  items: readonly ItemRegear[],
  precios: readonly { slot: SlotEquipo; silver: number }[],
): { items: ItemRegear[]; total: number } | { error: Frase } {
  const dados = new Map<SlotEquipo, number>();
  const slot = (s: SlotEquipo) => ({ slot: fragmento(NOMBRE_SLOT[s]) });
  for (const p of precios) {
    if (dados.has(p.slot)) return { error: { codigo: 'regear.precioRepetido', valores: slot(p.slot) } };
    const item = items.find((i) => i.slot === p.slot);
    if (!item) return { error: { codigo: 'regear.sinObjeto', valores: slot(p.slot) } };
    if (item.motivo !== undefined) return { error: { codigo: 'regear.sinPrecio', valores: slot(p.slot) } };
    if (item.precio !== null) return { error: { codigo: 'regear.yaTienePrecio', valores: slot(p.slot) } };
    dados.set(p.slot, p.silver);
  }
  const nuevos = items.map((i): ItemRegear => {
    const precio = dados.get(i.slot);
    if (precio === undefined) return i;
    return { ...i, precio, fuente: { tipo: 'revisor' }, silver: precio * i.cuenta };
  });
  const faltan = nuevos.filter((i) => i.motivo === undefined && i.precio === null);
  if (faltan.length > 0)
    return {
      error: {
        codigo: 'regear.faltaPrecio',
        valores: { objetos: faltan.map((i) => `${NOMBRE_SLOT[i.slot]} (${i.item})`).join(', ') },
      },
    };
  return { items: nuevos, total: nuevos.reduce((s, i) => s + (i.silver ?? 0), 0) };
}

/** `preciosDelRevisor` with its failure as the Spanish sentence. */
export function conPreciosDelRevisor(
  items: readonly ItemRegear[],
  precios: readonly { slot: SlotEquipo; silver: number }[],
): { items: ItemRegear[]; total: number } | { error: string } {
  const r = preciosDelRevisor(items, precios);
  return 'error' in r ? { error: frase(r.error) } : r;
}
