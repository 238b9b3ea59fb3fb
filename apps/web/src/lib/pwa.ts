// The installable app's side in the page (docs/pwa.md): registers the service worker after the first
// paint (app/app.tsx), offers a waiting new version («Hay una nueva versión», components/nueva-version.tsx)
// and activates it only when the user presses «Actualizar», and deletes the offline copy of «Mi cuenta»
// at logout (lib/session.ts).
import { useSyncExternalStore } from 'react';
import { CACHE_DATOS } from '../sw/logica';

let esperando: ServiceWorker | null = null;
let pedida = false;
const oyentes = new Set<() => void>();
const avisar = () => {
  for (const o of oyentes) o();
};

function ofrecer(trabajador: ServiceWorker) {
  esperando = trabajador;
  avisar();
}

/**
 * Registers `/sw.js` (scope `/`) in a production build. `alPrimerControl`: the first worker of this
 * browser has just taken control of the page (it claims it on activation), so what the page reads
 * from now on passes through it; the app reads «Mi cuenta» again then, to keep it for offline reading.
 */
export function registrarServiceWorker(alPrimerControl: () => void, contenedor = globalThis.navigator?.serviceWorker): void {
  if (!contenedor) return;
  let controlada = contenedor.controller !== null;
  contenedor.addEventListener('controllerchange', () => {
    if (!controlada) {
      controlada = true;
      alPrimerControl();
    } else if (pedida) window.location.reload();
  });
  void contenedor
    .register('/sw.js', { scope: '/' })
    .then((registro) => {
      if (registro.waiting && contenedor.controller) ofrecer(registro.waiting);
      registro.addEventListener('updatefound', () => {
        const nuevo = registro.installing;
        nuevo?.addEventListener('statechange', () => {
          if (nuevo.state === 'installed' && contenedor.controller) ofrecer(nuevo);
        });
      });
    })
    .catch(() => undefined);
}

/**
 * Links the manifest (`<link rel="manifest">`) once the first screen is painted: in the HTML, Chrome
 * fetches it and its 192 px icon while the page loads (~10 KB), requests that Lighthouse's simulated
 * LCP then waits for (docs/decisions/014-first-paint-first.md). Installability is the same.
 */
export function enlazarManifiesto(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  doc.head.append(link);
}

/** «Actualizar»: the waiting version takes over, then the page reloads with it (on `controllerchange`). */
export function actualizar(): void {
  if (!esperando) return;
  pedida = true;
  esperando.postMessage({ tipo: 'actualizar' });
}

/** Whether a new version waits for the user. */
export function useNuevaVersion(): boolean {
  return useSyncExternalStore(
    (o) => {
      oyentes.add(o);
      return () => oyentes.delete(o);
    },
    () => esperando !== null,
  );
}

/** Logout: the offline copies of «Mi cuenta» go with the session. */
export function borrarDatosSinConexion(): void {
  if (typeof caches !== 'undefined') void caches.delete(CACHE_DATOS).catch(() => undefined);
}

/** Test hook. */
export function reiniciarPwa(): void {
  esperando = null;
  pedida = false;
  avisar();
}
