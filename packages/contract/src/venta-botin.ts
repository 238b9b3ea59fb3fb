// «Venta del botín», the loot buyout (docs/venta-botin.md): members bid on a period's loot until a
// deadline, either a percentage of its market value or an amount; the highest bid wins and the winner
// pays it minus their own share of it, split as a normal distribution (tax, weights, floor). The wire's
// schemas and the pure rules, shared by the API and the web. Silver is integer everywhere.
import { z } from 'zod';
import { TEXTO_MAX } from './constants.js';
import { IdSchema, QueryIdSchema, listaDeIds, oneItem, respuestaConMensaje, textoSchema } from './common.js';
import { JUGADORES_POR_DISTRIBUCION_MAX, MENSAJE_JUGADORES_REPETIDOS, SilverDistribucionSchema } from './distribuciones.js';
import { dicho } from './i18n/dichos.js';
import { netoDelDesglose, repartir } from './reparto.js';

/** A sale's states: bids are taken while `abierta`; closed, it is `vendida` (a winner) or `desierta` (no bids). */
export const ESTADOS_VENTA_BOTIN = ['abierta', 'vendida', 'desierta'] as const;
export type EstadoVentaBotin = (typeof ESTADOS_VENTA_BOTIN)[number];

/** A percentage bid: a whole number from 1 to 100 of the sale's market value. */
export const PCT_PUJA_MIN = 1;
export const PCT_PUJA_MAX = 100;

const MENSAJE_PCT = dicho('venta.pctRango', 'El porcentaje debe ser un número entero entre 1 y 100');
const MENSAJE_UNA_FORMA = dicho('venta.pujaUnaForma', 'Puje con un porcentaje o con una cantidad de plata, no con ambos');
const MENSAJE_CIERRE = dicho('venta.cierreFecha', 'El cierre debe ser una fecha y hora ISO 8601, como 2026-12-07T21:00:00Z');

export const PctPujaSchema = z
  .number({ error: MENSAJE_PCT })
  .int({ error: MENSAJE_PCT })
  .min(PCT_PUJA_MIN, { error: MENSAJE_PCT })
  .max(PCT_PUJA_MAX, { error: MENSAJE_PCT });

/** A bid as sent: exactly one of `pct` (1–100 % of the market value) or `silver` (an amount > 0). */
export const PujaBotinItemSchema = z
  .object({ idVenta: IdSchema, pct: PctPujaSchema.optional(), silver: SilverDistribucionSchema.optional() })
  .refine((p) => (p.pct === undefined) !== (p.silver === undefined), { error: MENSAJE_UNA_FORMA });
export type PujaBotinItem = z.infer<typeof PujaBotinItemSchema>;
/** `POST /api/ventas/pujar` `[ {idVenta, pct | silver} ]`. */
export const PujaBotinRequestSchema = oneItem(PujaBotinItemSchema);

/** Opening a sale: the period, the loot's market value, the deadline, the reason and its participants. */
export const AbrirVentaBotinItemSchema = z.object({
  idPeriodo: IdSchema,
  valorMercado: SilverDistribucionSchema,
  cierre: z.iso.datetime({ offset: true, error: MENSAJE_CIERRE }),
  motivo: textoSchema(dicho('frag.campoMotivo', 'El motivo'), TEXTO_MAX),
  participantes: listaDeIds(JUGADORES_POR_DISTRIBUCION_MAX, {
    lista: dicho('pago.jugadoresLista', 'Los jugadores deben ser una lista de ids'),
    ninguno: dicho('pago.seleccioneJugador', 'Seleccione al menos un jugador'),
    demasiados: `Una distribución admite como máximo ${JUGADORES_POR_DISTRIBUCION_MAX} jugadores`,
    repetidos: MENSAJE_JUGADORES_REPETIDOS,
  }),
});
export type AbrirVentaBotinItem = z.infer<typeof AbrirVentaBotinItemSchema>;
/** `POST /api/ventas` `[ {idPeriodo, valorMercado, cierre, motivo, participantes} ]`. */
export const AbrirVentaBotinRequestSchema = oneItem(AbrirVentaBotinItemSchema);

/** A bid on the wire: who, the percentage if it was one, its silver and when. */
export const PujaBotinSchema = z.object({
  id_puja: z.number().int(),
  nickname: z.string(),
  pct: z.number().int().nullable(),
  silver: z.number().int(),
  creada_en: z.string(),
});
export type PujaBotin = z.infer<typeof PujaBotinSchema>;

/** A sale on the wire, with its bids (highest first) and, once sold, its buyer and distribution. */
export const VentaBotinSchema = z.object({
  id_venta: z.number().int(),
  id_periodo: z.number().int(),
  valor_mercado: z.number().int(),
  cierre: z.string(),
  motivo: z.string(),
  participantes: z.array(z.object({ id_player: z.number().int(), nickname: z.string() })),
  estado: z.enum(ESTADOS_VENTA_BOTIN),
  comprador: z.string().nullable(),
  pago: z.number().int().nullable(),
  id_distribucion: z.number().int().nullable(),
  pujas: z.array(PujaBotinSchema),
});
export type VentaBotin = z.infer<typeof VentaBotinSchema>;

