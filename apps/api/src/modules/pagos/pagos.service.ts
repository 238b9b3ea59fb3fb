// Rules of the payments (docs/domain.md, "Payments"): the payment table of a period and the
// distributor marking a player paid, under the period's lock.
import {
  ESTADO_PERIODO,
  PAGOS_PAGE_SIZE,
  type ConciliacionRegearRow,
  type ConciliacionRow,
  type EstadoConciliacion,
  type PagoRow,
} from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuditEntry } from '../../lib/audit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { type Frase } from '../../lib/mensajes.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { pagadoEnElJuego, revertirUltima } from '../../lib/libro.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findPeriodoInfo } from '../periodos/periodos.repository.js';
import { assertDistribuidor, lockPeriodoOrThrow, wrongState } from '../periodos/bloqueo.js';
import { listSaldos, listSaldosRegear } from '../periodos/saldos.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './pagos.repository.js';
import { leerRegistro } from './registro-juego.js';

export async function tablaDePago(db: Db, idPeriodo: number): Promise<PagoRow[]> {
  const [rows, periodo] = await Promise.all([repo.pagoRowsConCofre(db, idPeriodo), findPeriodoInfo(db, idPeriodo)]);
  if (!periodo) throw new NotFound('periodo.noExiste2', { id: idPeriodo });
  return rows.map((r) => repo.toPagoRow(r, idPeriodo, periodo));
}

/**
 * The paged form of the payment table: the rows matching the filter (nickname contains, unpaid only),
 * one page of them, and the counts of the whole period (`todas`: the whole table, when already read). The rows are the whole table's, so whatever
 * is computed over the period stays right on every page.
 */
export async function paginaTablaDePago(
  db: Db,
  idPeriodo: number,
  filtro: { page: number; nickname: string; pendientes: boolean },
  todas?: PagoRow[],
): Promise<{ message: PagoRow[]; count: number; pagados: number; jugadores: number }> {
  const rows = todas ?? (await tablaDePago(db, idPeriodo));
  const matching = rows.filter(
    (r) =>
      (!filtro.pendientes || !r.esta_pagado) && (filtro.nickname === '' || r.nickname.toLowerCase().includes(filtro.nickname)),
  );
  const start = (filtro.page - 1) * PAGOS_PAGE_SIZE;
  return {
    message: matching.slice(start, start + PAGOS_PAGE_SIZE),
    count: matching.length,
    pagados: rows.filter((r) => r.esta_pagado).length,
    jugadores: rows.length,
  };
}

/** Pay (the period's distributor, state 2): idempotent; stores the silver paid. */
export async function pagarJugador(
  db: Db,
  cuenta: CuentaSesion,
  idPeriodo: number,
  idPlayer: number,
  ajustesAvisos: AjustesAvisos,
) {
  return escribir(
    db,
    async (tx) => {
      const p = await lockParaPagos(tx, cuenta, idPeriodo, 'registrar pagos en un periodo');
      const silver = await repo.sumJugadorPeriodo(tx, idPeriodo, idPlayer);
      if (silver <= 0) throw new NotFound('pago.sinPlata', { id: idPlayer, periodo: idPeriodo });
      const pagado = await repo.insertPago(tx, { idPeriodo, idPlayer, silver, idCuenta: cuenta.idCuenta });
      if (!pagado) return sinCambios<Frase>({ codigo: 'pago.yaRegistrado' });
      return {
        resultado: { codigo: 'pago.registrado' } satisfies Frase,
        auditoria: [auditPago(cuenta, idPeriodo, idPlayer, silver)],
        libro: [pagadoEnElJuego('pago', idPlayer, silver, { idPeriodo, idCuenta: cuenta.idCuenta })],
        avisos: [{ tipo: 'pago', idPeriodo, lugar: p.lugar, jugador: pagado.nickname, silver, por: cuenta.nickname }],
        cambio: { tipo: 'pago', idPeriodo, jugadores: [idPlayer] },
      };
    },
    avisador(ajustesAvisos),
  );
}

const auditPago = (cuenta: CuentaSesion, idPeriodo: number, idPlayer: number, silver: number | undefined): AuditEntry => ({
  idCuenta: cuenta.idCuenta,
  accion: 'pagar',
  entidad: 'pago',
  idEntidad: `${idPeriodo}:${idPlayer}`,
  despues: { idPeriodo, idPlayer, silver },
});

