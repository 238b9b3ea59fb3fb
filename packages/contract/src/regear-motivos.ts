// Why a regear item does not count, as a code of the message catalogues and raw values (docs/regear.md,
// docs/idiomas.md): kept with the item (`motivo_frase`) beside its Spanish text (`motivo`), said in the
// reader's language by the web. Plain TypeScript without zod: the web's item table imports it.
import type { CodigoMensaje } from './i18n/mensajes/es.js';
import { NOMBRE_SLOT, type SlotEquipo } from './regear-constantes.js';

/** A slot's name in the catalogues (`frag.slotCape`): the value `{slot}` of a reason. */
export const codigoSlot = (slot: SlotEquipo) => `frag.slot${slot}` as const satisfies CodigoMensaje;

/** A reason: its code and raw values (numbers, or a piece such as the slot's name by its code). */
export interface FraseMotivo<C extends string = string> {
  readonly codigo: C;
  readonly valores?: Readonly<Record<string, number | { readonly codigo: C }>>;
}

/**
 * The reason of an item as a code: the one kept with it, or — an item stored before reasons had
 * codes — the code whose Spanish text is exactly the stored `motivo` among those that name only the
 * item's slot (a reason with a number stored that way stays as its Spanish text: undefined).
 */
export function fraseDelMotivo(item: {
  readonly slot: SlotEquipo;
  readonly motivo?: string | undefined;
  readonly motivo_frase?: FraseMotivo | undefined;
}): FraseMotivo | FraseMotivo<CodigoMensaje> | undefined {
  if (item.motivo_frase) return item.motivo_frase;
  const nombre = NOMBRE_SLOT[item.slot];
  const valores = { slot: { codigo: codigoSlot(item.slot) } };
  // The catalogue's Spanish texts of these codes (es/campos.ts), character for character (regear-motivos.test.ts).
  if (item.motivo === `${nombre}: nunca cuenta para el regear`) return { codigo: 'regear.motivoNunca', valores };
  if (item.motivo === `${nombre}: la casilla no cuenta según las reglas`) return { codigo: 'regear.motivoCasilla', valores };
  if (item.motivo === 'No se puede leer el tier del objeto') return { codigo: 'regear.motivoTier' };
  return undefined;
}
