// Account administration, leader only (DESIGN §2, §4). The CLI (src/cli/cuentas.ts) calls the same
// service functions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO,
  CargosCuentaRequestSchema,
  ClaveCuentaRequestSchema,
  CrearCuentaRequestSchema,
  CuentaIdRequestSchema,
  CuentaResponseSchema,
  CuentasResponseSchema,
  ErrorResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { activarCuenta, cambiarCargos, cambiarClave, crearCuenta, desactivarCuenta, listCuentas } from './cuentas.service.js';

const denied = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const errors = { 400: ErrorResponseSchema, ...denied, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const common = { tags: ['cuentas'], security: [{ token: [] }] };

export const cuentasRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: access is decided before the body is read or validated.
  app.addHook('onRequest', requireCargo(CARGO.LIDER));

  app.get(
    '/',
    { schema: { ...common, summary: 'Cuentas del gremio', response: { 200: CuentasResponseSchema, ...denied } } },
    async () => ({ ok: true as const, cuentas: await listCuentas(app.db) }),
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary: 'Crear una cuenta para un jugador',
        body: CrearCuentaRequestSchema,
        response: { 201: CuentaResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cuenta = await crearCuenta(app.db, request.cuenta!, request.body[0]);
      return reply.status(201).send({ ok: true, message: 'Cuenta creada', cuenta });
    },
  );

  app.put(
    '/cargos',
    {
      schema: {
        ...common,
        summary: 'Cambiar los cargos de una cuenta',
        body: CargosCuentaRequestSchema,
        response: { 200: CuentaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [{ idCuenta, cargos }] = request.body;
      return {
        ok: true as const,
        message: 'Cargos actualizados',
        cuenta: await cambiarCargos(app.db, request.cuenta!, { idCuenta }, cargos),
      };
    },
  );

  app.put(
    '/clave',
    {
      schema: {
        ...common,
        summary: 'Restablecer la contraseña (cierra todas las sesiones de la cuenta)',
        body: ClaveCuentaRequestSchema,
        response: { 200: CuentaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [{ idCuenta, password }] = request.body;
      return {
        ok: true as const,
        message: 'Contraseña restablecida',
        cuenta: await cambiarClave(app.db, request.cuenta!, { idCuenta }, password),
      };
    },
  );

  app.put(
    '/desactivar',
    {
      schema: {
        ...common,
        summary: 'Desactivar una cuenta (sus sesiones terminan al momento)',
        body: CuentaIdRequestSchema,
        response: { 200: CuentaResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'Cuenta desactivada',
      cuenta: await desactivarCuenta(app.db, request.cuenta!, request.body[0]),
    }),
  );

  app.put(
    '/activar',
    {
      schema: {
        ...common,
        summary: 'Volver a activar una cuenta',
        body: CuentaIdRequestSchema,
        response: { 200: CuentaResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'Cuenta activada',
      cuenta: await activarCuenta(app.db, request.cuenta!, request.body[0]),
    }),
  );
};
