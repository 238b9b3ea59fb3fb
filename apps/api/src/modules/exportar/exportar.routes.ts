// Endpoints of the CSV exports: the same permissions as the screens they export — payments,
// distributions and a player's history are public; the audit log and the players list need the
// leader's token (x-token); the ledger's entries an officer's (TESORERO, LIDER, DISTRIBUIDOR). Streamed:
// nothing is held whole in memory.
import {
  CARGOS_LECTORES_LIBRO,
  CsvResponseSchema,
  ExportarLibroQuerySchema,
  ExportarAuditoriaQuerySchema,
  ExportarHistorialQuerySchema,
  ExportarPeriodoQuerySchema,
  type ExportarPeriodoQuery,
  ExportarRegearQuerySchema,
} from '@reparto/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { requireCargo, soloLider } from '../../plugins/auth.js';
import { endpoint, errores, nombrada, respuesta, type Declaracion } from '../../lib/route.js';
import { QUIEN, ARCHIVO_CSV } from '../../openapi/textos.js';
import { sendCsv } from './csv.js';
import * as service from './exportar.service.js';

const tags = ['exportar'] as const;
/** A public export of a period or a player, which may not exist. */
const publica = { 200: CsvResponseSchema, ...errores(400, 404) };
const deUnPeriodo = `${ARCHIVO_CSV}; 404 si el periodo no existe. ${QUIEN.publico}`;
/** The leader's exports: access is decided before the query is read. */
const delLider = { tags, ...soloLider };
const archivo = (reply: FastifyReply, { nombre, contenido }: service.Exportacion) => sendCsv(reply, nombre, contenido);

/** A public export of a period (`idPeriodo`), which may not exist: the file `exportar` makes of it. */
function exportacionDePeriodo(exportar: (db: Db, idPeriodo: number) => Promise<service.Exportacion>, declaracion: Declaracion) {
  return endpoint({
    ...declaracion,
    tags,
    schema: { querystring: ExportarPeriodoQuerySchema, response: publica },
    handler: nombrada(
      declaracion.operationId,
      async (request: FastifyRequest<{ Querystring: ExportarPeriodoQuery }>, reply: FastifyReply) =>
        archivo(reply, await exportar(request.server.db, request.query.idPeriodo)),
    ),
  });
}

export const pagos = exportacionDePeriodo(service.pagos, {
  ruta: 'GET /api/exportar/pagos.csv',
  operationId: 'exportarPagos',
  resumen: 'Pagos de un periodo en CSV',
  descripcion: `Pagos de un periodo (\`idPeriodo\`), un renglón por jugador con su plata, si está pagado, el distribuidor y el estado del periodo: \`pagos-periodo-N.csv\`. ${deUnPeriodo}`,
});

export const distribuciones = exportacionDePeriodo(service.distribuciones, {
  ruta: 'GET /api/exportar/distribuciones.csv',
  operationId: 'exportarDistribuciones',
  resumen: 'Distribuciones de un periodo en CSV, una línea por jugador',
  descripcion: `Distribuciones de un periodo (\`idPeriodo\`), una línea por jugador: id, fecha, motivo, encargado, jugador, plata y estado (las eliminadas incluidas): \`distribuciones-periodo-N.csv\`. ${deUnPeriodo}`,
});

export const historial = endpoint({
  ruta: 'GET /api/exportar/historial.csv',
  operationId: 'exportarHistorial',
  resumen: 'Historial de un jugador en CSV',
  descripcion: `Historial de un jugador (\`nickname\`), de la distribución más nueva a la más antigua: \`historial-NICKNAME.csv\`. ${ARCHIVO_CSV}; 404 si el jugador no existe. ${QUIEN.publico}`,
  tags,
  schema: { querystring: ExportarHistorialQuerySchema, response: publica },
  handler: async function exportarHistorial(request, reply) {
    return archivo(reply, await service.historial(request.server.db, request.query.nickname));
  },
});

export const auditoria = endpoint({
  ...delLider,
  ruta: 'GET /api/exportar/auditoria.csv',
  operationId: 'exportarAuditoria',
  resumen: 'Registro de auditoría en CSV, con los filtros de la pantalla (solo el líder)',
  descripcion: `Registro de auditoría con los filtros de la pantalla (\`accion\`, \`entidad\`, \`idCuenta\`, \`desde\`, \`hasta\`), el más reciente primero: \`auditoria-AAAA-MM-DD.csv\`. ${ARCHIVO_CSV}. ${QUIEN.lider}`,
  schema: { querystring: ExportarAuditoriaQuerySchema, response: respuesta(CsvResponseSchema, 400, 401, 403) },
  handler: async function exportarAuditoria(request, reply) {
    return archivo(reply, service.auditoria(request.server.db, request.query));
  },
});

export const jugadores = endpoint({
  ...delLider,
  ruta: 'GET /api/exportar/jugadores.csv',
  operationId: 'exportarJugadores',
  resumen: 'Lista de jugadores en CSV (solo el líder)',
  descripcion: `Todos los jugadores con cargo, rol, fecha de registro y estado: \`jugadores.csv\`. ${ARCHIVO_CSV}. ${QUIEN.lider}`,
  schema: { response: respuesta(CsvResponseSchema, 401, 403) },
  handler: async function exportarJugadores(request, reply) {
    return archivo(reply, service.jugadores(request.server.db));
  },
});

export const regear = endpoint({
  ruta: 'GET /api/exportar/regear.csv',
  operationId: 'exportarRegear',
  resumen: 'Reclamos de regear en CSV, con los filtros de la pantalla',
  descripcion: `Reclamos de regear con los filtros de la pantalla (\`idPeriodo\`, \`estado\`, \`nickname\`), los pendientes primero y después los más nuevos, con sus objetos, precios y revisión: \`regear.csv\`. ${ARCHIVO_CSV}; 404 si el periodo o el jugador no existen. ${QUIEN.publico}`,
  tags,
  schema: { querystring: ExportarRegearQuerySchema, response: publica },
  handler: async function exportarRegear(request, reply) {
    return archivo(reply, await service.regear(request.server.db, request.query));
  },
});

export const libro = endpoint({
  ruta: 'GET /api/exportar/libro.csv',
  operationId: 'exportarLibro',
  resumen: 'Movimientos del libro en CSV, con los filtros de la pantalla',
  descripcion: `Los movimientos del libro (docs/libro.md) de una cuenta (\`idCuentaLibro\`) o de todas, del más antiguo al más nuevo, entre \`desde\` y \`hasta\`, con la cuenta, el concepto, la plata, el saldo que dejó, el periodo y la razón: \`libro.csv\`. ${ARCHIVO_CSV}; 404 si la cuenta no existe. ${QUIEN.lectoresLibro}`,
  tags,
  preHandler: requireCargo(...CARGOS_LECTORES_LIBRO),
  schema: { querystring: ExportarLibroQuerySchema, response: respuesta(CsvResponseSchema, 400, 401, 403, 404) },
  handler: async function exportarLibro(request, reply) {
    return archivo(reply, await service.libro(request.server.db, request.query));
  },
});
