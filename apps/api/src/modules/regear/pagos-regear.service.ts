// Rules of the regear payments (docs/regear.md, "Payment"), as for the players' shares
// (pagos.service.ts): only the period's distributor, the period En distribución, under the period's
// lock; a claim `aprobado` becomes `pagado` with its pago_regear row, a repeat changes nothing, an undo
// needs a reason. Lock order: the period, then its claims (every regear write keeps it).
import { ESTADO_PERIODO } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuditEntry } from '../../lib/audit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { fragmento, type Frase } from '../../lib/mensajes.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { pagadoEnElJuego, revertirUltima } from '../../lib/libro.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { assertDistribuidor, lockPeriodoOrThrow, wrongState } from '../periodos/bloqueo.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './pagos-regear.repository.js';
import { lockReclamosDelPeriodo, nombreEstado } from './bloqueo-reclamos.js';

/** The checks every regear payment shares: the period's distributor, the period in state 2. */
async function lockParaPagos(tx: DbOrTx, cuenta: CuentaSesion, idPeriodo: number, accion: string) {
  const p = await lockPeriodoOrThrow(tx, idPeriodo);
  assertDistribuidor(p, cuenta);
  if (p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
    throw wrongState(p.idEstadoDistribucion, accion, 'En distribución');
  }
  // Approved claims of such a period are credited to the balances (docs/libro.md): withdrawn, not paid here.
  if (p.modoPago === 'acumular') throw new Conflict('libro.periodoAcumula', { id: idPeriodo });
  return p;
}

async function periodoDeReclamo(db: DbOrTx, idReclamo: number): Promise<number> {
  const idPeriodo = await repo.findPeriodoDeReclamo(db, idReclamo);
  if (idPeriodo === null) throw new NotFound('regear.reclamoNoExiste', { id: idReclamo });
  return idPeriodo;
}

/** 409 for a claim that is neither approved nor paid (pendiente, rechazado). */
function assertPagable(r: repo.ReclamoBloqueado) {
  if (r.estado !== 'aprobado' && r.estado !== 'pagado') {
    throw new Conflict('regear.reclamoSinAprobar', { id: r.idReclamo, estado: fragmento(nombreEstado(r.estado)) });
  }
}

const auditPago = (cuenta: CuentaSesion, r: repo.ReclamoBloqueado): AuditEntry => ({
  idCuenta: cuenta.idCuenta,
  accion: 'pagar_regear',
  entidad: 'reclamo_regear',
  idEntidad: r.idReclamo,
  antes: { estado: 'aprobado' },
  despues: { estado: 'pagado', idPeriodo: r.idPeriodo, idPlayer: r.idPlayer, silver: r.silver },
});

/**
 * Pays approved claims of one period in one transaction (the single payment is a batch of one): one
 * audit row, one Discord message and one pago_regear row per new payment; the paid ones are counted.
 */
async function pagarEnPeriodo(
  db: Db,
  cuenta: CuentaSesion,
  idPeriodo: number,
  ids: readonly number[],
  ajustesAvisos: AjustesAvisos,
) {
  return escribir(
    db,
    async (tx) => {
      const p = await lockParaPagos(tx, cuenta, idPeriodo, 'pagar regear en un periodo');
      const reclamos = await lockReclamosDelPeriodo(tx, ids, idPeriodo);
      reclamos.forEach(assertPagable);
      const nuevos = reclamos.filter((r) => r.estado === 'aprobado');
      if (nuevos.length === 0) return sinCambios({ nuevos, ya: reclamos.length });
      await repo.insertPagosRegear(tx, idPeriodo, nuevos, cuenta.idCuenta);
      return {
        resultado: { nuevos, ya: reclamos.length - nuevos.length },
        auditoria: nuevos.map((r) => auditPago(cuenta, r)),
        libro: nuevos.map((r) =>
          pagadoEnElJuego('pago_regear', r.idPlayer, r.silver, { idPeriodo, idReclamo: r.idReclamo, idCuenta: cuenta.idCuenta }),
        ),
        avisos: nuevos.map((r) => ({
          tipo: 'regear_pagado' as const,
          idReclamo: r.idReclamo,
          idPeriodo,
          lugar: p.lugar,
          jugador: r.nickname,
          silver: r.silver,
          por: cuenta.nickname,
        })),
        cambio: { tipo: 'regear', idPeriodo, jugadores: [...new Set(nuevos.map((r) => r.idPlayer))] },
      };
    },
    avisador(ajustesAvisos),
  );
}

