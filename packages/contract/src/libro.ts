// The guild's ledger on the wire (docs/libro.md): its accounts with their balances, an account's entries
// with the running balance, a member's balance, the leader's adjustments and named accounts. Reads for
// the officers (TESORERO, LIDER, DISTRIBUIDOR), a member's own account for the member.
import { z } from 'zod';
import {
  FechaSchema,
  IdSchema,
  NicknameSchema,
  QueryIdSchema,
  QueryPageSchema,
  oneItem,
  respuestaConMensaje,
  textoSchema,
} from './common.js';
import { HastaSchema, InstanteSchema } from './auditoria.js';
import { SILVER_MAX, TEXTO_MAX } from './constants.js';
import { dicho } from './i18n/dichos.js';

/** Accounts and entries a page holds (the treasury screen's lists). */
export const LIBRO_PAGE_SIZE = 25;
/** The longest name of a named guild account («Mantenimiento»). */
export const NOMBRE_CUENTA_LIBRO_MAX = 64;

export const TIPOS_CUENTA_LIBRO = ['jugador', 'gremio'] as const;
export type TipoCuentaLibro = (typeof TIPOS_CUENTA_LIBRO)[number];

/** What a ledger transaction was: the code the catalogue names (`libro.concepto.*`). */
export const CONCEPTOS_LIBRO = [
  'cierre',
  'regear',
  'regear_rechazado',
  'pago',
  'pago_deshecho',
  'pago_regear',
  'pago_regear_deshecho',
  'retiro',
  'retiro_deshecho',
  'ajuste',
  'venta_botin',
  'alianza',
  'pago_alianza',
] as const;

export const MENSAJE_CUENTA_O_NICKNAME = dicho(
  'campo.cuentaONickname',
  'Indique la cuenta (idCuentaLibro) o el nickname del jugador, uno de los dos',
);
export const MENSAJE_AJUSTE_CERO = dicho('campo.ajusteCero', 'La plata del ajuste no puede ser 0');
export const MENSAJE_AJUSTE_MAXIMO = dicho(
  'campo.ajusteMaximo',
  'La plata del ajuste admite como máximo 1.000.000.000.000, en más o en menos',
);

/** An account and its balance: a player's (what the guild owes them) or one of the guild's. */
export const CuentaLibroSchema = z.object({
  id_cuenta_libro: z.number().int(),
  /** A guild account's name in the reader's language (the fixed ones) or as the leader wrote it; a player's nickname. */
  nombre: z.string(),
  tipo: z.enum(TIPOS_CUENTA_LIBRO),
  /** The player's nickname (a player's account only). */
  nickname: z.string().optional(),
  /** The fixed account it is (`botin`, `tesoreria`, `fondo_regear`, `pagado_juego`); absent for players and named ones. */
  clave: z.string().optional(),
  saldo: z.number().int(),
});
export type CuentaLibro = z.infer<typeof CuentaLibroSchema>;

/** `GET /api/libro/cuentas?page=`. */
export const CuentasLibroQuerySchema = z.object({ page: QueryPageSchema.optional() });
export type CuentasLibroQuery = z.infer<typeof CuentasLibroQuerySchema>;
export const CuentasLibroResponseSchema = z.object({
  ok: z.literal(true),
  /** The guild's accounts first (fixed, then named), then the players' by nickname; LIBRO_PAGE_SIZE a page. */
  message: z.array(CuentaLibroSchema),
  count: z.number().int(),
  /** What the guild owes its members: the sum of the players' balances. */
  total_jugadores: z.number().int(),
});
export type CuentasLibroResponse = z.infer<typeof CuentasLibroResponseSchema>;

/** `POST /api/libro/cuentas` `[ { nombre } ]`: a named guild account (the leader). */
export const CrearCuentaLibroRequestSchema = oneItem(
  z.object({ nombre: textoSchema(dicho('frag.campoNombre', 'El nombre'), NOMBRE_CUENTA_LIBRO_MAX) }),
);
export type CrearCuentaLibroRequest = z.infer<typeof CrearCuentaLibroRequestSchema>;
export const CrearCuentaLibroResponseSchema = respuestaConMensaje({ id_cuenta_libro: z.number().int() });

/** Exactly one of the two ways to name an account. */
const unaCuenta = (f: { idCuentaLibro?: number | undefined; nickname?: string | undefined }) =>
  (f.idCuentaLibro === undefined) !== (f.nickname === undefined);
const desdeAntesDeHasta = (f: { desde?: Date | undefined; hasta?: Date | null | undefined }) =>
  !f.desde || !f.hasta || f.desde.getTime() <= f.hasta.getTime();
