// Rules of the payments (docs/domain.md, "Payments"): the payment table of a period and the
// distributor marking a player paid, under the period's lock.
import { ESTADO_PERIODO, type PagoRow } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { NotFound } from '../../lib/errors.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findPeriodoInfo } from '../periodos/periodos.repository.js';
import { assertDistribuidor, lockPeriodoOrThrow, wrongState } from '../periodos/periodos.service.js';
import { notificar, type Avisos } from '../notificaciones/notificar.js';
import * as repo from './pagos.repository.js';

export async function tablaDePago(db: Db, idPeriodo: number): Promise<PagoRow[]> {
  const [rows, periodo] = await Promise.all([repo.pagoRows(db, idPeriodo), findPeriodoInfo(db, idPeriodo)]);
  if (!periodo) throw new NotFound(`El periodo ${idPeriodo} no existe`);
  return rows.map((r) => repo.toPagoRow(r, idPeriodo, periodo));
}

/** Pay (the period's distributor, state 2): idempotent; stores the silver paid. */
export async function pagarJugador(db: Db, cuenta: CuentaSesion, idPeriodo: number, idPlayer: number, avisos: Avisos) {
  return db.transaction(async (tx) => {
    const p = await lockPeriodoOrThrow(tx, idPeriodo);
    assertDistribuidor(p, cuenta);
    if (p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
      throw wrongState(p.idEstadoDistribucion, 'registrar pagos en un periodo', 'En distribución');
    }
    const silver = await repo.sumJugadorPeriodo(tx, idPeriodo, idPlayer);
    if (silver <= 0) throw new NotFound(`El jugador ${idPlayer} no tiene plata que cobrar en el periodo ${idPeriodo}`);
    const inserted = await repo.insertPago(tx, { idPeriodo, idPlayer, silver, idCuenta: cuenta.idCuenta });
    if (!inserted) return 'El pago ya estaba registrado';
    await audit(tx, {
      idCuenta: cuenta.idCuenta,
      accion: 'pagar',
      entidad: 'pago',
      idEntidad: `${idPeriodo}:${idPlayer}`,
      despues: { idPeriodo, idPlayer, silver },
    });
    await notificar(tx, avisos, { tipo: 'pago', idPeriodo, idPlayer, por: cuenta.nickname });
    return 'Pago registrado';
  });
}
