// The fields of a loot line read by position, without a regular expression (docs/botin.md, "El
// archivo"): a date, a quantity, an item id.

/** A line's quantity: 1..1,000,000 (a stack in the game is at most 999). */
export const CANTIDAD_MAX = 1_000_000;

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
