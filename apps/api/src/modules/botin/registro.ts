// The AO Loot Logger file (docs/botin.md, "El archivo"): a pure parser in one pass. A file whose first
// non-empty line is the v2 header is v2 (10 fields a line); any other is v1 (`lootedAt;lootedBy;itemId;
// amount;lootedFrom[;itemName]`, its own header line skipped when present). Every bad line is counted;
// the first LINEAS_INVALIDAS_MAX are listed with their line number as in the file (the first line is 1)
// and a catalogue sentence, written only for those; empty lines are skipped. The text is walked line by
// line, never split whole: the worst paste the body limit allows stays within its memory (docs/botin.md,
// "Límites").
import { CABECERA_LOOT_LOGGER_V2, LINEAS_INVALIDAS_MAX, NOMBRE_ITEM_MAX, type LineaInvalida } from '@reparto/contract';
import { mensaje } from '../../lib/mensajes.js';

/** A line's quantity: 1..1,000,000 (a stack in the game is at most 999). */
export const CANTIDAD_MAX = 1_000_000;
/** What a motive quotes of a bad value (characters). */
const CITA_MAX = 40;

/** A read line of loot. */
export interface LineaBotin {
  /** Its line number in the file. */
  linea: number;
  /** The raw line, as pasted (without its line end). */
  texto: string;
  /** When it was looted (ms since the epoch, UTC). */
  fecha: number;
  /** Who looted it (looted_by__name / lootedBy). */
  por: string;
  /** Their guild (v2 looted_by__guild; null on v1 lines, which carry none). */
  gremio: string | null;
  item: string;
  /** The item's name when the logger gave one. */
  nombre: string | null;
  cantidad: number;
}

export interface RegistroLeido {
  version: 1 | 2;
  /** The header line as pasted (null: a v1 file without one). */
  cabecera: string | null;
  /** The good lines (none kept when a visitor took them). */
  lineas: LineaBotin[];
  /** How many good lines were read. */
  leidas: number;
  /** The first LINEAS_INVALIDAS_MAX bad lines, in file order. */
  invalidas: LineaInvalida[];
  /** How many bad lines there were (all of them). */
  totalInvalidas: number;
}

/** Why a line is not read, written only when the line is listed. */
type Motivo = () => string;

const cita = (s: string) => (s.length > CITA_MAX ? `${s.slice(0, CITA_MAX)}…` : s);

/**
 * A Map used to share strings, that stops growing at `max` entries: a paste of 300,000 distinct names
 * must not keep 300,000 of them alive (docs/botin.md, "Límites").
 */
export function memo<V>(max: number, calcular: (clave: string) => V): (clave: string) => V {
  const m = new Map<string, V>();
  return (clave) => {
    let v = m.get(clave);
    if (v === undefined) {
      v = calcular(clave);
      if (m.size < max) m.set(clave, v);
    }
    return v;
  };
}
/** How many distinct values a parse or a filter remembers. */
export const MEMO_MAX = 5_000;

/** Two or four digits at `i` (NaN if any is not one). */
function digitos(s: string, i: number, n: number): number {
  let v = 0;
  for (let k = i; k < i + n; k++) {
    const c = s.charCodeAt(k) - 48;
    if (!(c >= 0 && c <= 9)) return NaN;
    v = v * 10 + c;
  }
  return v;
}

/**
 * An ISO date-time (`2025-09-21T10:00:00.123Z`; `T` or a space; seconds, fraction and zone optional,
 * no zone: UTC) in ms since the epoch; NaN otherwise. Read by position, without a regular expression.
 */
