// Parser of the Guild Account silver log that Albion Online copies to the clipboard
// (docs/conciliacion.md): `"Date" "Player" "Reason" "Amount"` separated by tabs, every value quoted;
// also the `;` and `,` variants a spreadsheet saves, with or without quotes and the header line. Pure:
// text in, and out either each line read (`leerLineas`, the chest audit of docs/libro.md) or the silver
// moved to each player (`leerRegistro`, docs/conciliacion.md), or the first bad line with its reason (a
// catalogue sentence, said in the reader's language).
import { REGISTRO_MAX_LINEAS, SILVER_MAX } from '@reparto/contract';
import { frase, type CodigoMensaje, type Frase, type ValoresMensaje } from '../../lib/mensajes.js';

export interface Movimiento {
  /** The name as the log writes it (first occurrence). */
  nombre: string;
  /** Silver the log moved to the player: Σ of the withdrawals. */
  movido: number;
}

export type RegistroLeido = { ok: true; movimientos: Map<string, Movimiento>; lineas: number } | Fallo;

const CABECERA = ['date', 'player', 'reason', 'amount'];
/** A game name: letters, digits, `_` and `-` (Albion accepts 3–16; a log may hold older ones). */
const NOMBRE = /^[\p{L}\p{N}_-]{1,32}$/u;
const FECHA_JUEGO = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2})$/;
const FECHA_ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** An integer, optionally signed, optionally grouped by thousands with `,` `.` or a space. */
const MONTO = /^[+-]?(\d{1,13}|\d{1,3}([,. ]\d{3}){1,4})$/;
/** No sum may leave the integers a JavaScript number holds exactly. */
const SUMA_MAX = SILVER_MAX * 1000;

/** Splits a line on `sep`, honouring double quotes (`""` inside quotes is one quote). */
export function partirLinea(linea: string, sep: string): string[] {
  const campos: string[] = [];
  let actual = '';
  let entreComillas = false;
  for (let i = 0; i < linea.length; i++) {
    const c = linea[i]!;
    if (entreComillas) {
      if (c === '"' && linea[i + 1] === '"') {
        actual += '"';
        i++;
      } else if (c === '"') entreComillas = false;
      else actual += c;
    } else if (c === '"') entreComillas = true;
    else if (c === sep) {
      campos.push(actual);
      actual = '';
    } else actual += c;
  }
  campos.push(actual);
  return campos.map((v) => v.trim());
}

function separadorDe(linea: string): string {
  if (linea.includes('\t')) return '\t';
  // `;` before `,`: the `,` of a grouped amount may appear in a `;` file, never the other way round.
  if (linea.includes(';')) return ';';
  return ',';
}

function fechaValida(v: string): boolean {
  const juego = FECHA_JUEGO.exec(v);
  if (juego) {
    const [mes, dia, hora, min, seg] = [juego[1], juego[2], juego[4], juego[5], juego[6]].map(Number) as number[];
    return mes! >= 1 && mes! <= 12 && dia! >= 1 && dia! <= 31 && hora! <= 23 && min! <= 59 && seg! <= 59;
  }
  return FECHA_ISO.test(v) && !Number.isNaN(Date.parse(v.includes('T') || v.length === 10 ? v : v.replace(' ', 'T')));
}

function monto(v: string): number | null {
  const limpio = v.replace(/\u00a0/g, ' ');
  if (!MONTO.test(limpio)) return null;
  const n = Number(limpio.replace(/[,. ]/g, ''));
  return Number.isSafeInteger(n) && Math.abs(n) <= SILVER_MAX ? n : null;
}

/** What a line of the log moved, by the rule of docs/conciliacion.md and docs/libro.md («Arqueo del cofre»). */
export type TipoLinea = 'retiro' | 'deposito' | 'otro';

/** One line of the log, read. */
export interface LineaRegistro {
  /** Its number in the pasted text, from 1 (blank lines count). */
  linea: number;
  fecha: string;
  /** The name as the log writes it. */
  nombre: string;
  razon: string;
  /** The signed amount as written. */
  silver: number;
  /**
   * `retiro`: silver from the guild's account to the player (a negative amount or the reason
   * "Withdrawal"); `deposito`: into it (a positive amount or the reason "Deposit"); `otro`: neither.
   */
  tipo: TipoLinea;
}

