// «Mi cuenta» (docs/domain.md, "Permissions"): the signed-in account's own page. Its own module: it
// reads what several modules own (the account, the player's page, payments, regear claims), and none
// of them reads it.
import { MiCuentaResponseSchema, MisGremiosResponseSchema } from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { ambito } from '../../lib/cambios.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { miCuenta as leerMiCuenta, misGremios as leerMisGremios } from './mi-cuenta.service.js';

const tags = ['cuentas'] as const;

/** «Mi cuenta»: the signed-in account's own data (any charge, MIEMBRO included). */
export const mia = endpoint({
  ruta: 'GET /api/cuentas/mia',
  operationId: 'miCuenta',
  resumen: 'Mi cuenta: lo que se le debe y sus totales',
  descripcion:
    'Mi cuenta: lo que se le debe a la cuenta de la cabecera `x-token` en cada periodo abierto o en distribución (quién paga y desde qué casas y cofres) y sus totales de 30 días y desde el inicio. ' +
    'Cualquier cuenta, solo sus propios datos.',
  tags,
  preHandler: requireCuenta,
  cache: true,
  schema: { response: respuesta(MiCuentaResponseSchema, 401) },
  handler: async function miCuenta(request, reply) {
    // Never kept by a browser or a proxy; kept by the server per account (docs/performance.md, "The
    // ledger"): the key holds every field of the session the answer shows (a new cargo, email or Discord
    // link is another key), the scopes every table it reads.
    reply.header('cache-control', 'no-store');
    const { discordLogin, db: base } = request.server;
    const s = request.cuenta!;
    const sesion = [s.idCuenta, s.idPlayer, s.nickname, s.email, s.nombreCargo, s.cargos, s.discordUserId, s.conClave];
    const key = `miCuenta:${JSON.stringify(sesion)}`;
    return reply.cached({ key, ambitos: [ambito.jugador(s.idPlayer), ambito.jugadores, ambito.libro] }, async (db) => {
      const { value, validUntil, ambitos: delMiembro } = await leerMiCuenta(db, base, s, discordLogin !== null);
      // The periods it lists (their distributor, houses and state), as the player's page; a member's
      // characters and their periods (docs/calendario.md, «Personajes de un miembro»).
      const ambitos = [...value.pendientes.map((p) => ambito.periodo(p.id_periodo)), ...delMiembro];
      return { value: { ok: true as const, message: value }, validUntil, ambitos };
    });
  },
});

/** The guilds of the signed-in account, with its cargos in each (docs/alianzas.md, «Muchos gremios»). */
export const gremios = endpoint({
  ruta: 'GET /api/cuentas/mia/gremios',
  operationId: 'misGremios',
  resumen: 'Mis gremios: los gremios de la cuenta y sus cargos en cada uno',
  descripcion:
    'Los gremios a los que pertenece la cuenta de la cabecera `x-token` (el de su jugador y aquellos donde tiene algún cargo; ' +
    'no los suspendidos): su dirección (`/g/{slug}`), su nombre, los cargos de la cuenta en cada uno y cuál es el de esta dirección. ' +
    'Cualquier cuenta, solo la suya.',
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(MisGremiosResponseSchema, 401) },
  handler: async function misGremios(request, reply) {
    reply.header('cache-control', 'no-store');
    const { db, discordLogin } = request.server;
    return { ok: true as const, gremios: await leerMisGremios(db, request.cuenta!, discordLogin) };
  },
});