export function leerFecha(s: string): number {
  if (s.length < 16 || s[4] !== '-' || s[7] !== '-' || (s[10] !== 'T' && s[10] !== ' ') || s[13] !== ':') return NaN;
  const [y, mo, d, h, mi] = [digitos(s, 0, 4), digitos(s, 5, 2), digitos(s, 8, 2), digitos(s, 11, 2), digitos(s, 14, 2)];
  let i = 16;
  let sec = 0;
  let ms = 0;
  if (s[i] === ':') {
    sec = digitos(s, i + 1, 2);
    i += 3;
    if (s[i] === '.') {
      let k = i + 1;
      let frac = '';
      while (k < s.length && k - i <= 9 && s.charCodeAt(k) >= 48 && s.charCodeAt(k) <= 57) frac += s[k++];
      if (frac.length === 0) return NaN;
      ms = Number(`${frac}00`.slice(0, 3));
      i = k;
    }
  }
  let zona = 0;
  if (s[i] === 'Z') i += 1;
  else if (s[i] === '+' || s[i] === '-') {
    const zh = digitos(s, i + 1, 2);
    const con = s[i + 3] === ':' ? 1 : 0;
    const zm = digitos(s, i + 3 + con, 2);
    if (zh > 23 || zm > 59) return NaN;
    zona = (s[i] === '+' ? 1 : -1) * (zh * 60 + zm) * 60_000;
    i += 5 + con;
  }
  if (i !== s.length || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || sec > 59) return NaN;
  const t = Date.UTC(y, mo - 1, d, h, mi, sec, ms);
  // Date.UTC rolls 31 February over into March: such a date is not valid.
  if (Number.isNaN(t) || new Date(t).getUTCDate() !== d) return NaN;
  return t - zona;
}

/** A quantity: digits only, 1..CANTIDAD_MAX; NaN otherwise. */
export function leerCantidad(s: string): number {
  if (s.length === 0 || s.length > 7) return NaN;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    n = n * 10 + c;
  }
  return n >= 1 && n <= CANTIDAD_MAX ? n : NaN;
}

/** An item id as the market knows it (`T8_2H_CLAYMORE@3`): letters, digits, `_` and `@`, up to 100. */
export function esItemId(s: string): boolean {
  if (s.length === 0 || s.length > 100) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 64;
    if (!ok) return false;
  }
  return true;
}

const esCabeceraV1 = (linea: string) => linea.toLowerCase().startsWith('lootedat;');

/**
 * Reads the file: its version, header, good lines and bad lines (with their motive). With `visitar`,
 * each good line goes to it and none is kept (the service filters and sums as it reads: no 50,000
 * objects kept alive; docs/botin.md, "Rendimiento").
 */
export function leerRegistro(texto: string, visitar?: (l: LineaBotin) => void): RegistroLeido {
  const lector = new LectorRegistro(texto, visitar);
  while (!lector.avanzar(Infinity));
  return lector.leido();
}

/** How long one slice of `leerRegistroPorTramos` may hold the event loop (ms). */
export const TRAMO_MS = 4;
/** Lines read between two looks at the clock. */
const LINEAS_POR_VISTAZO = 512;

