// An outside answer's body read up to a byte cap (docs/integraciones.md): gameinfo's 5 MB, the price
// API's 2 MB. A bigger answer is never held whole in memory.
/** Over the byte cap: the answer is not read further. */
export const DEMASIADO_GRANDE = Symbol('demasiado grande');

/**
 * The body as text, at most `max` bytes: a `Content-Length` over it is refused before a byte is read,
 * and without one (or a lying one) the bytes are counted as they arrive; over it, the rest is cancelled.
 */
export async function leerConTope(response: Response, max: number): Promise<string | typeof DEMASIADO_GRANDE> {
  const declarado = response.headers.get('content-length');
  if (declarado !== null && Number(declarado) > max) {
    await response.body?.cancel().catch(() => {});
    return DEMASIADO_GRANDE;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const partes: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return DEMASIADO_GRANDE;
    }
    partes.push(value);
  }
  return Buffer.concat(partes, total).toString('utf8');
}
