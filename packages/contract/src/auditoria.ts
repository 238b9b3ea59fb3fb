// The audit log: every write leaves one append-only row (who, when, action, entity, before/after).
// Leader only (charge 1). These calls follow the wire conventions (docs/domain.md): bodies are arrays of one item, token in x-token, `{ ok, message, count }` lists.
import { z } from 'zod';
import { IdSchema, PageSchema, oneItem } from './common.js';
import { dicho } from './i18n/dichos.js';

/** Rows a page may hold when the client asks for more than the default 10 (resource cap). */
export const AUDITORIA_PAGE_SIZES = [10, 25, 50, 100] as const;
export const AUDITORIA_PAGE_SIZE_MAX = 100;

/** The instants a date filter may name: what PostgreSQL and ISO 8601 both write with four-digit years. */
const FECHA_MIN = Date.UTC(1970, 0, 1);
const FECHA_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const MENSAJE_FECHA_FUERA_DE_RANGO = 'La fecha debe estar entre 1970-01-01 y 9999-12-31';
const instante = (v: string) => Date.parse(v.length === 10 ? `${v}T00:00:00.000Z` : v);
const FechaSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: dicho('campo.fechaFormato', 'La fecha debe tener el formato AAAA-MM-DD o ISO 8601'),
  })
  // abort: the object's own check (desde before hasta) must never see the text it would have been.
  .refine((v) => instante(v) >= FECHA_MIN && instante(v) <= FECHA_MAX, { error: MENSAJE_FECHA_FUERA_DE_RANGO, abort: true });

/** A day (`2025-09-21`) or an instant (`2025-09-21T10:00:00.000Z`), from 1970 to 9999. */
export const InstanteSchema = FechaSchema.transform((v) => new Date(instante(v)));

/** A filter word: the action or entity names written by the services (`crear`, `distribucion`…). */
export const PalabraSchema = (campo: string) =>
  z
    .string({ error: dicho('campo.debeSerTexto', `${campo} debe ser un texto`, { campo }) })
    .trim()
    .max(64, { error: dicho('campo.maximo64', `${campo} admite como máximo 64 caracteres`, { campo }) })
    .regex(/^[a-z_]*$/, { error: dicho('campo.minusculas', `${campo} solo admite letras minúsculas y guion bajo`, { campo }) })
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/**
 * Until this instant (exclusive); a bare day means up to the end of that day (UTC). The end of
 * 9999-12-31 is past every instant the log can hold: no upper bound (null).
 */
export const HastaSchema = FechaSchema.transform((v) => {
  const hasta = v.length === 10 ? instante(v) + 86_400_000 : instante(v);
  return hasta > FECHA_MAX ? null : new Date(hasta);
});

export const ListaAuditoriaItemSchema = z
  .object({
    page: PageSchema.default(1),
    /** Page size (default 10, at most 100). */
    rows: z.coerce
      .number({ error: dicho('campo.rowsNumero', 'rows debe ser un número') })
      .int({ error: dicho('campo.rowsEntero', 'rows debe ser un número entero') })
      .min(1, { error: dicho('campo.rowsMinimo', 'rows debe ser al menos 1') })
      .max(AUDITORIA_PAGE_SIZE_MAX, {
        error: dicho('campo.rowsMaximo', `rows admite como máximo ${AUDITORIA_PAGE_SIZE_MAX}`, { max: AUDITORIA_PAGE_SIZE_MAX }),
      })
      .default(10),
    accion: PalabraSchema('accion'),
    entidad: PalabraSchema('entidad'),
    idCuenta: IdSchema.nullish(),
    /** From this instant (inclusive). */
    desde: InstanteSchema.nullish(),
    /** Until this instant (exclusive); a bare day means up to the end of that day (UTC). */
    hasta: HastaSchema.nullish(),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde.getTime() <= f.hasta.getTime(), {
    error: dicho('campo.desdeHasta', 'La fecha "desde" debe ser anterior a "hasta"'),
    path: ['desde'],
  });
/** POST /api/auditoria/lista `[ {page, rows?, accion?, entidad?, idCuenta?, desde?, hasta?} ]`. */
export const ListaAuditoriaRequestSchema = oneItem(ListaAuditoriaItemSchema);
export type ListaAuditoriaItem = z.input<typeof ListaAuditoriaItemSchema>;

export const AuditoriaRowSchema = z.object({
  id_auditoria: z.number().int(),
  fecha: z.string(),
  id_cuenta: z.number().int().nullable(),
  /** The acting account's email and player nickname (null for the system: seeds, schedules). */
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  accion: z.string(),
  entidad: z.string(),
  id_entidad: z.string().nullable(),
  antes: z.unknown().nullable(),
  despues: z.unknown().nullable(),
});
export type AuditoriaRow = z.infer<typeof AuditoriaRowSchema>;

/** Names of the ids a page of the log mentions (id → name), so the screen shows names, not ids. */
export const ReferenciasAuditoriaSchema = z.object({
  jugadores: z.record(z.string(), z.string()),
  casas: z.record(z.string(), z.string()),
  lugares: z.record(z.string(), z.string()),
  cargos: z.record(z.string(), z.string()),
  roles: z.record(z.string(), z.string()),
});
export type ReferenciasAuditoria = z.infer<typeof ReferenciasAuditoriaSchema>;

export const ListaAuditoriaResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(AuditoriaRowSchema),
  count: z.number().int(),
  referencias: ReferenciasAuditoriaSchema,
});
export type ListaAuditoriaResponse = z.infer<typeof ListaAuditoriaResponseSchema>;

