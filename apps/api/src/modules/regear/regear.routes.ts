// Endpoints of the regear claims and rules (docs/regear.md). The payments of claims are
// pagos-regear.routes.ts's.
import {
  AprobarRegearRequestSchema,
  CARGO,
  CARGO_PERIODOS,
  GuardarReglasRegearRequestSchema,
  IDIOMA_HEADER,
  leerIdioma,
  ListarRegearQuerySchema,
  ListarRegearResponseSchema,
  MuertesQuerySchema,
  MuertesResponseSchema,
  ReclamarRequestSchema,
  ReclamoResponseSchema,
  RechazarRegearRequestSchema,
  REGEAR_PAGE_SIZE,
  ReglasRegearResponseSchema,
} from '@reparto/contract';
import type { FastifyRequest } from 'fastify';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { creada, endpoint, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './regear.service.js';
import * as revision from './revision.service.js';

const tags = ['regear'] as const;
/** The reader's language (`x-idioma`), for the items' names. */
const idiomaDe = (request: FastifyRequest) => leerIdioma(request.headers[IDIOMA_HEADER]) ?? 'es';
const revisores = { tags, preHandler: requireCargo(CARGO_PERIODOS, CARGO.LIDER) };
const albion = (server: { killboard: service.Albion['killboard']; precios: service.Albion['precios'] }) => ({
  killboard: server.killboard,
  precios: server.precios,
});

export const muertes = endpoint({
  ruta: 'GET /api/regear/muertes',
  operationId: 'listarMuertesRegear',
  resumen: 'Muertes recientes de un jugador en el killboard, valoradas por las reglas del regear',
  descripcion:
    'Las muertes recientes de un jugador (`nickname`) leídas del killboard de Albion, con sus objetos valorados por las reglas ' +
    '(los que no cuentan, con su motivo; sin precio cuando el mercado no tiene datos; `nombre`, el del objeto en el idioma de ' +
    '`x-idioma` cuando se conoce) y `reclamada` si ya tienen un regear. ' +
    'El propio jugador, o TESORERO, ENCARGADO DE CONTENIDO o LIDER para cualquiera (403 si no). 404 si el jugador no existe ' +
    'o Albion no lo conoce; 503/504 si la API de Albion no responde. Requiere una cuenta.',
  tags,
  preHandler: requireCuenta,
  schema: { querystring: MuertesQuerySchema, response: respuesta(MuertesResponseSchema, 400, 401, 403, 404, 503, 504) },
  handler: async function listarMuertesRegear(request) {
    const { db } = request.server;
    const message = await service.muertes(db, albion(request.server), request.cuenta!, request.query.nickname, idiomaDe(request));
    return { ok: true as const, message };
  },
});

export const reclamar = endpoint({
  ruta: 'POST /api/regear/reclamar',
  operationId: 'reclamarRegear',
  resumen: 'Reclamar el regear de una muerte del killboard',
  descripcion:
    'Reclama el regear de una muerte del killboard (`eventId`) para un jugador en un periodo sin finalizar, y opcionalmente en una ' +
    'distribución vigente de ese periodo. La muerte debe ser de ese jugador (400), de un jugador del gremio (400) y caer dentro del ' +
    'periodo (400); 404 si el evento no existe; 409 si ya fue reclamada (un reclamo por evento, siempre) o el periodo está finalizado. ' +
    'Se valora con las reglas al reclamar; si los precios de mercado no responden se reclama igual, con objetos sin precio. ' +
    'El propio jugador, o TESORERO, ENCARGADO DE CONTENIDO o LIDER para cualquiera. Requiere una cuenta.',
  tags,
  preHandler: requireCuenta,
  schema: { body: ReclamarRequestSchema, response: creada(ReclamoResponseSchema, 400, 401, 403, 404, 409, 503, 504) },
  handler: async function reclamarRegear(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(
      reply,
      await service.reclamar(db, albion(request.server), ajustesAvisos, request.cuenta!, request.body[0]),
    );
    return reply.code(201).send({ ok: true as const, message });
  },
});

export const listar = endpoint({
  ruta: 'GET /api/regear',
  operationId: 'listarRegear',
  resumen: 'Reclamos de regear: la cola de revisión, los de un jugador o los de un periodo',
  descripcion:
    `Reclamos de regear, los pendientes primero y después los más nuevos, ${REGEAR_PAGE_SIZE} por página (\`page\`), con \`count\` de los que ` +
    'cumplen los filtros: `idPeriodo`, `estado` (pendiente, aprobado, rechazado, pagado) y `nickname` (un jugador). ' +
    `404 si el periodo o el jugador no existen. ${QUIEN.publico}`,
  tags,
  cache: true,
  schema: { querystring: ListarRegearQuerySchema, response: respuesta(ListarRegearResponseSchema, 400, 404) },
  handler: async function listarRegear(request, reply) {
    // A public answer kept in the read cache (lib/read-cache.ts, docs/performance.md "Regear reads"):
    // every claim write moves `regear`; nicknames move `jugadores`; a distribution that deducts claims
    // (or its deletion) moves their period's scope, learned from the page's rows.
    const { idPeriodo, estado } = request.query;
    const page = request.query.page ?? 1;
    const nickname = request.query.nickname?.trim().toLowerCase();
    // The items' names are in the reader's language: one cached answer per language.
    const idioma = idiomaDe(request);
    const key = `regear:${idPeriodo ?? ''}:${estado ?? ''}:${page}:${nickname ?? ''}:${idioma}`;
    const ambitos = [ambito.regear, ambito.jugadores, ...(idPeriodo === undefined ? [] : [ambito.periodo(idPeriodo)])];
    return reply.cached({ key, ambitos }, async (db) => {
      const pagina = await service.listar(db, { idPeriodo, estado, nickname, page }, idioma);
      return {
        value: { ok: true as const, ...pagina },
        ambitos: [...new Set(pagina.message.map((r) => ambito.periodo(r.id_periodo)))],
        guardar: paginaGuardable(page, pagina.message),
      };
    });
  },
});

export const aprobar = endpoint({
  ...revisores,
  ruta: 'PUT /api/regear/aprobar',
  operationId: 'aprobarRegear',
  resumen: 'Aprobar un reclamo de regear (TESORERO o LIDER)',
  descripcion:
    'Aprueba un reclamo pendiente: `precios` da el precio unitario de los objetos sin precio (400 si falta alguno), y `silver` ' +
    'puede rebajar la plata de las reglas, nunca subirla (400). Un precio escrito por encima del máximo de las reglas (la celda ' +
    'de la tabla fija de esa casilla y tier, o `precio_max_objeto`) solo lo aprueba el líder (403). El precio queda fijo. ' +
    'Aprobar uno ya aprobado no cambia nada; 409 si está rechazado o pagado, o si el periodo está finalizado. Nadie revisa un ' +
    'reclamo de su propio jugador (403; el líder solo si no hay otro TESORERO o LIDER). ' +
    'Requiere una cuenta con el cargo 8 (TESORERO) o 1 (LIDER).',
  schema: { body: AprobarRegearRequestSchema, response: respuesta(ReclamoResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function aprobarRegear(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await revision.aprobar(db, ajustesAvisos, request.cuenta!, request.body[0]));
    return { ok: true as const, message };
  },
});

export const rechazar = endpoint({
  ...revisores,
  ruta: 'PUT /api/regear/rechazar',
  operationId: 'rechazarRegear',
  resumen: 'Rechazar un reclamo de regear con una razón (TESORERO o LIDER)',
  descripcion:
    'Rechaza un reclamo pendiente o aprobado (no pagado) con una razón obligatoria. Rechazar uno ya rechazado no cambia nada; ' +
    '409 si está pagado, descontado en una distribución vigente («Descontar regear») o si el periodo está finalizado. Nadie ' +
    'revisa un reclamo de su propio jugador (403; el líder solo si no hay otro TESORERO o LIDER). ' +
    'Requiere una cuenta con el cargo 8 (TESORERO) o 1 (LIDER).',
  schema: { body: RechazarRegearRequestSchema, response: respuesta(ReclamoResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function rechazarRegear(request, reply) {
    const [{ idReclamo, razon }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const message = conCambio(reply, await revision.rechazar(db, ajustesAvisos, request.cuenta!, idReclamo, razon));
    return { ok: true as const, message };
  },
});

export const reglas = endpoint({
  ruta: 'GET /api/regear/reglas',
  operationId: 'leerReglasRegear',
  resumen: 'Reglas del regear',
  descripcion:
    'Las reglas del regear del gremio: casillas que cuentan, tier y poder de objeto mínimos, modo de precio, topes y ciudades ' +
    '(las de por defecto mientras el líder no las cambie). Requiere una cuenta.',
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(ReglasRegearResponseSchema, 401) },
  handler: async function leerReglasRegear(request) {
    return { ok: true as const, message: await service.reglas(request.server.db) };
  },
});

export const guardarReglas = endpoint({
  ruta: 'PUT /api/regear/reglas',
  operationId: 'guardarReglasRegear',
  resumen: 'Guardar las reglas del regear (solo el líder)',
  descripcion: `Guarda las reglas del regear (quedan en la auditoría con el antes y el después); las mismas reglas otra vez no cambian nada. ${QUIEN.lider}`,
  tags,
  preHandler: requireCargo(CARGO.LIDER),
  schema: { body: GuardarReglasRegearRequestSchema, response: respuesta(ReglasRegearResponseSchema, 400, 401, 403) },
  handler: async function guardarReglasRegear(request, reply) {
    const message = conCambio(reply, await service.guardarReglas(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message };
  },
});