// ---------------------------------------------------------------------------------------------
// The rules (pure)

/** A bid's silver: an amount as it is; a percentage of the market value, floored (integer maths). */
export function silverDePuja(puja: { pct?: number | null; silver?: number | null }, valorMercado: number): number {
  if (puja.pct !== undefined && puja.pct !== null) return Number((BigInt(valorMercado) * BigInt(puja.pct)) / 100n);
  return puja.silver ?? 0;
}

/** What the winner rule reads of a bid: its silver, when it was made (ms or ISO) and its id. */
export interface PujaComparable {
  id: number;
  silver: number;
  creadaEn: number | string;
}

const instante = (t: number | string) => (typeof t === 'number' ? t : Date.parse(t));

/**
 * The winning bid: the highest silver; a tie goes to the earliest bid (then the lowest id, the order the
 * database stored them). No bids, no winner (the sale is `desierta`). The order of the list never matters.
 */
export function ganadorDeVenta<T extends PujaComparable>(pujas: readonly T[]): T | null {
  let mejor: T | null = null;
  for (const p of pujas) {
    if (
      mejor === null ||
      p.silver > mejor.silver ||
      (p.silver === mejor.silver &&
        (instante(p.creadaEn) < instante(mejor.creadaEn) ||
          (instante(p.creadaEn) === instante(mejor.creadaEn) && p.id < mejor.id)))
    ) {
      mejor = p;
    }
  }
  return mejor;
}

/** A member's new bid must be higher (in silver) than their own previous one; the first one always is. */
export const superaPujaPropia = (nueva: number, anterior: number | null | undefined): boolean =>
  anterior === null || anterior === undefined || nueva > anterior;

/** The split of the winning silver and what the buyer pays (docs/venta-botin.md, «El pago»). */
export interface PagoVenta {
  /** The winning silver: the loot's price, the breakdown's gross. */
  bruto: number;
  /** The guild's tax (the breakdown's rule: gross − floor(gross × (1 − tax))). */
  impuesto: number;
  /** What the participants share: the distribution's silver. */
  neto: number;
  /** Each participant's share, in the order given. */
  partes: number[];
  /** The remainder of the floor division (the guild's). */
  resto: number;
  parteComprador: number;
  /** The winning silver minus the buyer's own share: Σ the others' shares + remainder + tax. */
  pago: number;
}

/**
 * The buyout's maths: the winning silver split among the sale's participants as a normal distribution
 * (the tax of a breakdown with the winning silver as its value, then the shares by weight in tenths,
 * floored, the remainder the guild's), and the buyer's payment, the winning silver minus their own
 * share. Exact: pago + parteComprador = bruto and Σ partes + resto + impuesto = bruto.
 */
export function pagoDeVenta(silver: number, decimas: readonly number[], indiceComprador: number, impuestoPct: number): PagoVenta {
  if (indiceComprador < 0 || indiceComprador >= decimas.length) throw new RangeError('El comprador no es un participante');
  const { neto, impuesto } = netoDelDesglose({ valor_botin: silver, bolsas: 0, reparacion: 0, impuesto_pct: impuestoPct });
  const { partes, resto } = repartir(neto, decimas);
  const parteComprador = partes[indiceComprador]!;
  return { bruto: silver, impuesto, neto, partes, resto, parteComprador, pago: silver - parteComprador };
}

/**
 * In a period that accumulates (docs/libro.md, «acumular») the buyer's wallet pays: the payment must fit
 * in what they may withdraw (their balance minus their reserved withdrawals and unpaid shares).
 */
export const pagoCabeEnSaldo = (pago: number, disponible: number): boolean => pago <= disponible;

// ---------------------------------------------------------------------------------------------
// The answers

/** A write's answer: its sentence and the sale as it now is. */
export const VentaBotinResponseSchema = respuestaConMensaje({ venta: VentaBotinSchema });
export type VentaBotinResponse = z.infer<typeof VentaBotinResponseSchema>;

/** `GET /api/ventas?idPeriodo=`: the period's sales with their bids, the newest first. */
export const ListarVentasBotinQuerySchema = z.object({ idPeriodo: QueryIdSchema });
export const ListarVentasBotinResponseSchema = z.object({ ok: z.literal(true), message: z.array(VentaBotinSchema) });
export type ListarVentasBotinResponse = z.infer<typeof ListarVentasBotinResponseSchema>;

/** `PUT /api/ventas/cerrar` `[ {idVenta} ]`. */
export const CerrarVentaBotinRequestSchema = oneItem(z.object({ idVenta: IdSchema }));
