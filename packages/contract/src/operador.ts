// The host's operator (docs/deploy.md, «Operador»): the guilds of a deployment, made, suspended,
// reactivated, exported by the accounts the environment names (OPERADOR_EMAILS, OPERADOR_DISCORD_IDS),
// with the host's quotas per guild. `GET /api/operador/gremios`, `POST /api/operador/gremios`,
// `POST /api/operador/gremios/{id}/suspender|reactivar`, `PUT /api/operador/gremios/{id}/cuotas`,
// `GET /api/operador/gremios/{id}/exportar` (JSON lines).
import { z } from 'zod';
import { oneItem, QueryIdSchema } from './common.js';
import { dicho } from './i18n/dichos.js';
import { NOMBRE_GREMIO_MAX } from './gremio-ajustes.js';

/** A guild's address: `/g/{slug}/…` (lower-case letters, digits and hyphens; 2 to 40). */
export const SLUG_GREMIO = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** Slugs no guild may take: the app's own words in its addresses. */
export const SLUGS_RESERVADOS = [
  'api',
  'g',
  'operador',
  'admin',
  'login',
  'entrar',
  'salir',
  'assets',
  'static',
  'docs',
  'health',
  'ready',
  'metrics',
  'sw',
  'www',
  'app',
  'nuevo',
  'gremio',
  'gremios',
] as const;

/** Most months of audit a quota keeps (ten years). */
export const CUOTA_AUDITORIA_MESES_MAX = 120;
/** Most active members a quota allows. */
export const CUOTA_MIEMBROS_MAX = 100_000;

const mensajeNombre = dicho('ajustes.nombre', `El nombre del gremio debe tener entre 1 y ${NOMBRE_GREMIO_MAX} caracteres`, {
  max: NOMBRE_GREMIO_MAX,
});
const mensajeSlug = dicho(
  'operador.slug',
  'La dirección del gremio debe tener de 2 a 40 letras minúsculas, cifras o guiones, y empezar por una letra o una cifra',
);
const mensajeReservado = dicho('operador.slugReservado', 'Esa dirección está reservada: elija otra');
const mensajeEmail = dicho('operador.email', 'El correo del líder no es válido');
const mensajeDiscord = dicho('operador.discordId', 'El id de Discord del líder debe ser un número de 17 a 20 cifras');
const mensajeLider = dicho('operador.lider', 'Indique el correo o el id de Discord del líder (uno de los dos)');
const mensajeCuotaMiembros = dicho(
  'operador.cuotaMiembros',
  `La cuota de miembros debe ser un número entero entre 1 y ${CUOTA_MIEMBROS_MAX}, o vacía (sin límite)`,
  { max: CUOTA_MIEMBROS_MAX },
);
const mensajeCuotaAuditoria = dicho(
  'operador.cuotaAuditoria',
  `Los meses de auditoría deben ser un número entero entre 1 y ${CUOTA_AUDITORIA_MESES_MAX}, o vacíos (sin límite)`,
  { max: CUOTA_AUDITORIA_MESES_MAX },
);

const vacio = (v: unknown) => (v === '' ? undefined : v);

export const SlugNuevoGremioSchema = z
  .string({ error: mensajeSlug })
  .trim()
  .regex(SLUG_GREMIO, { error: mensajeSlug })
  .refine((s) => !(SLUGS_RESERVADOS as readonly string[]).includes(s), { error: mensajeReservado });

export const CrearGremioRequestSchema = oneItem(
  z
    .strictObject({
      nombre: z
        .string({ error: mensajeNombre })
        .trim()
        .min(1, { error: mensajeNombre })
        .max(NOMBRE_GREMIO_MAX, { error: mensajeNombre }),
      slug: SlugNuevoGremioSchema,
      liderEmail: z.preprocess(vacio, z.email({ error: mensajeEmail }).max(254, { error: mensajeEmail }).optional()),
      liderDiscordId: z.preprocess(
        vacio,
        z
          .string({ error: mensajeDiscord })
          .regex(/^\d{17,20}$/, { error: mensajeDiscord })
          .optional(),
      ),
    })
    .refine((o) => (o.liderEmail === undefined) !== (o.liderDiscordId === undefined), { error: mensajeLider }),
);
export type CrearGremioRequest = z.infer<typeof CrearGremioRequestSchema>[number];

const cuota = (max: number, error: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.number({ error }).int({ error }).min(1, { error }).max(max, { error }).nullable());

export const CuotasGremioRequestSchema = oneItem(
  z.strictObject({
    cuotaMiembros: cuota(CUOTA_MIEMBROS_MAX, mensajeCuotaMiembros),
    cuotaAuditoriaMeses: cuota(CUOTA_AUDITORIA_MESES_MAX, mensajeCuotaAuditoria),
  }),
);
export type CuotasGremio = z.infer<typeof CuotasGremioRequestSchema>[number];

export const IdGremioParamsSchema = z.object({ id: QueryIdSchema });

/** A guild as the operator sees it. */
export const GremioOperadorSchema = z.object({
  idGremio: z.number().int(),
  nombre: z.string(),
  slug: z.string(),
  /** When it was suspended (ISO 8601), null: active. */
  suspendido: z.string().nullable(),
  cuotaMiembros: z.number().int().nullable(),
  cuotaAuditoriaMeses: z.number().int().nullable(),
  /** Its active players. */
  miembros: z.number().int(),
  /** Months of audit it stores: from its oldest audit row to now (0: none). */
  mesesAuditoria: z.number().int(),
});
export type GremioOperador = z.infer<typeof GremioOperadorSchema>;

export const GremiosOperadorResponseSchema = z.object({ ok: z.literal(true), message: z.array(GremioOperadorSchema) });
export const GremioOperadorResponseSchema = z.object({ ok: z.literal(true), message: GremioOperadorSchema });

/** The header line of a guild's export (JSON lines): then one `{ tabla, fila }` a line. */
export const FORMATO_EXPORTACION_GREMIO = 'reparto-de-plata/gremio';
export const VERSION_EXPORTACION_GREMIO = 1;