/** The checks every payment write shares: the period's distributor, the period in state 2. */
export async function lockParaPagos(
  tx: DbOrTx,
  cuenta: CuentaSesion,
  idPeriodo: number,
  accion: string,
  mode: 'update' | 'share' = 'update',
) {
  const p = await lockPeriodoOrThrow(tx, idPeriodo, mode);
  assertDistribuidor(p, cuenta);
  if (p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
    throw wrongState(p.idEstadoDistribucion, accion, 'En distribución');
  }
  // Its close credited the shares to the balances (docs/libro.md): they are withdrawn, not paid here.
  if (p.modoPago === 'acumular') throw new Conflict('libro.periodoAcumula', { id: idPeriodo });
  return p;
}

/**
 * Several payments in one transaction: the rules of one payment, idempotent, one audit row and (with
 * DISCORD_NOTIFY_PAGOS) one Discord message per new payment.
 */
export async function pagarJugadores(
  db: Db,
  cuenta: CuentaSesion,
  idPeriodo: number,
  ids: number[],
  ajustesAvisos: AjustesAvisos,
) {
  return escribir(
    db,
    async (tx) => {
      const p = await lockParaPagos(tx, cuenta, idPeriodo, 'registrar pagos en un periodo');
      const silverDe = await repo.sumJugadoresPeriodo(tx, idPeriodo, ids);
      const sinPlata = ids.filter((id) => (silverDe.get(id) ?? 0) <= 0);
      if (sinPlata.length > 0) {
        throw sinPlata.length === 1
          ? new NotFound('pago.sinPlata', { id: sinPlata[0]!, periodo: idPeriodo })
          : new NotFound('pago.sinPlataVarios', { ids: sinPlata.join(', '), periodo: idPeriodo });
      }
      return registrarPagos(tx, cuenta, p, silverDe, ids.length);
    },
    avisador(ajustesAvisos),
  );
}

/**
 * The payments of these players (silver > 0 each) in the caller's transaction, under the period's lock:
 * those already paid are counted and left as they are (`pedidos`: how many were asked), so a repeat or
 * a race pays each player once (the lock orders the writers; pago's key refuses a second row).
 */
export async function registrarPagos(
  tx: DbOrTx,
  cuenta: CuentaSesion,
  p: { idPeriodo: number; lugar: string },
  silverDe: Map<number, number>,
  pedidos: number,
) {
  const idPeriodo = p.idPeriodo;
  const nuevos = await repo.insertPagos(tx, idPeriodo, silverDe, cuenta.idCuenta);
  const message: Frase = { codigo: 'pago.registrados', valores: { n: nuevos.length, ya: pedidos - nuevos.length } };
  return {
    resultado: { message, registrados: nuevos.length },
    auditoria: nuevos.map(({ idPlayer }) => auditPago(cuenta, idPeriodo, idPlayer, silverDe.get(idPlayer))),
    libro: nuevos.map(({ idPlayer }) =>
      pagadoEnElJuego('pago', idPlayer, silverDe.get(idPlayer)!, { idPeriodo, idCuenta: cuenta.idCuenta }),
    ),
    avisos: nuevos.map(({ idPlayer, nickname }) => ({
      tipo: 'pago' as const,
      idPeriodo,
      lugar: p.lugar,
      jugador: nickname,
      silver: silverDe.get(idPlayer)!,
      por: cuenta.nickname,
    })),
    cambio: nuevos.length > 0 ? ({ tipo: 'pago', idPeriodo, jugadores: nuevos.map((n) => n.idPlayer) } as const) : null,
  };
}