const MENSAJE_DESDE_HASTA = dicho('campo.desdeHasta', 'La fecha "desde" debe ser anterior a "hasta"');

/** `GET /api/libro/movimientos?idCuentaLibro=|nickname=&desde=&hasta=&page=`. */
export const MovimientosLibroQuerySchema = z
  .object({
    idCuentaLibro: QueryIdSchema.optional(),
    nickname: NicknameSchema.optional(),
    /** From this instant (inclusive). */
    desde: InstanteSchema.optional(),
    /** Until this instant (exclusive); a bare day means up to the end of that day (UTC). */
    hasta: HastaSchema.optional(),
    page: QueryPageSchema.optional(),
  })
  .refine(unaCuenta, { error: MENSAJE_CUENTA_O_NICKNAME, path: ['idCuentaLibro'] })
  .refine(desdeAntesDeHasta, { error: MENSAJE_DESDE_HASTA, path: ['desde'] });
export type MovimientosLibroQuery = z.infer<typeof MovimientosLibroQuerySchema>;

/** One entry of an account: its transaction, what it was, the silver and the balance it left. */
export const MovimientoLibroSchema = z.object({
  id_transaccion: z.number().int(),
  fecha: FechaSchema,
  /** The code (CONCEPTOS_LIBRO); the web names it from the catalogue `libro.concepto.*`. */
  concepto: z.string(),
  silver: z.number().int(),
  /** The account's balance after this entry. */
  saldo: z.number().int(),
  id_periodo: z.number().int().nullable(),
  /** Why (an adjustment's, an undo's). */
  razon: z.string().nullable(),
});
export type MovimientoLibro = z.infer<typeof MovimientoLibroSchema>;
export const MovimientosLibroResponseSchema = z.object({
  ok: z.literal(true),
  /** Newest first, LIBRO_PAGE_SIZE a page. */
  message: z.array(MovimientoLibroSchema),
  count: z.number().int(),
});
export type MovimientosLibroResponse = z.infer<typeof MovimientosLibroResponseSchema>;

/** `GET /api/libro/saldo?nickname=`. */
export const SaldoLibroQuerySchema = z.object({ nickname: NicknameSchema });
export const SaldoLibroSchema = z.object({
  nickname: z.string(),
  /** What the guild owes the player (0 without an account yet). */
  saldo: z.number().int(),
  /** Σ of their withdrawals asked or approved, not paid yet. */
  retiros_pendientes: z.number().int(),
});
export type SaldoLibro = z.infer<typeof SaldoLibroSchema>;
export const SaldoLibroResponseSchema = z.object({ ok: z.literal(true), message: SaldoLibroSchema });

/** An adjustment's silver: a whole number, not 0, up to SILVER_MAX either way. */
export const SilverAjusteSchema = z
  .number({ error: dicho('distribucion.plataNumero', 'La plata debe ser un número') })
  .int({ error: dicho('distribucion.plataEntera', 'La plata debe ser un número entero') })
  .refine((v) => v !== 0, { error: MENSAJE_AJUSTE_CERO, abort: true })
  .refine((v) => Math.abs(v) <= SILVER_MAX, { error: MENSAJE_AJUSTE_MAXIMO });

/** `POST /api/libro/ajuste` `[ { idCuentaLibro | nickname, silver, razon } ]` (the leader). */
export const AjusteLibroRequestSchema = oneItem(
  z
    .object({
      idCuentaLibro: IdSchema.optional(),
      nickname: NicknameSchema.optional(),
      /** + credits the account (a deposit, a correction in the member's favour), − debits it (a fine). */
      silver: SilverAjusteSchema,
      razon: textoSchema(dicho('frag.campoRazon', 'La razón'), TEXTO_MAX),
    })
    .refine(unaCuenta, { error: MENSAJE_CUENTA_O_NICKNAME, path: ['idCuentaLibro'] }),
);
export type AjusteLibroRequest = z.infer<typeof AjusteLibroRequestSchema>;
// It answers 201 `{ ok, message }` (OkResponseSchema): the new balance is read from the accounts' list,
// not back from the write, which would lock the accounts a second time and out of their id order.

/** `GET /api/exportar/libro.csv?idCuentaLibro=&desde=&hasta=` (every account's entries without `idCuentaLibro`). */
export const ExportarLibroQuerySchema = z
  .object({ idCuentaLibro: QueryIdSchema.optional(), desde: InstanteSchema.optional(), hasta: HastaSchema.optional() })
  .refine(desdeAntesDeHasta, { error: MENSAJE_DESDE_HASTA, path: ['desde'] });
export type ExportarLibroQuery = z.infer<typeof ExportarLibroQuerySchema>;
