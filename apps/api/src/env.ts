// Configuration, parsed once at start: the one place that reads process.env.
import { z } from 'zod';
import {
  ASISTENCIA_COMPLETA_PCT_DEFECTO,
  ASISTENCIA_MAX_HORAS_DEFECTO,
  AVISO_DIFERENCIA_PCT_DEFECTO,
  IDIOMAS,
} from '@reparto/contract';
import { MENSAJE_WEBHOOK_NO_PERMITIDO, webhookPermitido } from './adapters/discord/webhook.js';
import { CLAVE_PUBLICA_HEX } from './adapters/discord/firma.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'si', 'sí'])
  .transform((v) => ['true', '1', 'yes', 'si', 'sí'].includes(v));

/** Comma-separated Discord role ids ("" or unset: none). */
const rolesDiscord = z
  .string()
  .regex(/^\s*\d{17,20}\s*(,\s*\d{17,20}\s*)*$/, { error: 'debe ser una lista de ids de roles de Discord separados por comas' })
  .transform((v) => v.split(',').map((id) => id.trim()))
  .optional();

/** Comma-separated emails of the host's operators ("" or unset: none); compared in lower case. */
const correosOperador = z
  .string()
  .regex(/^\s*[^\s@,]+@[^\s@,]+\s*(,\s*[^\s@,]+@[^\s@,]+\s*)*$/, {
    error: 'OPERADOR_EMAILS debe ser una lista de correos separados por comas',
  })
  .transform((v) => v.split(',').map((c) => c.trim().toLowerCase()))
  .optional();

