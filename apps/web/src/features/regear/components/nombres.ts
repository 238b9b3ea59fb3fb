// The regear's vocabulary in the active language (the contract's NOMBRE_SLOT and NOMBRE_ESTADO_RECLAMO
// are the Spanish ones, for the server's messages and the CSV): slots, qualities, claim states, price
// modes. Each map names its keys literally (docs/idiomas.md).
import type { EstadoReclamo, ModoPrecio, SlotEquipo } from '@reparto/contract';
import type { textosRegear } from '../textos';

type T = typeof textosRegear.t;

const SLOT = {
  MainHand: 'slot.MainHand',
  OffHand: 'slot.OffHand',
  Head: 'slot.Head',
  Armor: 'slot.Armor',
  Shoes: 'slot.Shoes',
  Cape: 'slot.Cape',
  Bag: 'slot.Bag',
  Mount: 'slot.Mount',
  Potion: 'slot.Potion',
  Food: 'slot.Food',
} as const satisfies Record<SlotEquipo, string>;

/** gameinfo's qualities 1…5. */
const CALIDAD: Readonly<Record<number, 'calidad.1' | 'calidad.2' | 'calidad.3' | 'calidad.4' | 'calidad.5'>> = {
  1: 'calidad.1',
  2: 'calidad.2',
  3: 'calidad.3',
  4: 'calidad.4',
  5: 'calidad.5',
};

const ESTADO = {
  pendiente: 'estado.pendiente',
  aprobado: 'estado.aprobado',
  rechazado: 'estado.rechazado',
  pagado: 'estado.pagado',
} as const satisfies Record<EstadoReclamo, string>;

const MODO = {
  mercado: 'modo.mercado',
  fijo: 'modo.fijo',
  menor: 'modo.menor',
} as const satisfies Record<ModoPrecio, string>;

export const nombreSlot = (t: T, slot: SlotEquipo) => t(SLOT[slot]);
/** Potions and food have no quality (0): a dash. */
export const nombreCalidad = (t: T, calidad: number) => {
  const clave = CALIDAD[calidad];
  return clave === undefined ? '—' : t(clave);
};
export const nombreEstado = (t: T, estado: EstadoReclamo) => t(ESTADO[estado]);
export const nombreModo = (t: T, modo: ModoPrecio) => t(MODO[modo]);
