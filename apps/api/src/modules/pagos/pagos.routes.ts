// Endpoints of the payments.
import {
  ConciliarPagosRequestSchema,
  ConciliarPagosResponseSchema,
  DeshacerPagoRequestSchema,
  JugadoresDistribuidosRequestSchema,
  JugadoresDistribuidosResponseSchema,
  JugadorDistribuidoRequestSchema,
  OkResponseSchema,
  PagarMiembroRequestSchema,
  PagarMiembroResponseSchema,
  TablaDePagoRequestSchema,
  TablaDePagoResponseSchema,
} from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './pagos.service.js';
import * as miembro from './pago-miembro.service.js';

/** Errors of a call on a period by its distributor. */
const fallos = errores(400, 401, 403, 404, 409);
const escritura = { 200: OkResponseSchema, ...fallos };

export const tablaDePago = endpoint({
  ruta: 'POST /api/distribuciones/tablaDePago',
  operationId: 'listarPagos',
  resumen:
    'Pagos de un periodo, un renglón por jugador; con `page`, `nickname` o `pendientes`, 25 por página con los totales del periodo',
  descripcion: `Un renglón por jugador del periodo con la suma a pagar y si ya está pagado. Con \`page\`, \`nickname\` (contiene, sin distinguir mayúsculas) o \`pendientes: true\` (solo los no pagados): 25 renglones por página, \`count\` de los que cumplen el filtro, \`pagados\` y \`jugadores\` del periodo entero. ${QUIEN.publico}`,
  tags: ['periodos'],
  lectura: true,
  cache: true,
  schema: { body: TablaDePagoRequestSchema, response: respuesta(TablaDePagoResponseSchema, 400, 404) },
  handler: async function listarPagos(request, reply) {
    const item = request.body[0];
    const { idPeriodo } = item;
    // A public answer kept in the read cache (lib/read-cache.ts, docs/performance.md).
    const ambitos = [ambito.periodo(idPeriodo), ambito.jugadores];
    if (item.page === undefined && item.nickname === undefined && item.pendientes === undefined) {
      return reply.cached({ key: `tablaDePago:${idPeriodo}`, ambitos }, async (db) => {
        const { rows, ...miembros } = await miembro.tablaConMiembros(db, idPeriodo);
        return { value: { ok: true as const, message: rows, count: rows.length, ...miembros } };
      });
    }
    const filtro = { page: item.page ?? 1, nickname: item.nickname?.toLowerCase() ?? '', pendientes: item.pendientes ?? false };
    const key = `tablaDePago:${idPeriodo}:${filtro.page}:${filtro.pendientes}:${filtro.nickname}`;
    return reply.cached({ key, ambitos }, async (db) => {
      const pagina = await miembro.paginaConMiembros(db, idPeriodo, filtro);
      return { value: { ok: true as const, ...pagina }, guardar: paginaGuardable(filtro.page, pagina.message) };
    });
  },
});

