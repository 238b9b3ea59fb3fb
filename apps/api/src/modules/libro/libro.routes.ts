// Endpoints of the guild's ledger (docs/libro.md): the accounts and their balances (the officers'), an
// account's entries and a member's balance (the member's own, or the officers'), the leader's named
// accounts and adjustments. The withdrawals are modules/retiros'; the CSV of the entries, exportar's.
import {
  AjusteLibroRequestSchema,
  CARGO,
  CARGOS_LECTORES_LIBRO,
  CrearCuentaLibroRequestSchema,
  CrearCuentaLibroResponseSchema,
  CuentasLibroQuerySchema,
  CuentasLibroResponseSchema,
  IDIOMA_HEADER,
  leerIdioma,
  MovimientosLibroQuerySchema,
  MovimientosLibroResponseSchema,
  OkResponseSchema,
  SaldoLibroQuerySchema,
  SaldoLibroResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta, soloLider } from '../../plugins/auth.js';
import { creada, endpoint, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { ambito } from '../../lib/cambios.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './libro.service.js';

const tags = ['libro'] as const;

export const cuentas = endpoint({
  ruta: 'GET /api/libro/cuentas',
  operationId: 'listarCuentasLibro',
  resumen: 'Cuentas del libro con su saldo y lo que se debe a los miembros',
  descripcion:
    'Las cuentas del libro con su saldo: primero las del gremio (Tesorería, Fondo de regear, Botín, Pagado en el juego, con ' +
    'su nombre en el idioma de `x-idioma`, y después las que creó el líder), luego las de los jugadores por nickname; ' +
    `\`total_jugadores\` es lo que el gremio debe a sus miembros. Por páginas (\`page\`). ${QUIEN.lectoresLibro}`,
  tags,
  preHandler: requireCargo(...CARGOS_LECTORES_LIBRO),
  schema: { querystring: CuentasLibroQuerySchema, response: respuesta(CuentasLibroResponseSchema, 400, 401, 403) },
  handler: async function listarCuentasLibro(request, reply) {
    reply.header('cache-control', 'no-store').header('vary', IDIOMA_HEADER);
    const idioma = leerIdioma(request.headers[IDIOMA_HEADER]) ?? 'es';
    return { ok: true as const, ...(await service.cuentas(request.server.db, request.query.page ?? 1, idioma)) };
  },
});

export const crearCuenta = endpoint({
  ...soloLider,
  ruta: 'POST /api/libro/cuentas',
  operationId: 'crearCuentaLibro',
  resumen: 'Crear una cuenta del gremio con nombre (solo el líder)',
  descripcion:
    'Crea una cuenta del gremio con nombre («Mantenimiento») para apartar plata con ajustes; 409 si ya existe una con ese ' +
    `nombre (sin distinguir mayúsculas) o es el de una cuenta fija. ${QUIEN.lider}`,
  tags,
  schema: {
    body: CrearCuentaLibroRequestSchema,
    response: creada(CrearCuentaLibroResponseSchema, 400, 401, 403, 409),
  },
  handler: async function crearCuentaLibro(request, reply) {
    const [{ nombre }] = request.body;
    const { id, message } = conCambio(reply, await service.crearCuenta(request.server.db, request.cuenta!, nombre));
    return reply.code(201).send({ ok: true as const, message: decir(request, message), id_cuenta_libro: id });
  },
});

export const movimientos = endpoint({
  ruta: 'GET /api/libro/movimientos',
  operationId: 'listarMovimientosLibro',
  resumen: 'Movimientos de una cuenta del libro, con el saldo corrido',
  descripcion:
    'Los movimientos de una cuenta (`idCuentaLibro`, o la de un jugador por `nickname`), el más nuevo primero, con el saldo ' +
    'que dejó cada uno, entre `desde` y `hasta` (AAAA-MM-DD o ISO 8601), por páginas (`page`); `concepto` es el código que ' +
    'nombra el catálogo `libro.concepto.*`. Un jugador sin movimientos: lista vacía. 404 si la cuenta o el jugador no existen. ' +
    QUIEN.propiaOLectoresLibro,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: MovimientosLibroQuerySchema, response: respuesta(MovimientosLibroResponseSchema, 400, 401, 403, 404) },
  handler: async function listarMovimientosLibro(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, ...(await service.movimientos(request.server.db, request.cuenta!, request.query)) };
  },
});

export const saldo = endpoint({
  ruta: 'GET /api/libro/saldo',
  operationId: 'saldoLibro',
  resumen: 'Saldo de un jugador en el libro y sus retiros por pagar',
  descripcion:
    'Lo que el gremio debe a un jugador (`nickname`; 0 si aún no tiene movimientos) y la suma de sus retiros pendientes o ' +
    `aprobados. 404 si el jugador no existe. ${QUIEN.propiaOLectoresLibro}`,
  tags,
  preHandler: requireCuenta,
  cache: true,
  schema: { querystring: SaldoLibroQuerySchema, response: respuesta(SaldoLibroResponseSchema, 400, 401, 403, 404) },
  handler: async function saldoLibro(request, reply) {
    // Never kept by a browser; kept by the server per player once the caller may read it
    // (docs/performance.md, "The ledger"): the balance and the withdrawals move with the ledger's scope.
    reply.header('cache-control', 'no-store');
    const sesion = request.cuenta!;
    const { nickname } = request.query;
    if (!service.saldoLegibleSinLeer(sesion, nickname))
      return { ok: true as const, message: await service.saldo(request.server.db, sesion, nickname) };
    const key = `saldoLibro:${nickname.trim().toLowerCase()}`;
    return reply.cached({ key, ambitos: [ambito.jugadores, ambito.libro] }, async (db) => {
      const { saldo, idPlayer } = await service.saldoLegible(db, nickname);
      return { value: { ok: true as const, message: saldo }, ambitos: [ambito.jugador(idPlayer)] };
    });
  },
});

export const ajuste = endpoint({
  ruta: 'POST /api/libro/ajuste',
  operationId: 'ajustarLibro',
  resumen: 'Ajustar el saldo de una cuenta, con una razón (solo el líder)',
  descripcion:
    'Un depósito, una multa o una corrección: `silver` (entero distinto de 0, negativo para restar) en la cuenta ' +
    '`idCuentaLibro` o la del jugador `nickname`, contra Tesorería (o, al ajustar Tesorería, contra Pagado en el juego: plata ' +
    `que entra o sale de los cofres), con su \`razon\`, en la auditoría. 404 si la cuenta o el jugador no existen. ${QUIEN.lider}`,
  tags,
  preHandler: requireCargo(CARGO.LIDER),
  schema: { body: AjusteLibroRequestSchema, response: creada(OkResponseSchema, 400, 401, 403, 404) },
  handler: async function ajustarLibro(request, reply) {
    const [cuerpo] = request.body;
    const message = decir(request, conCambio(reply, await service.ajustar(request.server.db, request.cuenta!, cuerpo)));
    return reply.code(201).send({ ok: true as const, message });
  },
});
