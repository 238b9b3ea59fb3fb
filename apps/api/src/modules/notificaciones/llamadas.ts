// Calls to Discord's REST API through the outbox (docs/integraciones.md, «Llamadas a Discord»): a write
// queues them in its transaction (`encolarLlamada`) and the worker (worker.ts) makes each one exactly
// once, in the queue's order, with the bot's token (DISCORD_TOKEN), honouring Discord's rate limits.
// The avisador (notificar.ts) turns a write's avisos into calls through the translators registered
// here (`registrarTraductor`): the officers' cards and the direct messages (traductores.ts), and any
// other module's (roles, nicknames, the log channel) added the same way.
import type { DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { AvisoDiscord } from './mensajes.js';
import type { AjustesAvisos } from './notificar.js';

/** A call to Discord's REST API (v10) that the outbox makes for a write, exactly once, in order. */
export type LlamadaDiscord =
  /** One request to DISCORD_API_BASE + '/v10' + ruta; `razon` goes in X-Audit-Log-Reason. */
  | { clase: 'rest'; metodo: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; ruta: `/${string}`; body?: unknown; razon?: string }
  /** A direct message: the DM channel is created (or found), then the message posted there. */
  | { clase: 'md'; discordUserId: string; mensaje: MensajeDiscord }
  /** An officers' card posted to `canal`; its message id is recorded (table tarjeta_discord). */
  | { clase: 'tarjeta'; entidad: 'regear' | 'retiro'; id: number; canal: string; mensaje: MensajeDiscord }
  /** The card edited; its channel and message id are read when sent (skipped with a note if never posted). */
  | { clase: 'tarjeta_editar'; entidad: 'regear' | 'retiro'; id: number; mensaje: MensajeDiscord }
  /** A calendar event's message posted to `canal`; its message id is recorded (evento.id_mensaje). */
  | { clase: 'evento'; id: number; canal: string; mensaje: MensajeDiscord }
  /**
   * The event's message edited (its channel and id read when sent: skipped with a note if never posted,
   * or when a later edit of the same event is queued: the latest state wins).
   */
  | { clase: 'evento_editar'; id: number; mensaje: MensajeDiscord };

/** A message as Discord's create/edit message takes it. */
export interface MensajeDiscord {
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
  allowed_mentions?: unknown;
}

/** Queues a call in the write's transaction (`tipo`: the kind, for the metrics; `resumen`: the leader's panel line). */
export async function encolarLlamada(tx: DbOrTx, tipo: string, resumen: string, llamada: LlamadaDiscord): Promise<void> {
  await tx.insert(outbox).values({ tipo, clase: 'discord', resumen: resumen.slice(0, 300), payload: llamada });
}

/** One call a translator asks for. */
export interface LlamadaPedida {
  tipo: string;
  resumen: string;
  llamada: LlamadaDiscord;
}

/**
 * Turns one of a write's avisos into the Discord calls it causes (none, most of the time), inside the
 * write's transaction (`tx`: to read what the call needs, e.g. the member's linked Discord id). Called
 * only when DISCORD_TOKEN is set (`ajustes.rest`), for every aviso of the write, whatever «Avisar pagos» says.
 */
export type TraductorLlamadas = (aviso: AvisoDiscord, ajustes: AjustesAvisos, tx: DbOrTx) => Promise<LlamadaPedida[]>;

const TRADUCTORES = new Map<string, TraductorLlamadas>();

/**
 * Adds a translator under a name (registering a name again replaces it): the avisador asks every
 * translator, in the order they were first registered, for each aviso in the write's order.
 */
export function registrarTraductor(nombre: string, traductor: TraductorLlamadas): void {
  TRADUCTORES.set(nombre, traductor);
}

/** The translators registered, in order (the avisador's; tests read it). */
export function traductores(): readonly TraductorLlamadas[] {
  return [...TRADUCTORES.values()];
}

/** The calls a write's avisos cause, queued in its transaction (nothing without DISCORD_TOKEN). */
export async function encolarLlamadasDeAvisos(
  tx: DbOrTx,
  ajustes: AjustesAvisos,
  avisos: readonly AvisoDiscord[],
): Promise<void> {
  if (!ajustes.rest) return;
  for (const aviso of avisos) {
    for (const traducir of TRADUCTORES.values()) {
      for (const { tipo, resumen, llamada } of await traducir(aviso, ajustes, tx)) {
        await encolarLlamada(tx, tipo, resumen, llamada);
      }
    }
  }
}
