// The AO Loot Logger file (docs/botin.md, "El archivo"): a pure parser in one pass. A file whose first
// non-empty line is the v2 header is v2 (10 fields a line); any other is v1 (`lootedAt;lootedBy;itemId;
// amount;lootedFrom[;itemName]`, its own header line skipped when present). Every bad line is counted;
// the first LINEAS_INVALIDAS_MAX are listed with their line number as in the file (the first line is 1)
// and a catalogue sentence, written only for those; empty lines are skipped. The text is walked line by
// line, never split whole: the worst paste the body limit allows stays within its memory (docs/botin.md,
// "Límites").
import { CABECERA_LOOT_LOGGER_V2, LINEAS_INVALIDAS_MAX, NOMBRE_ITEM_MAX, type LineaInvalida } from '@reparto/contract';
import { mensaje } from '../../lib/mensajes.js';
import { esItemId, leerCantidad, leerFecha } from './campos-registro.js';
import { TextoGuardado } from './texto-guardado.js';

export { CANTIDAD_MAX, esItemId, leerCantidad, leerFecha } from './campos-registro.js';

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

/** What a visitor says of a good line: true to keep it in the stored text (`guardadas`). */
export type Visitante = (l: LineaBotin) => boolean | void;

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
  /** The header and the lines the visitor kept, in pieces to join with `\n` (texto-guardado.ts). */
  guardadas: string[];
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

const esCabeceraV1 = (linea: string) => linea.toLowerCase().startsWith('lootedat;');

/**
 * Reads the file: its version, header, good lines and bad lines (with their motive). With `visitar`,
 * each good line goes to it and none is kept (the service filters and sums as it reads: no 50,000
 * objects kept alive; docs/botin.md, "Rendimiento").
 */
export function leerRegistro(texto: string, visitar?: Visitante): RegistroLeido {
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
export async function leerRegistroPorTramos(texto: string, visitar?: Visitante): Promise<RegistroLeido> {
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
  readonly #guardado: TextoGuardado;
  /** Where the next line starts, and its index (the first line is 0). */
  #inicio = 0;
  #i = 0;

  constructor(
    private readonly texto: string,
    private readonly visitar?: Visitante,
  ) {
    this.#guardado = new TextoGuardado(texto);
  }

  /** Reads on until `limite` (performance.now() ms) or the end; true at the end. */
  avanzar(limite: number): boolean {
    const texto = this.texto;
    for (let n = 1; this.#inicio <= texto.length; this.#i++, n++) {
      if (n % LINEAS_POR_VISTAZO === 0 && performance.now() >= limite) return false;
      const i = this.#i;
      let fin = texto.indexOf('\n', this.#inicio);
      if (fin === -1) fin = texto.length;
      const desde = this.#inicio;
      let fila = texto.slice(desde, fin);
      this.#inicio = fin + 1;
      if (fila.endsWith('\r')) fila = fila.slice(0, -1);
      const hasta = desde + fila.length;
      // A BOM or stray spaces around a line change nothing of its fields.
      const limpia = (i === 0 && fila.charCodeAt(0) === 0xfeff ? fila.slice(1) : fila).trim();
      if (limpia.length === 0) continue;
      if (this.#primera) {
        this.#primera = false;
        if (limpia === CABECERA_LOOT_LOGGER_V2 || esCabeceraV1(limpia)) {
          if (limpia === CABECERA_LOOT_LOGGER_V2) this.#version = 2;
          this.#cabecera = fila;
          this.#guardado.anadir(desde, hasta);
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
        if (!this.visitar) this.#lineas.push(leida);
        else if (this.visitar(leida) === true) this.#guardado.anadir(desde, hasta);
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
      guardadas: this.#guardado.partes(),
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
