// Work the first screen does not need — the live stream, asking whether Discord login is on, the
// screens' own requests (lib/api-client.ts holds them until then) — starts once that screen is painted
// (after the next frame, in a task of its own). A request sent before the paint only competes with the
// page's own files on a slow phone network (docs/performance.md, "Web delivery").
// At the start of a visit, "painted" is the browser's first contentful paint as it reports it (its
// `paint` entry, which comes once the frame is on screen, a little after the frame itself): a request
// sent between the frame and that report still counts, for Lighthouse's simulated LCP, as sent
// before the paint.
import { useEffect, useState } from 'react';

/** The longest the first paint's report is awaited (a tab opened in the background paints nothing). */
const ESPERA_MAXIMA_MS = 3000;

/** Whether the browser reports its first contentful paint and has not reported it yet. */
function primerPintadoPendiente(): boolean {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
  return performance.getEntriesByName('first-contentful-paint').length === 0;
}

/** Runs `trabajo` once the next frame is painted; the function it returns cancels it if not yet run. */
export function trasPintar(trabajo: () => void): () => void {
  let cancelado = false;
  let tarea: ReturnType<typeof setTimeout> | undefined;
  let fotograma: number | undefined;
  let observador: PerformanceObserver | undefined;
  let plazo: ReturnType<typeof setTimeout> | undefined;
  const correr = () => {
    observador?.disconnect();
    if (plazo !== undefined) clearTimeout(plazo);
    if (tarea !== undefined || cancelado) return;
    tarea = setTimeout(() => {
      if (!cancelado) trabajo();
    }, 0);
  };
  if (primerPintadoPendiente()) {
    observador = new PerformanceObserver((lista) => {
      if (lista.getEntriesByName('first-contentful-paint').length > 0) correr();
    });
    observador.observe({ type: 'paint', buffered: true });
    plazo = setTimeout(correr, ESPERA_MAXIMA_MS);
  } else {
    fotograma = requestAnimationFrame(correr);
  }
  return () => {
    cancelado = true;
    observador?.disconnect();
    if (fotograma !== undefined) cancelAnimationFrame(fotograma);
    if (plazo !== undefined) clearTimeout(plazo);
    if (tarea !== undefined) clearTimeout(tarea);
  };
}

/**
 * Runs `trabajo` when the browser is next idle (at most `plazoMs` later; after a second where idle
 * callbacks do not exist); the function it returns cancels it if not yet run.
 */
export function alEstarInactivo(trabajo: () => void, plazoMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => trabajo(), { timeout: plazoMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(trabajo, 1000);
  return () => window.clearTimeout(id);
}

/** False until the first screen is painted: a query that screen does not need waits for it (`enabled`). */
export function usePintado(): boolean {
  const [pintado, setPintado] = useState(false);
  useEffect(() => trasPintar(() => setPintado(true)), []);
  return pintado;
}
