// Endpoints of the iCal feed (docs/calendario.md, «Feed iCal»): the feed itself (anonymous; private events
// with the guild's token), its two links for a signed-in member, and the leader's renewal of the token.
import { z } from 'zod';
import { CARGO, CalendarioIcsQuerySchema, EnlaceIcsResponseSchema } from '@reparto/contract';
import type { FastifyRequest } from 'fastify';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './ical.service.js';

const tags = ['calendario'] as const;

/** The deployment's public address: PUBLIC_URL, or the one the request came to. */
const base = (request: FastifyRequest) => request.server.ajustesAvisos.publicUrl ?? `${request.protocol}://${request.host}`;

export const calendarioIcs = endpoint({
  ruta: 'GET /api/calendario/calendario.ics',
  operationId: 'calendarioIcs',
  resumen: 'Calendario del gremio en formato iCalendar',
  descripcion:
    'Los eventos del gremio de los últimos 30 días y los próximos 6 meses en iCalendar (RFC 5545), para suscribirse desde ' +
    'Google Calendar, Thunderbird o el teléfono: horas en UTC, textos escapados y líneas plegadas a 75 octetos; un evento ' +
    'cancelado sigue con STATUS:CANCELLED. Sin `token`, solo los eventos públicos; con el token del gremio (el enlace de ' +
    `«Calendario»), también los privados; un token que no es el del gremio responde 403. ${QUIEN.publico}`,
  tags,
  schema: {
    querystring: CalendarioIcsQuerySchema,
    response: { 200: z.string().describe('text/calendar; charset=utf-8'), ...errores(400, 403) },
  },
  handler: async function calendarioIcs(request: FastifyRequest<{ Querystring: { token?: string | undefined } }>, reply) {
    const texto = await service.feed(request.server.db, request.query.token, {
      nombreGremio: request.server.gremio.nombre,
      idioma: request.server.gremio.idioma,
      base: base(request),
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="calendario.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(texto);
  },
});

export const enlaceIcs = endpoint({
  ruta: 'GET /api/calendario/enlaceIcs',
  operationId: 'enlaceIcs',
  resumen: 'Enlaces del calendario iCalendar',
  descripcion:
    'Los dos enlaces del calendario para suscribirse: `url` (los eventos públicos) y `privado` (con el token del gremio: ' +
    `también los privados; se crea la primera vez que se pide). ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(EnlaceIcsResponseSchema, 401) },
  handler: async function enlaceIcs(request) {
    return { ok: true as const, message: await service.enlaces(request.server.db, base(request)) };
  },
});

export const renovarEnlaceIcs = endpoint({
  ruta: 'POST /api/calendario/renovarEnlaceIcs',
  operationId: 'renovarEnlaceIcs',
  resumen: 'Renovar el token del calendario (solo el líder)',
  descripcion:
    'Cambia el token del enlace privado del calendario: los enlaces privados dados hasta ahora dejan de funcionar (403). ' +
    `Queda en la auditoría (sin el token). Responde los enlaces nuevos. ${QUIEN.lider}`,
  tags,
  preHandler: requireCargo(CARGO.LIDER),
  schema: { response: respuesta(EnlaceIcsResponseSchema, 401, 403) },
  handler: async function renovarEnlaceIcs(request, reply) {
    const message = conCambio(reply, await service.renovar(request.server.db, request.cuenta!, base(request)));
    return { ok: true as const, message };
  },
});
