// The security headers every answer carries (helmet's), built once: @fastify/helmet rebuilt helmet's
// middleware on every request, a quarter of the CPU of a cached answer, and even built once helmet runs
// a dozen middlewares per request (docs/performance.md, "What every request pays"). Helmet is run once
// here on a stand-in response; each request then gets the same headers in one loop. The benchmark's
// floor sends them through this same function.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

const middleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // PrimeReact injects <style> elements at run time (DataTable, Dialog).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** What helmet sets and removes, in its order (none of its headers depends on the request). */
function cabecerasDeHelmet(): { poner: [string, string][]; quitar: string[] } {
  const poner: [string, string][] = [];
  const quitar: string[] = [];
  const res = {
    setHeader: (nombre: string, valor: string) => void poner.push([nombre, valor]),
    removeHeader: (nombre: string) => void quitar.push(nombre),
  };
  let listo = false;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    listo = true;
  });
  // helmet calls next synchronously; a future asynchronous helmet would leave the headers unset.
  if (!listo) throw new Error('helmet no terminó de forma síncrona');
  return { poner, quitar };
}

const { poner, quitar } = cabecerasDeHelmet();

/** Sets helmet's headers on an answer. */
export function ponerCabecerasDeSeguridad(res: ServerResponse): void {
  for (const nombre of quitar) res.removeHeader(nombre);
  for (const [nombre, valor] of poner) res.setHeader(nombre, valor);
}

/** The same, connect-style, as helmet's own middleware (the benchmark's floor). */
export function securityHeaders(_req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void {
  ponerCabecerasDeSeguridad(res);
  next();
}
