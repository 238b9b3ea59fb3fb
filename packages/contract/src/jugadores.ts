// Request/response schemas of the players area. Leader only (docs/domain.md, "Permissions").
import { z } from 'zod';
import { IdSchema, NicknameSchema, PageSchema, oneItem, respuestaConMensaje } from './common.js';
import { CargoOptionSchema, JugadorRowSchema, RolOptionSchema } from './entities.js';
import { dicho } from './i18n/dichos.js';

/** Id of a reference row (rol, cargo): those tables use smallint ids. */
function referenciaId(obligatorio: string, seleccione: string) {
  return z
    .number({ error: obligatorio })
    .int({ error: seleccione })
    .min(1, { error: seleccione })
    .max(32_767, { error: seleccione });
}

export const RolIdSchema = referenciaId('El rol es obligatorio', 'Selecciona un rol');
export const CargoIdSchema = referenciaId('El cargo es obligatorio', 'Selecciona un cargo');

/** GET /api/jugadores/getSelects: the option lists of the player dialog. */
export const SelectsResponseSchema = z.object({
  ok: z.literal(true),
  roles: z.array(RolOptionSchema),
  cargos: z.array(CargoOptionSchema),
});
export type SelectsResponse = z.infer<typeof SelectsResponseSchema>;

/** POST /api/jugadores/lista `[ {nickname, page} ]`: a case-insensitive "contains" filter (empty = all). */
export const ListaJugadoresItemSchema = z.object({
  nickname: z
    .string({ error: dicho('campo.filtroTexto', 'El filtro debe ser un texto') })
    .trim()
    .max(100, { error: dicho('campo.filtroMaximo', 'El filtro admite como máximo 100 caracteres') })
    .default(''),
  page: PageSchema.default(1),
});
export const ListaJugadoresRequestSchema = oneItem(ListaJugadoresItemSchema);
export type ListaJugadoresItem = z.input<typeof ListaJugadoresItemSchema>;

export const ListaJugadoresResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(JugadorRowSchema),
  /** Total of players matching the filter (every page). */
  count: z.number().int(),
});
export type ListaJugadoresResponse = z.infer<typeof ListaJugadoresResponseSchema>;

/**
 * The player dialog's fields (0 = none chosen), as sent by
 * POST /api/jugadores. The web form validates with this same schema.
 */
export const JugadorItemSchema = z.object({
  nickname: NicknameSchema,
  idRol: RolIdSchema,
  idCargo: CargoIdSchema,
});
export type JugadorItem = z.output<typeof JugadorItemSchema>;
export type JugadorDraft = z.input<typeof JugadorItemSchema>;
export const JUGADOR_DRAFT_VACIO: JugadorDraft = { nickname: '', idRol: 0, idCargo: 0 };

export const CrearJugadorRequestSchema = oneItem(JugadorItemSchema);

/** PUT /api/jugadores `[ {nickname, idRol, idCargo, idPlayer} ]`. */
export const EditarJugadorItemSchema = JugadorItemSchema.extend({ idPlayer: IdSchema });
export const EditarJugadorRequestSchema = oneItem(EditarJugadorItemSchema);
export type EditarJugadorItem = z.output<typeof EditarJugadorItemSchema>;

/** PUT /api/jugadores/DeleteJugador `[ {estado, idPlayer} ]`: switch a player on or off. */
export const EstadoJugadorItemSchema = z.object({
  estado: z.boolean({ error: dicho('campo.estadoBooleano', 'El estado debe ser verdadero o falso') }),
  idPlayer: IdSchema,
});
export const EstadoJugadorRequestSchema = oneItem(EstadoJugadorItemSchema);
export type EstadoJugadorItem = z.output<typeof EstadoJugadorItemSchema>;

/** Answer of create, edit and switch: the player's row as the list shows it. */
export const JugadorResponseSchema = respuestaConMensaje({ jugador: JugadorRowSchema });
export type JugadorResponse = z.infer<typeof JugadorResponseSchema>;

export const MENSAJE_JUGADOR_NO_EXISTE = 'No existe el jugador indicado (idPlayer)';
export const MENSAJE_ROL_NO_EXISTE = 'El rol indicado no existe (idRol)';
export const MENSAJE_CARGO_NO_EXISTE = 'El cargo indicado no existe (idCargo)';
export const MENSAJE_DESACTIVAR_PROPIO_JUGADOR = 'No puede desactivar su propio jugador: perdería el acceso';
