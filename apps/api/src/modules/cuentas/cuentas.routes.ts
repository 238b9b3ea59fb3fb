// Endpoints of the account administration, leader only (URLs and methods in src/routes.ts). The CLI
// (src/cli/cuentas.ts) calls the same service functions.
import {
  CARGO,
  CargosCuentaRequestSchema,
  ClaveCuentaRequestSchema,
  CrearCuentaRequestSchema,
  CuentaIdRequestSchema,
  CuentaResponseSchema,
  CuentasResponseSchema,
  ErrorResponseSchema,
  MiCuentaResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import * as service from './cuentas.service.js';
import { miCuenta } from './mi-cuenta.service.js';

const e = ErrorResponseSchema;
const denied = { 401: e, 403: e };
const errors = { 400: e, ...denied, 404: e, 409: e };
const common = { tags: ['cuentas'], security };
// onRequest: access is decided before the body is read or validated.
const lider = { onRequest: requireCargo(CARGO.LIDER) };

export const listar = endpoint({
  ...lider,
  schema: { ...common, summary: 'Cuentas del gremio', response: { 200: CuentasResponseSchema, ...denied } },
  handler: async (request) => ({ ok: true as const, cuentas: await service.listCuentas(request.server.db) }),
});

export const crear = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Crear una cuenta para un jugador',
    body: CrearCuentaRequestSchema,
    response: { 201: CuentaResponseSchema, ...errors },
  },
  handler: async (request, reply) => {
    const cuenta = await service.crearCuenta(request.server.db, request.cuenta!, request.body[0]);
    return reply.status(201).send({ ok: true, message: 'Cuenta creada', cuenta });
  },
});

export const cargos = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Cambiar los cargos de una cuenta',
    body: CargosCuentaRequestSchema,
    response: { 200: CuentaResponseSchema, ...errors },
  },
  handler: async (request) => {
    const [{ idCuenta, cargos }] = request.body;
    const cuenta = await service.cambiarCargos(request.server.db, request.cuenta!, { idCuenta }, cargos);
    return { ok: true as const, message: 'Cargos actualizados', cuenta };
  },
});

export const clave = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Restablecer la contraseña (cierra todas las sesiones de la cuenta)',
    body: ClaveCuentaRequestSchema,
    response: { 200: CuentaResponseSchema, ...errors },
  },
  handler: async (request) => {
    const [{ idCuenta, password }] = request.body;
    const cuenta = await service.cambiarClave(request.server.db, request.cuenta!, { idCuenta }, password);
    return { ok: true as const, message: 'Contraseña restablecida', cuenta };
  },
});

export const desactivar = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Desactivar una cuenta (sus sesiones terminan al momento)',
    body: CuentaIdRequestSchema,
    response: { 200: CuentaResponseSchema, ...errors },
  },
  handler: async (request) => {
    const cuenta = await service.desactivarCuenta(request.server.db, request.cuenta!, request.body[0]);
    return { ok: true as const, message: 'Cuenta desactivada', cuenta };
  },
});

export const activar = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Volver a activar una cuenta',
    body: CuentaIdRequestSchema,
    response: { 200: CuentaResponseSchema, ...errors },
  },
  handler: async (request) => {
    const cuenta = await service.activarCuenta(request.server.db, request.cuenta!, request.body[0]);
    return { ok: true as const, message: 'Cuenta activada', cuenta };
  },
});

/** «Mi cuenta»: the signed-in account's own data (any charge, MIEMBRO included). */
export const mia = endpoint({
  preHandler: requireCuenta,
  schema: { ...common, summary: 'Mi cuenta: lo que se le debe y sus totales', response: { 200: MiCuentaResponseSchema, 401: e } },
  handler: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { db, discordLogin } = request.server;
    return { ok: true as const, message: await miCuenta(db, request.cuenta!, discordLogin !== null) };
  },
});
