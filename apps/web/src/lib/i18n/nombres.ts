// The names of the contract's claim states and equipment slots in the active language, for every screen
// that shows one (the regear's, a player's page, the payments, the deductions, the audit log): one map
// each, over the shared catalogue (lib/textos: `reclamo.*`, `slot.*`). The contract's
// NOMBRE_ESTADO_RECLAMO and NOMBRE_SLOT stay the Spanish ones, for the server's messages and the CSV.
// The shared catalogue is loaded before the first render (main.tsx): these may be called anywhere a
// text is needed, at that moment.
import type { EstadoReclamo, SlotEquipo } from '@reparto/contract';
import { textosNucleo } from '../textos';

const ESTADO_RECLAMO = {
  pendiente: 'reclamo.pendiente',
  aprobado: 'reclamo.aprobado',
  rechazado: 'reclamo.rechazado',
  pagado: 'reclamo.pagado',
} as const satisfies Record<EstadoReclamo, string>;

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

/** «Aprobado» / «Aprovado» / «Approved». */
export const nombreEstadoReclamo = (estado: EstadoReclamo): string => textosNucleo.t(ESTADO_RECLAMO[estado]);

/** «Mano principal» / «Mão principal» / «Main hand». */
export const nombreSlot = (slot: SlotEquipo): string => textosNucleo.t(SLOT[slot]);