/** GET /api/auditoria/filtros: the values the filters can take (what the log holds). */
export const FiltrosAuditoriaResponseSchema = z.object({
  ok: z.literal(true),
  acciones: z.array(z.string()),
  entidades: z.array(z.string()),
  cuentas: z.array(z.object({ id_cuenta: z.number().int(), email: z.string(), nickname: z.string() })),
});
export type FiltrosAuditoriaResponse = z.infer<typeof FiltrosAuditoriaResponseSchema>;

// ---- What the ids of an audit row refer to (the writes of apps/api name their fields so) ----------

/** Fields holding one player's id. */
export const CAMPOS_JUGADOR = ['idPlayer', 'idPlayerDistribuidor', 'idPlayerEncargado', 'id_player'] as const;
/** Fields holding a list of player ids (`jugadores`) or of `{ id_player, peso }` (`pesos`). */
export const CAMPOS_JUGADORES = ['jugadores', 'pesos'] as const;
/** Fields holding house ids. */
export const CAMPOS_CASAS = ['idsCasas'] as const;

/** The largest id a table holds (PostgreSQL's `integer`). */
const MAX_ID = 2_147_483_647;

const enteros = (v: unknown): number[] =>
  (Array.isArray(v) ? v : [v])
    .map((x) => (typeof x === 'object' && x !== null && 'id_player' in x ? (x as { id_player: unknown }).id_player : x))
    // Only what an id column can hold (PostgreSQL's integer): any other number names no row, and
    // asking the database for it fails the whole lookup (an export cut after its first batch).
    .filter((x): x is number => Number.isInteger(x) && x >= 1 && x <= MAX_ID);

/** The player and house ids an audit row mentions: its entity's id and the fields above. */
export function idsReferidos(row: Pick<AuditoriaRow, 'entidad' | 'id_entidad' | 'antes' | 'despues'>): {
  jugadores: number[];
  casas: number[];
} {
  const jugadores: number[] = [];
  const casas: number[] = [];
  if (row.id_entidad !== null) {
    if (row.entidad === 'jugador') jugadores.push(...enteros(Number(row.id_entidad)));
    if (row.entidad === 'pago') jugadores.push(...enteros(Number(row.id_entidad.split(':')[1])));
  }
  for (const lado of [row.antes, row.despues]) {
    if (typeof lado !== 'object' || lado === null || Array.isArray(lado)) continue;
    const campos = lado as Record<string, unknown>;
    for (const campo of [...CAMPOS_JUGADOR, ...CAMPOS_JUGADORES]) jugadores.push(...enteros(campos[campo]));
    for (const campo of CAMPOS_CASAS) casas.push(...enteros(campos[campo]));
  }
  return { jugadores: [...new Set(jugadores)], casas: [...new Set(casas)] };
}
