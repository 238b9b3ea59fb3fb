// The regear's vocabulary (docs/regear.md): the equipment slots, market cities, price modes, claim
// states, an item id's tier and a pasted killboard address. No zod here: screens that only name a slot
// or a state do not download the schemas.
/** The equipment slots of a killboard event, in gameinfo's own names. */
export const SLOTS_EQUIPO = ['MainHand', 'OffHand', 'Head', 'Armor', 'Shoes', 'Cape', 'Bag', 'Mount', 'Potion', 'Food'] as const;
export type SlotEquipo = (typeof SLOTS_EQUIPO)[number];
/** The slots a rule may count (Bag, Mount, Potion and Food never count). */
export const SLOTS_REGEAR = ['Head', 'Armor', 'Shoes', 'MainHand', 'OffHand', 'Cape'] as const;
export type SlotRegear = (typeof SLOTS_REGEAR)[number];
export const SLOTS_REGEAR_DEFECTO: readonly SlotRegear[] = ['Head', 'Armor', 'Shoes', 'MainHand', 'OffHand'];
/** Spanish names of the slots, for screens, messages and the CSV. */
export const NOMBRE_SLOT: Record<SlotEquipo, string> = {
  MainHand: 'Mano principal',
  OffHand: 'Mano secundaria',
  Head: 'Cabeza',
  Armor: 'Armadura',
  Shoes: 'Botas',
  Cape: 'Capa',
  Bag: 'Bolsa',
  Mount: 'Montura',
  Potion: 'Poción',
  Food: 'Comida',
};

/** The cities the regear prices in unless the rules say otherwise: Caerleon and the royal cities. */
const CIUDADES_PRINCIPALES = ['Caerleon', 'Bridgewatch', 'Fort Sterling', 'Lymhurst', 'Martlock', 'Thetford'] as const;
/** The royal cities and markets the Albion Data Project reports (its `locations` names). */
export const CIUDADES_MERCADO = [...CIUDADES_PRINCIPALES, 'Brecilien', 'Black Market'] as const;
export type CiudadMercado = (typeof CIUDADES_MERCADO)[number];
export const CIUDADES_DEFECTO: readonly CiudadMercado[] = CIUDADES_PRINCIPALES;

/** `mercado`: market price × porcentaje; `fijo`: the table; `menor`: the lower of the two. */
export const MODOS_PRECIO = ['mercado', 'fijo', 'menor'] as const;
export type ModoPrecio = (typeof MODOS_PRECIO)[number];

export const ESTADOS_RECLAMO = ['pendiente', 'aprobado', 'rechazado', 'pagado'] as const;
export type EstadoReclamo = (typeof ESTADOS_RECLAMO)[number];
export const NOMBRE_ESTADO_RECLAMO: Record<EstadoReclamo, string> = {
  pendiente: 'Pendiente',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
  pagado: 'Pagado',
};

/** Tier-equivalent = tier + enchantment: T4.0 is 4, T8.4 is 12. */
export const TIER_EQ_MIN = 1;
export const TIER_EQ_MAX = 12;
/** Claims per page of the review queue and of a member's claims. */
export const REGEAR_PAGE_SIZE = 25;

/**
 * An item id of gameinfo (`T8_2H_CLAYMORE@3`, `T6_HEAD_PLATE_SET1`): its tier (after `T`), its
 * enchantment (after `@`, 0 when absent) and their sum, the tier-equivalent. Null when the id has no tier.
 */
export function leerItem(item: string): { tier: number; encantamiento: number; tierEq: number } | null {
  const m = /^T(\d{1,2})_[A-Z0-9_]+?(?:@(\d))?$/.exec(item);
  if (!m) return null;
  const tier = Number(m[1]);
  const encantamiento = m[2] === undefined ? 0 : Number(m[2]);
  return { tier, encantamiento, tierEq: tier + encantamiento };
}

/**
 * The hosts whose killboard addresses a member may paste: Albion Online's own site and its servers'
 * subdomains (docs/regear.md, "Claim"). Any other host is refused, never read for a number.
 */
export const HOSTS_KILLBOARD = ['albiononline.com'] as const;

const hostDeKillboard = (host: string) => HOSTS_KILLBOARD.some((h) => host === h || host.endsWith(`.${h}`));

/**
 * The killboard event id in what a member pastes: the bare id, or a killboard address of a known host
 * (`https://albiononline.com/killboard/kill/123456789`, `…/en/killboard/kill/123456789?server=…`,
 * `https://europe.albiononline.com/…`, `…?eventId=123456789`). Null when there is none, or when the
 * address is of another host (`hostAjeno` tells that apart for the sentence).
 */
export function leerEventoKillboard(texto: string): number | null {
  const t = texto.trim();
  let m = /^(\d{1,15})$/.exec(t);
  if (!m) {
    const url = direccion(t);
    if (!url || !hostDeKillboard(url.hostname)) return null;
    const ruta = `${url.pathname}${url.search}`;
    m = /\/kill\/(\d{1,15})(?:[/?#]|$)/.exec(ruta) ?? /[?&]eventId=(\d{1,15})(?:&|$)/i.exec(ruta);
  }
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A pasted address (with or without its `https://`); null when the text is not one. */
function direccion(texto: string): URL | null {
  if (/\s/.test(texto) || !/^(https?:\/\/)?[a-z0-9.-]+\.[a-z]{2,}(?:[/?#]|$)/i.test(texto)) return null;
  try {
    return new URL(/^https?:\/\//i.test(texto) ? texto : `https://${texto}`);
  } catch {
    return null;
  }
}

/** The pasted text is an address of a host that is not a known killboard's. */
export const hostAjeno = (texto: string): boolean => {
  const url = direccion(texto.trim());
  return url !== null && !hostDeKillboard(url.hostname);
};
