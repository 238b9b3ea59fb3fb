import { z } from 'zod';
import es from 'zod/v4/locales/es.js';
import { CONTROL_BIDI, limpiarNombre, limpiarTexto, mensajeControlBidi } from './texto.js';
import { dicho } from './i18n/dichos.js';

// Validation messages in Spanish wherever a schema does not give its own (the UI is Spanish).
// Here rather than in index.ts: every schema module imports this one, and code that only needs
// constants or formatters (the web's shell and periods page) does not pull zod in (package.json
// "sideEffects"; docs/performance.md).
// jitless: zod would otherwise probe `new Function` once, which the app's Content-Security-Policy
// (script-src 'self') refuses and the browser reports as a violation.
z.config({ ...es(), jitless: true });

/** Every request body is an array holding exactly one item (docs/domain.md, "Wire conventions"). */
export function oneItem<T extends z.ZodType>(item: T) {
  return z.tuple([item], { error: dicho('campo.cuerpoUnaLista', 'El cuerpo debe ser una lista con un solo elemento') });
}

/** A write's answer: `{ ok: true, message, …what it carries }` (the message in Spanish, for its toast). */
export function respuestaConMensaje<T extends z.ZodRawShape>(extra: T) {
  return z.object({ ok: z.literal(true), message: z.string(), ...extra });
}

/**
 * A failure: the sentence in the language asked (`x-idioma`; Spanish by default) and its code of the
 * message catalogues, the same in every language (docs/idiomas.md, "El servidor").
 */
export const ErrorResponseSchema = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.string().describe('Código del mensaje en los catálogos (`periodo.noExiste`), el mismo en todos los idiomas'),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** A positive database id: a JSON integer, never a string, a boolean or a list that looks like one. */
export const IdSchema = z
  .number({ error: dicho('campo.numero', 'Debe ser un número') })
  .int({ error: dicho('campo.entero', 'Debe ser un número entero') })
  .positive({ error: dicho('campo.positivo', 'Debe ser un número positivo') })
  .max(2_147_483_647, { error: dicho('campo.idFueraDeRango', 'Id fuera de rango') });

/** A list without repeated values. */
export const sinRepetir = <T>(lista: readonly T[]) => new Set(lista).size === lista.length;

/**
 * A list of distinct ids, at most `max` (and at least one when `ninguno` says what to answer to an
 * empty list), each failure in the words of what the ids are.
 */
export function listaDeIds(max: number, textos: { lista: string; ninguno?: string; demasiados: string; repetidos: string }) {
  const lista = z.array(IdSchema, { error: textos.lista });
  return (textos.ninguno === undefined ? lista : lista.min(1, { error: textos.ninguno }))
    .max(max, { error: textos.demasiados })
    .refine(sinRepetir, { error: textos.repetidos });
}

/**
 * A whole number written in a query string: decimal digits only (no sign, spaces, decimals,
 * exponent or hexadecimal), then checked by `schema`.
 */
export function enteroDeConsulta<T extends z.ZodType<number, number>>(schema: T, error: string) {
  return z
    .string({ error })
    .regex(/^\d{1,16}$/, { error })
    .transform(Number)
    .pipe(schema);
}

/** An id in a query string: decimal digits only. */
export const QueryIdSchema = enteroDeConsulta(IdSchema, dicho('campo.idDigitos', 'El id debe escribirse solo con dígitos'));

const PAGINA_MAXIMA = 1_000_000;

/** A page number starting at 1. */
export const PageSchema = z.coerce
  .number({ error: dicho('campo.paginaNumero', 'La página debe ser un número') })
  .int({ error: dicho('campo.paginaEntero', 'La página debe ser un número entero') })
  .min(1, { error: dicho('campo.paginaMinima', 'La página debe ser mayor o igual a 1') })
  .max(PAGINA_MAXIMA, { error: dicho('campo.paginaFueraDeRango', 'Página fuera de rango') });

/** A page number in a query string: decimal digits only. */
export const QueryPageSchema = enteroDeConsulta(
  z
    .number()
    .min(1, { error: dicho('campo.paginaMinima', 'La página debe ser mayor o igual a 1') })
    .max(PAGINA_MAXIMA, { error: dicho('campo.paginaFueraDeRango', 'Página fuera de rango') }),
  dicho('campo.paginaEntero', 'La página debe ser un número entero'),
);

/** ISO 8601 timestamp string on the wire. */
export const FechaSchema = z.string();

/** The refinement every shown free text runs: `${campo} contiene caracteres de control no permitidos`. */
export const sinControlBidi = (campo: string) =>
  [(v: string) => !CONTROL_BIDI.test(v), { error: mensajeControlBidi(campo), abort: true }] as const;

/** Trimmed non-blank text up to `max` characters, without invisible noise (texto.ts). */
export function textoSchema(campo: string, max: number) {
  return z
    .string({ error: dicho('campo.obligatorio', `${campo} es obligatorio`, { campo }) })
    .overwrite(limpiarTexto)
    .trim()
    .refine(...sinControlBidi(campo))
    .min(1, { error: dicho('campo.vacio', `${campo} no puede estar vacío`, { campo }) })
    .max(max, { error: dicho('campo.maximoCaracteres', `${campo} admite como máximo ${max} caracteres`, { campo, max }) });
}

/** The longest Albion nickname. */
export const NICKNAME_MAX = 32;

/** Albion nickname: letters and digits, 3–32 characters, stored lower-case, invisible characters removed. */
export const NicknameSchema = z
  .string({ error: dicho('campo.nicknameObligatorio', 'El nickname es obligatorio') })
  .overwrite(limpiarNombre)
  .trim()
  .toLowerCase()
  .refine(...sinControlBidi(dicho('frag.campoNickname', 'El nickname')))
  .min(3, { error: dicho('campo.nicknameMinimo', 'El nickname debe tener al menos 3 caracteres') })
  .max(NICKNAME_MAX, {
    error: dicho('campo.nicknameMaximo', `El nickname admite como máximo ${NICKNAME_MAX} caracteres`, { max: NICKNAME_MAX }),
  })
  .regex(/^[a-z0-9]+$/, { error: dicho('campo.nicknameCaracteres', 'El nickname solo admite letras y números') });

export const MENSAJE_NICKNAME_DUPLICADO = 'Ya existe un jugador con ese nickname';