/** Comma-separated Discord user ids of the host's operators. */
const discordOperador = z
  .string()
  .regex(/^\s*\d{17,20}\s*(,\s*\d{17,20}\s*)*$/, {
    error: 'OPERADOR_DISCORD_IDS debe ser una lista de ids de usuario de Discord separados por comas',
  })
  .transform((v) => v.split(',').map((id) => id.trim()))
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Password of DATABASE_URL's user when the URL has none (compose.yaml: no URL-encoding needed). */
  POSTGRES_PASSWORD: z.string().optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET debe tener al menos 32 caracteres' }).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(10, { error: 'ADMIN_PASSWORD debe tener al menos 10 caracteres' }).optional(),
  ADMIN_NICKNAME: z.string().default('lider'),
  SEED_DEMO: bool.optional(),
  /**
   * The host's operators (docs/deploy.md, «Operador»): the accounts whose email or Discord user id is
   * listed create, suspend, export guilds and set their quotas. No cargo of any guild makes an operator.
   */
  OPERADOR_EMAILS: correosOperador,
  OPERADOR_DISCORD_IDS: discordOperador,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Writes per minute and account (or address) across every write route (plugins/write-rate-limit.ts). */
  WRITE_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /** off: no read cache, every read asks the database (to measure cold reads; docs/performance.md). */
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  /** Most open GET /api/eventos streams per instance; beyond, 503 (docs/performance.md, "Live screens"). */
  EVENTOS_MAX_CONEXIONES: z.coerce.number().int().positive().default(300),
  /** Most open streams per client address; a new one ends that address's oldest (docs/reliability.md). */
  EVENTOS_MAX_POR_DIRECCION: z.coerce.number().int().positive().default(10),
  /**
   * Open connections one address may hold at once (an IPv6 address counts by its /64); one more is
   * closed at once. 0: no cap. Trusted proxies (TRUST_PROXY) are not counted: the proxy caps its clients
   * (docs/reliability.md, "Per-address limits").
   */
  CONEXIONES_MAX_POR_DIRECCION: z.coerce.number().int().min(0).default(100),
  /** Longest life of a stream, in minutes; the browser then reconnects with Last-Event-ID. */
  EVENTOS_VIDA_MAX_MIN: z.coerce.number().int().positive().max(1440).default(30),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): `true` (any: only when nothing
   * reaches the API but through them), or their addresses/CIDRs (`loopback`, `10.0.0.0/8`…). Unset:
   * the socket's address (docs/reliability.md, "Behind a proxy").
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => /^(true|false|((loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)\s*(,\s*|$))+)$/i.test(v), {
      error: 'TRUST_PROXY debe ser true, false o una lista de direcciones o redes (127.0.0.1, 10.0.0.0/8, loopback)',
    })
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v))
    .optional(),
  /** The guild's default tax in % for the split calculator (docs/domain.md, "Distributions"). */
  IMPUESTO_GREMIO_PCT: z.coerce
    .number()
    .min(0, { error: 'IMPUESTO_GREMIO_PCT debe ser un porcentaje entre 0 y 100' })
    .max(100, { error: 'IMPUESTO_GREMIO_PCT debe ser un porcentaje entre 0 y 100' })
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
      error: 'IMPUESTO_GREMIO_PCT admite dos decimales como máximo',
    })
    .default(0),
  /**
   * Closing a period warns when its silver albion is below its silver app by more than this % of
   * silver app (docs/domain.md, "Period life cycle"); 100 warns only at $0.
   */
  AVISO_DIFERENCIA_PCT: z.coerce
    .number()
    .min(0, { error: 'AVISO_DIFERENCIA_PCT debe ser un porcentaje entre 0 y 100' })
    .max(100, { error: 'AVISO_DIFERENCIA_PCT debe ser un porcentaje entre 0 y 100' })
    .default(AVISO_DIFERENCIA_PCT_DEFECTO),
  /** Attendance (docs/asistencia.md): the share of a session (%) that counts as there the whole time. */
  ASISTENCIA_COMPLETA_PCT: z.coerce
    .number({ error: 'ASISTENCIA_COMPLETA_PCT debe ser un porcentaje entero entre 1 y 100' })
    .int({ error: 'ASISTENCIA_COMPLETA_PCT debe ser un porcentaje entero entre 1 y 100' })
    .min(1, { error: 'ASISTENCIA_COMPLETA_PCT debe ser un porcentaje entero entre 1 y 100' })
    .max(100, { error: 'ASISTENCIA_COMPLETA_PCT debe ser un porcentaje entero entre 1 y 100' })
    .default(ASISTENCIA_COMPLETA_PCT_DEFECTO),
  /** A session ends by itself after this many hours. */
  ASISTENCIA_MAX_HORAS: z.coerce
    .number({ error: 'ASISTENCIA_MAX_HORAS debe ser un número entero de horas entre 1 y 24' })
    .int({ error: 'ASISTENCIA_MAX_HORAS debe ser un número entero de horas entre 1 y 24' })
    .min(1, { error: 'ASISTENCIA_MAX_HORAS debe ser un número entero de horas entre 1 y 24' })
    .max(24, { error: 'ASISTENCIA_MAX_HORAS debe ser un número entero de horas entre 1 y 24' })
    .default(ASISTENCIA_MAX_HORAS_DEFECTO),
  // Integrations (docs/integraciones.md). Discord runs when both DISCORD_* are set.
  DISCORD_TOKEN: z.string().optional(),
  DISCORD_GUILD_ID: z
    .string()
    .regex(/^\d{17,20}$/, { error: 'DISCORD_GUILD_ID debe ser el id numérico del servidor de Discord' })
    .optional(),
  /** Discord channel webhook for the notifications (docs/integraciones.md); off when empty. https://, or http:// on loopback. */
  DISCORD_WEBHOOK_URL: z.string().url().refine(webhookPermitido, { error: MENSAJE_WEBHOOK_NO_PERMITIDO }).optional(),
  /** Also notify every payment (noisy; off by default). */
  DISCORD_NOTIFY_PAGOS: bool.default(false),
  /** Public address of the web app: the notifications link to the period page. */
  PUBLIC_URL: z.string().url().optional(),
  /** The guild's language: the webhook's messages, and /plata's answer when Discord's locale is another (docs/idiomas.md). */
  IDIOMA_GREMIO: z.enum(IDIOMAS, { error: 'IDIOMA_GREMIO debe ser es, pt-BR o en' }).default('es'),
  // Web Push (docs/pwa.md, «Avisos en el dispositivo»): the VAPID keys, both or neither (neither: generated
  // once into DATA_DIR with the embedded engine, like the JWT secret), and who the push services may write to.
  /** The VAPID public key: base64url of the uncompressed P-256 point (65 bytes, 87 characters). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, {
      error: 'VAPID_PUBLIC_KEY debe ser una clave pública P-256 en base64url (87 caracteres, empieza por B)',
    })
    .optional(),
  /** The VAPID private key: base64url of the 32-byte P-256 scalar (43 characters). */
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'VAPID_PRIVATE_KEY debe ser una clave privada P-256 en base64url (43 caracteres)' })
    .optional(),
  /** The VAPID `sub`: mailto:… or https://… (default: PUBLIC_URL when https, else mailto: ADMIN_EMAIL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, { error: 'VAPID_SUBJECT debe ser mailto:correo o una dirección https://' })
    .optional(),
  /** How long a push service may take to answer one push before it is retried. */
  PUSH_TIMEOUT_MS: z.coerce
    .number({ error: 'PUSH_TIMEOUT_MS debe ser un número entero de milisegundos entre 1000 y 60000' })
    .int({ error: 'PUSH_TIMEOUT_MS debe ser un número entero de milisegundos entre 1000 y 60000' })
    .min(1000, { error: 'PUSH_TIMEOUT_MS debe ser un número entero de milisegundos entre 1000 y 60000' })
    .max(60_000, { error: 'PUSH_TIMEOUT_MS debe ser un número entero de milisegundos entre 1000 y 60000' })
    .default(10_000),
  // «Entrar con Discord» (docs/integraciones.md, "Discord login"): on when DISCORD_CLIENT_ID,
  // DISCORD_CLIENT_SECRET, DISCORD_GUILD_ID and PUBLIC_URL are all set.
  DISCORD_CLIENT_ID: z
    .string()
    .regex(/^\d{17,20}$/, { error: 'DISCORD_CLIENT_ID debe ser el id numérico de la aplicación de Discord' })
    .optional(),
  DISCORD_CLIENT_SECRET: z
    .string()
    .min(8, { error: 'DISCORD_CLIENT_SECRET no parece un secreto de cliente de Discord' })
    .optional(),
  /**
   * The Discord application's public key (Developer Portal, «General Information»: 64 hex digits): every
   * request to the Interactions Endpoint URL (POST /api/discord/interacciones) is verified with it.
   */
  DISCORD_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(CLAVE_PUBLICA_HEX, {
      error: 'DISCORD_PUBLIC_KEY debe ser la clave pública de la aplicación de Discord: 64 caracteres hexadecimales',
    })
    .optional(),
  /** Discord's API; a fake or a proxy can replace it. */
  DISCORD_API_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\//, { error: 'DISCORD_API_BASE debe empezar por http:// o https://' })
    .default('https://discord.com/api'),
  /** Discord role ids (comma-separated) that grant each cargo; a member with none of them is MIEMBRO. */
  DISCORD_ROLES_LIDER: rolesDiscord,
  DISCORD_ROLES_OFICIAL: rolesDiscord,
  DISCORD_ROLES_RECLUTA: rolesDiscord,
  DISCORD_ROLES_DISTRIBUIDOR: rolesDiscord,
  DISCORD_ROLES_RECLUTADOR: rolesDiscord,
  DISCORD_ROLES_ENCARGADO_CONTENIDO: rolesDiscord,
  DISCORD_ROLES_TESORERO: rolesDiscord,
  /** Test/demo aid only: voice channels read from a JSON file instead of Discord. */
  DISCORD_FAKE_FILE: z.string().optional(),
  ALBION_API_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\//, { error: 'ALBION_API_BASE debe empezar por http:// o https://' })
    .default('https://gameinfo.albiononline.com/api/gameinfo'),
  /** The guild's id in gameinfo; without it the membership check is skipped. */
  ALBION_GUILD_ID: z.string().trim().min(1).max(64).optional(),
  /** When Albion Online does not answer: register anyway (lenient) or refuse (strict). */
  ALBION_CHECK: z.enum(['strict', 'lenient']).default('lenient'),
  /** Per request; with one retry, two attempts must fit in the browser's 100 s. */
  ALBION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(45_000).default(20_000),
  /** Membership re-check every N hours; 0 = off. */
  ALBION_RECHECK_HOURS: z.coerce.number().min(0).max(168).default(0),
  /**
   * The Albion Data Project's price API for the regear (docs/integraciones.md, «Killboard y precios»):
   * west (default), europe or east server; `off`: no market prices (every item sin precio).
   */
  ALBION_DATA_API_BASE: z
    .string()
    .trim()
    .refine((v) => v === 'off' || (/^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v)), {
      error: 'ALBION_DATA_API_BASE debe ser una dirección http:// o https://, u off',
    })
    .default('https://west.albion-online-data.com'),
  /** Per request to the price API; with one retry, two attempts fit well within the browser's wait. */
  ALBION_DATA_TIMEOUT_MS: z.coerce.number().int().min(1000).max(45_000).default(10_000),
  // Running it (docs/deploy.md).
  /** `json`: one JSON object a line (for machines); `pretty`: short readable lines (for people). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Prometheus metrics at /metrics on a listener of their own; off when unset (0: any free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Interface of the metrics listener: loopback unless said otherwise (compose: 0.0.0.0 inside its network). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Longest wait for the requests in flight after SIGTERM; then the rest are cut and the process exits. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  /** A backup every N hours inside the server (ops/copias.ts); 0 = off. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(720).default(0),
  /** How many scheduled backups are kept (the oldest are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Folder of the scheduled backups. */
  BACKUP_DIR: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema> & { SEED_DEMO: boolean };

/** Every variable the server reads (.env.example lists exactly these: ops/imagen.test.ts). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

/** DATABASE_URL with POSTGRES_PASSWORD put in when the URL itself has no password. */
function conClave(url: string | undefined, clave: string | undefined): string | undefined {
  if (!url || !clave) return url;
  const u = new URL(url);
  if (u.password) return url;
  u.password = encodeURIComponent(clave);
  return u.toString();
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new Error(
      'Configuración inválida:\n  VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: ponga las dos o ninguna',
    );
  return {
    ...env,
    DATABASE_URL: conClave(env.DATABASE_URL, env.POSTGRES_PASSWORD),
    SEED_DEMO: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
  };
}

/** Whether a variable is set (not left to its default): only those seed the guild's row (modules/gremio). */
export const fijadaEnEntorno = (variable: string, source: NodeJS.ProcessEnv = process.env): boolean =>
  (source[variable] ?? '') !== '';
