// The names of the contract's claim states and equipment slots, of the guild's cargos and combat
// roles, and of the calendar's event roles, in the active language, for every screen that shows one (the
// regear's, a player's page, the payments, the deductions, the audit log, the roster, «Mi cuenta», the
// calendar and the templates): one map each, over the shared catalogue (lib/textos: `reclamo.*`,
// `slot.*`, `cargo.*`, `rol.*`, `rolEvento.*`). The contract's
// NOMBRE_ESTADO_RECLAMO and NOMBRE_SLOT stay the Spanish ones, for the server's messages and the CSV.
// The shared catalogue is loaded before the first render (main.tsx): these may be called anywhere a
// text is needed, at that moment.
import type { EstadoReclamo, RolEvento, SlotEquipo } from '@reparto/contract';
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

type Clave = Parameters<typeof textosNucleo.t>[0];

/** The reference tables' names (apps/api/src/db/reference.ts), as the API sends them: data, so a name
 * the leader renamed in the database has no key and is shown as it is. */
const CARGO: Readonly<Record<string, Clave>> = {
  LIDER: 'cargo.LIDER',
  OFICIAL: 'cargo.OFICIAL',
  MIEMBRO: 'cargo.MIEMBRO',
  RECLUTA: 'cargo.RECLUTA',
  DISTRIBUIDOR: 'cargo.DISTRIBUIDOR',
  RECLUTADOR: 'cargo.RECLUTADOR',
  'ENCARGADO DE CONTENIDO': 'cargo.ENCARGADO',
  TESORERO: 'cargo.TESORERO',
};

/** The roles of a calendar sign-up and of a template's weights (the contract's ROLES_EVENTO). */
const ROL_EVENTO = {
  tanque: 'rolEvento.tanque',
  sanador: 'rolEvento.sanador',
  dps: 'rolEvento.dps',
  soporte: 'rolEvento.soporte',
  explorador: 'rolEvento.explorador',
  caller: 'rolEvento.caller',
} as const satisfies Record<RolEvento, string>;

const ROL: Readonly<Record<string, Clave>> = {
  Tanque: 'rol.Tanque',
  Sanador: 'rol.Sanador',
  DPS: 'rol.DPS',
  Soporte: 'rol.Soporte',
  'Sin rol': 'rol.SinRol',
};

/** «Aprobado» / «Aprovado» / «Approved». */
export const nombreEstadoReclamo = (estado: EstadoReclamo): string => textosNucleo.t(ESTADO_RECLAMO[estado]);

/** «Mano principal» / «Mão principal» / «Main hand». */
export const nombreSlot = (slot: SlotEquipo): string => textosNucleo.t(SLOT[slot]);

/** A cargo's name as the API sends it («TESORERO») in the active language («TESOUREIRO», «TREASURER»); an unknown one as it is. */
export const nombreCargo = (nombre: string): string => {
  const clave = CARGO[nombre];
  return clave ? textosNucleo.t(clave) : nombre;
};

/** A combat role's name («Sanador») in the active language («Curandeiro», «Healer»); an unknown one as it is. */
export const nombreRol = (nombre: string): string => {
  const clave = ROL[nombre];
  return clave ? textosNucleo.t(clave) : nombre;
};

/** An event role's name («explorador») in the active language («Explorador», «Batedor», «Scout»). */
export const nombreRolEvento = (rol: RolEvento): string => textosNucleo.t(ROL_EVENTO[rol]);
