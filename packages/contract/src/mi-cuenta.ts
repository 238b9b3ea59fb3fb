// «Mi cuenta» (GET /api/cuentas/mia): a signed-in member's own screen — what they are owed in each
// period being paid (who pays it, from which house and chest) and in approved regear, the state of
// their regear claims, the account's cargos and where each came from, their 30-day and all-time totals.
import { z } from 'zod';
import { oneItem, respuestaConMensaje } from './common.js';
import { PendienteCobroSchema, TotalIntervaloSchema } from './ganancias.js';
import { IDIOMAS } from './i18n/idioma.js';
import { ReclamoSchema, RegearPendienteSchema } from './regear.js';
import { MiembroCuentaSchema } from './personajes.js';
import { dicho } from './i18n/dichos.js';

/** How many of the member's own regear claims «Mi cuenta» lists (the rest: their public page). */
export const MI_CUENTA_RECLAMOS = 10;

/**
 * Where a cargo of the account came from (docs/domain.md, "Mi cuenta"): `discord`, a Discord account's
 * cargos, given by its server roles at every sign-in and renewal (MIEMBRO when no role maps to one);
 * `asignado`, an email account's, given by a leader.
 */
export const ORIGENES_CARGO = ['discord', 'asignado'] as const;
export type OrigenCargo = (typeof ORIGENES_CARGO)[number];

export const CargoCuentaSchema = z.object({
  id_cargo: z.number().int(),
  nombre_cargo: z.string(),
  origen: z.enum(ORIGENES_CARGO),
});
export type CargoCuenta = z.infer<typeof CargoCuentaSchema>;

/** One of the member's own regear claims: its state, amount and, when rejected, the reason. */
export const MiReclamoSchema = ReclamoSchema.pick({
  id_reclamo: true,
  id_periodo: true,
  event_id: true,
  fecha_muerte: true,
  estado: true,
  silver: true,
  razon: true,
  fecha_pago: true,
});
export type MiReclamo = z.infer<typeof MiReclamoSchema>;

export const MiPendienteSchema = PendienteCobroSchema.extend({
  /**
   * Where the member's own share is (docs/domain.md, "Payments"): the house and the chest number in it,
   * as the period's payment table shows them; null while the period is open (no houses chosen yet).
   */
  casa: z.string().nullable(),
  cofre: z.number().int().nullable(),
});
export type MiPendiente = z.infer<typeof MiPendienteSchema>;

export const MiCuentaSchema = z.object({
  nickname: z.string(),
  /** Empty for an account made by «Entrar con Discord». */
  email: z.string(),
  /** The linked Discord user name, if any. */
  discord: z.string().nullable(),
  /** The player's cargo in the roster (the players' list); the account's own cargos are `cargos_cuenta`. */
  nombre_cargo: z.string(),
  cargos: z.array(z.number().int()),
  /** The account's cargos (what it may do), with their names and where each came from. */
  cargos_cuenta: z.array(CargoCuentaSchema),
  /** Whether this server offers Discord login (an email account may then add its Discord identity). */
  discord_habilitado: z.boolean(),
  /** Totals of the last 30 days and since the start. */
  dias30: TotalIntervaloSchema,
  total: TotalIntervaloSchema,
  /** Periods open or being paid where the member has earnings, newest first. */
  pendientes: z.array(MiPendienteSchema),
  /** Approved regear claims not paid yet, over every period (the same figure as the public page's). */
  regear_pendiente: RegearPendienteSchema,
  /** What the member is really owed: the unpaid shares of `pendientes` plus `regear_pendiente.silver`. */
  por_cobrar: z.number().int(),
  /** The member's balance in the guild's ledger (docs/libro.md): what the guild owes them across periods; 0 without an account. */
  saldo: z.number().int(),
  /** Σ of their withdrawals asked or approved, not paid yet (reserved from the balance). */
  retiros_pendientes: z.number().int(),
  /** The member's latest MI_CUENTA_RECLAMOS regear claims, pending first, then the newest. */
  reclamos: z.array(MiReclamoSchema),
  /** How many regear claims the member has in all. */
  reclamos_total: z.number().int(),
  /** The language the member chose in the web (docs/idiomas.md); null: never chosen (the web's own then). */
  idioma: z.enum(IDIOMAS).nullable(),
  /** Whether the member receives Discord direct messages about their claims, withdrawals and shares (docs/integraciones.md). */
  avisos_md: z.boolean(),
  /** When Discord first refused a direct message to the member (closed DMs; ISO date), null otherwise: «Mi cuenta» suggests opening them. */
  md_rechazado: z.string().nullable(),
  /** The member's combined line when the account's player has characters (docs/calendario.md); absent otherwise. */
  miembro: MiembroCuentaSchema.optional(),
});
export type MiCuenta = z.infer<typeof MiCuentaSchema>;
export const MiCuentaResponseSchema = z.object({ ok: z.literal(true), message: MiCuentaSchema });

/**
 * A guild the account belongs to (docs/alianzas.md, «Muchos gremios»): its address (`/g/{slug}`; the
 * default guild's pages keep their plain URLs), its name, the account's cargos there, and whether it is
 * the guild the request addressed.
 */
export const GremioDeCuentaSchema = z.object({
  slug: z.string(),
  nombre: z.string(),
  porDefecto: z.boolean(),
  cargos: z.array(z.object({ id_cargo: z.number().int(), nombre_cargo: z.string() })),
  actual: z.boolean(),
});
export type GremioDeCuenta = z.infer<typeof GremioDeCuentaSchema>;
/** GET /api/cuentas/mia/gremios: the guilds of the signed-in account (the picker after login, «Mi cuenta»). */
export const MisGremiosResponseSchema = z.object({ ok: z.literal(true), gremios: z.array(GremioDeCuentaSchema) });
export type MisGremiosResponse = z.infer<typeof MisGremiosResponseSchema>;
export type MiCuentaResponse = z.infer<typeof MiCuentaResponseSchema>;

/** PUT /api/cuentas/idioma `[ { idioma } ]`: the signed-in account's own language (docs/idiomas.md). */
export const IdiomaCuentaRequestSchema = oneItem(
  z.object({ idioma: z.enum(IDIOMAS, { error: dicho('idioma.desconocido', 'El idioma debe ser es, pt-BR o en') }) }),
);
export type IdiomaCuentaRequest = z.infer<typeof IdiomaCuentaRequestSchema>;
export const IdiomaCuentaResponseSchema = respuestaConMensaje({});

/** PUT /api/cuentas/avisosMd `[ { avisosMd } ]`: the signed-in account's Discord direct messages on or off. */
export const AvisosMdRequestSchema = oneItem(
  z.strictObject({ avisosMd: z.boolean({ error: dicho('avisosMd.valor', 'avisosMd debe ser true o false') }) }),
);
export type AvisosMdRequest = z.infer<typeof AvisosMdRequestSchema>;
export const AvisosMdResponseSchema = respuestaConMensaje({ avisosMd: z.boolean() });
