// How a request to an outside API failed on the network: a timeout, or a connection the other side
// closed under it (a kept-alive one it had let go), which is worth one more try on a new connection.

/** Codes of a connection closed by the other side before its answer (Node's and undici's). */
const CORTADA = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'EPIPE']);

/** Whether `error` (or its cause) is a connection closed under the request, not one refused or timed out. */
export function conexionCortada(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CORTADA.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
