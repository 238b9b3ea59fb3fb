// «Mi cuenta» (GET /api/cuentas/mia): a signed-in member's own screen — what they are owed in each
// period being paid (who pays it, from which house and chest), their 30-day and all-time totals.
import { z } from 'zod';
import { oneItem, respuestaConMensaje } from './common.js';
import { PendienteCobroSchema, TotalIntervaloSchema } from './ganancias.js';
import { IDIOMAS } from './i18n/idioma.js';

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
  nombre_cargo: z.string(),
  cargos: z.array(z.number().int()),
  /** Whether this server offers Discord login (an email account may then add its Discord identity). */
  discord_habilitado: z.boolean(),
  /** Totals of the last 30 days and since the start. */
  dias30: TotalIntervaloSchema,
  total: TotalIntervaloSchema,
  /** Periods open or being paid where the member has earnings, newest first. */
  pendientes: z.array(MiPendienteSchema),
  /** The language the member chose in the web (docs/idiomas.md); null: never chosen (the web's own then). */
  idioma: z.enum(IDIOMAS).nullable(),
});
export type MiCuenta = z.infer<typeof MiCuentaSchema>;
export const MiCuentaResponseSchema = z.object({ ok: z.literal(true), message: MiCuentaSchema });
export type MiCuentaResponse = z.infer<typeof MiCuentaResponseSchema>;

/** PUT /api/cuentas/idioma `[ { idioma } ]`: the signed-in account's own language (docs/idiomas.md). */
export const IdiomaCuentaRequestSchema = oneItem(
  z.object({ idioma: z.enum(IDIOMAS, { error: 'El idioma debe ser es, pt-BR o en' }) }),
);
export type IdiomaCuentaRequest = z.infer<typeof IdiomaCuentaRequestSchema>;
export const IdiomaCuentaResponseSchema = respuestaConMensaje({});