/** `PUT /api/regear/pagar`: one approved claim; paying a paid one again changes nothing. */
export async function pagarReclamo(db: Db, cuenta: CuentaSesion, idReclamo: number, ajustesAvisos: AjustesAvisos) {
  const idPeriodo = await periodoDeReclamo(db, idReclamo);
  const { resultado, cambio } = await pagarEnPeriodo(db, cuenta, idPeriodo, [idReclamo], ajustesAvisos);
  return { resultado: { codigo: resultado.nuevos.length === 1 ? 'regear.pagado' : 'regear.yaPagado' } satisfies Frase, cambio };
}

/** `PUT /api/regear/pagarVarios`: several approved claims of one period, idempotent. */
export async function pagarReclamos(
  db: Db,
  cuenta: CuentaSesion,
  idPeriodo: number,
  ids: readonly number[],
  ajustesAvisos: AjustesAvisos,
) {
  const { resultado, cambio } = await pagarEnPeriodo(db, cuenta, idPeriodo, ids, ajustesAvisos);
  const n = resultado.nuevos.length;
  const { ya } = resultado;
  const message: Frase = { codigo: 'regear.pagados', valores: { n, ya } };
  return { resultado: { message, registrados: n }, cambio };
}

/** `PUT /api/regear/deshacerPago`: a paid claim back to aprobado, with a reason; 409 when it is not paid. */
export async function deshacerPagoReclamo(
  db: Db,
  cuenta: CuentaSesion,
  idReclamo: number,
  razon: string,
  ajustesAvisos: AjustesAvisos,
) {
  const idPeriodo = await periodoDeReclamo(db, idReclamo);
  return escribir(
    db,
    async (tx) => {
      const p = await lockParaPagos(tx, cuenta, idPeriodo, 'deshacer pagos de regear en un periodo');
      const [r] = await repo.lockReclamos(tx, [idReclamo]);
      if (!r) throw new NotFound('regear.reclamoNoExiste', { id: idReclamo });
      const borrado = r.estado === 'pagado' ? await repo.deletePagoRegear(tx, idReclamo, razon) : undefined;
      if (!borrado) {
        throw new Conflict('regear.reclamoSinPagar', { id: idReclamo, estado: fragmento(nombreEstado(r.estado)) });
      }
      const reverso = await revertirUltima(
        tx,
        { concepto: 'pago_regear', idReclamo },
        { concepto: 'pago_regear_deshecho', idPeriodo, idReclamo, idCuenta: cuenta.idCuenta, razon },
      );
      return {
        resultado: { codigo: 'regear.pagoDeshecho' } satisfies Frase,
        libro: [reverso],
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'deshacer_pago_regear',
            entidad: 'reclamo_regear',
            idEntidad: idReclamo,
            antes: {
              estado: 'pagado',
              silver: borrado.silver,
              fechaPago: borrado.fechaPago.toISOString(),
              idCuentaDistribuidor: borrado.idCuentaDistribuidor,
            },
            despues: { estado: 'aprobado', razon },
          },
        ],
        avisos: [
          {
            tipo: 'regear_pago_deshecho' as const,
            idReclamo,
            idPeriodo,
            lugar: p.lugar,
            jugador: r.nickname,
            silver: borrado.silver,
            por: cuenta.nickname,
            razon,
          },
        ],
        cambio: { tipo: 'regear', idPeriodo, jugadores: [r.idPlayer] },
      };
    },
    avisador(ajustesAvisos),
  );
}
