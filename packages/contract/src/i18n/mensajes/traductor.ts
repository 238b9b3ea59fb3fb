// The server's sentences in the language asked (docs/idiomas.md, "El servidor"). A message is keyed by
// a stable code in one catalogue per language; the API says a code and its raw values
// (`mensaje(code, values, idioma)`), and a fixed text given whole (a state, a field's message) is found
// by its exact Spanish text. No sentence is ever parsed back.
import { formatear, type Valores } from '../icu.js';
import { dichoDe } from '../dichos.js';
import type { Idioma } from '../idioma.js';
import { enteroEn, fechaEn, plataEn } from '../numeros.js';
import { en } from './en.js';
import { es, type CodigoMensaje } from './es.js';
import { ptBR } from './pt-BR.js';

export const MENSAJES: Readonly<Record<Idioma, Readonly<Record<CodigoMensaje, string>>>> = { es, 'pt-BR': ptBR, en };

/**
 * A message's value, raw, so that each language writes it its own way: a text or a number as it is (an
 * id is never grouped), `{ entero }` grouped, `{ plata }` as silver, `{ fecha }` (ISO) as a day (with
 * `15:21 UTC` when `hora`), `{ codigo }` another entry (a `frag.*` piece, a line's reason), lower case
 * when `minusculas`. Plain JSON: an idempotent write keeps it with its answer (plugins/idempotency.ts).
 */
export type ValorMensaje =
  | string
  | number
  | { readonly entero: number }
  | { readonly plata: number }
  | { readonly fecha: string; readonly hora?: boolean }
  | { readonly codigo: CodigoMensaje; readonly valores?: ValoresMensaje; readonly minusculas?: boolean };
export type ValoresMensaje = Readonly<Record<string, ValorMensaje>>;

/** A sentence as a code and its values: what the API answers, rendered in each reader's language. */
export interface Frase {
  readonly codigo: CodigoMensaje;
  readonly valores?: ValoresMensaje;
}

const hora = (iso: string) => ` ${iso.slice(11, 16)} UTC`;

function valorEn(valor: ValorMensaje, idioma: Idioma): string | number {
  if (typeof valor !== 'object') return valor;
  if ('entero' in valor) return enteroEn(idioma, valor.entero);
  if ('plata' in valor) return plataEn(idioma, valor.plata);
  if ('fecha' in valor) return fechaEn(idioma, valor.fecha) + (valor.hora ? hora(new Date(valor.fecha).toISOString()) : '');
  const texto = mensaje(valor.codigo, valor.valores, idioma);
  return valor.minusculas ? texto.toLowerCase() : texto;
}

/** The message `codigo` in `idioma` (Spanish by default: exactly the API's text). */
export function mensaje(codigo: CodigoMensaje, valores: ValoresMensaje = {}, idioma: Idioma = 'es'): string {
  const planos: Record<string, string | number> = {};
  for (const [nombre, valor] of Object.entries(valores)) planos[nombre] = valorEn(valor, idioma);
  return formatear(MENSAJES[idioma][codigo], planos satisfies Valores, idioma);
}

let porTexto: { exacto: Map<string, CodigoMensaje>; minusculas: Map<string, CodigoMensaje> } | undefined;

/**
 * A text the API writes whole (a `frag.*` piece: a state, an action, a slot, a field's name; or a
 * sentence with no variables, such as a line's reason) as the catalogue's value for it, found by its
 * exact Spanish text (or that text in lower case); any other text (a name) stays as it is.
 */
export function fragmento(texto: string): ValorMensaje {
  if (!porTexto) {
    porTexto = { exacto: new Map(), minusculas: new Map() };
    for (const [codigo, t] of Object.entries(es) as [CodigoMensaje, string][]) {
      if (t.includes('{')) continue;
      if (!porTexto.exacto.has(t)) porTexto.exacto.set(t, codigo);
      if (!porTexto.minusculas.has(t.toLowerCase())) porTexto.minusculas.set(t.toLowerCase(), codigo);
    }
  }
  const exacto = porTexto.exacto.get(texto);
  if (exacto) return { codigo: exacto };
  const minusculas = porTexto.minusculas.get(texto);
  return minusculas ? { codigo: minusculas, minusculas: true } : texto;
}

/**
 * A fixed text of the catalogue (one with no variables: a contract's field message such as «El
 * nickname es obligatorio») in `idioma`, found by its exact Spanish text; undefined for any other text.
 */
export function textoEn(texto: string, idioma: Idioma): string | undefined {
  const valor = fragmento(texto);
  return typeof valor === 'object' && 'codigo' in valor ? String(valorEn(valor, idioma)) : undefined;
}

/**
 * A sentence of the contract's schemas (a zod field message written with `dicho`, values and all: «El
 * motivo admite como máximo 200 caracteres») in `idioma`, found by its exact text; undefined for any other.
 */
export function dichoEn(texto: string, idioma: Idioma): string | undefined {
  const d = dichoDe(texto);
  if (!d) return undefined;
  const valores: Record<string, ValorMensaje> = {};
  for (const [nombre, v] of Object.entries(d.valores ?? {})) {
    // A value that is itself a contract text (a field's name) is said by its code.
    const dentro = typeof v === 'string' ? dichoDe(v) : undefined;
    valores[nombre] = dentro ? { codigo: dentro.codigo, ...(dentro.valores ? { valores: dentro.valores } : {}) } : v;
  }
  return mensaje(d.codigo, valores, idioma);
}

/** A sentence (`Frase`) in `idioma`. */
export const frase = (f: Frase, idioma: Idioma = 'es') => mensaje(f.codigo, f.valores, idioma);

/** Whether `texto` is a code of the catalogue. */
export const esCodigo = (texto: string): texto is CodigoMensaje => Object.hasOwn(es, texto);
