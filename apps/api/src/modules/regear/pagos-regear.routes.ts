// Endpoints of the regear payments of a period (docs/regear.md, "Payment").
import {
  DeshacerPagoRegearRequestSchema,
  OkResponseSchema,
  PagarRegearRequestSchema,
  PagarRegearVariosRequestSchema,
  PagarRegearVariosResponseSchema,
} from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, errores } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './pagos-regear.service.js';

/** Errors of a payment write by the period's distributor. */
const fallos = errores(400, 401, 403, 404, 409);

export const pagarRegear = endpoint({
  ruta: 'PUT /api/regear/pagar',
  operationId: 'pagarRegear',
  resumen: 'Pagar un reclamo de regear aprobado (el distribuidor del periodo); idempotente',
  descripcion:
    'Paga un reclamo de regear aprobado: pasa a pagado y queda registrado el pago (plata aprobada, quién y cuándo). ' +
    `Repetirlo no cambia nada; un reclamo pendiente o rechazado responde 409. ${QUIEN.distribuidor}`,
  tags: ['regear'],
  preHandler: requireCuenta,
  schema: { body: PagarRegearRequestSchema, response: { 200: OkResponseSchema, ...fallos } },
  handler: async function pagarRegear(request, reply) {
    const [{ idReclamo }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const message = decir(request, conCambio(reply, await service.pagarReclamo(db, request.cuenta!, idReclamo, ajustesAvisos)));
    return { ok: true as const, message };
  },
});

export const pagarRegearVarios = endpoint({
  ruta: 'PUT /api/regear/pagarVarios',
  operationId: 'pagarRegearVarios',
  resumen: 'Pagar varios reclamos de regear de un periodo en una transacción (el distribuidor del periodo); idempotente',
  descripcion:
    'Paga varios reclamos de regear aprobados de un periodo en una sola transacción, con las reglas de un pago; ' +
    `los ya pagados se cuentan y no cambian, y todos deben ser del periodo (400 si no). ${QUIEN.distribuidor}`,
  tags: ['regear'],
  preHandler: requireCuenta,
  schema: { body: PagarRegearVariosRequestSchema, response: { 200: PagarRegearVariosResponseSchema, ...fallos } },
  handler: async function pagarRegearVarios(request, reply) {
    const [{ idPeriodo, ids }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const result = conCambio(reply, await service.pagarReclamos(db, request.cuenta!, idPeriodo, ids, ajustesAvisos));
    return { ok: true as const, ...result, message: decir(request, result.message) };
  },
});

export const deshacerPagoRegear = endpoint({
  ruta: 'PUT /api/regear/deshacerPago',
  operationId: 'deshacerPagoRegear',
  resumen: 'Deshacer el pago de un reclamo de regear, con una razón (el distribuidor del periodo)',
  descripcion:
    'Deshace el pago de un reclamo de regear: vuelve a aprobado, con una razón que queda en la auditoría; ' +
    `409 si no está pagado. Para finalizar el periodo hay que volver a pagarlo. ${QUIEN.distribuidor}`,
  tags: ['regear'],
  preHandler: requireCuenta,
  schema: { body: DeshacerPagoRegearRequestSchema, response: { 200: OkResponseSchema, ...fallos } },
  handler: async function deshacerPagoRegear(request, reply) {
    const [{ idReclamo, razon }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const hecho = await service.deshacerPagoReclamo(db, request.cuenta!, idReclamo, razon, ajustesAvisos);
    const message = decir(request, conCambio(reply, hecho));
    return { ok: true as const, message };
  },
});
