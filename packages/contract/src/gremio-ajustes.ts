// The guild's settings (docs/ajustes-gremio.md): GET /api/gremio/ajustes (any signed-in account reads)
// and PUT /api/gremio/ajustes `[ { …only the fields that change } ]` (the leader). The server's row
// `gremio` holds them; the environment seeds it on the first start (docs/decisions/015-guild-as-a-row.md).
import { z } from 'zod';
import { oneItem } from './common.js';
import { IDIOMAS } from './i18n/idioma.js';
import { dicho } from './i18n/dichos.js';

/** How a member's silver is paid (the ledger's issue): at the period's end, or accrued to withdraw. */
export const MODOS_PAGO = ['al_finalizar', 'acumular'] as const;
export type ModoPago = (typeof MODOS_PAGO)[number];

export const NOMBRE_GREMIO_MAX = 60;

/** What the membership re-check does to a player out of the Albion guild for `bajaDias` (docs/integraciones.md). */
export const MODOS_BAJA = ['no', 'suave', 'completa'] as const;
export type ModoBaja = (typeof MODOS_BAJA)[number];
export const BAJA_DIAS_MAX = 365;
/** The TAG of a server nickname `[TAG] Nickname`: at most this many characters. */
export const ETIQUETA_APODO_MAX = 8;

const nombre = z
  .string({
    error: dicho('ajustes.nombre', `El nombre del gremio debe tener entre 1 y ${NOMBRE_GREMIO_MAX} caracteres`, {
      max: NOMBRE_GREMIO_MAX,
    }),
  })
  .trim()
  .min(1, {
    error: dicho('ajustes.nombre', `El nombre del gremio debe tener entre 1 y ${NOMBRE_GREMIO_MAX} caracteres`, {
      max: NOMBRE_GREMIO_MAX,
    }),
  })
  .max(NOMBRE_GREMIO_MAX, {
    error: dicho('ajustes.nombre', `El nombre del gremio debe tener entre 1 y ${NOMBRE_GREMIO_MAX} caracteres`, {
      max: NOMBRE_GREMIO_MAX,
    }),
  });
/** A Discord server id (a snowflake), or null: none. */
const discordGuildId = z
  .string({
    error: dicho('ajustes.discordGuildId', 'El id del servidor de Discord debe ser un número de 17 a 20 cifras, o vacío'),
  })
  .trim()
  .regex(/^\d{17,20}$/, {
    error: dicho('ajustes.discordGuildId', 'El id del servidor de Discord debe ser un número de 17 a 20 cifras, o vacío'),
  })
  .nullable();
/** The officers' channel (a Discord channel id), or null: no cards. */
const canalOficiales = z
  .string({
    error: dicho(
      'ajustes.canalOficiales',
      'El canal de oficiales debe ser el id de un canal de Discord (un número de 17 a 20 cifras), o vacío',
    ),
  })
  .trim()
  .regex(/^\d{17,20}$/, {
    error: dicho(
      'ajustes.canalOficiales',
      'El canal de oficiales debe ser el id de un canal de Discord (un número de 17 a 20 cifras), o vacío',
    ),
  })
  .nullable();
/** The guild's `Id` in Albion Online's gameinfo, or null: the membership check is off. */
const albionGuildId = z
  .string({
    error: dicho(
      'ajustes.albionGuildId',
      'El id del gremio en Albion Online debe tener de 1 a 64 letras, cifras, - o _, o estar vacío',
    ),
  })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, {
    error: dicho(
      'ajustes.albionGuildId',
      'El id del gremio en Albion Online debe tener de 1 a 64 letras, cifras, - o _, o estar vacío',
    ),
  })
  .nullable();
const impuestoPct = z
  .number({
    error: dicho('ajustes.impuesto', 'El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'),
  })
  .min(0, {
    error: dicho('ajustes.impuesto', 'El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'),
  })
  .max(100, {
    error: dicho('ajustes.impuesto', 'El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'),
  })
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
    error: dicho('ajustes.impuesto', 'El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'),
  });