/** The event loop's turn: what waits (another request, a timer, I/O) runs before the next slice. */
export const cederTurno = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `leerRegistro` in slices of about TRAMO_MS, yielding the event loop between them: an 8 MB paste takes
 * hundreds of milliseconds to read, and every other request of the instance (the regear's deaths, a
 * member's page) answers meanwhile (docs/botin.md, "Límites").
 */
export async function leerRegistroPorTramos(texto: string, visitar?: (l: LineaBotin) => void): Promise<RegistroLeido> {
  const lector = new LectorRegistro(texto, visitar);
  while (!lector.avanzar(performance.now() + TRAMO_MS)) await cederTurno();
  return lector.leido();
}

/** The one-pass reader, resumable: `avanzar` reads lines until a deadline or the end of the text. */
class LectorRegistro {
  #version: 1 | 2 = 1;
  #cabecera: string | null = null;
  readonly #lineas: LineaBotin[] = [];
  readonly #invalidas: LineaInvalida[] = [];
  #totalInvalidas = 0;
  // The values kept per line (names, guilds, ids) repeat: one string each, so that the fields split
  // from each line die young (docs/botin.md, "Rendimiento").
  readonly #unico = memo(MEMO_MAX, (v) => v);
  #primera = true;
  #leidas = 0;
  /** Where the next line starts, and its index (the first line is 0). */
  #inicio = 0;
  #i = 0;

  constructor(
    private readonly texto: string,
    private readonly visitar?: (l: LineaBotin) => void,
  ) {}

  /** Reads on until `hasta` (performance.now() ms) or the end; true at the end. */
  avanzar(hasta: number): boolean {
    const texto = this.texto;
    for (let n = 1; this.#inicio <= texto.length; this.#i++, n++) {
      if (n % LINEAS_POR_VISTAZO === 0 && performance.now() >= hasta) return false;
      const i = this.#i;
      let fin = texto.indexOf('\n', this.#inicio);
      if (fin === -1) fin = texto.length;
      let fila = texto.slice(this.#inicio, fin);
      this.#inicio = fin + 1;
      if (fila.endsWith('\r')) fila = fila.slice(0, -1);
      // A BOM or stray spaces around a line change nothing of its fields.
      const limpia = (i === 0 && fila.charCodeAt(0) === 0xfeff ? fila.slice(1) : fila).trim();
      if (limpia.length === 0) continue;
      if (this.#primera) {
        this.#primera = false;
        if (limpia === CABECERA_LOOT_LOGGER_V2) {
          this.#version = 2;
          this.#cabecera = fila;
          continue;
        }
        if (esCabeceraV1(limpia)) {
          this.#cabecera = fila;
          continue;
        }
      }
      const campos = limpia.split(';');
      const leida = this.#version === 2 ? leerV2(campos, this.#unico) : leerV1(campos, this.#unico);
      if (typeof leida === 'function') {
        if (this.#totalInvalidas++ < LINEAS_INVALIDAS_MAX) this.#invalidas.push({ linea: i + 1, motivo: leida() });
      } else {
        leida.linea = i + 1;
        leida.texto = fila;
        this.#leidas++;
        if (this.visitar) this.visitar(leida);
        else this.#lineas.push(leida);
      }
    }
    return true;
  }

  leido(): RegistroLeido {
    return {
      version: this.#version,
      cabecera: this.#cabecera,
      lineas: this.#lineas,
      leidas: this.#leidas,
      invalidas: this.#invalidas,
      totalInvalidas: this.#totalInvalidas,
    };
  }
}

type Unico = (v: string) => string;

/** `timestamp_utc;alliance;guild;name;item_id;item_name;quantity;from alliance;from guild;from name`. */
function leerV2(c: string[], unico: Unico): LineaBotin | Motivo {
  if (c.length !== 10) return () => mensaje('botin.motivoCamposV2', { campos: c.length });
  return leerComunes(unico, c[0]!, c[3]!, c[4]!, c[6]!, c[5]!, unico(c[2]!.trim()));
}

/** `lootedAt;lootedBy;itemId;amount;lootedFrom[;itemName]`. */
function leerV1(c: string[], unico: Unico): LineaBotin | Motivo {
  if (c.length !== 5 && c.length !== 6) return () => mensaje('botin.motivoCamposV1', { campos: c.length });
  return leerComunes(unico, c[0]!, c[1]!, c[2]!, c[3]!, c[5] ?? '', null);
}

/** The line (its number and text are set by the caller), or why it is not read. */
function leerComunes(
  unico: Unico,
  fechaTexto: string,
  por: string,
  itemTexto: string,
  cantidadTexto: string,
  nombre: string,
  gremio: string | null,
): LineaBotin | Motivo {
  const f = fechaTexto.trim();
  const fecha = leerFecha(f);
  if (Number.isNaN(fecha)) return () => mensaje('botin.motivoFecha', { fecha: cita(f) });
  const item = itemTexto.trim();
  if (!esItemId(item)) return () => mensaje('botin.motivoItem', { item: cita(item) });
  const q = cantidadTexto.trim();
  const cantidad = leerCantidad(q);
  if (Number.isNaN(cantidad)) return () => mensaje('botin.motivoCantidad', { cantidad: cita(q) });
  // The logger's names are short; a longer one is cut, so that the answer stays small.
  const n = nombre.trim().slice(0, NOMBRE_ITEM_MAX);
  return {
    linea: 0,
    texto: '',
    fecha,
    por: unico(por.trim()),
    gremio,
    item: unico(item),
    nombre: n.length > 0 ? unico(n) : null,
    cantidad,
  };
}
