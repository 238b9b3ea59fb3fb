// What the app tells Discord (docs/integraciones.md): the settings, read from the env at start, and the
// `avisador` a write hands to lib/escritura.ts for its messages (`avisos: AvisoDiscord[]`,
// modules/notificaciones/mensajes.ts). It queues, in the write's transaction, those the settings let
// through: nothing while the webhook is not configured (so a guild without Discord keeps no queue),
// and payments (one, a batch, an undo) only when the guild says so (its «Avisar pagos»: the seed of
// DISCORD_NOTIFY_PAGOS, docs/ajustes-gremio.md).
import type { Idioma } from '@reparto/contract';
import type { Avisador } from '../../lib/escritura.js';
import { construirMensaje, type AvisoDiscord } from './mensajes.js';
import { encolar } from './outbox.repository.js';

/** What the app notifies (the `avisos` decorator, set from the env at start; docs/integraciones.md). */
export interface Avisos {
  /** True when DISCORD_WEBHOOK_URL is set. */
  activo: boolean;
  pagos: boolean;
  publicUrl?: string | undefined;
  /** The guild's language (its Gremio object's; Spanish when absent): the messages are written in it. */
  idioma?: Idioma | undefined;
}

export const sinAvisos = (): Avisos => ({ activo: false, pagos: false });

/**
 * The app's `avisos`: the webhook's settings of `base`, with `pagos` and `idioma` the guild's own
 * (its Gremio object, docs/ajustes-gremio.md): read when a write queues its messages, so the leader's
 * change applies at once; setting them here sets the guild's (the tests' way to switch them).
 */
export function avisosDelGremio(base: Avisos, gremio: { avisarPagos: boolean; idioma: Idioma }): Avisos {
  const { pagos: _pagos, idioma: _idioma, ...resto } = base;
  return Object.defineProperties(resto as Avisos, {
    pagos: {
      enumerable: true,
      get: () => gremio.avisarPagos,
      set: (v: boolean) => void (gremio.avisarPagos = v),
    },
    idioma: {
      enumerable: true,
      get: () => gremio.idioma,
      set: (v: Idioma | undefined) => void (gremio.idioma = v ?? 'es'),
    },
  });
}

const esDePago = (aviso: AvisoDiscord) => aviso.tipo === 'pago' || aviso.tipo === 'pago_deshecho';

/** The messages of a write that the settings let into the outbox, in their order. */
export function avisosPermitidos(ajustes: Avisos, avisos: readonly AvisoDiscord[]): AvisoDiscord[] {
  if (!ajustes.activo) return [];
  return avisos.filter((aviso) => ajustes.pagos || !esDePago(aviso));
}

/** The writes' way to the outbox under these settings (`escribir(db, cuerpo, avisador(app.avisos))`). */
export function avisador(ajustes: Avisos): Avisador {
  return {
    async encolar(tx, avisos) {
      for (const aviso of avisosPermitidos(ajustes, avisos)) {
        await encolar(tx, aviso.tipo, construirMensaje(aviso, ajustes.publicUrl, ajustes.idioma));
      }
    },
  };
}