const idioma = z.enum(IDIOMAS, { error: dicho('ajustes.idioma', 'El idioma del gremio debe ser es, pt-BR o en') });
const avisarPagos = z.boolean({ error: dicho('ajustes.avisarPagos', 'avisarPagos debe ser true o false') });
/** How a period's shares are paid (docs/libro.md): `al_finalizar` or `acumular`. */
export const ModoPagoSchema = z.enum(MODOS_PAGO, {
  error: dicho('ajustes.modoPago', 'El modo de pago debe ser `al_finalizar` o `acumular`'),
});
const modoPago = ModoPagoSchema;
const sincronizarRoles = z.boolean({ error: dicho('ajustes.sincronizarRoles', 'sincronizarRoles debe ser true o false') });
const ETIQUETA_MAL = dicho(
  'ajustes.etiquetaApodo',
  `La etiqueta del apodo debe tener de 1 a ${ETIQUETA_APODO_MAX} caracteres, sin corchetes, o estar vacía`,
  { max: ETIQUETA_APODO_MAX },
);
/** The TAG of `[TAG] Nickname`, or null: the server nickname is not written. */
const etiquetaApodo = z
  .string({ error: ETIQUETA_MAL })
  .trim()
  .min(1, { error: ETIQUETA_MAL })
  .max(ETIQUETA_APODO_MAX, { error: ETIQUETA_MAL })
  .regex(/^[^[\]]+$/, { error: ETIQUETA_MAL })
  .nullable();
const CANAL_MAL = dicho(
  'ajustes.canalRegistro',
  'El canal de registro debe ser el id numérico de un canal de Discord (17 a 20 cifras), o vacío',
);
/** The Discord channel where the leavers' switch-off is posted, or null: not posted. */
const canalRegistro = z
  .string({ error: CANAL_MAL })
  .trim()
  .regex(/^\d{17,20}$/, { error: CANAL_MAL })
  .nullable();
const DIAS_MAL = dicho('ajustes.bajaDias', `Los días fuera del gremio deben ser un número entero entre 1 y ${BAJA_DIAS_MAX}`, {
  max: BAJA_DIAS_MAX,
});
const bajaDias = z
  .number({ error: DIAS_MAL })
  .int({ error: DIAS_MAL })
  .min(1, { error: DIAS_MAL })
  .max(BAJA_DIAS_MAX, { error: DIAS_MAL });
export const ModoBajaSchema = z.enum(MODOS_BAJA, {
  error: dicho('ajustes.bajaModo', 'El modo de baja debe ser `no`, `suave` o `completa`'),
});
const CANAL_CALENDARIO_MAL = dicho(
  'ajustes.canalCalendario',
  'El canal del calendario debe ser el id numérico de un canal de Discord (17 a 20 cifras), o vacío',
);
/** The Discord channel where the calendar's events are posted with their sign-up buttons, or null: not posted. */
const canalCalendario = z
  .string({ error: CANAL_CALENDARIO_MAL })
  .trim()
  .regex(/^\d{17,20}$/, { error: CANAL_CALENDARIO_MAL })
  .nullable();
/** Most minutes before an event's start its reminder may go out (a day). */
export const RECORDATORIO_MIN_MAX = 1440;
const RECORDATORIO_MAL = dicho(
  'ajustes.recordatorioMin',
  `El recordatorio debe ser un número entero de minutos entre 0 y ${RECORDATORIO_MIN_MAX} (0: ninguno)`,
  { max: RECORDATORIO_MIN_MAX },
);
const recordatorioMin = z
  .number({ error: RECORDATORIO_MAL })
  .int({ error: RECORDATORIO_MAL })
  .min(0, { error: RECORDATORIO_MAL })
  .max(RECORDATORIO_MIN_MAX, { error: RECORDATORIO_MAL });
const vacioEsNull = (v: unknown) => (v === '' ? null : v);

