// Endpoints of the distributions.
import {
  CARGO_DISTRIBUCIONES,
  CrearDistribucionRequestSchema,
  CrearDistribucionResponseSchema,
  EliminarDistribucionRequestSchema,
  EliminarDistribucionResponseSchema,
  FondoGremioQuerySchema,
  FondoGremioResponseSchema,
  GetDistribucionRequestSchema,
  GetDistribucionResponseSchema,
  ParaCorregirQuerySchema,
  ParaCorregirResponseSchema,
  TransferenciaHechaRequestSchema,
  TransferenciaHechaResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './distribuciones.service.js';
import * as eliminacion from './eliminar.service.js';
import * as liquidacion from './liquidacion.js';

export const listar = endpoint({
  ruta: 'POST /api/distribuciones/getDistribucion',
  operationId: 'listarDistribuciones',
  resumen:
    'Distribuciones de un periodo, la más reciente primero (sin token); con `page`, 25 por página con `count` y `total` (plata de las vivas)',
  descripcion: `Distribuciones de un periodo con sus jugadores y la plata de cada uno, incluidas las eliminadas. Con \`page\`: 25 por página, la más reciente primero, con \`count\` (distribuciones del periodo) y \`total\` (plata de las vivas). ${QUIEN.publico}`,
  tags: ['distribuciones'],
  lectura: true,
  cache: true,
  schema: { body: GetDistribucionRequestSchema, response: respuesta(GetDistribucionResponseSchema, 400, 404) },
  handler: async function listarDistribuciones(request, reply) {
    const [{ idPeriodoDist, page }] = request.body;
    // Kept in the read cache (lib/read-cache.ts, docs/performance.md).
    const ambitos = [ambito.periodo(idPeriodoDist), ambito.jugadores];
    if (page === undefined) {
      return reply.cached({ key: `getDistribucion:${idPeriodoDist}`, ambitos }, async (db) => ({
        value: { ok: true as const, message: await service.getDistribuciones(db, idPeriodoDist) },
      }));
    }
    return reply.cached({ key: `getDistribucion:${idPeriodoDist}:${page}`, ambitos }, async (db) => {
      const { rows, count, total } = await service.paginaDistribuciones(db, idPeriodoDist, page);
      return { value: { ok: true as const, message: rows, count, total }, guardar: paginaGuardable(page, rows) };
    });
  },
});

export const crear = endpoint({
  ruta: 'POST /api/distribuciones/crear',
  operationId: 'crearDistribucion',
  resumen: 'Crear una distribución (cargo 7, periodo Abierto); el código de 6 cifras hace idempotente el reintento',
  descripcion:
    'Reparte la plata entre los jugadores elegidos de un periodo Abierto (a partes iguales, redondeando hacia abajo). ' +
    'El código de 6 cifras hace idempotente el reintento: el mismo código con el mismo contenido devuelve la existente (200), ' +
    `con otro contenido da 409. ${QUIEN.encargado}`,
  tags: ['distribuciones'],
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    body: CrearDistribucionRequestSchema,
    response: { 200: CrearDistribucionResponseSchema, 201: CrearDistribucionResponseSchema, ...errores(400, 401, 403, 404, 409) },
  },
  handler: async function crearDistribucion(request, reply) {
    const [item] = request.body;
    const result = conCambio(
      reply,
      await service.crearDistribucion(request.server.db, request.cuenta!, item, request.server.ajustesAvisos),
    );
    return reply
      .status(result.creada ? 201 : 200)
      .send({ ok: true as const, message: decir(request, result.message), distribucion: result.distribucion });
  },
});

