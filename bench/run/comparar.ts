// The API's answer against its floor's, before anything is measured (docs/performance.md, "Same
// work"): status, headers and body must be the same, or the run stops with the difference printed.
import { cuerpoComparable } from './trabajo.js';
import { fetchBody, type Endpoint } from './measure.js';

type Respuesta = Awaited<ReturnType<typeof fetchBody>>;

/** Where two texts first differ, with some context on each side. */
function primeraDiferencia(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const desde = Math.max(0, i - 60);
  return (
    `    primer carácter distinto en la posición ${i} (longitudes ${a.length} y ${b.length}):\n` +
    `    API   …${JSON.stringify(a.slice(desde, i + 120))}\n` +
    `    floor …${JSON.stringify(b.slice(desde, i + 120))}`
  );
}

/** The difference between two answers in words, or undefined when they are the same. */
export function diferencia(api: Respuesta, floor: Respuesta): string | undefined {
  const partes: string[] = [];
  if (api.status !== floor.status) partes.push(`    estado: API ${api.status}, floor ${floor.status}`);
  if (api.headers !== floor.headers) {
    const a = new Map(JSON.parse(api.headers) as [string, string][]);
    const f = new Map(JSON.parse(floor.headers) as [string, string][]);
    for (const k of new Set([...a.keys(), ...f.keys()])) {
      if (a.get(k) !== f.get(k))
        partes.push(`    cabecera ${k}: API ${a.get(k) ?? '(ninguna)'}, floor ${f.get(k) ?? '(ninguna)'}`);
    }
  }
  if (api.text !== floor.text) partes.push(primeraDiferencia(api.text, floor.text));
  if (partes.length === 0) return undefined;
  const cuerpos =
    api.text.length + floor.text.length <= 4000 ? `\n    cuerpo API:   ${api.text}\n    cuerpo floor: ${floor.text}` : '';
  return partes.join('\n') + cuerpos;
}

/**
 * One request of `e` to each server (a write: each with its own fresh code; the new id and date are
 * masked), and the difference. Of a write's headers only the presence of the content length (the
 * id's digits) and of the write limit's count and window (each server counts its own) is compared.
 */
export async function compararRespuestas(apiBase: string, floorBase: string, e: Endpoint) {
  const pedir = async (base: string) => {
    const r = e.setupRequest ? ((await e.setupRequest({} as never, {} as never)) as { body: string }) : undefined;
    const res = await fetchBody(base, r ? { ...e, body: JSON.parse(r.body) as unknown } : e);
    return e.write ? { ...res, text: cuerpoComparable(res.text), headers: cabecerasDeEscritura(res.headers) } : res;
  };
  const api = await pedir(apiBase);
  const floor = await pedir(floorBase);
  return { api, floor, diferencia: diferencia(api, floor) };
}

/** A write's headers without the values that move with each request (the limit's count and window). */
function cabecerasDeEscritura(headers: string): string {
  const variables = new Set(['content-length', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
  return JSON.stringify((JSON.parse(headers) as [string, string][]).map(([k, v]) => [k, variables.has(k) ? '(n)' : v]));
}
