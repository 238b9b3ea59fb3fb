// Request/response schemas of the periods area (docs/domain.md, "Period life cycle"): periods overview,
// period life cycle, payments, leaderboards and the earnings search.
import { z } from 'zod';
import {
  IdSchema,
  PageSchema,
  QueryIdSchema,
  QueryPageSchema,
  enteroDeConsulta,
  oneItem,
  respuestaConMensaje,
} from './common.js';
import { GREMIO_FEDERACION, INTERVALOS, MENSAJE_SELECCIONE_DISTRIBUIDOR, SILVER_MAX } from './constants.js';
import { ModoPagoSchema } from './gremio-ajustes.js';
import {
  CasaSchema,
  DistribuidorSchema,
  GananciasSchema,
  LugarSchema,
  PagoRowSchema,
  PeriodoSchema,
  TopCreadorSchema,
  TopPlayerSchema,
} from './entities.js';
import { dicho } from './i18n/dichos.js';
import { MiembroPagoSchema } from './personajes.js';

// ---- Periods overview ----------------------------------------------------------------------------

export const ResumenDistribucionQuerySchema = z.object({ page: QueryPageSchema.default(1) });
export type ResumenDistribucionQuery = z.infer<typeof ResumenDistribucionQuerySchema>;

/** `GET /resumenDistribucion?page=n`: 10 periods a page, newest first, `count` = total. */
export const ResumenDistribucionResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(PeriodoSchema),
  count: z.number().int(),
});
export type ResumenDistribucionResponse = z.infer<typeof ResumenDistribucionResponseSchema>;

/** `GET /periodosEnCurso?page=n`: the open periods, then those in distribution, 10 a page, `count` = total. */
export const PeriodosEnCursoResponseSchema = ResumenDistribucionResponseSchema;
export type PeriodosEnCursoResponse = ResumenDistribucionResponse;

/** `GET /periodo?idPeriodo=n`: one period as the overview shows it (its state as it is now). */
export const PeriodoQuerySchema = z.object({ idPeriodo: QueryIdSchema });
export type PeriodoQuery = z.infer<typeof PeriodoQuerySchema>;
export const PeriodoResponseSchema = z.object({ ok: z.literal(true), periodo: PeriodoSchema });
export type PeriodoResponse = z.infer<typeof PeriodoResponseSchema>;

export const LugaresResponseSchema = z.object({ ok: z.literal(true), lugares: z.array(LugarSchema) });
export type LugaresResponse = z.infer<typeof LugaresResponseSchema>;

export const GetCasasRequestSchema = oneItem(z.object({ idLugar: IdSchema }));
export type GetCasasRequest = z.infer<typeof GetCasasRequestSchema>;
export const CasasResponseSchema = z.object({ ok: z.literal(true), message: z.array(CasaSchema) });
export type CasasResponse = z.infer<typeof CasasResponseSchema>;

/** `GET /api/jugadores/getDistributors`. */
export const DistribuidoresResponseSchema = z.object({
  ok: z.literal(true),
  distribuidores: z.array(DistribuidorSchema),
});
export type DistribuidoresResponse = z.infer<typeof DistribuidoresResponseSchema>;

// ---- Period life cycle ---------------------------------------------------------------------------

/**
 * `POST /api/distribuciones` `[ {idLugarDist, gremioFederacion: 1, modoPago?} ]`. `modoPago` (an
 * addition, docs/libro.md): how the period's shares are paid; the guild's default when left out.
 */
export const CrearPeriodoRequestSchema = oneItem(
  z.object({
    idLugarDist: IdSchema,
    gremioFederacion: z
      .literal(GREMIO_FEDERACION, {
        error: dicho('campo.gremioFederacion', `gremioFederacion debe ser ${GREMIO_FEDERACION}`, { valor: GREMIO_FEDERACION }),
      })
      .default(GREMIO_FEDERACION),
    modoPago: ModoPagoSchema.optional(),
  }),
);
export type CrearPeriodoRequest = z.input<typeof CrearPeriodoRequestSchema>;
export const CrearPeriodoResponseSchema = respuestaConMensaje({ id_periodo: z.number().int() });
export type CrearPeriodoResponse = z.infer<typeof CrearPeriodoResponseSchema>;

/** Integer silver amount, 0 to SILVER_MAX. */
export const SilverValorSchema = z
  .number({ error: dicho('periodo.valorNumero', 'El valor debe ser un número') })
  .int({ error: dicho('periodo.valorEntero', 'El valor debe ser un número entero') })
  .min(0, { error: dicho('periodo.valorNegativo', 'El valor no puede ser negativo') })
  .max(SILVER_MAX, { error: dicho('periodo.valorGrande', 'El valor es demasiado grande') });

/** `PUT /cambiarSilver` `[ {idPeriodo, silver} ]`. */
export const CambiarSilverRequestSchema = oneItem(z.object({ idPeriodo: IdSchema, silver: SilverValorSchema }));
export type CambiarSilverRequest = z.infer<typeof CambiarSilverRequestSchema>;

