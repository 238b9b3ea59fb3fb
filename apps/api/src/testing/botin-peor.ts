// The worst loot pastes the body limit of `POST /api/precios/valorarBotin` allows (docs/botin.md,
// "Límites"), for its tests and for `npm run bench`: `registroBotinPeor` gives the biggest answer and
// the most lines (every distinct item the cap allows, with the longest id and name, more looters than the
// answer names, each with a name over its cap, the listed bad lines
// with the longest motive, then as many one-character bad lines as the body holds);
// `registroBotinValidoPeor` gives the most kept lines (the shortest valid line, all of one item, each
// stored as pasted). `cuerpoBotin` is the body they are sent in; both fill it up to BOTIN_BODY_MAX.
import {
  BOTIN_BODY_MAX,
  BOTIN_TEXTO_MAX,
  CABECERA_LOOT_LOGGER_V2,
  ITEMS_BOTIN_MAX,
  LINEAS_INVALIDAS_MAX,
  NOMBRE_ITEM_MAX,
} from '@reparto/contract';

/** The request's body: `[{ texto, ...extra }]` as JSON. */
export const cuerpoBotin = (texto: string, extra: Record<string, unknown> = {}) => JSON.stringify([{ texto, ...extra }]);

/** Room left for `relleno` lines of `porLinea` JSON bytes each (a line and its `\n`, escaped). */
function cuantas(inicio: string[], porLinea: number, margen = 256): number {
  const usado = Buffer.byteLength(cuerpoBotin(inicio.join('\n')));
  const porBody = Math.floor((BOTIN_BODY_MAX - usado - margen) / porLinea);
  const porTexto = Math.floor((BOTIN_TEXTO_MAX - inicio.join('\n').length) / (porLinea - 1));
  return Math.max(0, Math.min(porBody, porTexto));
}

/** An item id of exactly 100 characters, distinct for each `i`. */
const itemLargo = (i: number) => `T8_${String(i).padStart(6, '0')}_`.padEnd(100, 'X');

/** The biggest answer and the most lines: see the header. */
export function registroBotinPeor(): string {
  const lineas = [CABECERA_LOOT_LOGGER_V2];
  const nombre = 'N'.repeat(NOMBRE_ITEM_MAX + 50);
  // Every item once, then a line more per looter past the cap of named looters, each name over 100
  // characters (the answer keeps 100).
  for (let i = 0; i < ITEMS_BOTIN_MAX + 100; i++) {
    const por = `${String(i).padStart(6, '0')}${'J'.repeat(NOMBRE_ITEM_MAX)}`;
    lineas.push(
      `2025-09-21T10:00:00Z;ALI;Gremio;${por};${itemLargo(i % ITEMS_BOTIN_MAX)};${nombre};${i < ITEMS_BOTIN_MAX ? 999 : 1};;Otros;Victima`,
    );
  }
  // A bad date quotes its first 40 characters.
  for (let i = 0; i < LINEAS_INVALIDAS_MAX; i++) lineas.push(`${'F'.repeat(60)};ALI;Gremio;Jugador;T4_BAG;Bolsa;1;;Otros;V`);
  // `x` and its `\n` (escaped in JSON: 3 bytes): every one a bad line, counted and never listed.
  const n = cuantas(lineas, 3);
  return `${lineas.join('\n')}${'\nx'.repeat(n)}`;
}

/** The most kept lines: the shortest valid v1 line (no zone: UTC), all of one item. */
export function registroBotinValidoPeor(): string {
  const linea = '2025-09-21 10:00;a;T4_BAG;1;b';
  const n = cuantas([], linea.length + 2);
  return Array.from({ length: n }, () => linea).join('\n');
}