export const pagar = endpoint({
  ruta: 'PUT /api/distribuciones/jugadorDistribuido',
  operationId: 'marcarPagado',
  resumen: 'Marcar pagado a un jugador (el distribuidor del periodo)',
  descripcion:
    'Marca pagado a un jugador de un periodo En distribución. Solo el distribuidor del periodo; repetirlo no cambia nada.',
  tags: ['periodos'],
  preHandler: requireCuenta,
  schema: { body: JugadorDistribuidoRequestSchema, response: escritura },
  handler: async function marcarPagado(request, reply) {
    const [{ id_player, idPeriodo }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const message = decir(
      request,
      conCambio(reply, await service.pagarJugador(db, request.cuenta!, idPeriodo, id_player, ajustesAvisos)),
    );
    return { ok: true as const, message };
  },
});

export const pagarVarios = endpoint({
  ruta: 'PUT /api/distribuciones/jugadoresDistribuidos',
  operationId: 'marcarPagados',
  resumen: 'Marcar pagados varios jugadores en una transacción (el distribuidor del periodo); idempotente',
  descripcion:
    'Marca pagados varios jugadores de un periodo En distribución en una sola transacción, con las reglas de un pago. ' +
    'Solo el distribuidor del periodo; los ya pagados se cuentan y no cambian.',
  tags: ['periodos'],
  preHandler: requireCuenta,
  schema: { body: JugadoresDistribuidosRequestSchema, response: { ...escritura, 200: JugadoresDistribuidosResponseSchema } },
  handler: async function marcarPagados(request, reply) {
    const [{ idPeriodo, ids_player }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const result = conCambio(reply, await service.pagarJugadores(db, request.cuenta!, idPeriodo, ids_player, ajustesAvisos));
    return { ok: true as const, ...result, message: decir(request, result.message) };
  },
});

export const pagarMiembro = endpoint({
  ruta: 'PUT /api/distribuciones/pagarMiembro',
  operationId: 'marcarPagadoMiembro',
  resumen: 'Marcar pagada la línea combinada de un miembro: su parte y la de cada personaje, en una transacción; idempotente',
  descripcion:
    'Marca pagadas, en una sola transacción y con las reglas de un pago, las partes del periodo del jugador principal ' +
    '`idPlayerPrincipal` y de cada uno de sus personajes (docs/calendario.md). Solo el distribuidor del periodo; ' +
    'las partes ya pagadas se cuentan y no cambian.',
  tags: ['periodos'],
  preHandler: requireCuenta,
  schema: { body: PagarMiembroRequestSchema, response: { ...escritura, 200: PagarMiembroResponseSchema } },
  handler: async function marcarPagadoMiembro(request, reply) {
    const [{ idPeriodo, idPlayerPrincipal }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const result = conCambio(reply, await miembro.pagarMiembro(db, request.cuenta!, idPeriodo, idPlayerPrincipal, ajustesAvisos));
    return { ok: true as const, ...result, message: decir(request, result.message) };
  },
});

export const deshacer = endpoint({
  ruta: 'PUT /api/distribuciones/deshacerPago',
  operationId: 'deshacerPago',
  resumen: 'Deshacer la marca de pago de un jugador, con una razón (el distribuidor del periodo)',
  descripcion:
    'Quita la marca de pago de un jugador de un periodo En distribución, con una razón que queda en la auditoría. ' +
    'Solo el distribuidor del periodo; para finalizar hay que volver a pagarlo.',
  tags: ['periodos'],
  preHandler: requireCuenta,
  schema: { body: DeshacerPagoRequestSchema, response: escritura },
  handler: async function deshacerPago(request, reply) {
    const [{ id_player, idPeriodo, razon }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const hecho = await service.deshacerPago(db, request.cuenta!, idPeriodo, id_player, razon, ajustesAvisos);
    const message = decir(request, conCambio(reply, hecho));
    return { ok: true as const, message };
  },
});

export const conciliar = endpoint({
  ruta: 'POST /api/distribuciones/conciliarPagos',
  operationId: 'conciliarPagos',
  resumen: 'Comparar los pagos del periodo con el registro de plata del gremio pegado del juego (no escribe)',
  descripcion:
    'Compara lo que cobra cada jugador del periodo con la plata que movió el registro del gremio pegado del juego ' +
    '(coincide, difiere, sin_movimiento), lo mismo para cada reclamo de regear aprobado o pagado del periodo (`regear`), ' +
    'y lista los nombres desconocidos. No escribe nada. Solo el distribuidor del periodo.',
  tags: ['periodos'],
  lectura: true,
  preHandler: requireCuenta,
  schema: { body: ConciliarPagosRequestSchema, response: respuesta(ConciliarPagosResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function conciliarPagos(request) {
    const [{ idPeriodo, registro }] = request.body;
    const { filas, desconocidos, regear } = await service.conciliarPagos(request.server.db, request.cuenta!, idPeriodo, registro);
    return { ok: true as const, message: filas, desconocidos, regear };
  },
});
