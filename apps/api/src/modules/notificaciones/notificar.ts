// What the app tells Discord (docs/integraciones.md): the settings (`AjustesAvisos`, read from the env at
// start), and the `avisador` a write hands to lib/escritura.ts for its messages (`avisos: AvisoDiscord[]`,
// modules/notificaciones/mensajes.ts). Two names on purpose: `avisos` are always the messages, and
// `ajustesAvisos` what the guild lets through (docs/domain.md, "Glossary"). It queues, in the write's transaction, those the settings let
// through: nothing while the webhook is not configured (so a guild without Discord keeps no queue),
// and payments (one, a batch, an undo) only when the guild says so (its «Avisar pagos»: the seed of
// DISCORD_NOTIFY_PAGOS, docs/ajustes-gremio.md). With DISCORD_TOKEN set it also queues the Discord REST
// calls the avisos cause (llamadas.ts: the officers' cards, the direct messages, other modules' translators).
import type { AjustesGremio, Idioma } from '@reparto/contract';
import type { Avisador } from '../../lib/escritura.js';
import { construirMensaje, type AvisoDiscord } from './mensajes.js';
import { encolar } from './outbox.repository.js';
import { encolarLlamadasDeAvisos } from './llamadas.js';
import { encolarPushDeAvisos } from '../push/encolar.js';
import './traductores.js';
import './miembros-llamadas.js';

/** What the app notifies (the `ajustesAvisos` decorator, set from the env at start; docs/integraciones.md). */
export interface AjustesAvisos {
  /** True when DISCORD_WEBHOOK_URL is set. */
  activo: boolean;
  /** True when DISCORD_TOKEN is set: the REST calls (cards, direct messages…) are queued. */
  rest?: boolean | undefined;
  pagos: boolean;
  publicUrl?: string | undefined;
  /** The guild's language (its Gremio object's; Spanish when absent): the messages are written in it. */
  idioma?: Idioma | undefined;
  /** The guild's settings (its Gremio object, read live; absent in an app built without one). */
  gremio?: AjustesGremio | undefined;
  /** The Discord role ids of each cargo (DISCORD_ROLES_*), for the roles kept in step (miembros.ts). */
  rolesDiscord?: ReadonlyMap<number, readonly string[]> | undefined;
  /** Web Push's VAPID public key (modules/push, docs/pwa.md): set, the members' pushes are queued too. */
  clavePush?: string | null | undefined;
}

/** Nothing notified: no webhook (an app built without settings, as the tests' default). */
export const ajustesAvisosApagados = (): AjustesAvisos => ({ activo: false, pagos: false });

/**
 * The app's `ajustesAvisos`: the webhook's settings of `base`, with `pagos` and `idioma` the guild's own
 * (its Gremio object, docs/ajustes-gremio.md): read when a write queues its messages, so the leader's
 * change applies at once; setting them here sets the guild's (the tests' way to switch them).
 */
export function ajustesAvisosDelGremio(base: AjustesAvisos, gremio: AjustesGremio): AjustesAvisos {
  const { pagos: _pagos, idioma: _idioma, ...resto } = base;
  return Object.defineProperties(resto as AjustesAvisos, {
    gremio: { enumerable: false, value: gremio },
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
/** The members' avisos (miembros.ts) go to Discord's REST only (roles, nickname, the log channel), never to the webhook. */
const soloRest = (aviso: AvisoDiscord) => aviso.tipo === 'cargos_cambiados' || aviso.tipo === 'jugador_baja';

/** The messages of a write that the settings let into the outbox, in their order. */
export function avisosPermitidos(ajustesAvisos: AjustesAvisos, avisos: readonly AvisoDiscord[]): AvisoDiscord[] {
  if (!ajustesAvisos.activo) return [];
  return avisos.filter((aviso) => !soloRest(aviso) && (ajustesAvisos.pagos || !esDePago(aviso)));
}

/** The writes' way to the outbox under these settings (`escribir(db, cuerpo, avisador(app.ajustesAvisos))`). */
export function avisador(ajustesAvisos: AjustesAvisos): Avisador {
  return {
    async encolar(tx, avisos) {
      for (const aviso of avisosPermitidos(ajustesAvisos, avisos)) {
        await encolar(tx, aviso.tipo, construirMensaje(aviso, ajustesAvisos.publicUrl, ajustesAvisos.idioma));
      }
      await encolarLlamadasDeAvisos(tx, ajustesAvisos, avisos);
      if (ajustesAvisos.clavePush) await encolarPushDeAvisos(tx, avisos, ajustesAvisos.idioma);
    },
  };
}
