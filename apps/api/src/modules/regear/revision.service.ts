// The review of a regear claim (docs/regear.md, "Revisión"): TESORERO or LIDER (the route's check)
// approves a pending claim, fixing its prices (the reviewer types those the market had not) and its
// amount (lowered, never raised above the rules'), or rejects a pending or approved one with a reason.
// Under the period's lock, then the claim's: the period must not be finalized.
import { NOMBRE_ESTADO_RECLAMO, admiteRegear, type AprobarRegearRequest, type Reclamo } from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { lockPeriodoOrThrow, wrongState } from '../periodos/bloqueo.js';
import { avisador, type Avisos } from '../notificaciones/notificar.js';
import * as repo from './regear.repository.js';
import { aplicarTopes, conPreciosDelRevisor } from './valorar.js';

const noExiste = (idReclamo: number) => new NotFound(`El regear #${idReclamo} no existe`);

/** The claim's period locked (not finalized), then the claim itself. */
async function lockParaRevisar(tx: Tx, idReclamo: number, accion: string) {
  const idPeriodo = await repo.periodoDeReclamo(tx, idReclamo);
  if (idPeriodo === null) throw noExiste(idReclamo);
  const p = await lockPeriodoOrThrow(tx, idPeriodo);
  if (!admiteRegear(p.idEstadoDistribucion)) throw wrongState(p.idEstadoDistribucion, accion, 'que no esté finalizado');
  const r = await repo.lockReclamo(tx, idReclamo);
  if (!r) throw noExiste(idReclamo);
  return { p, r };
}

const enEstado = (idReclamo: number, estado: keyof typeof NOMBRE_ESTADO_RECLAMO, accion: string) =>
  new Conflict(`El regear #${idReclamo} está ${NOMBRE_ESTADO_RECLAMO[estado].toLowerCase()}: no se puede ${accion}`);

/** Approves a pending claim; approving an approved one again changes nothing. */
export async function aprobar(db: Db, avisos: Avisos, cuenta: CuentaSesion, req: AprobarRegearRequest[number]) {
  const { idReclamo } = req;
  return escribir(
    db,
    async (tx) => {
      const { p, r } = await lockParaRevisar(tx, idReclamo, 'aprobar regear en un periodo');
      if (r.estado === 'aprobado') return sinCambios((await repo.findReclamo(tx, idReclamo))!);
      if (r.estado !== 'pendiente') throw enEstado(idReclamo, r.estado, 'aprobar');
      const conPrecios = conPreciosDelRevisor(r.items, req.precios ?? []);
      if ('error' in conPrecios) throw new BadRequest(conPrecios.error);
      // The amount with the prices fixed now, under the caps of the rules in force.
      const reglas = await repo.leerReglas(tx);
      const otros =
        reglas.tope_jugador_periodo === null ? 0 : await repo.silverOtrosDelPeriodo(tx, r.idPlayer, r.idPeriodo, idReclamo);
      const silverReglas = aplicarTopes(conPrecios.total, reglas, otros);
      if (req.silver !== undefined && req.silver > silverReglas)
        throw new BadRequest(
          `La plata aprobada (${req.silver}) no puede superar la de las reglas (${silverReglas}): solo se puede rebajar`,
        );
      const silver = req.silver ?? silverReglas;
      await repo.revisarReclamo(tx, idReclamo, {
        estado: 'aprobado',
        idCuenta: cuenta.idCuenta,
        silver,
        silverReglas,
        items: conPrecios.items,
      });
      const reclamo: Reclamo = (await repo.findReclamo(tx, idReclamo))!;
      return {
        resultado: reclamo,
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'aprobar_regear',
            entidad: 'reclamo_regear',
            idEntidad: idReclamo,
            antes: { estado: r.estado, silver: r.silver },
            despues: {
              estado: 'aprobado',
              silver,
              silverReglas,
              ...(req.precios?.length ? { precios: req.precios } : {}),
            },
          },
        ],
        avisos: [
          {
            tipo: 'regear_aprobado',
            idReclamo,
            idPeriodo: r.idPeriodo,
            lugar: p.lugar,
            jugador: r.nickname,
            silver,
            por: cuenta.nickname,
          },
        ],
        cambio: { tipo: 'regear', idPeriodo: r.idPeriodo, jugadores: [r.idPlayer] },
      };
    },
    avisador(avisos),
  );
}

/** Rejects a pending or approved (not paid) claim with a reason; rejecting a rejected one changes nothing. */
export async function rechazar(db: Db, avisos: Avisos, cuenta: CuentaSesion, idReclamo: number, razon: string) {
  return escribir(
    db,
    async (tx) => {
      const { p, r } = await lockParaRevisar(tx, idReclamo, 'rechazar regear en un periodo');
      if (r.estado === 'rechazado') return sinCambios((await repo.findReclamo(tx, idReclamo))!);
      if (r.estado === 'pagado') throw enEstado(idReclamo, r.estado, 'rechazar (deshaga antes el pago)');
      await repo.revisarReclamo(tx, idReclamo, { estado: 'rechazado', idCuenta: cuenta.idCuenta, razon });
      const reclamo: Reclamo = (await repo.findReclamo(tx, idReclamo))!;
      return {
        resultado: reclamo,
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'rechazar_regear',
            entidad: 'reclamo_regear',
            idEntidad: idReclamo,
            antes: { estado: r.estado, silver: r.silver },
            despues: { estado: 'rechazado', razon },
          },
        ],
        avisos: [
          {
            tipo: 'regear_rechazado',
            idReclamo,
            idPeriodo: r.idPeriodo,
            lugar: p.lugar,
            jugador: r.nickname,
            silver: r.silver,
            por: cuenta.nickname,
            razon,
          },
        ],
        cambio: { tipo: 'regear', idPeriodo: r.idPeriodo, jugadores: [r.idPlayer] },
      };
    },
    avisador(avisos),
  );
}
