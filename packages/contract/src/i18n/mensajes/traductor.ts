// The server's sentences in the language asked (docs/idiomas.md, "El servidor"). A message is keyed by
// a stable code in one catalogue per language; the API writes its Spanish text (`mensaje(code, values)`
// or today's literal), and `traducirMensaje` recognises that text — each Spanish template compiles to
// matchers, one per plural/select branch — and renders the same code, with the same values, in the
// other language (its numbers, silver and dates written that language's way). A text no template
// produces is left as it is.
import { MESES } from '../../format.js';
import { formatear, type Valores } from '../icu.js';
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

/** A sentence (`Frase`) in `idioma`. */
export const frase = (f: Frase, idioma: Idioma = 'es') => mensaje(f.codigo, f.valores, idioma);

/** Whether `texto` is a code of the catalogue. */
export const esCodigo = (texto: string): texto is CodigoMensaje => Object.hasOwn(es, texto);

type Nodo = string | { nombre: string; casos?: Record<string, Nodo[]> };

/** A template as nodes (the catalogue's syntax, icu.ts), enough to build its matchers. */
function analizar(texto: string, desde = 0, enPlural = false): [Nodo[], number] {
  const nodos: Nodo[] = [];
  let literal = '';
  let i = desde;
  while (i < texto.length && texto[i] !== '}') {
    const c = texto[i]!;
    if (c === '#' && enPlural) {
      if (literal) nodos.push(literal);
      literal = '';
      nodos.push({ nombre: '#' });
      i++;
    } else if (c === '{') {
      if (literal) nodos.push(literal);
      literal = '';
      const cabecera = /^\{\s*([\w.]+)\s*(?:,\s*(plural|select)\s*,)?\s*/.exec(texto.slice(i))!;
      i += cabecera[0].length;
      if (!cabecera[2]) {
        nodos.push({ nombre: cabecera[1]! });
        i++;
        continue;
      }
      const casos: Record<string, Nodo[]> = {};
      for (let caso = /^\s*(=?[\w-]+)\s*\{/.exec(texto.slice(i)); caso; caso = /^\s*(=?[\w-]+)\s*\{/.exec(texto.slice(i))) {
        const [dentro, hasta] = analizar(texto, i + caso[0].length, cabecera[2] === 'plural');
        casos[caso[1]!] = dentro;
        i = hasta + 1;
      }
      while (texto[i] === ' ') i++;
      nodos.push({ nombre: cabecera[1]!, casos });
      i++;
    } else {
      literal += c;
      i++;
    }
  }
  if (literal) nodos.push(literal);
  return [nodos, i];
}

/** One way a template can read: a regular expression, the variables it captures, the values its branch fixes. */
interface Variante {
  patron: string;
  capturas: string[];
  fijos: Record<string, string | number>;
  /** Literal characters: the more, the more specific (tried first). */
  peso: number;
}

const escaparRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An integer as `#` writes it in Spanish (`1.500`). */
const NUMERO_ES = '(-?\\d{1,3}(?:\\.\\d{3})*|-?\\d+)';

/**
 * Variables whose value is a piece of a sentence (a state, an action, a field's name, a victim's guild
 * that may be «ningún gremio»), translated too.
 */
const FRAGMENTABLES = new Set(['estado', 'accion', 'requerido', 'slot', 'campo', 'gremio']);

const textosDeFragmentos = () =>
  (Object.entries(es) as [CodigoMensaje, string][]).filter(([c]) => c.startsWith('frag.')).map(([c, t]) => [t, c] as const);

/**
 * A variable's group: any text, but a piece of sentence is tried as one of the known pieces first
 * (longest first), so `{accion} {requerido}` splits «cerrar un periodo Abierto» where it should.
 */
function captura(nombre: string): string {
  if (!FRAGMENTABLES.has(nombre)) return '(.+?)';
  const piezas = textosDeFragmentos()
    .flatMap(([t]) => [t, t.toLowerCase()])
    .sort((a, b) => b.length - a.length)
    .map(escaparRegex);
  return `(${[...new Set(piezas)].join('|')}|.+?)`;
}

function variantes(nodos: Nodo[], plural?: string): Variante[] {
  let salida: Variante[] = [{ patron: '', capturas: [], fijos: {}, peso: 0 }];
  const sumar = (otras: Variante[]) => {
    salida = salida.flatMap((a) =>
      otras
        .filter((b) => Object.entries(b.fijos).every(([k, v]) => !(k in a.fijos) || a.fijos[k] === v))
        .map((b) => ({
          patron: a.patron + b.patron,
          capturas: [...a.capturas, ...b.capturas],
          fijos: { ...a.fijos, ...b.fijos },
          peso: a.peso + b.peso,
        })),
    );
  };
  for (const nodo of nodos) {
    if (typeof nodo === 'string') sumar([{ patron: escaparRegex(nodo), capturas: [], fijos: {}, peso: nodo.length }]);
    else if (nodo.nombre === '#') sumar([{ patron: NUMERO_ES, capturas: [`#${plural}`], fijos: {}, peso: 0 }]);
    else if (!nodo.casos) sumar([{ patron: captura(nodo.nombre), capturas: [nodo.nombre], fijos: {}, peso: 0 }]);
    else {
      const ramas: Variante[] = [];
      for (const [caso, dentro] of Object.entries(nodo.casos)) {
        const fijo: string | number | undefined = caso.startsWith('=')
          ? Number(caso.slice(1))
          : caso === 'one'
            ? 1
            : caso === 'other'
              ? undefined
              : caso;
        for (const v of variantes(dentro, nodo.nombre)) {
          ramas.push(fijo === undefined ? v : { ...v, fijos: { ...v.fijos, [nodo.nombre]: fijo } });
        }
      }
      sumar(ramas);
    }
  }
  return salida;
}

interface Matcher {
  codigo: CodigoMensaje;
  re: RegExp;
  capturas: string[];
  fijos: Record<string, string | number>;
  peso: number;
}

let matchers: Matcher[] | null = null;

function todos(): Matcher[] {
  if (!matchers) {
    matchers = (Object.entries(es) as [CodigoMensaje, string][])
      .filter(([codigo]) => !codigo.startsWith('frag.'))
      .flatMap(([codigo, texto]) =>
        variantes(analizar(texto)[0]).map((v) => ({
          codigo,
          re: new RegExp(`^${v.patron}$`, 's'),
          capturas: v.capturas,
          fijos: v.fijos,
          peso: v.peso,
        })),
      )
      .sort((a, b) => b.peso - a.peso);
  }
  return matchers;
}

/** The code and values of a Spanish sentence the API produces, if a template produces it. */
export function reconocerMensaje(texto: string): { codigo: CodigoMensaje; valores: Record<string, string | number> } | undefined {
  for (const m of todos()) {
    const r = m.re.exec(texto);
    if (!r) continue;
    const valores: Record<string, string | number> = { ...m.fijos };
    m.capturas.forEach((nombre, i) => {
      const v = r[i + 1]!;
      if (nombre.startsWith('#')) valores[nombre.slice(1)] = Number(v.replace(/\./g, ''));
      else if (!(nombre in valores)) valores[nombre] = v;
    });
    return { codigo: m.codigo, valores };
  }
  return undefined;
}

let fragmentos: Map<string, CodigoMensaje> | null = null;

/** A piece of sentence from the `frag.*` entries in `idioma` (a state's name, a slot…); others as they are. */
export function traducirFragmento(texto: string, idioma: Idioma): string {
  if (idioma === 'es') return texto;
  fragmentos ??= new Map(textosDeFragmentos());
  const exacto = fragmentos.get(texto);
  if (exacto) return MENSAJES[idioma][exacto];
  for (const [t, c] of fragmentos) if (t.toLowerCase() === texto) return MENSAJES[idioma][c].toLowerCase();
  return texto;
}

/** A number or silver written the Spanish way (`1.234`, `$1.234.567`), grouped the way of `idioma`. */
function numeroEn(valor: string, idioma: Idioma): string {
  return idioma === 'en' && /^-?\$?\d{1,3}(\.\d{3})+$/.test(valor) ? valor.replace(/\./g, ',') : valor;
}

/** A day the API wrote the Spanish way (`formatFecha`), with an optional ` 15:21 UTC` after it. */
const FECHA_ES = new RegExp(`^(\\d{1,2}) de (${MESES.join('|')}) del (\\d{4})((?: \\d{2}:\\d{2} UTC)?)$`);

/** A Spanish date (`1 de noviembre del 2025 15:21 UTC`) written the way of `idioma` (`November 1, 2025 15:21 UTC`). */
function fechaDe(valor: string, idioma: Idioma): string | undefined {
  const f = FECHA_ES.exec(valor);
  if (!f) return undefined;
  const dia = new Date(Date.UTC(Number(f[3]), MESES.indexOf(f[2] as (typeof MESES)[number]), Number(f[1])));
  return fechaEn(idioma, dia) + f[4];
}

/**
 * `texto` (a Spanish sentence of the API) in `idioma`: the same code and values rendered by that
 * language's template. Spanish, or a text no template produces, comes back as it is; never throws.
 */
export function traducirMensaje(texto: string, idioma: Idioma): string {
  if (idioma === 'es') return texto;
  try {
    const hallado = reconocerMensaje(texto);
    if (!hallado) return texto;
    const valores: Record<string, string | number> = {};
    for (const [nombre, v] of Object.entries(hallado.valores)) {
      if (typeof v === 'number') valores[nombre] = v;
      else if (FRAGMENTABLES.has(nombre)) valores[nombre] = traducirFragmento(v, idioma);
      else if (nombre === 'motivo') valores[nombre] = traducirMensaje(v, idioma);
      else valores[nombre] = fechaDe(v, idioma) ?? numeroEn(v, idioma);
    }
    return mensaje(hallado.codigo, valores, idioma);
  } catch {
    return texto;
  }
}