/** Undo a payment mark (the period's distributor, state 2) with a reason; finalizing then needs it again. */
export async function deshacerPago(
  db: Db,
  cuenta: CuentaSesion,
  idPeriodo: number,
  idPlayer: number,
  razon: string,
  ajustesAvisos: AjustesAvisos,
) {
  return escribir(
    db,
    async (tx) => {
      const p = await lockParaPagos(tx, cuenta, idPeriodo, 'deshacer pagos en un periodo');
      const borrado = await repo.deletePago(tx, idPeriodo, idPlayer);
      if (!borrado) throw new Conflict('pago.sinPago', { id: idPlayer, periodo: idPeriodo });
      const reverso = await revertirUltima(
        tx,
        { concepto: 'pago', idPeriodo, jugador: idPlayer },
        { concepto: 'pago_deshecho', idPeriodo, idCuenta: cuenta.idCuenta, razon },
      );
      return {
        resultado: { codigo: 'pago.deshecho' } satisfies Frase,
        libro: [reverso],
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'deshacer_pago',
            entidad: 'pago',
            idEntidad: `${idPeriodo}:${idPlayer}`,
            antes: { idPeriodo, idPlayer, silver: borrado.silver, fechaPago: borrado.fechaPago.toISOString() },
            despues: { razon },
          },
        ],
        // The payment row is gone: what it had travels with the message.
        avisos: [
          {
            tipo: 'pago_deshecho',
            idPeriodo,
            lugar: p.lugar,
            jugador: borrado.nickname,
            silver: borrado.silver,
            por: cuenta.nickname,
            razon,
          },
        ],
        cambio: { tipo: 'pago', idPeriodo, jugadores: [idPlayer] },
      };
    },
    avisador(ajustesAvisos),
  );
}

/**
 * Compares the period's payments with the pasted game log (docs/conciliacion.md). Writes nothing. The
 * log has one total per name, so a player's share and regear are matched against the same `movido`:
 * a share coincides when the log moved the share alone or the share plus the player's regear; a regear
 * line when it moved that claim alone, the player's regear alone, or share plus regear.
 */
export async function conciliarPagos(
  db: Db,
  cuenta: CuentaSesion,
  idPeriodo: number,
  registro: string,
): Promise<{ filas: ConciliacionRow[]; desconocidos: string[]; regear: ConciliacionRegearRow[] }> {
  // Who may and in which state first (403/409 before any 400 about the text); the text is read after
  // the transaction, so no lock is held while parsing up to 1 MB.
  const [rows, reclamos] = await db.transaction(async (tx) => {
    await lockParaPagos(tx, cuenta, idPeriodo, 'conciliar los pagos de un periodo', 'share');
    return [await listSaldos(tx, idPeriodo), await listSaldosRegear(tx, idPeriodo)] as const;
  });
  const leido = leerRegistro(registro);
  if (!leido.ok) throw new BadRequest('pago.registroLinea', { linea: leido.linea, motivo: leido.razon });
  const movidoDe = (nickname: string) => leido.movimientos.get(nickname.toLowerCase())?.movido ?? 0;
  const estadoDe = (movido: number, esperados: number[]): EstadoConciliacion =>
    movido === 0 ? 'sin_movimiento' : esperados.includes(movido) ? 'coincide' : 'difiere';
  const regearDe = new Map<number, number>();
  for (const r of reclamos) regearDe.set(r.id_player, (regearDe.get(r.id_player) ?? 0) + r.silver);
  const shareDe = new Map(rows.map((r) => [r.id_player, r.sum]));
  const filas = rows.map((r): ConciliacionRow => {
    const movido = movidoDe(r.nickname);
    const regear = regearDe.get(r.id_player) ?? 0;
    const estado = estadoDe(movido, regear > 0 ? [r.sum, r.sum + regear] : [r.sum]);
    return { id_player: r.id_player, nickname: r.nickname, silver: r.sum, movido, estado, esta_pagado: r.esta_pagado };
  });
  const regear = reclamos.map((c): ConciliacionRegearRow => {
    const movido = movidoDe(c.nickname);
    const total = regearDe.get(c.id_player)!;
    const estado = estadoDe(movido, [c.silver, total, (shareDe.get(c.id_player) ?? 0) + total]);
    return {
      id_reclamo: c.id_reclamo,
      id_player: c.id_player,
      nickname: c.nickname,
      silver: c.silver,
      movido,
      estado,
      esta_pagado: c.esta_pagado,
    };
  });
  const vistos = new Set([...rows, ...reclamos].map((r) => r.nickname.toLowerCase()));
  const desconocidos = [...leido.movimientos].filter(([clave]) => !vistos.has(clave)).map(([, m]) => m.nombre);
  return { filas, desconocidos, regear };
}
