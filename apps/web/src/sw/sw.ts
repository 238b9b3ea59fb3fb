// The service worker (docs/pwa.md), bundled on its own into `/sw.js` by build/service-worker.ts, which
// defines the build's version and the shell's files. Its decisions are in logica.ts (tested there).
import {
  CABECERA_LEIDO,
  CABECERA_SIN_CONEXION,
  CABECERA_TOKEN,
  CACHE_DATOS,
  PREFIJO_APP,
  cachesViejas,
  claveMiCuenta,
  decidir,
  guardarRespuesta,
  notificacionDePush,
  urlDeNotificacion,
  ventanaParaAbrir,
} from './logica';

declare const __VERSION__: string;
declare const __PRECACHE__: string[];

// The worker's scope, typed by hand (the web's TypeScript has the DOM library, not the worker's).
interface EventoExtensible extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface EventoFetch extends EventoExtensible {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface EventoPush extends EventoExtensible {
  data: { text(): string } | null;
}
interface EventoClic extends EventoExtensible {
  notification: { data: unknown; close(): void };
}
interface Ventana {
  url: string;
  focus(): Promise<Ventana>;
  navigate(url: string): Promise<Ventana | null>;
}
interface Ambito {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<Ventana[]>;
    openWindow(url: string): Promise<Ventana | null>;
  };
  registration: { showNotification(titulo: string, opciones: object): Promise<void> };
  addEventListener(tipo: 'push', f: (e: EventoPush) => void): void;
  addEventListener(tipo: 'notificationclick', f: (e: EventoClic) => void): void;
  addEventListener(tipo: 'install' | 'activate', f: (e: EventoExtensible) => void): void;
  addEventListener(tipo: 'fetch', f: (e: EventoFetch) => void): void;
  addEventListener(tipo: 'message', f: (e: MessageEvent<unknown>) => void): void;
}
const sw = self as unknown as Ambito;
const APP = PREFIJO_APP + __VERSION__;
const origen = sw.location.origin;

sw.addEventListener('install', (e) => {
  // The new version waits (no skipWaiting here): the app offers «Actualizar» and the user decides.
  e.waitUntil(caches.open(APP).then((c) => c.addAll(__PRECACHE__)));
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((nombres) => Promise.all(cachesViejas(nombres, __VERSION__).map((n) => caches.delete(n))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('message', (e) => {
  if ((e.data as { tipo?: string } | null)?.tipo === 'actualizar') void sw.skipWaiting();
});

// Web Push (docs/pwa.md, «Avisos en el dispositivo»): a push shows its notification; a click focuses the
// app's window (at the push's page) or opens one.
sw.addEventListener('push', (e) => {
  const n = notificacionDePush(e.data ? e.data.text() : null);
  e.waitUntil(sw.registration.showNotification(n.titulo, n.opciones));
});

sw.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const url = urlDeNotificacion(e.notification.data, origen);
  e.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (ventanas) => {
      const abrir = ventanaParaAbrir(ventanas, url);
      if (!abrir) return void (await sw.clients.openWindow(url));
      const v = await abrir.ventana.focus();
      if (abrir.navegar) await v.navigate(url);
    }),
  );
});

sw.addEventListener('fetch', (e) => {
  const decision = decidir(e.request, origen);
  if (decision === 'pasar') return;
  if (decision === 'pagina') e.respondWith(pagina(e.request));
  else if (decision === 'archivo') e.respondWith(archivo(e.request));
  else e.respondWith(miCuenta(e.request));
});

async function pagina(peticion: Request): Promise<Response> {
  try {
    return await fetch(peticion);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: APP });
    if (shell) return shell;
    throw error;
  }
}

async function archivo(peticion: Request): Promise<Response> {
  const guardada = await caches.match(peticion);
  if (guardada) return guardada;
  const respuesta = await fetch(peticion);
  // A file read after the install (another page's chunk) is kept too: offline, that page opens.
  if (respuesta.ok) void caches.open(APP).then((c) => c.put(peticion, respuesta.clone()));
  return respuesta;
}

async function miCuenta(peticion: Request): Promise<Response> {
  const clave = claveMiCuenta(peticion.headers.get(CABECERA_TOKEN), origen);
  let respuesta: Response;
  try {
    respuesta = await fetch(peticion);
  } catch (error) {
    const guardada = clave ? await caches.match(clave, { cacheName: CACHE_DATOS }) : undefined;
    if (!guardada) throw error;
    const cabeceras = new Headers(guardada.headers);
    cabeceras.set(CABECERA_SIN_CONEXION, guardada.headers.get(CABECERA_LEIDO) ?? '');
    return new Response(guardada.body, { status: 200, headers: cabeceras });
  }
  if (clave) {
    const que = guardarRespuesta(respuesta.status);
    if (que === 'guardar') {
      const copia = respuesta.clone();
      const cabeceras = new Headers(copia.headers);
      cabeceras.set(CABECERA_LEIDO, new Date().toISOString());
      const cuerpo = await copia.arrayBuffer();
      await (await caches.open(CACHE_DATOS)).put(clave, new Response(cuerpo, { status: 200, headers: cabeceras }));
    } else if (que === 'borrar') await (await caches.open(CACHE_DATOS)).delete(clave);
  }
  return respuesta;
}
