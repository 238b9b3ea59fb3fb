// Endpoints of the alliances (docs/alianzas.md): propose, accept, refuse, leave (the guild's leader); the
// alliance's splits among the member guilds' players (the host's LIDER or DISTRIBUIDOR), read by every
// member guild with its own members' shares; each guild's officer pays its own members. Every write
// takes an Idempotency-Key (plugins/idempotency.ts) and is audited in each guild it touches.
import {
  AlianzaCreadaResponseSchema,
  AlianzasResponseSchema,
  CARGOS_PAGO_ALIANZA,
  CARGOS_REPARTO_ALIANZA,
  IdAlianzaRequestSchema,
  JugadoresAlianzaQuerySchema,
  JugadoresAlianzaResponseSchema,
  OkResponseSchema,
  PagarRepartoAlianzaRequestSchema,
  ProponerAlianzaRequestSchema,
  RepartoAlianzaCreadoResponseSchema,
  RepartoAlianzaRequestSchema,
  RepartosAlianzaQuerySchema,
  RepartosAlianzaResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta, soloLider } from '../../plugins/auth.js';
import { creada, endpoint, nombrada, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './alianzas.service.js';

const tags = ['alianzas'] as const;
const GREMIO = 'El gremio de quien llama es el de su jugador.';
const REPARTIDORES = 'Requiere una cuenta con el cargo 1 (LIDER) o 5 (DISTRIBUIDOR) de un gremio miembro.';
const PAGADORES = 'Requiere una cuenta con el cargo 8 (TESORERO), 1 (LIDER) o 5 (DISTRIBUIDOR) del gremio del jugador.';

export const listar = endpoint({
  ruta: 'GET /api/alianzas',
  operationId: 'listarAlianzas',
  resumen: 'Las alianzas del gremio: propuestas y aceptadas',
  descripcion:
    'El gremio de quien llama (`gremio`: su dirección y nombre) y las alianzas a las que está invitado o de las que es miembro, ' +
    `cada una con el estado de cada gremio (el fundador primero). ${GREMIO} Requiere una cuenta.`,
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(AlianzasResponseSchema, 401) },
  handler: async function listarAlianzas(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, ...(await service.listar(request.server.db, request.cuenta!)) };
  },
});

