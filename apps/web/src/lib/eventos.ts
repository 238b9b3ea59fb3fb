// The live changes of GET /api/eventos (docs/performance.md, "Live screens"): one EventSource for the
// whole app, started by the app shell. The browser reconnects by itself after a network break and
// sends the last event's id, so the server sends what was missed (or `reinicio`); when the stream is
// refused (503) or the server is down, this tries again later, and asks for everything to be reloaded
// once it is back (changes may have been missed meanwhile).
import type { EventoCambio } from '@reparto/contract';

export interface OyenteDeCambios {
  onCambio: (evento: EventoCambio) => void;
  /** Changes may have been missed: reload everything on screen. */
  onReinicio: () => void;
}

const ESPERA_INICIAL_MS = 3_000;
const ESPERA_MAXIMA_MS = 60_000;

/** Listens until the returned function is called. Does nothing where EventSource does not exist. */
export function escucharCambios(oyente: OyenteDeCambios, url = '/api/eventos'): () => void {
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
      try {
        oyente.onCambio(JSON.parse((e as MessageEvent<string>).data) as EventoCambio);
      } catch {
        // a malformed event changes nothing
      }
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
  abrir('inicio');
  return () => {
    parado = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}
