// The smallest part of the split templates (docs/calendario.md, «Plantillas de reparto»): the roles of a
// sign-up and a fixed extra. Its own file so that distribuciones.ts (a distribution's extras, the players'
// roles of «Corregir») and plantillas.ts (which reads distribuciones.ts) never import each other;
// plantillas.ts re-exports every name.
import { z } from 'zod';
import { SILVER_MAX, TEXTO_MAX } from './constants.js';
import { textoSchema } from './common.js';
import { dicho } from './i18n/dichos.js';

/** The roles of a sign-up and of a template's weights: the four combat roles and the named positions. */
export const ROLES_EVENTO = ['tanque', 'sanador', 'dps', 'soporte', 'explorador', 'caller'] as const;
export type RolEvento = (typeof ROLES_EVENTO)[number];
export const MENSAJE_ROL_EVENTO = dicho(
  'plantilla.rolDesconocido',
  'El rol debe ser uno de: tanque, sanador, dps, soporte, explorador, caller',
);
export const RolEventoSchema = z.enum(ROLES_EVENTO, { error: MENSAJE_ROL_EVENTO });

const MENSAJE_EXTRA = dicho(
  'plantilla.extraPlata',
  'Un extra fijo debe ser un número entero de plata entre 1 y 1.000.000.000.000',
);
/** A fixed extra's silver: an integer, 1 to 10^12. */
export const PlataExtraSchema = z
  .number({ error: MENSAJE_EXTRA })
  .int({ error: MENSAJE_EXTRA })
  .min(1, { error: MENSAJE_EXTRA })
  .max(SILVER_MAX, { error: MENSAJE_EXTRA });

export const ExtraPlantillaSchema = z.object({
  concepto: textoSchema(dicho('frag.campoConcepto', 'El concepto'), TEXTO_MAX),
  silver: PlataExtraSchema,
});
export type ExtraPlantilla = z.infer<typeof ExtraPlantillaSchema>;

const MENSAJE_EXTRA_SIN_JUGADOR = dicho(
  'distribucion.extraSinJugador',
  'Cada extra fijo debe asignarse a un jugador: elija quién lo recibe',
);
/** A distribution's fixed extra: paid to one of its players before the even split (the looter +200.000). */
export const ExtraDistribucionSchema = ExtraPlantillaSchema.extend({
  // 0 is the unassigned extra of an event's template (GET /api/calendario/paraDistribuir): said as such.
  id_player: z
    .number({ error: MENSAJE_EXTRA_SIN_JUGADOR })
    .int({ error: MENSAJE_EXTRA_SIN_JUGADOR })
    .positive({ error: MENSAJE_EXTRA_SIN_JUGADOR })
    .max(2_147_483_647, { error: MENSAJE_EXTRA_SIN_JUGADOR }),
});
export type ExtraDistribucion = z.infer<typeof ExtraDistribucionSchema>;

/** Most fixed extras of a template or of a distribution. */
export const EXTRAS_MAX = 20;
