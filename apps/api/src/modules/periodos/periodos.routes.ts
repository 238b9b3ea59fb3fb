// Endpoints of the periods: the overview, places and houses, and the life cycle (create, change the
// value, close, finalize).
import {
  CARGO_PERIODOS,
  CambiarSilverRequestSchema,
  CasasResponseSchema,
  CerrarDistribucionRequestSchema,
  CerrarPeriodoRequestSchema,
  CrearPeriodoRequestSchema,
  CrearPeriodoResponseSchema,
  GetCasasRequestSchema,
  LugaresResponseSchema,
  OkResponseSchema,
  PeriodoQuerySchema,
  PeriodoResponseSchema,
  PeriodosEnCursoResponseSchema,
  ResumenDistribucionQuerySchema,
  ResumenDistribucionResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { frase } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './periodos.service.js';

/** Errors of a call that needs an account. */
const authErrors = errores(400, 401, 403, 404, 409);
const tesorero = { preHandler: requireCargo(CARGO_PERIODOS) };

export const resumen = endpoint({
  ruta: 'GET /api/distribuciones/resumenDistribucion',
  operationId: 'listarPeriodos',
  resumen: 'Periodos de distribución, 10 por página, el más reciente primero',
  descripcion: `Periodos con su distribuidor, lugar, fechas, plata de la aplicación y de Albion y estado, 10 por página, el más reciente primero. ${QUIEN.publico}`,
  tags: ['periodos'],
  cache: true,
  schema: { querystring: ResumenDistribucionQuerySchema, response: respuesta(ResumenDistribucionResponseSchema, 400) },
  handler: async function listarPeriodos(request, reply) {
    const { page } = request.query;
    // A public answer kept in the read cache (lib/read-cache.ts, docs/performance.md): which periods
    // a page holds (resumen), and each one's row (its own scope).
    return reply.cached({ key: `resumenDistribucion:${page}`, ambitos: [ambito.resumen, ambito.jugadores] }, async (db) => {
      const { rows, count } = await service.resumen(db, page);
      return {
        value: { ok: true as const, message: rows, count },
        ambitos: rows.map((p) => ambito.periodo(p.id_periodo)),
        guardar: paginaGuardable(page, rows),
      };
    });
  },
});

// Not in the read cache: small answers read from periodo_en_curso_idx and the primary key, which the
// screens ask for when they need the state as it is now.
export const enCurso = endpoint({
  ruta: 'GET /api/distribuciones/periodosEnCurso',
  operationId: 'listarPeriodosEnCurso',
  resumen: 'Periodos abiertos y en distribución, 10 por página, los abiertos primero',
  descripcion: `Periodos abiertos y en distribución, los abiertos primero y después el más reciente primero, 10 por página, con el total: el filtro «En curso» del resumen. ${QUIEN.publico}`,
  tags: ['periodos'],
  schema: { querystring: ResumenDistribucionQuerySchema, response: respuesta(PeriodosEnCursoResponseSchema, 400) },
  handler: async function listarPeriodosEnCurso(request) {
    const { rows, count } = await service.enCurso(request.server.db, request.query.page);
    return { ok: true as const, message: rows, count };
  },
});

export const uno = endpoint({
  ruta: 'GET /api/distribuciones/periodo',
  operationId: 'verPeriodo',
  resumen: 'Un periodo con su estado actual',
  descripcion: `Un periodo tal como lo muestra el resumen, con su estado actual (404 si no existe). ${QUIEN.publico}`,
  tags: ['periodos'],
  schema: { querystring: PeriodoQuerySchema, response: respuesta(PeriodoResponseSchema, 400, 404) },
  handler: async function verPeriodo(request) {
    return {
      ok: true as const,
      periodo: await service.periodoPorId(request.server.db, request.query.idPeriodo),
    };
  },
});

export const lugares = endpoint({
  ruta: 'GET /api/distribuciones/getLugares',
  operationId: 'listarLugares',
  resumen: 'Lugares de distribución',
  descripcion: `Lugares en los que se puede abrir un periodo. ${QUIEN.publico}`,
  tags: ['periodos'],
  schema: { response: { 200: LugaresResponseSchema } },
  handler: async function listarLugares(request) {
    return { ok: true as const, lugares: await service.lugares(request.server.db) };
  },
});

export const casas = endpoint({
  ruta: 'POST /api/distribuciones/getCasas',
  operationId: 'listarCasas',
  resumen: 'Casas activas de un lugar con sus cofres',
  descripcion: `Casas activas de un lugar con su cantidad de cofres, para elegirlas al cerrar un periodo. ${QUIEN.tesorero}`,
  tags: ['periodos'],
  lectura: true,
  ...tesorero,
  schema: { body: GetCasasRequestSchema, response: respuesta(CasasResponseSchema, 400, 401, 403, 404) },
  handler: async function listarCasas(request) {
    return {
      ok: true as const,
      message: await service.casasDeLugar(request.server.db, request.body[0].idLugar),
    };
  },
});

export const crear = endpoint({
  ruta: 'POST /api/distribuciones',
  operationId: 'crearPeriodo',
  resumen: 'Crear un periodo (uno abierto por lugar)',
  descripcion: `Abre un periodo en un lugar (estado 3, Abierto). Solo puede haber un periodo abierto por lugar (409). ${QUIEN.tesorero}`,
  tags: ['periodos'],
  ...tesorero,
  schema: { body: CrearPeriodoRequestSchema, response: { 201: CrearPeriodoResponseSchema, ...authErrors } },
  handler: async function crearPeriodo(request, reply) {
    const [{ idLugarDist, gremioFederacion, modoPago }] = request.body;
    const id = conCambio(
      reply,
      await service.crearPeriodo(
        request.server.db,
        request.cuenta!,
        { idLugar: idLugarDist, gremioFederacion, modoPago: modoPago ?? request.server.gremio.modoPago },
        request.server.ajustesAvisos,
      ),
    );
    return reply.status(201).send({ ok: true as const, message: frase(request, 'periodo.creado'), id_periodo: id });
  },
});

export const cambiarSilver = endpoint({
  ruta: 'PUT /api/distribuciones/cambiarSilver',
  operationId: 'cambiarSilverAlbion',
  resumen: 'Cambiar el silver albion de un periodo',
  descripcion: `Cambia la plata de Albion (entero ≥ 0) de un periodo Abierto o En distribución. ${QUIEN.tesorero}`,
  tags: ['periodos'],
  ...tesorero,
  schema: { body: CambiarSilverRequestSchema, response: { 200: OkResponseSchema, ...authErrors } },
  handler: async function cambiarSilverAlbion(request, reply) {
    const [{ idPeriodo, silver }] = request.body;
    conCambio(reply, await service.cambiarSilver(request.server.db, request.cuenta!, idPeriodo, silver));
    return { ok: true as const, message: frase(request, 'periodo.valorActualizado') };
  },
});

export const cerrar = endpoint({
  ruta: 'PUT /api/distribuciones/cerrarPeriodo',
  operationId: 'cerrarPeriodo',
  resumen: 'Cerrar un periodo: elegir distribuidor y casas',
  descripcion:
    'Pasa un periodo Abierto a En distribución con un distribuidor y casas del lugar del periodo. ' +
    `Las casas deben sumar al menos un cofre por jugador con pago; si no, 409. ${QUIEN.tesorero}`,
  tags: ['periodos'],
  ...tesorero,
  schema: { body: CerrarPeriodoRequestSchema, response: { 200: OkResponseSchema, ...authErrors } },
  handler: async function cerrarPeriodo(request, reply) {
    conCambio(
      reply,
      await service.cerrarPeriodo(request.server.db, request.cuenta!, request.body[0], request.server.ajustesAvisos),
    );
    return { ok: true as const, message: frase(request, 'periodo.cerrado') };
  },
});

/** The wire calls it "cerrarDistribucion"; it finalizes the period. */
export const finalizar = endpoint({
  ruta: 'PUT /api/distribuciones/cerrarDistribucion',
  operationId: 'finalizarPeriodo',
  resumen: 'Finalizar la distribución cuando todo está pagado (el distribuidor del periodo)',
  descripcion:
    'Pasa un periodo En distribución a Finalizado cuando todos los pagos están hechos. Solo el distribuidor del periodo.',
  tags: ['periodos'],
  preHandler: requireCuenta,
  schema: { body: CerrarDistribucionRequestSchema, response: { 200: OkResponseSchema, ...authErrors } },
  handler: async function finalizarPeriodo(request, reply) {
    const { idPeriodo } = request.body[0];
    conCambio(reply, await service.finalizarPeriodo(request.server.db, request.cuenta!, idPeriodo, request.server.ajustesAvisos));
    return { ok: true as const, message: frase(request, 'periodo.finalizado') };
  },
});
