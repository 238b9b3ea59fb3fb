// Changes and their scopes (docs/performance.md, "Read cache: scopes and live events"). Every write
// that changes what a cached answer shows declares one `Cambio` in what its body answers
// (`cambio: { tipo: 'pago', idPeriodo, jugadores }`); lib/escritura.ts records it with
// `registrarCambio`, the last statement before the commit. That one statement
//  - adds 1 to the version of each scope the change touches (table ambito_version), so the read cache
//    of every API instance sees with one query which of its answers are out of date;
//  - notifies the change (an account's aside) on the channel `reparto_cambios` with a number from cambio_seq. PostgreSQL
//    (and PGlite, the same engine) delivers a notification only when its transaction commits, never
//    for one rolled back; lib/eventos.ts forwards it to the browsers (GET /api/eventos).
// A writer adds to its connection's slot of each scope (backend pid mod SLOTS; a scope's version is the
// sum of its slots, which only grows), so writers of one scope on different connections seldom touch
// the same row; the rows are locked in one order (sorted) so that concurrent writers never deadlock,
// and only from this statement to the commit.
import { sql } from 'drizzle-orm';
import type { EventoCambio as EventoCambioDatos } from '@reparto/contract';
import type { DbOrTx } from '../db/client.js';
import { claveDelGremio, gremioODefecto } from './gremio-contexto.js';

/** What a write changed (also the data of its event on GET /api/eventos). */
export type Cambio =
  /** A distribution created or deleted: its period, the players of its rows. */
  | { tipo: 'distribucion'; idPeriodo: number; jugadores: readonly number[] }
  /** Payments marked or undone in a period. */
  | { tipo: 'pago'; idPeriodo: number; jugadores: readonly number[] }
  /** A period created (`nuevo`), its value changed, closed or finalized. */
  | { tipo: 'periodo'; idPeriodo: number; nuevo?: boolean }
  /** The roster: a player created or changed (nicknames show in every answer). */
  | { tipo: 'jugador'; idPlayer: number }
  /** An account created or changed (the overview names each period's creator through it). */
  | { tipo: 'cuenta' }
  /** Regear claims filed, reviewed, paid or undone in a period (docs/regear.md): the claimants. */
  | { tipo: 'regear'; idPeriodo: number; jugadores: readonly number[] }
  /** The guild's regear rules changed. */
  | { tipo: 'reglasRegear' }
  /** Attendance sessions started, recorded or ended (docs/asistencia.md). */
  | { tipo: 'asistencia' }
  /** The guild's settings (docs/ajustes-gremio.md): every instance reloads its Gremio object. */
  | { tipo: 'gremio' }
  /** Ledger entries posted outside a period's writes (docs/libro.md: an adjustment, a named account): the players moved. */
  | { tipo: 'libro'; jugadores: readonly number[] }
  /** The calendar (docs/calendario.md): an event created or changed, a sign-up made or changed. */
  | { tipo: 'calendario' }
  /** A loot buyout opened, bid on or closed without bids (docs/venta-botin.md): read uncached, it moves no scope. */
  | { tipo: 'venta'; idPeriodo: number }
  /** An alliance proposed, accepted, refused or left (docs/alianzas.md): read uncached, it moves no scope. */
  | { tipo: 'alianza' };

/** The scopes: what a cached answer depends on and a change invalidates. */
export const ambito = {
  /** A period's distributions, payments, guild fund and overview row. */
  periodo: (idPeriodo: number) => `periodo:${idPeriodo}`,
  /** Which periods the overview pages hold (a new period shifts every page). */
  resumen: 'resumen',
  /** The 30-day TOP lists. */
  tops: 'tops',
  /** A player's earnings, history and pending payments. */
  jugador: (idPlayer: number) => `jugador:${idPlayer}`,
  /** The roster: nicknames, cargos, states. */
  jugadores: 'jugadores',
  /** Regear claims of every period and the rules (the review queue). */
  regear: 'regear',
  /** Attendance sessions and their intervals. */
  asistencia: 'asistencia',
  /** The guild's settings. */
  gremio: 'gremio',
  /** The ledger's accounts and entries (docs/libro.md). */
  libro: 'libro',
  /** The calendar's events and their sign-ups. */
  calendario: 'calendario',
} as const;

