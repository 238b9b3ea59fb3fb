// Endpoints of attendance sessions (docs/asistencia.md).
import {
  AsistenciaJugadorQuerySchema,
  AsistenciaJugadorResponseSchema,
  CARGO,
  CARGOS_TERMINAR_ASISTENCIA,
  IniciarAsistenciaRequestSchema,
  IniciarAsistenciaResponseSchema,
  OkResponseSchema,
  ParticipacionResponseSchema,
  SesionAsistenciaQuerySchema,
  SesionAsistenciaResponseSchema,
  SesionesAsistenciaQuerySchema,
  SesionesAsistenciaResponseSchema,
  TerminarAsistenciaRequestSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { creada, endpoint, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './asistencia.service.js';

const tags = ['asistencia'] as const;
const encargados = requireCargo(CARGO.ENCARGADO_CONTENIDO, CARGO.LIDER);

export const iniciar = endpoint({
  ruta: 'POST /api/asistencia/iniciar',
  operationId: 'iniciarAsistencia',
  resumen: 'Iniciar una sesión de asistencia en un canal de voz (ENCARGADO DE CONTENIDO o LIDER)',
  descripcion:
    'Empieza a registrar la asistencia de un canal de voz de Discord (`idCanal`): cada entrada, salida y cambio de canal de sus ' +
    'miembros hasta que se termine a mano o pasen ASISTENCIA_MAX_HORAS (6 por defecto). 400 si el canal no existe en el servidor; ' +
    '409 si ya hay una sesión abierta en ese canal; 503 si Discord no está configurado o no está conectado. ' +
    QUIEN.encargadoOLider,
  tags,
  preHandler: encargados,
  schema: { body: IniciarAsistenciaRequestSchema, response: creada(IniciarAsistenciaResponseSchema, 400, 401, 403, 409, 503) },
  handler: async function iniciarAsistencia(request, reply) {
    const { db, voice, asistencia, ajustesAvisos, grabador } = request.server;
    const escrito = await service.iniciar(
      { db, voice, config: asistencia, ajustesAvisos },
      service.quienDeCuenta(request.cuenta!),
      request.body[0].idCanal,
    );
    // The members already in the channel open their intervals now.
    await grabador.reconciliarCanal(request.body[0].idCanal);
    const message = conCambio(reply, escrito);
    return reply.code(201).send({ ok: true as const, message });
  },
});

export const terminar = endpoint({
  ruta: 'POST /api/asistencia/terminar',
  operationId: 'terminarAsistencia',
  resumen: 'Terminar una sesión de asistencia (quien la inició, TESORERO o LIDER)',
  descripcion:
    'Termina una sesión de asistencia: cierra los intervalos abiertos y envía a Discord los minutos de cada miembro. Terminar una ' +
    'sesión ya terminada responde lo mismo sin cambiar nada; 404 si no existe. Requiere una cuenta con el cargo 7 (ENCARGADO DE ' +
    'CONTENIDO), 8 (TESORERO) o 1 (LIDER); un ENCARGADO DE CONTENIDO solo termina las sesiones que inició él (403 si no).',
  tags,
  // The cargo is checked before the body is read (plugins/auth.ts, soloLider).
  onRequest: requireCargo(...CARGOS_TERMINAR_ASISTENCIA),
  schema: { body: TerminarAsistenciaRequestSchema, response: respuesta(OkResponseSchema, 400, 401, 403, 404) },
  handler: async function terminarAsistencia(request, reply) {
    const { db, asistencia, ajustesAvisos } = request.server;
    const escrito = await service.terminar(
      { db, config: asistencia, ajustesAvisos },
      service.quienDeCuenta(request.cuenta!),
      request.body[0].idSesion,
    );
    return { ok: true as const, message: decir(request, conCambio(reply, escrito)) };
  },
});

export const sesiones = endpoint({
  ruta: 'GET /api/asistencia/sesiones',
  operationId: 'listarSesionesAsistencia',
  resumen: 'Sesiones de asistencia',
  descripcion:
    `Sesiones de asistencia, las más nuevas primero, ${service.SESIONES_POR_PAGINA} por página (\`page\`), con \`count\` del total; ` +
    `\`fin\` es null mientras registra. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: SesionesAsistenciaQuerySchema, response: respuesta(SesionesAsistenciaResponseSchema, 400, 401) },
  handler: async function listarSesionesAsistencia(request) {
    return { ok: true as const, ...(await service.listar(request.server.db, request.query.page ?? 1)) };
  },
});

export const sesion = endpoint({
  ruta: 'GET /api/asistencia/sesion',
  operationId: 'leerSesionAsistencia',
  resumen: 'Detalle de una sesión de asistencia con los pesos sugeridos',
  descripcion:
    'Una sesión de asistencia: los jugadores registrados y activos que estuvieron, con sus minutos y el peso sugerido (1 desde ' +
    'ASISTENCIA_COMPLETA_PCT % de la sesión; por debajo, la parte del tiempo redondeada a 0,1, mínimo 0,1), los nombres sin ' +
    `jugador registrado con sus minutos y los jugadores desactivados. 404 si no existe. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: SesionAsistenciaQuerySchema, response: respuesta(SesionAsistenciaResponseSchema, 400, 401, 404) },
  handler: async function leerSesionAsistencia(request) {
    const { db, asistencia } = request.server;
    return { ok: true as const, message: await service.detalle(db, asistencia, request.query.idSesion) };
  },
});

export const participacion = endpoint({
  ruta: 'GET /api/asistencia/participacion',
  operationId: 'participacionAsistencia',
  resumen: 'Clasificación de participación de los últimos 30 días',
  descripcion: `Los 10 jugadores que más contenidos (sesiones de asistencia) atendieron en los últimos 30 días, con sus minutos. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(ParticipacionResponseSchema, 401) },
  handler: async function participacionAsistencia(request) {
    const { db, asistencia } = request.server;
    return { ok: true as const, message: await service.participacion(db, asistencia) };
  },
});

export const jugador = endpoint({
  ruta: 'GET /api/asistencia/jugador',
  operationId: 'asistenciaJugador',
  resumen: 'Asistencia de un jugador',
  descripcion:
    `Las sesiones de asistencia de un jugador (\`idPlayer\`), las más nuevas primero, ${service.SESIONES_POR_PAGINA} por página, ` +
    `con sus minutos en cada una y \`contenidos_30d\`. 404 si el jugador no existe. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: AsistenciaJugadorQuerySchema, response: respuesta(AsistenciaJugadorResponseSchema, 400, 401, 404) },
  handler: async function asistenciaJugador(request) {
    const { db, asistencia } = request.server;
    return { ok: true as const, ...(await service.deJugador(db, asistencia, request.query.idPlayer, request.query.page ?? 1)) };
  },
});