/**
 * The first bad line: its number (from 1), why as a catalogue sentence (`razon`, said in the reader's
 * language) and that sentence in Spanish (`motivo`).
 */
type Fallo = { ok: false; linea: number; motivo: string; razon: Frase };

function fallo(linea: number, codigo: CodigoMensaje, valores?: ValoresMensaje): Fallo {
  const razon: Frase = valores ? { codigo, valores } : { codigo };
  return { ok: false, linea, motivo: frase(razon), razon };
}

function tipoDe(silver: number, razon: string): TipoLinea {
  const r = razon.toLowerCase();
  if (silver < 0 || r === 'withdrawal') return 'retiro';
  if (silver > 0 || r === 'deposit') return 'deposito';
  return 'otro';
}

/**
 * The log line by line, in order: each line read, or the first bad line (its number, from 1), after
 * which nothing more is yielded. The header and blank lines yield nothing.
 */
export function* lineasDelRegistro(texto: string): Generator<LineaRegistro | Fallo> {
  // A byte-order mark, or text decoded as UTF-16 with NUL bytes between the letters.
  const sinMarca = texto.replace(/^\uFEFF/, '');
  if (sinMarca.includes('\u0000')) {
    yield fallo(1, 'pago.registroNulos');
    return;
  }
  const lineas = sinMarca.split(/\r\n|\r|\n/);
  // Only lines with something on them count (docs/conciliacion.md): a log that ends with a line
  // break, or has blank lines between blocks, is not longer for it.
  let conTexto = 0;
  for (let i = 0; i < lineas.length; i++) {
    if (lineas[i]!.trim() !== '' && ++conTexto > REGISTRO_MAX_LINEAS) {
      yield fallo(i + 1, 'pago.registroLineas', { max: REGISTRO_MAX_LINEAS });
      return;
    }
  }
  let sep: string | null = null;
  let leidas = 0;
  for (let i = 0; i < lineas.length; i++) {
    const linea = lineas[i]!;
    if (linea.trim() === '') continue;
    sep ??= separadorDe(linea);
    const campos = partirLinea(linea, sep);
    const numero = i + 1;
    if (leidas === 0 && campos.map((c) => c.toLowerCase()).join('|') === CABECERA.join('|')) continue;
    const leida = leerLinea(campos, numero);
    yield leida;
    if ('ok' in leida) return;
    leidas++;
  }
  if (leidas === 0) yield fallo(1, 'pago.registroVacio');
}

function leerLinea(campos: string[], numero: number): LineaRegistro | Fallo {
  if (campos.length !== 4) {
    return fallo(numero, 'pago.registroColumnas', { n: campos.length });
  }
  const [fecha, nombre, razon, cantidad] = campos as [string, string, string, string];
  if (!fechaValida(fecha)) return fallo(numero, 'pago.registroFecha');
  if (!NOMBRE.test(nombre)) return fallo(numero, 'pago.registroJugador');
  const n = monto(cantidad);
  if (n === null) {
    return fallo(numero, 'pago.registroMonto');
  }
  return { linea: numero, fecha, nombre, razon, silver: n, tipo: tipoDe(n, razon) };
}

/** Every line of the log, or its first bad line. */
export function leerLineas(texto: string): { ok: true; lineas: LineaRegistro[] } | Fallo {
  const lineas: LineaRegistro[] = [];
  for (const l of lineasDelRegistro(texto)) {
    if ('ok' in l) return l;
    lineas.push(l);
  }
  return { ok: true, lineas };
}

/** Reads the whole log into the silver moved to each player; the first line that cannot be read stops it. */
export function leerRegistro(texto: string): RegistroLeido {
  const movimientos = new Map<string, Movimiento>();
  let leidas = 0;
  for (const l of lineasDelRegistro(texto)) {
    if ('ok' in l) return l;
    leidas++;
    // A withdrawal moves silver from the guild's account to the player. Deposits and other reasons
    // move nothing to the player.
    const clave = l.nombre.toLowerCase();
    const previo = movimientos.get(clave) ?? { nombre: l.nombre, movido: 0 };
    if (l.tipo === 'retiro') previo.movido += Math.abs(l.silver);
    if (previo.movido > SUMA_MAX) return fallo(l.linea, 'pago.registroSuma');
    movimientos.set(clave, previo);
  }
  return { ok: true, movimientos, lineas: leidas };
}