/** The scopes a change touches. */
export function ambitosDe(cambio: Cambio): string[] {
  switch (cambio.tipo) {
    case 'distribucion':
      return [ambito.periodo(cambio.idPeriodo), ambito.tops, ...cambio.jugadores.map(ambito.jugador)];
    case 'pago':
      return [ambito.periodo(cambio.idPeriodo), ...cambio.jugadores.map(ambito.jugador)];
    case 'periodo':
      return cambio.nuevo ? [ambito.periodo(cambio.idPeriodo), ambito.resumen] : [ambito.periodo(cambio.idPeriodo)];
    case 'jugador':
      return [ambito.jugadores, ambito.jugador(cambio.idPlayer)];
    case 'cuenta':
      return [ambito.jugadores];
    case 'regear':
      return [ambito.periodo(cambio.idPeriodo), ambito.regear, ...cambio.jugadores.map(ambito.jugador)];
    case 'reglasRegear':
      return [ambito.regear];
    case 'asistencia':
      return [ambito.asistencia];
    case 'gremio':
      return [ambito.gremio];
    case 'libro':
      return [ambito.libro, ...cambio.jugadores.map(ambito.jugador)];
    case 'calendario':
      return [ambito.calendario];
    case 'venta':
    case 'alianza':
      return [];
  }
}

export const CANAL_CAMBIOS = 'reparto_cambios';
/** Rows per scope in ambito_version: more than a pool's connections, so that writers seldom share one. */
const SLOTS = 16;

/** A change as it is notified: its number (the event's `id:`) and the browsers' data (the contract's). */
export type EventoCambio = EventoCambioDatos & {
  id: number;
  /** The guild that wrote it (absent in a notification of an older instance: the default guild). */
  g?: number;
};

/**
 * The change as the browsers get it (the live event's data and a write's `x-cambio` header): no player
 * lists (a browser refreshes by kind and period).
 */
export function datosDelCambio(cambio: Cambio): EventoCambioDatos {
  if (
    cambio.tipo === 'cuenta' ||
    cambio.tipo === 'reglasRegear' ||
    cambio.tipo === 'asistencia' ||
    cambio.tipo === 'gremio' ||
    cambio.tipo === 'libro' ||
    cambio.tipo === 'calendario' ||
    cambio.tipo === 'alianza'
  )
    return { tipo: cambio.tipo };
  if (cambio.tipo === 'jugador') return { tipo: cambio.tipo, idPlayer: cambio.idPlayer };
  return { tipo: cambio.tipo, idPeriodo: cambio.idPeriodo };
}

/**
 * The statement of registrarCambio (the benchmark's floor sends it too). `mas`: scopes the write moved
 * beyond its change's own (the ledger's, when it posted to it: lib/escritura.ts).
 */
export function registrarCambioSql(cambio: Cambio, mas: readonly string[] = []) {
  // The scopes of the guild that writes (lib/gremio-contexto.ts `claveDelGremio`: the default guild's
  // names unchanged), and its id in the notification: a live screen hears only its own guild.
  const idGremio = gremioODefecto();
  const ambitos = [...new Set([...ambitosDe(cambio), ...mas])].map((a) => claveDelGremio(a, idGremio)).sort();
  // An account's change is never shown on the public stream (docs/reliability.md, finding 10): it
  // takes no number either, so the stream's ids have no gap that would tell one happened.
  if (cambio.tipo === 'cuenta')
    return sql`
      insert into ambito_version (ambito, slot, version)
      select a, pg_backend_pid() % ${SLOTS}, 1 from unnest(${sql.param(ambitos)}::text[]) as a order by a
      on conflict (ambito, slot) do update set version = ambito_version.version + 1`;
  return sql`
    with v as (
      insert into ambito_version (ambito, slot, version)
      select a, pg_backend_pid() % ${SLOTS}, 1 from unnest(${sql.param(ambitos)}::text[]) as a order by a
      on conflict (ambito, slot) do update set version = ambito_version.version + 1
      returning 1
    )
    select pg_notify(${CANAL_CAMBIOS},
      (${JSON.stringify(datosDelCambio(cambio))}::jsonb || jsonb_build_object('id', nextval('cambio_seq'), 'g', ${idGremio}::int))::text),
      (select count(*) from v) as ambitos`;
}

/** Records a change in the writing transaction, after its last statement (lib/escritura.ts calls it). */
export async function registrarCambio(tx: DbOrTx, cambio: Cambio, mas: readonly string[] = []): Promise<void> {
  await tx.execute(registrarCambioSql(cambio, mas));
}

/** Reads the versions of some scopes (0 for a scope never changed). */
export async function leerVersiones(db: DbOrTx, ambitos: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ ambito: string; version: number | string }>(
    sql`select ambito, sum(version)::bigint as version from ambito_version where ambito = any(${sql.param([...ambitos])}::text[]) group by ambito`,
  );
  return new Map(rows.map((r) => [r.ambito, Number(r.version)]));
}

export { RETRASO_CLASIFICACIONES_MS } from '@reparto/contract';
