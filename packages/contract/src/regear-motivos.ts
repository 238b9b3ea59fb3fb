// Why a regear item does not count, as a code of the message catalogues and raw values (docs/regear.md,
// docs/idiomas.md): kept with the item (`motivo_frase`) beside its Spanish text (`motivo`), said in the
// reader's language by the web. Every stored item has it: migration 0021 gave the items stored before
// reasons had codes theirs (docs/decisions/018-old-reasons-get-their-code.md), so nothing reads `motivo`
// back. Plain TypeScript without zod.
import type { CodigoMensaje } from './i18n/mensajes/es.js';
import type { SlotEquipo } from './regear-constantes.js';

/** A slot's name in the catalogues (`frag.slotCape`): the value `{slot}` of a reason. */
export const codigoSlot = (slot: SlotEquipo) => `frag.slot${slot}` as const satisfies CodigoMensaje;

/** A reason: its code and raw values (numbers, or a piece such as the slot's name by its code). */
export interface FraseMotivo<C extends string = string> {
  readonly codigo: C;
  readonly valores?: Readonly<Record<string, number | { readonly codigo: C }>>;
}
