// A silver amount as members type it in Discord (`/retiro monto:`; docs/integraciones.md): digits with
// thousands separators («5.000.000», «5,000,000»), or a number with a suffix — k (thousand), kk or m
// (million), kkk or b (billion) — that may carry decimals («5m», «5kk», «1,5m», «2.5k»). A `$` in front
// and spaces are ignored, upper or lower case alike. The answer is whole silver, or null when the text
// is not an amount (or not a whole number of silver: «1,5» or «0,0001k»); its bounds are the schema's.
const MULTIPLICADOR: Readonly<Record<string, number>> = { '': 1, k: 1e3, kk: 1e6, m: 1e6, kkk: 1e9, b: 1e9 };

/** The number before the suffix: plain digits, thousands grouped with one separator, or one decimal separator. */
function numero(texto: string, conSufijo: boolean): number | null {
  if (/^\d+$/.test(texto)) return Number(texto);
  const agrupado = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.test(texto);
  const decimal = /^(\d+)[.,](\d+)$/.exec(texto);
  // «5.000» alone is five thousand; «1.500k» is 1.5 thousand (a suffix makes one separator a decimal point).
  if (agrupado && !(conSufijo && decimal)) return Number(texto.replace(/[.,]/g, ''));
  if (decimal) return Number(`${decimal[1]}.${decimal[2]}`);
  return null;
}

/** The whole silver a member typed, or null (see above). */
export function leerMonto(texto: string): number | null {
  const limpio = texto.trim().toLowerCase().replace(/\s+/g, '').replace(/^\$/, '');
  const partes = /^(\d[\d.,]*)(k{1,3}|m|b)?$/.exec(limpio);
  if (!partes) return null;
  const sufijo = partes[2] ?? '';
  const n = numero(partes[1]!, sufijo !== '');
  if (n === null) return null;
  const total = n * MULTIPLICADOR[sufijo]!;
  const entero = Math.round(total);
  if (Math.abs(total - entero) > 1e-6 * Math.max(1, total) || !Number.isSafeInteger(entero)) return null;
  return entero;
}
