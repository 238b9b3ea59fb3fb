// The message syntax of every catalogue (docs/idiomas.md): a subset of ICU MessageFormat, enough for
// this app and small enough to ship in the entry (~1 KB):
//   {name}                                         a variable, as given (format numbers and silver first)
//   {n, plural, =0 {…} one {# día} other {# días}} plural by the language's rules; `#` is n, grouped
//   {x, select, a {…} b {…} other {…}}             a choice by value
// Braces are syntax only; a catalogue text never needs a literal brace.
import type { Idioma } from './idioma.js';
import { enteroEn } from './numeros.js';

export type Valores = Readonly<Record<string, string | number>>;

type Parte = string | { nombre: string } | { nombre: string; tipo: 'plural' | 'select'; casos: Record<string, Parte[]> };

const cache = new Map<string, Parte[]>();
const reglas = new Map<Idioma, Intl.PluralRules>();

class ErrorPlantilla extends Error {}

/**
 * The plural category of `num` in `idioma`: the language's rules, but zero is plural in Brazilian
 * Portuguese («0 conteúdos»), where CLDR's `pt` puts 0 with 1 («0 conteúdo»).
 */
function categoria(idioma: Idioma, num: number): Intl.LDMLPluralRule {
  if (idioma === 'pt-BR' && num === 0) return 'other';
  let regla = reglas.get(idioma);
  if (!regla) reglas.set(idioma, (regla = new Intl.PluralRules(idioma)));
  return regla.select(num);
}

/** Parses `texto` from `desde` until an unmatched `}` (or the end); returns the parts and where it stopped. */
function partes(texto: string, desde: number, dentroDePlural: boolean): [Parte[], number] {
  const salida: Parte[] = [];
  let literal = '';
  let i = desde;
  const cerrarLiteral = () => {
    if (literal) salida.push(literal);
    literal = '';
  };
  while (i < texto.length) {
    const c = texto[i]!;
    if (c === '}') break;
    if (c === '#' && dentroDePlural) {
      cerrarLiteral();
      salida.push({ nombre: '#' });
      i++;
      continue;
    }
    if (c !== '{') {
      literal += c;
      i++;
      continue;
    }
    cerrarLiteral();
    const fin = i + 1;
    const cabecera = /^\s*([\w.]+)\s*(?:,\s*(plural|select)\s*,)?\s*/.exec(texto.slice(fin));
    if (!cabecera) throw new ErrorPlantilla(`plantilla inválida en ${i}: ${texto}`);
    const nombre = cabecera[1]!;
    const tipo = cabecera[2] as 'plural' | 'select' | undefined;
    i = fin + cabecera[0].length;
    if (!tipo) {
      if (texto[i] !== '}') throw new ErrorPlantilla(`falta «}» en ${i}: ${texto}`);
      salida.push({ nombre });
      i++;
      continue;
    }
    const casos: Record<string, Parte[]> = {};
    for (;;) {
      const caso = /^\s*(=?[\w-]+)\s*\{/.exec(texto.slice(i));
      if (!caso) break;
      const [dentro, hasta] = partes(texto, i + caso[0].length, tipo === 'plural');
      if (texto[hasta] !== '}') throw new ErrorPlantilla(`falta «}» en ${hasta}: ${texto}`);
      casos[caso[1]!] = dentro;
      i = hasta + 1;
    }
    while (texto[i] === ' ') i++;
    if (texto[i] !== '}' || !casos['other']) throw new ErrorPlantilla(`«${nombre}» necesita «other» y «}»: ${texto}`);
    salida.push({ nombre, tipo, casos });
    i++;
  }
  cerrarLiteral();
  return [salida, i];
}

function compilar(texto: string): Parte[] {
  let hecho = cache.get(texto);
  if (!hecho) {
    const [p, fin] = partes(texto, 0, false);
    if (fin !== texto.length) throw new ErrorPlantilla(`«}» de más en ${fin}: ${texto}`);
    hecho = p;
    cache.set(texto, hecho);
  }
  return hecho;
}

function pintar(p: Parte[], valores: Valores, idioma: Idioma, n: number | undefined): string {
  let s = '';
  for (const parte of p) {
    if (typeof parte === 'string') {
      s += parte;
      continue;
    }
    if (parte.nombre === '#' && !('tipo' in parte)) {
      s += n === undefined ? '#' : enteroEn(idioma, n);
      continue;
    }
    const valor = valores[parte.nombre];
    if (!('tipo' in parte)) {
      s += valor === undefined ? `{${parte.nombre}}` : String(valor);
      continue;
    }
    if (parte.tipo === 'select') {
      s += pintar(parte.casos[String(valor)] ?? parte.casos['other']!, valores, idioma, n);
      continue;
    }
    const num = Number(valor);
    const caso = parte.casos[`=${num}`] ?? parte.casos[categoria(idioma, num)] ?? parte.casos['other']!;
    s += pintar(caso, valores, idioma, num);
  }
  return s;
}

/** `plantilla` with its variables filled in, by the plural rules of `idioma`. Throws on a malformed template. */
export function formatear(plantilla: string, valores: Valores = {}, idioma: Idioma = 'es'): string {
  if (!plantilla.includes('{')) return plantilla;
  return pintar(compilar(plantilla), valores, idioma, undefined);
}

/** The variable names a template uses (a test compares them across the languages of one key). */
export function variablesDe(plantilla: string): string[] {
  const nombres = new Set<string>();
  const recorrer = (p: Parte[]) => {
    for (const parte of p) {
      if (typeof parte === 'string' || parte.nombre === '#') continue;
      nombres.add(parte.nombre);
      if ('tipo' in parte) for (const caso of Object.values(parte.casos)) recorrer(caso);
    }
  };
  recorrer(compilar(plantilla));
  return [...nombres].sort();
}