/** `PUT /cerrarPeriodo` `[ {idPeriodo, idPlayerDistribuidor, idsCasas} ]`. */
export const CerrarPeriodoRequestSchema = oneItem(
  z.object({
    idPeriodo: IdSchema,
    idPlayerDistribuidor: z
      .number({ error: MENSAJE_SELECCIONE_DISTRIBUIDOR })
      .int({ error: MENSAJE_SELECCIONE_DISTRIBUIDOR })
      .positive({ error: MENSAJE_SELECCIONE_DISTRIBUIDOR })
      .max(2_147_483_647, { error: dicho('campo.idFueraDeRango', 'Id fuera de rango') }),
    idsCasas: z
      .array(IdSchema, { error: dicho('periodo.casasLista', 'idsCasas debe ser una lista de casas') })
      .min(1, { error: dicho('periodo.seleccioneCasa', 'Seleccione al menos una casa') })
      .max(100, { error: dicho('periodo.demasiadasCasas', 'Demasiadas casas') }),
  }),
);
export type CerrarPeriodoRequest = z.infer<typeof CerrarPeriodoRequestSchema>;

/** `PUT /cerrarDistribucion` `[ {idPeriodo} ]`. */
export const CerrarDistribucionRequestSchema = oneItem(z.object({ idPeriodo: IdSchema }));
export type CerrarDistribucionRequest = z.infer<typeof CerrarDistribucionRequestSchema>;

// ---- Payments ------------------------------------------------------------------------------------

/** `POST /tablaDePago` `[ {idPeriodo} ]`: one row per player with a payment (sum > 0). */
/**
 * `POST /tablaDePago` `[ {idPeriodo, page?, nickname?, pendientes?} ]`. Without the optional fields:
 * every row of the period, `count` = rows. With any of them (the paged form): the rows whose nickname
 * contains `nickname` (case-insensitive), only the unpaid ones with `pendientes: true`,
 * PAGOS_PAGE_SIZE a page (`page`, default 1), by nickname; `count` = the rows that match, and
 * `pagados` / `jugadores` = paid rows / rows of the whole period (the dialog's "Pagados N de M").
 */
export const PAGOS_PAGE_SIZE = 25;
export const TablaDePagoItemSchema = z.object({
  idPeriodo: IdSchema,
  page: PageSchema.optional(),
  nickname: z
    .string({ error: dicho('campo.filtroTexto', 'El filtro debe ser un texto') })
    .trim()
    .max(100, { error: dicho('campo.filtroMaximo', 'El filtro admite como máximo 100 caracteres') })
    .optional(),
  pendientes: z.boolean({ error: dicho('campo.pendientesBooleano', 'pendientes debe ser true o false') }).optional(),
});
export const TablaDePagoRequestSchema = oneItem(TablaDePagoItemSchema);
export type TablaDePagoRequest = z.infer<typeof TablaDePagoRequestSchema>;
export type TablaDePagoItem = z.infer<typeof TablaDePagoItemSchema>;
export const TablaDePagoResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(PagoRowSchema),
  count: z.number().int(),
  /** Paged form only: rows of the whole period already paid. */
  pagados: z.number().int().optional(),
  /** Paged form only: rows of the whole period. */
  jugadores: z.number().int().optional(),
  /**
   * The combined lines of the members with characters in the period (docs/calendario.md, «Personajes de
   * un miembro»), over the whole period whatever the page; absent when there is none.
   */
  miembros: z.array(MiembroPagoSchema).optional(),
});
export type TablaDePagoResponse = z.infer<typeof TablaDePagoResponseSchema>;

/** `PUT /jugadorDistribuido` `[ {id_player, idPeriodo} ]`: mark paid (idempotent). */
export const JugadorDistribuidoRequestSchema = oneItem(z.object({ id_player: IdSchema, idPeriodo: IdSchema }));
export type JugadorDistribuidoRequest = z.infer<typeof JugadorDistribuidoRequestSchema>;

// ---- Leaderboards and earnings search ------------------------------------------------------------

export const TopPlayersResponseSchema = z.object({ ok: z.literal(true), message: z.array(TopPlayerSchema) });
export type TopPlayersResponse = z.infer<typeof TopPlayersResponseSchema>;
export const TopCreadoresResponseSchema = z.object({ ok: z.literal(true), message: z.array(TopCreadorSchema) });
export type TopCreadoresResponse = z.infer<typeof TopCreadoresResponseSchema>;

export const MENSAJE_INTERVALO = 'El intervalo debe ser 15, 30, 60, 90 o 0 (desde la creación)';

/** `GET /searchGananciasPlayer?nickname=&interval=`; interval absent or 0 = since creation. */
export const SearchGananciasQuerySchema = z.object({
  nickname: z
    .string({ error: dicho('campo.nicknameObligatorio', 'El nickname es obligatorio') })
    .trim()
    .min(1, { error: dicho('campo.nicknameObligatorio', 'El nickname es obligatorio') })
    .max(64, { error: dicho('campo.nicknameMaximo64', 'El nickname admite como máximo 64 caracteres') }),
  interval: enteroDeConsulta(
    z.number().refine((n) => (INTERVALOS as readonly number[]).includes(n), { error: MENSAJE_INTERVALO }),
    MENSAJE_INTERVALO,
  ).default(0),
});
export type SearchGananciasQuery = z.infer<typeof SearchGananciasQuerySchema>;
export const GananciasResponseSchema = z.object({ ok: z.literal(true), message: GananciasSchema });
export type GananciasResponse = z.infer<typeof GananciasResponseSchema>;
