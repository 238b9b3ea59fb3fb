// GET /api/eventos (server-sent events): the committed changes, so that screens update themselves
// (docs/performance.md, "Live screens"). Event `cambio`: `id:` its number, data an EventoCambio;
// event `reinicio`: changes were missed, reload everything.

/**
 * Kinds of change: a distribution created or deleted, payments, a period's life, the roster, accounts,
 * regear claims of a period, the regear rules, attendance sessions (started, recorded, ended), the
 * guild's settings, the ledger's entries outside a period's writes (an adjustment, a named account), the
 * calendar's events and sign-ups, an alliance proposed, answered or left (docs/alianzas.md).
 */
export const TIPOS_CAMBIO = [
  'distribucion',
  'pago',
  'periodo',
  'jugador',
  'cuenta',
  'regear',
  'reglasRegear',
  'asistencia',
  'gremio',
  'libro',
  'calendario',
  'venta',
  'alianza',
] as const;
export type TipoCambio = (typeof TIPOS_CAMBIO)[number];

/**
 * The response header of a write that carries the cambio it made, as the JSON of an EventoCambio
 * (absent when it changed nothing): the writer refreshes what the live events would refresh.
 */
export const CAMBIO_HEADER = 'x-cambio';

/** The data of a `cambio` event (its number comes as the event's `id:`). */
export interface EventoCambio {
  tipo: TipoCambio;
  idPeriodo?: number;
  idPlayer?: number;
}

/**
 * How long the TOP lists and the earnings search may lag a committed write (the API's read cache
 * serves them that long without asking again): a screen refreshes them after it.
 */
export const RETRASO_CLASIFICACIONES_MS = 1000;
