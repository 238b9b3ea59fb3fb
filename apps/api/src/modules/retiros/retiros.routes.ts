// Endpoints of the withdrawals (docs/libro.md, «Retiros»). Every write takes an Idempotency-Key
// (plugins/idempotency.ts) and is audited; the rules are retiros.service.ts's.
import {
  CARGO,
  CARGOS_LECTORES_RETIRO,
  CARGOS_PAGADORES_RETIRO,
  CARGOS_REVISORES_RETIRO,
  ConciliarRetirosRequestSchema,
  ConciliarRetirosResponseSchema,
  GuardarLimitesRetiroRequestSchema,
  IdRetiroRequestSchema,
  LimitesRetiroResponseSchema,
  ListarRetirosQuerySchema,
  ListarRetirosResponseSchema,
  PAGE_SIZE,
  PagarRetirosRequestSchema,
  PagarRetirosResponseSchema,
  RazonRetiroRequestSchema,
  RetiroResponseSchema,
  SolicitarRetiroRequestSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { creada, endpoint, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { decir } from '../../lib/frases.js';
import { mensaje } from '../../lib/mensajes.js';
import { idiomaPedido } from '../../plugins/idioma.js';
import * as arqueo from './arqueo.service.js';
import * as service from './retiros.service.js';

const tags = ['retiros'] as const;
const revisores = { tags, preHandler: requireCargo(...CARGOS_REVISORES_RETIRO) };
const pagadores = { tags, preHandler: requireCargo(...CARGOS_PAGADORES_RETIRO) };
const REVISORES = 'Requiere una cuenta con el cargo 8 (TESORERO) o 1 (LIDER).';
const PAGADORES = 'Requiere una cuenta con el cargo 8 (TESORERO) o 5 (DISTRIBUIDOR).';

export const solicitar = endpoint({
  ruta: 'POST /api/retiros',
  operationId: 'solicitarRetiro',
  resumen: 'Pedir un retiro de plata del saldo',
  descripcion:
    'Pide un retiro de `silver` del saldo del propio jugador, o (TESORERO o LIDER) del jugador `nickname` (403 si no). ' +
    'La plata es un entero mayor que 0 y como mucho la disponible: el saldo menos los retiros pendientes o aprobados y lo que ' +
    'un distribuidor aún debe pagar en periodos «al finalizar» en distribución (400 con la cantidad disponible). Si el cargo del ' +
    'jugador tiene límite semanal, lo pedido en 7 días (sin rechazados ni cancelados) más este no puede superarlo (409 que nombra ' +
    'el límite). 404 si el jugador no existe. Requiere una cuenta.',
  tags,
  preHandler: requireCuenta,
  schema: { body: SolicitarRetiroRequestSchema, response: creada(RetiroResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function solicitarRetiro(request, reply) {
    const [{ silver, nickname }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await service.solicitar(db, ajustesAvisos, request.cuenta!, silver, nickname));
    return reply.code(201).send({ ok: true as const, message });
  },
});

export const listar = endpoint({
  ruta: 'GET /api/retiros',
  operationId: 'listarRetiros',
  resumen: 'Retiros: la cola del tesorero o los de un jugador',
  descripcion:
    `Retiros, los más nuevos primero, ${PAGE_SIZE} por página (\`page\`), con \`count\` de los que cumplen los filtros: \`estado\` ` +
    '(pendiente, aprobado, rechazado, pagado, cancelado) y `nickname`. TESORERO, LIDER y DISTRIBUIDOR ven todos; cualquier otra ' +
    'cuenta solo los suyos (403 si pide los de otro jugador). 404 si el jugador no existe. Requiere una cuenta.',
  tags,
  preHandler: requireCuenta,
  schema: { querystring: ListarRetirosQuerySchema, response: respuesta(ListarRetirosResponseSchema, 400, 401, 403, 404) },
  handler: async function listarRetiros(request) {
    return { ok: true as const, ...(await service.listar(request.server.db, request.cuenta!, request.query)) };
  },
});

export const aprobar = endpoint({
  ...revisores,
  ruta: 'PUT /api/retiros/aprobar',
  operationId: 'aprobarRetiro',
  resumen: 'Aprobar un retiro pendiente (TESORERO o LIDER)',
  descripcion:
    'Aprueba un retiro pendiente: sigue reservando su plata hasta que se pague. Aprobar uno ya aprobado no cambia nada; 409 si ' +
    'está en otro estado; 404 si no existe. Nadie aprueba su propio retiro (403; el líder solo si no hay otro TESORERO o LIDER). ' +
    REVISORES,
  schema: { body: IdRetiroRequestSchema, response: respuesta(RetiroResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function aprobarRetiro(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await service.aprobar(db, ajustesAvisos, request.cuenta!, request.body[0].idRetiro));
    return { ok: true as const, message };
  },
});

export const rechazar = endpoint({
  ...revisores,
  ruta: 'PUT /api/retiros/rechazar',
  operationId: 'rechazarRetiro',
  resumen: 'Rechazar un retiro con una razón (TESORERO o LIDER)',
  descripcion:
    'Rechaza un retiro pendiente o aprobado (no pagado) con una razón obligatoria: su plata deja de estar reservada. Rechazar uno ' +
    `ya rechazado no cambia nada; 409 si está pagado o cancelado; 404 si no existe. ${REVISORES}`,
  schema: { body: RazonRetiroRequestSchema, response: respuesta(RetiroResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function rechazarRetiro(request, reply) {
    const [{ idRetiro, razon }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await service.rechazar(db, ajustesAvisos, request.cuenta!, idRetiro, razon));
    return { ok: true as const, message };
  },
});

export const pagar = endpoint({
  ...pagadores,
  ruta: 'PUT /api/retiros/pagar',
  operationId: 'pagarRetiro',
  resumen: 'Marcar pagado en el juego un retiro aprobado (TESORERO o DISTRIBUIDOR)',
  descripcion:
    'Marca pagado un retiro aprobado: el libro apunta el saldo del jugador −plata y «Pagado en el juego» +plata en la misma ' +
    'transacción. Pagar uno ya pagado no cambia nada; 409 si está en otro estado o si el saldo ya no lo cubre; 404 si no existe. ' +
    `Nadie paga su propio retiro (403; el líder solo si no hay otro TESORERO o DISTRIBUIDOR). ${PAGADORES}`,
  schema: { body: IdRetiroRequestSchema, response: respuesta(RetiroResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function pagarRetiro(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await service.pagar(db, ajustesAvisos, request.cuenta!, request.body[0].idRetiro));
    return { ok: true as const, message };
  },
});

export const pagarVarios = endpoint({
  ...pagadores,
  ruta: 'PUT /api/retiros/pagarVarios',
  operationId: 'pagarRetiros',
  resumen: 'Marcar pagados en el juego varios retiros aprobados en una transacción (TESORERO o DISTRIBUIDOR); idempotente',
  descripcion:
    'Marca pagados de 1 a 200 retiros aprobados (`[ {idRetiro}, … ]`, sin repetir) en una sola transacción, cada uno con las ' +
    'reglas de `pagar`: su transacción del libro, su auditoría y su aviso. Los ya pagados se cuentan y no se pagan otra vez ' +
    '(`pagados` dice cuántos pagó esta llamada). Si uno no está aprobado, no existe, es del propio jugador o el saldo ya no lo ' +
    `cubre, no se escribe nada: 409, 404 o 403 que lo nombra. ${PAGADORES}`,
  schema: { body: PagarRetirosRequestSchema, response: respuesta(PagarRetirosResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function pagarRetiros(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const ids = request.body.map((r) => r.idRetiro);
    const result = conCambio(reply, await arqueo.pagarVarios(db, ajustesAvisos, request.cuenta!, ids));
    return { ok: true as const, pagados: result.pagados, message: decir(request, result.message) };
  },
});

export const conciliar = endpoint({
  ruta: 'POST /api/retiros/conciliar',
  operationId: 'conciliarRetiros',
  resumen: 'Arqueo del cofre: cada línea del registro de plata del gremio con su retiro, pago o ajuste (no escribe)',
  descripcion:
    'Lee el registro de plata del gremio pegado del juego y, línea por línea y en orden, la empareja: un retiro del juego con ' +
    'un retiro aprobado de ese jugador por la misma plata (`retiro`, `idRetiro`), si no con un pago pendiente de esa plata de ' +
    'un periodo «al finalizar» en distribución (`pago`, `idPeriodo`: se paga desde el periodo); un depósito con un ajuste del ' +
    'líder que abona esa plata al jugador o a la Tesorería (`deposito`, `idTransaccion`). Cada retiro, pago o ajuste empareja ' +
    'una sola línea. Las demás líneas son `sin_pareja` con su `motivo`. `coincidencias` son los retiros emparejados, lo que ' +
    'paga `PUT /api/retiros/pagarVarios`. 400 con el número de línea si el registro no se puede leer. No escribe nada. ' +
    'Requiere una cuenta con el cargo 8 (TESORERO), 1 (LIDER) o 5 (DISTRIBUIDOR).',
  tags,
  lectura: true,
  preHandler: requireCargo(...CARGOS_LECTORES_RETIRO),
  schema: { body: ConciliarRetirosRequestSchema, response: respuesta(ConciliarRetirosResponseSchema, 400, 401, 403) },
  handler: async function conciliarRetiros(request) {
    const { lineas, coincidencias } = await arqueo.conciliar(request.server.db, request.body[0].registro);
    // The reasons in the language asked (plugins/idioma.ts translates only the answer's own `message`).
    const idioma = idiomaPedido(request) ?? 'es';
    const message = lineas.map(({ motivo, ...l }) =>
      motivo ? { ...l, motivo: mensaje(motivo.codigo, motivo.valores, idioma) } : l,
    );
    return { ok: true as const, message, coincidencias };
  },
});

export const deshacerPago = endpoint({
  ...pagadores,
  ruta: 'PUT /api/retiros/deshacerPago',
  operationId: 'deshacerPagoRetiro',
  resumen: 'Deshacer el pago de un retiro, con una razón (TESORERO o DISTRIBUIDOR)',
  descripcion:
    'Deshace el pago de un retiro: vuelve a aprobado, con la razón, y el libro apunta el reverso de su pago. Repetido después ' +
    `de deshacerlo no cambia nada; 409 si no está pagado; 404 si no existe. ${PAGADORES}`,
  schema: { body: RazonRetiroRequestSchema, response: respuesta(RetiroResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function deshacerPagoRetiro(request, reply) {
    const [{ idRetiro, razon }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await service.deshacerPago(db, ajustesAvisos, request.cuenta!, idRetiro, razon));
    return { ok: true as const, message };
  },
});

export const cancelar = endpoint({
  ruta: 'PUT /api/retiros/cancelar',
  operationId: 'cancelarRetiro',
  resumen: 'Cancelar un retiro pendiente (el propio jugador, TESORERO o LIDER)',
  descripcion:
    'Cancela un retiro pendiente: su plata deja de estar reservada. Cancelar uno ya cancelado no cambia nada; 409 si está en ' +
    'otro estado; 403 si no es del propio jugador y la cuenta no es TESORERO ni LIDER; 404 si no existe. Requiere una cuenta.',
  tags,
  preHandler: requireCuenta,
  schema: { body: IdRetiroRequestSchema, response: respuesta(RetiroResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function cancelarRetiro(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await service.cancelar(db, ajustesAvisos, request.cuenta!, request.body[0].idRetiro));
    return { ok: true as const, message };
  },
});

export const limites = endpoint({
  ruta: 'GET /api/retiros/limites',
  operationId: 'leerLimitesRetiro',
  resumen: 'Límites semanales de retiro por cargo (TESORERO, LIDER o DISTRIBUIDOR)',
  descripcion:
    'Cada cargo con su límite semanal de retiros (`silver_semana`, null si no tiene): lo que un jugador de ese cargo puede pedir ' +
    'en 7 días. Requiere una cuenta con el cargo 8 (TESORERO), 1 (LIDER) o 5 (DISTRIBUIDOR).',
  tags,
  preHandler: requireCargo(CARGO.TESORERO, CARGO.LIDER, CARGO.DISTRIBUIDOR),
  schema: { response: respuesta(LimitesRetiroResponseSchema, 401, 403) },
  handler: async function leerLimitesRetiro(request) {
    return { ok: true as const, message: await service.limites(request.server.db) };
  },
});

export const guardarLimites = endpoint({
  ruta: 'PUT /api/retiros/limites',
  operationId: 'guardarLimitesRetiro',
  resumen: 'Poner o quitar límites semanales de retiro por cargo (solo el líder)',
  descripcion:
    'Pone el límite semanal de cada cargo de la lista (`silverSemana` entero mayor que 0) o lo quita (null); los demás cargos no ' +
    'cambian. Queda en la auditoría con el antes y el después; los mismos límites otra vez no cambian nada. Responde todos los ' +
    'cargos con su límite. Requiere una cuenta con el cargo 1 (LIDER).',
  tags,
  preHandler: requireCargo(CARGO.LIDER),
  schema: { body: GuardarLimitesRetiroRequestSchema, response: respuesta(LimitesRetiroResponseSchema, 400, 401, 403) },
  handler: async function guardarLimitesRetiro(request, reply) {
    const message = conCambio(reply, await service.guardarLimites(request.server.db, request.cuenta!, request.body));
    return { ok: true as const, message };
  },
});