/** The guild's settings as the API answers them. */
export const AjustesGremioSchema = z.object({
  nombre: z.string(),
  /** DISCORD_GUILD_ID's place: the Discord server (login, voice channels, /plata); null: none. */
  discordGuildId: z.string().nullable(),
  /** ALBION_GUILD_ID's place: the membership check and the regear's killboard; null: off. */
  albionGuildId: z.string().nullable(),
  /** IMPUESTO_GREMIO_PCT's place: the split calculator's default tax, in %. */
  impuestoPct: z.number(),
  /** IDIOMA_GREMIO's place: the webhook's messages and /plata's fallback language. */
  idioma: z.enum(IDIOMAS),
  /** DISCORD_NOTIFY_PAGOS's place: also a Discord message per payment. */
  avisarPagos: z.boolean(),
  /** The default `modo_pago` of new periods (docs/libro.md, "Two ways to pay"). */
  modoPago: z.enum(MODOS_PAGO),
  /** The Discord channel the officers' cards go to (regear claims, withdrawals); null: no cards. */
  canalOficiales: z.string().nullable(),
  /** A cargo changed in the app is written to the member's Discord roles (docs/integraciones.md). */
  sincronizarRoles: z.boolean(),
  /** With the roles kept in step, the server nickname becomes `[TAG] Nickname`; null: left alone. */
  etiquetaApodo: z.string().nullable(),
  /** The Discord channel of the leavers' log; null: not posted. */
  canalRegistro: z.string().nullable(),
  /** Days out of the Albion guild before a player is switched off (1–365). */
  bajaDias: z.number().int(),
  /** What switching off does: `no` (never), `suave` (officer cargos removed), `completa` (player off). */
  bajaModo: z.enum(MODOS_BAJA),
  /** The Discord channel of the calendar's events (docs/calendario.md); null: not posted. */
  canalCalendario: z.string().nullable(),
  /** Minutes before an event's start its reminder goes out to the calendar's channel (0–1440; 0: none). */
  recordatorioMin: z.number().int(),
});
export type AjustesGremio = z.infer<typeof AjustesGremioSchema>;

export const AjustesGremioResponseSchema = z.object({ ok: z.literal(true), message: AjustesGremioSchema });
export type AjustesGremioResponse = z.infer<typeof AjustesGremioResponseSchema>;

/** `PUT /api/gremio/ajustes` `[ { …only the fields that change } ]`; at least one, no unknown one. */
export const CambiarAjustesGremioRequestSchema = oneItem(
  z
    .strictObject(
      {
        nombre: nombre.optional(),
        discordGuildId: z.preprocess((v) => (v === '' ? null : v), discordGuildId).optional(),
        albionGuildId: z.preprocess((v) => (v === '' ? null : v), albionGuildId).optional(),
        impuestoPct: impuestoPct.optional(),
        idioma: idioma.optional(),
        avisarPagos: avisarPagos.optional(),
        modoPago: modoPago.optional(),
        canalOficiales: z.preprocess((v) => (v === '' ? null : v), canalOficiales).optional(),
        sincronizarRoles: sincronizarRoles.optional(),
        etiquetaApodo: z.preprocess(vacioEsNull, etiquetaApodo).optional(),
        canalRegistro: z.preprocess(vacioEsNull, canalRegistro).optional(),
        bajaDias: bajaDias.optional(),
        bajaModo: ModoBajaSchema.optional(),
        canalCalendario: z.preprocess(vacioEsNull, canalCalendario).optional(),
        recordatorioMin: recordatorioMin.optional(),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Ese ajuste del gremio no existe' : undefined) },
    )
    .refine((o) => Object.values(o).some((v) => v !== undefined), {
      error: dicho('ajustes.ninguno', 'Indique al menos un ajuste del gremio que cambiar'),
    }),
);
export type CambiarAjustesGremioRequest = z.input<typeof CambiarAjustesGremioRequestSchema>;
