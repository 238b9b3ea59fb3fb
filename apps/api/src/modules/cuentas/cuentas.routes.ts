// Endpoints of the account administration, leader only. The CLI (src/cli/cuentas.ts) calls the same
// service functions.
import {
  AvisosMdRequestSchema,
  AvisosMdResponseSchema,
  CargosCuentaRequestSchema,
  ClaveCuentaRequestSchema,
  CrearCuentaRequestSchema,
  CuentaIdRequestSchema,
  CuentaResponseSchema,
  CuentasResponseSchema,
  IdiomaCuentaRequestSchema,
  IdiomaCuentaResponseSchema,
} from '@reparto/contract';
import { requireCuenta, soloLider } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { frase } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import { avisador } from '../notificaciones/notificar.js';
import * as service from './cuentas.service.js';
import * as idiomaService from './idioma.service.js';

const tags = ['cuentas'] as const;
const lider = { tags, ...soloLider };
const fallos = errores(400, 401, 403, 404, 409);
/** A change to an account answers the account as it is now. */
const unaCuenta = { 200: CuentaResponseSchema, ...fallos };

export const listar = endpoint({
  ruta: 'GET /api/cuentas',
  operationId: 'listarCuentas',
  resumen: 'Cuentas del gremio',
  descripcion: `Cuentas con su jugador, sus cargos y si están activas. ${QUIEN.lider}`,
  ...lider,
  schema: { response: respuesta(CuentasResponseSchema, 401, 403) },
  handler: async function listarCuentas(request) {
    return { ok: true as const, cuentas: await service.listCuentas(request.server.db) };
  },
});

export const crear = endpoint({
  ruta: 'POST /api/cuentas',
  operationId: 'crearCuenta',
  resumen: 'Crear una cuenta para un jugador',
  descripcion: `Crea una cuenta (email, contraseña, cargos) para un jugador que aún no tiene. ${QUIEN.lider}`,
  ...lider,
  schema: { body: CrearCuentaRequestSchema, response: { 201: CuentaResponseSchema, ...fallos } },
  handler: async function crearCuenta(request, reply) {
    const cuenta = conCambio(reply, await service.crearCuenta(request.server.db, request.cuenta!, request.body[0]));
    return reply.status(201).send({ ok: true, message: frase(request, 'cuenta.creada'), cuenta });
  },
});

export const cargos = endpoint({
  ruta: 'PUT /api/cuentas/cargos',
  operationId: 'cambiarCargosCuenta',
  resumen: 'Cambiar los cargos de una cuenta',
  descripcion: `Reemplaza los cargos de una cuenta. ${QUIEN.lider}`,
  ...lider,
  schema: { body: CargosCuentaRequestSchema, response: unaCuenta },
  handler: async function cambiarCargosCuenta(request, reply) {
    const [{ idCuenta, cargos }] = request.body;
    const { db, ajustesAvisos } = request.server;
    const cambio = await service.cambiarCargos(db, request.cuenta!, { idCuenta }, cargos, avisador(ajustesAvisos));
    const cuenta = conCambio(reply, cambio);
    return { ok: true as const, message: frase(request, 'cuenta.cargosActualizados'), cuenta };
  },
});

export const clave = endpoint({
  ruta: 'PUT /api/cuentas/clave',
  operationId: 'restablecerClave',
  resumen: 'Restablecer la contraseña (cierra todas las sesiones de la cuenta)',
  descripcion: `Pone una contraseña nueva y termina todas las sesiones de la cuenta. ${QUIEN.lider}`,
  ...lider,
  schema: { body: ClaveCuentaRequestSchema, response: unaCuenta },
  handler: async function restablecerClave(request, reply) {
    const [{ idCuenta, password }] = request.body;
    const cuenta = conCambio(reply, await service.cambiarClave(request.server.db, request.cuenta!, { idCuenta }, password));
    return { ok: true as const, message: frase(request, 'cuenta.claveRestablecida'), cuenta };
  },
});

export const desactivar = endpoint({
  ruta: 'PUT /api/cuentas/desactivar',
  operationId: 'desactivarCuenta',
  resumen: 'Desactivar una cuenta (sus sesiones terminan al momento)',
  descripcion: `Desactiva una cuenta; sus tokens dejan de valer al momento. ${QUIEN.lider}`,
  ...lider,
  schema: { body: CuentaIdRequestSchema, response: unaCuenta },
  handler: async function desactivarCuenta(request, reply) {
    const cuenta = conCambio(reply, await service.desactivarCuenta(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: frase(request, 'cuenta.desactivada'), cuenta };
  },
});

export const activar = endpoint({
  ruta: 'PUT /api/cuentas/activar',
  operationId: 'activarCuenta',
  resumen: 'Volver a activar una cuenta',
  descripcion: `Vuelve a activar una cuenta desactivada. ${QUIEN.lider}`,
  ...lider,
  schema: { body: CuentaIdRequestSchema, response: unaCuenta },
  handler: async function activarCuenta(request, reply) {
    const cuenta = conCambio(reply, await service.activarCuenta(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: frase(request, 'cuenta.activada'), cuenta };
  },
});

/** The signed-in account's own language (docs/idiomas.md): the web remembers it there too. */
export const idioma = endpoint({
  ruta: 'PUT /api/cuentas/idioma',
  operationId: 'guardarIdioma',
  resumen: 'Guardar el idioma de la cuenta',
  descripcion:
    'Guarda el idioma de la cuenta de la cabecera `x-token` (es, pt-BR o en), que «Mi cuenta» devuelve. ' +
    'El mismo idioma otra vez no cambia nada. Cualquier cuenta, solo la suya.',
  tags,
  preHandler: requireCuenta,
  schema: { body: IdiomaCuentaRequestSchema, response: respuesta(IdiomaCuentaResponseSchema, 400, 401) },
  handler: async function guardarIdioma(request, reply) {
    conCambio(reply, await idiomaService.guardarIdioma(request.server.db, request.cuenta!, request.body[0].idioma));
    return { ok: true as const, message: frase(request, 'idioma.guardado') };
  },
});

/** The signed-in account's Discord direct messages on or off (docs/integraciones.md, «Mensajes directos»). */
export const avisosMd = endpoint({
  ruta: 'PUT /api/cuentas/avisosMd',
  operationId: 'guardarAvisosMd',
  resumen: 'Mensajes directos de Discord: sí o no',
  descripcion:
    'Enciende o apaga los mensajes directos de Discord de la cuenta de la cabecera `x-token` (su regear o su retiro ' +
    'aprobado, rechazado o pagado; su parte pagada), que «Mi cuenta» devuelve en `avisos_md`. Encendidos por defecto; ' +
    'solo llegan con Discord vinculado. El mismo valor otra vez no cambia nada. Cualquier cuenta, solo la suya.',
  tags,
  preHandler: requireCuenta,
  schema: { body: AvisosMdRequestSchema, response: respuesta(AvisosMdResponseSchema, 400, 401) },
  handler: async function guardarAvisosMd(request, reply) {
    const { avisosMd } = conCambio(
      reply,
      await idiomaService.guardarAvisosMd(request.server.db, request.cuenta!, request.body[0].avisosMd),
    );
    return { ok: true as const, message: frase(request, avisosMd ? 'avisosMd.activados' : 'avisosMd.desactivados'), avisosMd };
  },
});
