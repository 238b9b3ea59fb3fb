// Endpoints of a player's own page. Public answers kept in the read cache until a write or the clock
// changes them (lib/read-cache.ts).
import {
  GananciasJugadorQuerySchema,
  GananciasJugadorResponseSchema,
  HistorialJugadorRequestSchema,
  HistorialJugadorResponseSchema,
} from '@reparto/contract';
import { endpoint, respuesta } from '../../lib/route.js';
import { QUIEN } from '../../openapi/textos.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './ganancias.service.js';

export const gananciasJugador = endpoint({
  ruta: 'GET /api/distribuciones/gananciasJugador',
  operationId: 'gananciasDeJugador',
  resumen: 'Página de un jugador: totales por intervalo, plata por semana y pendientes de cobro',
  descripcion: `Página de un jugador (nickname exacto, sin distinguir mayúsculas): su cargo y rol, plata y contenidos en cada intervalo (15, 30, 60, 90 días y desde la creación), plata por semana de las últimas 26 (lunes, UTC) y los periodos abiertos o en distribución en que tiene plata, con su estado de pago; 404 si no existe. ${QUIEN.publico}`,
  tags: ['periodos'],
  cache: true,
  schema: { querystring: GananciasJugadorQuerySchema, response: respuesta(GananciasJugadorResponseSchema, 400, 404) },
  handler: async function gananciasDeJugador(request, reply) {
    const { nickname } = request.query;
    // The player's own scope, and the periods still being paid that it lists (finalizing one drops it).
    return reply.cached({ key: `gananciasJugador:${nickname.toLowerCase()}`, ambitos: [ambito.jugadores] }, async (db) => {
      const { value, validUntil } = await service.gananciasJugadorVigente(db, nickname);
      const ambitos = [ambito.jugador(value.id_player), ...value.pendientes.map((p) => ambito.periodo(p.id_periodo))];
      return { value: { ok: true as const, message: value }, validUntil, ambitos };
    });
  },
});

export const historialJugador = endpoint({
  ruta: 'POST /api/distribuciones/historialJugador',
  operationId: 'historialDeJugador',
  resumen: 'Historial de un jugador: las distribuciones en que participó, de 25 en 25',
  descripcion: `Distribuciones en que participó un jugador, de la más nueva a la más antigua, de 25 en 25, incluidas las eliminadas (estado false), con la plata del jugador; \`count\` es el total; 404 si no existe. ${QUIEN.publico}`,
  tags: ['periodos'],
  lectura: true,
  cache: true,
  schema: { body: HistorialJugadorRequestSchema, response: respuesta(HistorialJugadorResponseSchema, 400, 404) },
  handler: async function historialDeJugador(request, reply) {
    const [{ nickname, page }] = request.body;
    const key = `historialJugador:${nickname.toLowerCase()}:${page}`;
    return reply.cached({ key, ambitos: [ambito.jugadores] }, async (db) => {
      const { idPlayer, rows, count } = await service.historialJugador(db, nickname, page);
      return {
        value: { ok: true as const, message: rows, count },
        ambitos: [ambito.jugador(idPlayer)],
        guardar: paginaGuardable(page, rows),
      };
    });
  },
});
