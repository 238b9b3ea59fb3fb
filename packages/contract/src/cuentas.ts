// Account administration (docs/domain.md, "Entities", "Permissions"). These calls follow the wire
// conventions (bodies are arrays of one item, token in x-token). Leader only.
import { z } from 'zod';
import { IdSchema, NicknameSchema, oneItem, respuestaConMensaje } from './common.js';
import { CargoIdSchema } from './jugadores.js';
import { dicho } from './i18n/dichos.js';

export const CLAVE_MIN = 10;
export const CLAVE_MAX = 256;

export const EmailSchema = z
  .string({ error: dicho('campo.emailObligatorio', 'El email es obligatorio') })
  .trim()
  .toLowerCase()
  .max(254, { error: dicho('campo.emailMaximo', 'El email admite como máximo 254 caracteres') })
  .pipe(z.email({ error: dicho('campo.emailInvalido', 'El email no es válido') }));

/** A password chosen by the leader (initial or reset). Never trimmed. */
export const ClaveSchema = z
  .string({ error: dicho('campo.claveObligatoria', 'La contraseña es obligatoria') })
  .min(CLAVE_MIN, {
    error: dicho('campo.claveMinima', `La contraseña debe tener al menos ${CLAVE_MIN} caracteres`, { min: CLAVE_MIN }),
  })
  .max(CLAVE_MAX, {
    error: dicho('campo.claveMaxima', `La contraseña admite como máximo ${CLAVE_MAX} caracteres`, { max: CLAVE_MAX }),
  });

/** Charges held by an account: cargo ids, without repeats, in order. */
export const CargosCuentaSchema = z
  .array(CargoIdSchema, { error: dicho('cuenta.cargosLista', 'Los cargos deben ser una lista de ids') })
  .max(32, { error: dicho('cuenta.demasiadosCargos', 'Demasiados cargos') })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const CuentaRowSchema = z.object({
  id_cuenta: z.number().int(),
  /** Empty for an account made by «Entrar con Discord» (no email, no password). */
  email: z.string(),
  /** The Discord user name of the linked Discord identity, if any (how the account signs in). */
  discord: z.string().nullable(),
  id_player: z.number().int(),
  nickname: z.string(),
  /** The player's estado: a switched-off player cannot log in either. */
  estado_jugador: z.boolean(),
  activa: z.boolean(),
  cargos: z.array(z.number().int()),
  creada: z.string(),
});
export type CuentaRow = z.infer<typeof CuentaRowSchema>;

/** GET /api/cuentas */
export const CuentasResponseSchema = z.object({ ok: z.literal(true), cuentas: z.array(CuentaRowSchema) });
export type CuentasResponse = z.infer<typeof CuentasResponseSchema>;

/** Answer of every account change. */
export const CuentaResponseSchema = respuestaConMensaje({ cuenta: CuentaRowSchema });
export type CuentaResponse = z.infer<typeof CuentaResponseSchema>;

/** POST /api/cuentas `[ {nickname, email, password, cargos} ]`: an account for an existing player. */
export const CrearCuentaItemSchema = z.object({
  nickname: NicknameSchema,
  email: EmailSchema,
  password: ClaveSchema,
  cargos: CargosCuentaSchema,
});
export const CrearCuentaRequestSchema = oneItem(CrearCuentaItemSchema);
export type CrearCuentaItem = z.output<typeof CrearCuentaItemSchema>;

/** PUT /api/cuentas/cargos `[ {idCuenta, cargos} ]` */
export const CargosCuentaItemSchema = z.object({ idCuenta: IdSchema, cargos: CargosCuentaSchema });
export const CargosCuentaRequestSchema = oneItem(CargosCuentaItemSchema);

/** PUT /api/cuentas/clave `[ {idCuenta, password} ]`: ends every session of the account. */
export const ClaveCuentaItemSchema = z.object({ idCuenta: IdSchema, password: ClaveSchema });
export const ClaveCuentaRequestSchema = oneItem(ClaveCuentaItemSchema);

/** PUT /api/cuentas/desactivar and /activar `[ {idCuenta} ]` */
export const CuentaIdItemSchema = z.object({ idCuenta: IdSchema });
export const CuentaIdRequestSchema = oneItem(CuentaIdItemSchema);

export const MENSAJE_CUENTA_NO_EXISTE = 'No existe la cuenta indicada';
export const MENSAJE_EMAIL_DUPLICADO = 'Ya existe una cuenta con ese email';
export const MENSAJE_JUGADOR_CON_CUENTA = 'Ese jugador ya tiene una cuenta';
export const MENSAJE_JUGADOR_SIN_REGISTRO = 'No existe un jugador con ese nickname';
export const MENSAJE_QUITAR_PROPIO_LIDER = 'No puede quitarse su propio cargo LIDER: otro líder debe hacerlo';
export const MENSAJE_DESACTIVAR_PROPIA_CUENTA = 'No puede desactivar su propia cuenta';
export const MENSAJE_ULTIMO_LIDER = 'Debe quedar al menos una cuenta activa con el cargo LIDER';
/** «Restablecer contraseña» on an account made by «Entrar con Discord» (no email, so no password to sign in with). */
export const MENSAJE_CLAVE_SIN_EMAIL = dicho(
  'cuenta.claveSinEmail',
  'Esa cuenta entra con Discord y no tiene email: no tiene contraseña que restablecer',
);
