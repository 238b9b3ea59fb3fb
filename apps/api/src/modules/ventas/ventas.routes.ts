// Endpoints of «Venta del botín» (docs/venta-botin.md): open a sale, bid, read a period's sales, close.
// Every write takes an Idempotency-Key and is audited; the rules are ventas.service.ts's.
import {
  AbrirVentaBotinRequestSchema,
  CerrarVentaBotinRequestSchema,
  ListarVentasBotinQuerySchema,
  ListarVentasBotinResponseSchema,
  PujaBotinRequestSchema,
  VentaBotinResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { creada, endpoint, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { decir } from '../../lib/frases.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './ventas.service.js';

const tags = ['ventas'] as const;
const oficiales = { tags, preHandler: requireCargo(...service.CARGOS_VENTA_BOTIN) };

export const abrir = endpoint({
  ...oficiales,
  ruta: 'POST /api/ventas',
  operationId: 'abrirVentaBotin',
  resumen: 'Abrir una venta del botín de un periodo Abierto entre sus participantes, con plazo',
  descripcion:
    'Abre la venta del botín de un periodo Abierto (409 si no): su valor de mercado, el cierre (posterior a ahora, 400 si no), ' +
    `el motivo y los participantes (jugadores activos: 400 si alguno no existe o está desactivado). ${QUIEN.calendario}`,
  schema: { body: AbrirVentaBotinRequestSchema, response: creada(VentaBotinResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function abrirVentaBotin(request, reply) {
    const [item] = request.body;
    const { db, ajustesAvisos } = request.server;
    const result = conCambio(reply, await service.abrir(db, request.cuenta!, item, ajustesAvisos, new Date()));
    return reply.code(201).send({ ok: true as const, message: decir(request, result.message), venta: result.venta });
  },
});

export const pujar = endpoint({
  ruta: 'POST /api/ventas/pujar',
  operationId: 'pujarVentaBotin',
  resumen: 'Pujar en una venta del botín: un porcentaje de su valor de mercado o una cantidad',
  descripcion:
    'Puja `pct` (1–100 % del valor de mercado, redondeado hacia abajo) o `silver` (una cantidad), nunca ambos. Solo un participante ' +
    '(403), antes del cierre (409), por encima de su propia puja anterior (409). En un periodo que acumula en los saldos paga la ' +
    `cartera del comprador: un pago (la puja menos su parte) mayor que lo disponible es 409. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { body: PujaBotinRequestSchema, response: creada(VentaBotinResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function pujarVentaBotin(request, reply) {
    const [item] = request.body;
    const { db, gremio } = request.server;
    const result = conCambio(reply, await service.pujar(db, request.cuenta!, item, gremio.impuestoPct, new Date()));
    return reply.code(201).send({ ok: true as const, message: decir(request, result.message), venta: result.venta });
  },
});

export const listar = endpoint({
  ruta: 'GET /api/ventas',
  operationId: 'listarVentasBotin',
  resumen: 'Las ventas del botín de un periodo con sus pujas, la más reciente primero',
  descripcion: `Las ventas del botín del periodo con sus participantes y sus pujas (la más alta primero). 404 si el periodo no existe. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: ListarVentasBotinQuerySchema, response: respuesta(ListarVentasBotinResponseSchema, 400, 401, 404) },
  handler: async function listarVentasBotin(request) {
    return { ok: true as const, message: await service.listar(request.server.db, request.query.idPeriodo) };
  },
});

export const cerrar = endpoint({
  ...oficiales,
  ruta: 'PUT /api/ventas/cerrar',
  operationId: 'cerrarVentaBotin',
  resumen: 'Cerrar una venta del botín tras su plazo: la puja más alta compra y su plata se reparte',
  descripcion:
    'Tras el cierre (409 antes): sin pujas la venta queda desierta; si no, gana la puja más alta (un empate, la más temprana) y su ' +
    'plata se reparte entre los participantes como una distribución (desglose con el impuesto del gremio); el comprador paga esa ' +
    `plata menos su propia parte. Cerrar una venta ya cerrada no cambia nada. ${QUIEN.calendario}`,
  schema: { body: CerrarVentaBotinRequestSchema, response: respuesta(VentaBotinResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function cerrarVentaBotin(request, reply) {
    const [{ idVenta }] = request.body;
    const { db, gremio, ajustesAvisos } = request.server;
    const result = conCambio(
      reply,
      await service.cerrar(db, request.cuenta!, idVenta, gremio.impuestoPct, ajustesAvisos, new Date()),
    );
    return { ok: true as const, message: decir(request, result.message), venta: result.venta };
  },
});
