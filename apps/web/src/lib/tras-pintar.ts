// Work the first screen does not need — the live stream, asking whether Discord login is on — starts
// once that screen is painted (after the next frame, in a task of its own). A request sent before the
// paint only competes with the page's own files on a slow phone network (docs/performance.md, "Web
// delivery").
import { useEffect, useState } from 'react';

/** Runs `trabajo` once the next frame is painted; the function it returns cancels it if not yet run. */
export function trasPintar(trabajo: () => void): () => void {
  let cancelado = false;
  let tarea: ReturnType<typeof setTimeout> | undefined;
  const fotograma = requestAnimationFrame(() => {
    tarea = setTimeout(() => {
      if (!cancelado) trabajo();
    }, 0);
  });
  return () => {
    cancelado = true;
    cancelAnimationFrame(fotograma);
    if (tarea !== undefined) clearTimeout(tarea);
  };
}

/** False until the first screen is painted: a query that screen does not need waits for it (`enabled`). */
export function usePintado(): boolean {
  const [pintado, setPintado] = useState(false);
  useEffect(() => trasPintar(() => setPintado(true)), []);
  return pintado;
}
