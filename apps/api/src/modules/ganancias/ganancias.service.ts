// Rules of a player's own page (docs/domain.md, "A player's page"): totals per interval, silver per
// week over the last SEMANAS_GRAFICO weeks (UTC, weeks start on Monday), the periods still being paid
// and the history. The page's answer depends on the clock: it carries the instant until which it stays
// right if nothing is written (the read cache keeps it until then; lib/read-cache.ts).
import {
  HISTORIAL_PAGE_SIZE,
  INTERVALOS,
  SEMANAS_GRAFICO,
  type GananciasJugador,
  type HistorialRow,
  type SemanaSilver,
} from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { NotFound } from '../../lib/errors.js';
import { findJugadorPorNickname } from '../jugadores/jugadores.repository.js';
import { regearPendienteJugador } from '../regear/pagos-regear.repository.js';
import * as repo from './ganancias.repository.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `now`. */
export function lunesDe(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Every week of the chart, oldest first, with the player's silver (0 for a week without any). */
export function semanasCompletas(primerLunes: Date, conSilver: SemanaSilver[]): SemanaSilver[] {
  const porSemana = new Map(conSilver.map((s) => [s.semana, s.silver]));
  return Array.from({ length: SEMANAS_GRAFICO }, (_, i) => {
    const semana = new Date(primerLunes.getTime() + i * WEEK_MS).toISOString().slice(0, 10);
    return { semana, silver: porSemana.get(semana) ?? 0 };
  });
}

async function jugadorONotFound(db: DbOrTx, nickname: string) {
  const found = await findJugadorPorNickname(db, nickname);
  if (!found) throw new NotFound('jugador.noEncontrado');
  return found;
}

/** The windows of the totals at `now` (INTERVALOS; 0 = since creation). */
export const ventanasDe = (now: Date): repo.Ventana[] =>
  INTERVALOS.map((dias) => ({ dias, desde: dias === 0 ? null : new Date(now.getTime() - dias * DAY_MS) }));

/** Monday of the chart's first week. */
export const primerLunesDe = (now: Date): Date => new Date(lunesDe(now).getTime() - (SEMANAS_GRAFICO - 1) * WEEK_MS);

/** Until when the page stays right without a write: a new week starts or a window's oldest counted row leaves it. */
export function vigenciaDe(now: Date, totales: { dias: number; primeraMs: number | null }[]): number {
  let validUntil = lunesDe(now).getTime() + WEEK_MS;
  for (const t of totales) {
    if (t.dias !== 0 && t.primeraMs !== null) validUntil = Math.min(validUntil, t.primeraMs + t.dias * DAY_MS);
  }
  return validUntil;
}

export async function gananciasJugadorVigente(
  db: DbOrTx,
  nickname: string,
  now = new Date(),
): Promise<{ value: GananciasJugador; validUntil: number }> {
  const found = await jugadorONotFound(db, nickname);
  const primerLunes = primerLunesDe(now);
  const [totales, semanas, pendientes, regear_pendiente] = await Promise.all([
    repo.totalesPorVentana(db, found.id_player, ventanasDe(now)),
    repo.silverPorSemana(db, found.id_player, primerLunes),
    repo.pendientesDeCobro(db, found.id_player),
    regearPendienteJugador(db, found.id_player),
  ]);
  return {
    value: {
      ...found,
      totales: totales.map(repo.toTotalIntervalo),
      semanal: semanasCompletas(primerLunes, semanas),
      pendientes,
      regear_pendiente,
    },
    validUntil: vigenciaDe(now, totales),
  };
}

/**
 * The player's totals per window, the periods still being paid and the regear approved and not paid,
 * at `now` (null: no such player):
 * the page's head, which the `/plata` Discord command answers too (modules/comandos/plata.ts).
 */
export async function resumenJugador(db: DbOrTx, nickname: string, now = new Date()) {
  const found = await findJugadorPorNickname(db, nickname);
  if (!found) return null;
  const [totales, pendientes, regear_pendiente] = await Promise.all([
    repo.totalesPorVentana(db, found.id_player, ventanasDe(now)),
    repo.pendientesDeCobro(db, found.id_player),
    regearPendienteJugador(db, found.id_player),
  ]);
  return { nickname: found.nickname, totales: totales.map(repo.toTotalIntervalo), pendientes, regear_pendiente };
}

/** A page of the player's history and how many rows it has in all. */
export async function historialJugador(
  db: DbOrTx,
  nickname: string,
  page: number,
): Promise<{ idPlayer: number; rows: HistorialRow[]; count: number }> {
  const { id_player } = await jugadorONotFound(db, nickname);
  const [rows, count] = await Promise.all([
    repo.pageHistorial(db, id_player, (page - 1) * HISTORIAL_PAGE_SIZE, HISTORIAL_PAGE_SIZE),
    repo.countHistorial(db, id_player),
  ]);
  return { idPlayer: id_player, rows, count };
}