export const eliminar = endpoint({
  ruta: 'PUT /api/distribuciones/eliminarDistribucion',
  operationId: 'eliminarDistribucion',
  resumen: 'Eliminar una distribución propia de un periodo Abierto (queda con estado false)',
  descripcion:
    'Elimina con una razón una distribución de un periodo Abierto: queda con estado false y deja de contar en las sumas. ' +
    'Solo el encargado que la creó.',
  tags: ['distribuciones'],
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    body: EliminarDistribucionRequestSchema,
    response: respuesta(EliminarDistribucionResponseSchema, 400, 401, 403, 404, 409),
  },
  handler: async function eliminarDistribucion(request, reply) {
    const [{ idDistribucion, razon }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const result = conCambio(
      reply,
      await eliminacion.eliminarDistribucion(db, request.cuenta!, idDistribucion, razon, ajustesAvisos),
    );
    return { ok: true as const, ...result, message: decir(request, result.message) };
  },
});

export const fondo = endpoint({
  ruta: 'GET /api/distribuciones/fondoGremio',
  operationId: 'fondoGremio',
  resumen: 'Fondo del gremio de un periodo: impuesto y restos de sus distribuciones vivas (sin token)',
  descripcion:
    'Lo que se queda el gremio de las distribuciones vivas del periodo: el impuesto de los desgloses y los restos ' +
    `de las divisiones, con el impuesto por defecto del gremio (sus ajustes). ${QUIEN.publico}`,
  tags: ['distribuciones'],
  cache: true,
  schema: { querystring: FondoGremioQuerySchema, response: respuesta(FondoGremioResponseSchema, 400, 404) },
  handler: async function fondoGremio(request, reply) {
    const { idPeriodo } = request.query;
    // The default tax is the guild's setting (its Gremio object: a change moves the scope `gremio`);
    // the closing warning's threshold is configuration, the same for every answer of this process.
    const impuesto_gremio_pct = request.server.gremio.impuestoPct;
    const aviso_diferencia_pct = request.server.avisoDiferenciaPct;
    const ambitos = [ambito.periodo(idPeriodo), ambito.gremio];
    return reply.cached({ key: `fondoGremio:${idPeriodo}`, ambitos }, async (db) => ({
      value: { ok: true as const, message: await service.fondoGremio(db, idPeriodo), impuesto_gremio_pct, aviso_diferencia_pct },
    }));
  },
});

export const corregir = endpoint({
  ruta: 'GET /api/distribuciones/paraCorregir',
  operationId: 'distribucionParaCorregir',
  resumen:
    'Lo que tenía una distribución al crearla (jugadores y pesos, desglose, motivo, origen): el punto de partida de «Corregir» (cargo 7)',
  descripcion:
    'Todo lo que tenía una distribución al crearla, para «Corregir»: sus jugadores con su peso (y si siguen activos), ' +
    `el desglose, la plata, el motivo y de dónde salieron los jugadores (canal de voz, lista pegada). ${QUIEN.encargado}`,
  tags: ['distribuciones'],
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: { querystring: ParaCorregirQuerySchema, response: respuesta(ParaCorregirResponseSchema, 400, 401, 403, 404) },
  handler: async function distribucionParaCorregir(request) {
    return {
      ok: true as const,
      message: await service.paraCorregir(request.server.db, request.query.idDistribucion),
    };
  },
});

export const transferenciaHecha = endpoint({
  ruta: 'PUT /api/distribuciones/transferenciaHecha',
  operationId: 'transferenciaHecha',
  resumen: 'Marcar hecha una transferencia de la liquidación entre portadores de una distribución',
  descripcion:
    '«El botín lo tienen varios»: marca hecha una de las transferencias que saldan lo que tenían los portadores. ' +
    'Pueden quien paga o recibe (el jugador de la cuenta), el encargado que creó la distribución y los oficiales (cargos 1 y 2). ' +
    'Marcarla otra vez responde lo mismo sin escribir nada.',
  tags: ['distribuciones'],
  preHandler: requireCuenta,
  schema: {
    body: TransferenciaHechaRequestSchema,
    response: respuesta(TransferenciaHechaResponseSchema, 400, 401, 403, 404, 409),
  },
  handler: async function transferenciaHecha(request, reply) {
    const [{ idTransferencia }] = request.body;
    const result = conCambio(reply, await liquidacion.marcarHecha(request.server.db, request.cuenta!, idTransferencia));
    return { ok: true as const, message: decir(request, result.message), transferencia: result.transferencia };
  },
});
