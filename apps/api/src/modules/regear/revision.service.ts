// The review of a regear claim (docs/regear.md, "Review"): TESORERO or LIDER (the route's check)
// approves a pending claim, fixing its prices (the reviewer types those the market had not, within the
// rules' maximum unless the reviewer is the leader) and its amount (lowered, never raised above the
// rules'), or rejects a pending or approved one with a reason. Nobody reviews their own player's claim
// (the leader only when no other officer exists). Under the period's lock, then the claim's: the period
// must not be finalized.
import {
  CARGOS_REVISORES_REGEAR,
  ESTADO_PERIODO,
  NOMBRE_ESTADO_RECLAMO,
  NOMBRE_SLOT,
  admiteRegear,
  esLider,
  precioMaximoRevisor,
  type AprobarRegearRequest,
  type ItemRegear,
  type Reclamo,
  type ReglasRegear,
} from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { fragmento } from '../../lib/mensajes.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { revertirUltima, type TransaccionLibro } from '../../lib/libro.js';
import { otroJugadorConCargo, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { lockPeriodoOrThrow, wrongState } from '../periodos/bloqueo.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import { descontadosEn } from './pagos-regear.repository.js';
import * as repo from './regear.repository.js';
import { aplicarTopes, preciosDelRevisor } from './valorar.js';

export const noExiste = (idReclamo: number) => new NotFound('regear.noExiste', { id: idReclamo });

/**
 * The claim's period locked (not finalized), then the claim itself; 403 when the claim is the
 * reviewer's own player's, unless the reviewer is the leader and no other player holds a reviewer's
 * cargo (docs/regear.md, "Review").
 */
async function lockParaRevisar(tx: Tx, cuenta: CuentaSesion, idReclamo: number, accion: string) {
  const idPeriodo = await repo.periodoDeReclamo(tx, idReclamo);
  if (idPeriodo === null) throw noExiste(idReclamo);
  const p = await lockPeriodoOrThrow(tx, idPeriodo);
  if (!admiteRegear(p.idEstadoDistribucion)) throw wrongState(p.idEstadoDistribucion, accion, 'que no esté finalizado');
  const r = await repo.lockReclamo(tx, idReclamo);
  if (!r) throw noExiste(idReclamo);
  if (
    r.idPlayer === cuenta.idPlayer &&
    !(esLider(cuenta.cargos) && !(await otroJugadorConCargo(tx, cuenta.idPlayer, CARGOS_REVISORES_REGEAR)))
  )
    throw new Forbidden('regear.revisionPropia', { id: idReclamo });
  return { p, r };
}

/** A typed unit price above the rules' maximum for its item needs the leader (403). */
function comprobarPreciosTecleados(
  cuenta: CuentaSesion,
  items: readonly ItemRegear[],
  precios: AprobarRegearRequest[number]['precios'],
  reglas: ReglasRegear,
) {
  if (esLider(cuenta.cargos)) return;
  for (const p of precios ?? []) {
    const item = items.find((i) => i.slot === p.slot);
    const maximo = precioMaximoRevisor(reglas, p.slot, item?.tier_eq ?? null);
    if (p.silver > maximo)
      throw new Forbidden('regear.precioMaximo', {
        slot: fragmento(NOMBRE_SLOT[p.slot]),
        precio: { plata: p.silver },
        maximo: { plata: maximo },
      });
  }
}

const enEstado = (idReclamo: number, estado: keyof typeof NOMBRE_ESTADO_RECLAMO, accion: string) =>
  new Conflict('regear.enEstado', {
    id: idReclamo,
    estado: fragmento(NOMBRE_ESTADO_RECLAMO[estado].toLowerCase()),
    accion: fragmento(accion),
  });

/** Approves a pending claim; approving an approved one again changes nothing. */
export async function aprobar(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, req: AprobarRegearRequest[number]) {
  const { idReclamo } = req;
  return escribir(
    db,
    async (tx) => {
      const { p, r } = await lockParaRevisar(tx, cuenta, idReclamo, 'aprobar regear en un periodo');
      if (r.estado === 'aprobado') return sinCambios((await repo.findReclamo(tx, idReclamo))!);
      if (r.estado !== 'pendiente') throw enEstado(idReclamo, r.estado, 'aprobar');
      const conPrecios = preciosDelRevisor(r.items, req.precios ?? []);
      if ('error' in conPrecios) throw new BadRequest(conPrecios.error.codigo, conPrecios.error.valores);
      const reglas = await repo.leerReglas(tx);
      comprobarPreciosTecleados(cuenta, r.items, req.precios, reglas);
      // The amount with the prices fixed now, under the caps of the rules in force.
      const otros =
        reglas.tope_jugador_periodo === null ? 0 : await repo.silverOtrosDelPeriodo(tx, r.idPlayer, r.idPeriodo, idReclamo);
      const silverReglas = aplicarTopes(conPrecios.total, reglas, otros);
      if (req.silver !== undefined && req.silver > silverReglas)
        throw new BadRequest('regear.plataAprobada', { aprobada: req.silver, reglas: silverReglas });
      const silver = req.silver ?? silverReglas;
      await repo.revisarReclamo(tx, idReclamo, {
        estado: 'aprobado',
        idCuenta: cuenta.idCuenta,
        silver,
        silverReglas,
        items: conPrecios.items,
      });
      const reclamo: Reclamo = (await repo.findReclamo(tx, idReclamo))!;
      // A claim of a closed period is credited now; one of an open period, by its close (docs/libro.md).
      const credito: TransaccionLibro | null =
        p.idEstadoDistribucion === ESTADO_PERIODO.ABIERTO
          ? null
          : {
              concepto: 'regear',
              idPeriodo: r.idPeriodo,
              idReclamo,
              idCuenta: cuenta.idCuenta,
              apuntes: [
                { cuenta: { clave: 'fondo_regear' }, silver: -silver },
                { cuenta: { jugador: r.idPlayer }, silver },
              ],
            };
      return {
        resultado: reclamo,
        libro: [credito],
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
    avisador(ajustesAvisos),
  );
}

/**
 * Rejects a pending or approved (not paid) claim with a reason; rejecting a rejected one changes
 * nothing. A claim that a live distribution deducted («Descontar regear») is a 409.
 */
export async function rechazar(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, idReclamo: number, razon: string) {
  return escribir(
    db,
    async (tx) => {
      const { p, r } = await lockParaRevisar(tx, cuenta, idReclamo, 'rechazar regear en un periodo');
      if (r.estado === 'rechazado') return sinCambios((await repo.findReclamo(tx, idReclamo))!);
      if (r.estado === 'pagado') throw enEstado(idReclamo, r.estado, 'rechazar (deshaga antes el pago)');
      // Its silver already came off a live distribution's split: rejecting it would pay it to nobody.
      const descontada = (await descontadosEn(tx, [idReclamo])).get(idReclamo);
      if (descontada !== undefined) throw new Conflict('regear.descontado', { id: idReclamo, distribucion: descontada });
      await repo.revisarReclamo(tx, idReclamo, { estado: 'rechazado', idCuenta: cuenta.idCuenta, razon });
      const reclamo: Reclamo = (await repo.findReclamo(tx, idReclamo))!;
      // Credited already (approved in a closed period): the credit is reversed.
      const reverso = await revertirUltima(
        tx,
        { concepto: 'regear', idReclamo },
        { concepto: 'regear_rechazado', idPeriodo: r.idPeriodo, idReclamo, idCuenta: cuenta.idCuenta, razon },
      );
      return {
        resultado: reclamo,
        libro: [reverso],
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
    avisador(ajustesAvisos),
  );
}
