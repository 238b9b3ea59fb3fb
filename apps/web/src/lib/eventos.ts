// The live changes of GET /api/eventos (docs/performance.md, "Live screens"): one EventSource for the
// whole app, started by the app shell. The browser reconnects by itself after a network break and
// sends the last event's id, so the server sends what was missed (or `reinicio`); when the stream is
// refused (503) or the server is down, this tries again later, and asks for everything to be reloaded
// once it is back (changes may have been missed meanwhile).
// A cambio reaches the screens by two ways, both through `cambioRecibido`: this stream (everyone's
// writes) and the `x-cambio` header of the browser's own write (lib/api-client.ts), which arrives with
// the write's answer. What each cambio refreshes is the app shell's (app/en-vivo.ts): lib cannot import
// it, so the shell registers it here with `alCambiar`.
import { TIPOS_CAMBIO, type EventoCambio, type TipoCambio } from '@reparto/contract';
import { trasPintar } from './tras-pintar';
import { apiDeGremio } from './gremio';

type Refresco = (cambio: EventoCambio) => Promise<unknown> | void;
let refresco: Refresco | null = null;

/** Sets what a cambio refreshes (one at a time: the app shell's); returns its removal. */
export function alCambiar(fn: Refresco): () => void {
  refresco = fn;
  return () => {
    if (refresco === fn) refresco = null;
  };
}

/** Refreshes what a cambio changed; resolves when the refreshed queries have loaded again. */
export async function cambioRecibido(cambio: EventoCambio): Promise<void> {
  await refresco?.(cambio);
}

const TIPOS: readonly TipoCambio[] = TIPOS_CAMBIO;
const esId = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isInteger(v));

/** The cambio of an `x-cambio` header or an event's data; null when absent or not one (it changes nothing). */
export function leerCambio(texto: string | null | undefined): EventoCambio | null {
  if (!texto) return null;
  try {
    const v = JSON.parse(texto) as Partial<Record<keyof EventoCambio, unknown>> | null;
    if (!v || !TIPOS.includes(v.tipo as TipoCambio) || !esId(v.idPeriodo) || !esId(v.idPlayer)) return null;
    return {
      tipo: v.tipo as TipoCambio,
      ...(v.idPeriodo === undefined ? {} : { idPeriodo: v.idPeriodo as number }),
      ...(v.idPlayer === undefined ? {} : { idPlayer: v.idPlayer as number }),
    };
  } catch {
    return null;
  }
}

export interface OyenteDeCambios {
  onCambio: (evento: EventoCambio) => void;
  /** Changes may have been missed: reload everything on screen. */
  onReinicio: () => void;
}

const ESPERA_INICIAL_MS = 3_000;
const ESPERA_MAXIMA_MS = 60_000;

/** Listens until the returned function is called. Does nothing where EventSource does not exist. */
export function escucharCambios(oyente: OyenteDeCambios, url = `${apiDeGremio()}/eventos`): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let espera = ESPERA_INICIAL_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let parado = false;

  const abrir = (tras: 'inicio' | 'caida') => {
    const es = new EventSource(url);
    source = es;
    es.addEventListener('open', () => {
      espera = ESPERA_INICIAL_MS;
      if (tras === 'caida') oyente.onReinicio();
      tras = 'inicio';
    });
    es.addEventListener('cambio', (e) => {
      // a malformed event changes nothing
      const cambio = leerCambio((e as MessageEvent<string>).data);
      if (cambio) oyente.onCambio(cambio);
    });
    es.addEventListener('reinicio', () => oyente.onReinicio());
    es.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: refused (503) or gone; try later.
      if (es.readyState !== EventSource.CLOSED || parado) return;
      es.close();
      timer = setTimeout(() => abrir('caida'), espera);
      espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
    });
  };
  const noAbrir = trasPintar(() => abrir('inicio'));
  return () => {
    parado = true;
    noAbrir();
    if (timer) clearTimeout(timer);
    source?.close();
  };
}
