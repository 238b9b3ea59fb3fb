// Endpoints of the calendar (docs/calendario.md, «Calendario (eventos e inscripciones)»). Every write
// takes an Idempotency-Key (plugins/idempotency.ts) and is audited; the rules are calendario.service.ts's.
// The iCal feed's routes are the lead's, in ical*.ts beside this file.
import {
  ApuntarseRequestSchema,
  CARGOS_CALENDARIO,
  ConfirmarRequestSchema,
  CrearEventoRequestSchema,
  EditarEventoRequestSchema,
  EventoResponseSchema,
  EventosQuerySchema,
  EventosResponseSchema,
  ParaDistribuirQuerySchema,
  ParaDistribuirResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { creada, endpoint, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { decir } from '../../lib/frases.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './calendario.service.js';
import * as inscripciones from './inscripciones.service.js';
import { paraDistribuir as datosParaDistribuir } from './para-distribuir.service.js';

const tags = ['calendario'] as const;
const oficiales = { tags, preHandler: requireCargo(...CARGOS_CALENDARIO) };

export const listar = endpoint({
  ruta: 'GET /api/calendario/eventos',
  operationId: 'listarEventos',
  resumen: 'Eventos del calendario con sus inscripciones',
  descripcion:
    'Los eventos cuyo inicio cae en [`desde`, `hasta`) (por defecto: desde hace 7 días hasta dentro de 60), los más próximos ' +
    'primero, cada uno con sus huecos por rol, sus inscripciones (confirmados, apuntados, reservas y quien no va), su plantilla, ' +
    'su lugar, su creador y la distribución hecha con él; o solo el evento `idEvento` (404 si no existe). Las fechas van en UTC. ' +
    QUIEN.cuenta,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: EventosQuerySchema, response: respuesta(EventosResponseSchema, 400, 401, 404) },
  handler: async function listarEventos(request) {
    return { ok: true as const, message: await service.eventos(request.server.db, request.query) };
  },
});

export const crear = endpoint({
  ...oficiales,
  ruta: 'POST /api/calendario/eventos',
  operationId: 'crearEvento',
  resumen: 'Crear un evento del calendario',
  descripcion:
    'Crea un evento: lugar (404 si no existe), plantilla opcional (404 si no existe, 409 si está desactivada; su nombre es el ' +
    'título si no se da otro, 400 si no hay ninguno), inicio y fin (como mucho 24 horas), cierre de inscripciones no posterior ' +
    'al inicio, huecos por rol, nota y si es privado. Si el gremio tiene canal del calendario, publica allí el mensaje del ' +
    `evento con los botones de inscripción. ${QUIEN.calendario}`,
  schema: { body: CrearEventoRequestSchema, response: creada(EventoResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function crearEvento(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const { evento, frase } = conCambio(reply, await service.crear(db, ajustesAvisos, request.cuenta!, request.body[0]));
    return reply.code(201).send({ ok: true as const, message: decir(request, frase), evento });
  },
});

export const editar = endpoint({
  ...oficiales,
  ruta: 'PUT /api/calendario/eventos',
  operationId: 'editarEvento',
  resumen: 'Cambiar o cancelar un evento del calendario',
  descripcion:
    'Cambia los campos enviados de un evento (el evento entero se vuelve a comprobar con los valores guardados de los demás; ' +
    'los mismos errores que al crearlo); `estado: cancelado` lo cancela y `idSesion` le vincula la sesión de asistencia ' +
    'grabada durante él (404 si no existe). Sin cambios, no escribe nada. Cada cambio sube su secuencia (la SEQUENCE del ' +
    `iCal) y edita su mensaje de Discord. 404 si el evento no existe. ${QUIEN.calendario}`,
  schema: { body: EditarEventoRequestSchema, response: respuesta(EventoResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function editarEvento(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const { evento, frase } = conCambio(reply, await service.editar(db, ajustesAvisos, request.cuenta!, request.body[0]));
    return { ok: true as const, message: decir(request, frase), evento };
  },
});

export const apuntarse = endpoint({
  ruta: 'POST /api/calendario/apuntarse',
  operationId: 'apuntarseEvento',
  resumen: 'Apuntarse a un evento, como reserva, o decir que no va',
  descripcion:
    'El jugador de la cuenta se apunta al evento con un rol (`apuntado`), queda de reserva (`reserva`) o dice que no va ' +
    '(`no_va`). 409 si el evento está cancelado o ya terminó, o si no quedan huecos de ese rol (apuntados y confirmados; un ' +
    'rol sin huecos está completo); 400 después del cierre de inscripciones (un oficial aún puede) o con un rol desconocido; ' +
    '404 si el evento no existe. Repetir la misma inscripción no cambia nada; un confirmado que se apunta otra vez con su ' +
    `rol sigue confirmado. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { body: ApuntarseRequestSchema, response: respuesta(EventoResponseSchema, 400, 401, 404, 409) },
  handler: async function apuntarseEvento(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const autor = { cuenta: request.cuenta!, origen: 'web' as const };
    const { evento, frase } = conCambio(reply, await inscripciones.apuntarse(db, ajustesAvisos, autor, request.body[0]));
    return { ok: true as const, message: decir(request, frase), evento };
  },
});

export const confirmar = endpoint({
  ...oficiales,
  ruta: 'PUT /api/calendario/confirmar',
  operationId: 'confirmarInscripcion',
  resumen: 'Confirmar, pasar a reserva o quitar a un jugador de la lista de un evento',
  descripcion:
    'Un oficial confirma a un jugador (ocupa un hueco de su rol: 409 si no queda), lo pasa a reserva o lo quita de la lista ' +
    '(`quitado` borra su inscripción). Un jugador que no estaba en la lista se añade con `rol` (400 sin él). Vale también ' +
    'después del cierre y del fin del evento (la lista de la distribución), no en un evento cancelado (409). 404 si el evento ' +
    `o el jugador no existen. Repetido no cambia nada. ${QUIEN.calendario}`,
  schema: { body: ConfirmarRequestSchema, response: respuesta(EventoResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function confirmarInscripcion(request, reply) {
    const { db, ajustesAvisos } = request.server;
    const { evento, frase } = conCambio(
      reply,
      await inscripciones.confirmar(db, ajustesAvisos, request.cuenta!, request.body[0]),
    );
    return { ok: true as const, message: decir(request, frase), evento };
  },
});

export const paraDistribuir = endpoint({
  ...oficiales,
  ruta: 'GET /api/calendario/paraDistribuir',
  operationId: 'eventoParaDistribuir',
  resumen: 'Lo que «Nueva distribución» recibe de un evento: confirmados, reservas, pesos y extras de su plantilla',
  descripcion:
    'Los jugadores confirmados (`reserva` false) y los de reserva (`reserva` true) del evento, con su rol y el peso que da la ' +
    'versión actual de su plantilla: el peso de su rol por el peso sugerido por su presencia si el evento tiene sesión de ' +
    'asistencia, y el peso de reserva de la plantilla para los de reserva (sin plantilla, 1 y 0,5). También la plantilla y su ' +
    'versión, los extras fijos sin asignar (`id_player` 0), el motivo (el título del evento), el impuesto de la plantilla ' +
    `(el del gremio sin ella) y el periodo abierto del lugar del evento (null si no hay). 404 si el evento no existe. ${QUIEN.calendario}`,
  schema: { querystring: ParaDistribuirQuerySchema, response: respuesta(ParaDistribuirResponseSchema, 400, 401, 403, 404) },
  handler: async function eventoParaDistribuir(request) {
    const { db, asistencia, gremio } = request.server;
    const message = await datosParaDistribuir(db, asistencia, request.query.idEvento, gremio.impuestoPct);
    return { ok: true as const, message };
  },
});
