import { z } from 'zod';
import { oneItem } from './common.js';
import { dicho } from './i18n/dichos.js';

export const LoginItemSchema = z.object({
  email: z
    .string({ error: dicho('campo.emailObligatorio', 'El email es obligatorio') })
    .trim()
    .toLowerCase()
    .min(1, { error: dicho('campo.emailObligatorio', 'El email es obligatorio') })
    .max(254),
  pwd: z
    .string({ error: dicho('campo.claveObligatoria', 'La contraseña es obligatoria') })
    .min(1, { error: dicho('campo.claveObligatoria', 'La contraseña es obligatoria') })
    .max(256),
});
export const LoginRequestSchema = oneItem(LoginItemSchema);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ChargeSchema = z.object({ id_cargo: z.number().int() });
export type Charge = z.infer<typeof ChargeSchema>;

/** Login and token validation answer the same shape (docs/domain.md, "Wire conventions"). */
export const LoginResponseSchema = z.object({
  ok: z.literal(true),
  message: z.object({ email: z.string(), nickname: z.string(), nombre_cargo: z.string() }),
  token: z.string(),
  charges: z.array(ChargeSchema),
  /**
   * At login, when the account belongs to several guilds (docs/alianzas.md, «Muchos gremios»): how many.
   * The web then offers the guild picker; absent with one guild, as it always was.
   */
  gremios: z.number().int().min(2).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Token lifetime; validation at start renews it. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export const MENSAJE_CREDENCIALES = 'Email o contraseña incorrectos';