export const proponer = endpoint({
  ...soloLider,
  ruta: 'POST /api/alianzas',
  operationId: 'proponerAlianza',
  resumen: 'Proponer una alianza a otro gremio (solo el líder)',
  descripcion:
    'Propone la alianza `nombre` al gremio de la dirección `slug`; el gremio de quien llama es miembro desde ya, el otro queda ' +
    'invitado hasta que su líder acepte o rechace. 404 si no existe ese gremio, 400 si es el propio, 409 si ya hay una alianza ' +
    `propuesta o aceptada entre los dos. ${GREMIO} ${QUIEN.lider}`,
  tags,
  schema: { body: ProponerAlianzaRequestSchema, response: creada(AlianzaCreadaResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function proponerAlianza(request, reply) {
    const { id, message } = conCambio(reply, await service.proponer(request.server.db, request.cuenta!, request.body[0]));
    return reply.code(201).send({ ok: true as const, message: decir(request, message), id_alianza: id });
  },
});

function respuestaDe(accion: service.Respuesta, operationId: string, resumen: string, descripcion: string) {
  const ruta = endpoint({
    ...soloLider,
    ruta: `PUT /api/alianzas/${accion}`,
    operationId,
    resumen,
    descripcion: `${descripcion} Repetido no cambia nada. 404 si la alianza no existe. ${GREMIO} ${QUIEN.lider}`,
    tags,
    schema: { body: IdAlianzaRequestSchema, response: respuesta(OkResponseSchema, 400, 401, 403, 404, 409) },
    handler: async function (request, reply) {
      const frase = conCambio(reply, await service.responder(request.server.db, request.cuenta!, accion, request.body[0]));
      return { ok: true as const, message: decir(request, frase) };
    },
  });
  // Named after its operationId like every handler written out (stack traces, profiles).
  nombrada(operationId, ruta.options.handler);
  return ruta;
}

export const aceptar = respuestaDe(
  'aceptar',
  'aceptarAlianza',
  'Aceptar una alianza a la que el gremio está invitado (solo el líder)',
  'El gremio invitado entra en la alianza `idAlianza`. 403 si el gremio de quien llama no está invitado; 409 si ya la rechazó o salió.',
);
export const rechazar = respuestaDe(
  'rechazar',
  'rechazarAlianza',
  'Rechazar una alianza a la que el gremio está invitado (solo el líder)',
  'El gremio invitado rechaza la alianza `idAlianza`. 403 si el gremio de quien llama no está invitado; 409 si ya la aceptó o salió.',
);
export const salir = respuestaDe(
  'salir',
  'salirDeAlianza',
  'Salir de una alianza (solo el líder)',
  'El gremio de quien llama deja la alianza `idAlianza`; sus repartos ya hechos quedan. 403 si no es miembro.',
);

export const jugadores = endpoint({
  ruta: 'GET /api/alianzas/jugadores',
  operationId: 'jugadoresDeAlianza',
  resumen: 'Los jugadores activos de los gremios de una alianza (para elegir participantes)',
  descripcion:
    'Los jugadores activos de cada gremio miembro de la alianza `idAlianza`, con la dirección de su gremio: la lista de donde se ' +
    `eligen los participantes de un reparto de alianza. 404 si no existe; 403 si el gremio no es miembro. ${REPARTIDORES}`,
  tags,
  preHandler: requireCargo(...CARGOS_REPARTO_ALIANZA),
  schema: { querystring: JugadoresAlianzaQuerySchema, response: respuesta(JugadoresAlianzaResponseSchema, 400, 401, 403, 404) },
  handler: async function jugadoresDeAlianza(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, message: await service.jugadores(request.server.db, request.cuenta!, request.query.idAlianza) };
  },
});

export const repartir = endpoint({
  ruta: 'POST /api/alianzas/repartos',
  operationId: 'repartirAlianza',
  resumen: 'Repartir un contenido de alianza entre los gremios y asentarlo en el libro de cada uno',
  descripcion:
    'Reparte `silver` entre los `participantes` (jugadores activos de los gremios miembros, con su peso): la parte de cada gremio ' +
    'es proporcional a la suma de los pesos de sus participantes; cada gremio cobra su impuesto y reparte su neto entre los suyos ' +
    '(el resto es del gremio). En una sola transacción asienta la parte de cada gremio en su propio libro (Botín −parte, cada ' +
    'miembro +su parte, Tesorería +impuesto y resto) y lo audita en cada gremio. 400 si un participante no es miembro activo de un ' +
    `gremio de la alianza; 403 si el gremio no es miembro; 404 si la alianza no existe. ${REPARTIDORES}`,
  tags,
  preHandler: requireCargo(...CARGOS_REPARTO_ALIANZA),
  schema: { body: RepartoAlianzaRequestSchema, response: creada(RepartoAlianzaCreadoResponseSchema, 400, 401, 403, 404) },
  handler: async function repartirAlianza(request, reply) {
    const { id, message } = conCambio(reply, await service.repartir(request.server.db, request.cuenta!, request.body[0]));
    return reply.code(201).send({ ok: true as const, message: decir(request, message), id_reparto_alianza: id });
  },
});

export const repartos = endpoint({
  ruta: 'GET /api/alianzas/repartos',
  operationId: 'repartosDeAlianza',
  resumen: 'Los repartos de una alianza: la parte de cada gremio y lo pagado, y los participantes del propio',
  descripcion:
    'Los últimos 50 repartos de la alianza `idAlianza`, el más nuevo primero: de cada gremio sus totales (participantes, parte, ' +
    'impuesto, resto y lo que su tesorero ya pagó); de los participantes, solo los del gremio de quien llama. 404 si no existe; ' +
    `403 si el gremio no es miembro. ${GREMIO} Requiere una cuenta.`,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: RepartosAlianzaQuerySchema, response: respuesta(RepartosAlianzaResponseSchema, 400, 401, 403, 404) },
  handler: async function repartosDeAlianza(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, message: await service.repartos(request.server.db, request.cuenta!, request.query.idAlianza) };
  },
});

export const pagar = endpoint({
  ruta: 'PUT /api/alianzas/repartos/pagar',
  operationId: 'pagarParteAlianza',
  resumen: 'Marcar pagada en el juego la parte de un miembro del propio gremio en un reparto de alianza',
  descripcion:
    'El jugador `id_player` recibió en el juego su parte del reparto `idRepartoAlianza`: se asienta en el libro de su gremio ' +
    '(jugador −x, Pagado en el juego +x). Repetido no cambia nada. 404 si el reparto no existe o el jugador no tiene ahí una ' +
    `parte del gremio de quien llama. ${PAGADORES}`,
  tags,
  preHandler: requireCargo(...CARGOS_PAGO_ALIANZA),
  schema: { body: PagarRepartoAlianzaRequestSchema, response: respuesta(OkResponseSchema, 400, 401, 403, 404) },
  handler: async function pagarParteAlianza(request, reply) {
    const frase = conCambio(reply, await service.pagar(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: decir(request, frase) };
  },
});
