// The metrics listener (docs/deploy.md, "Métricas"): GET /metrics in Prometheus's text format on
// METRICS_PORT, bound to METRICS_HOST (loopback by default), on a server of its own: the public port
// never answers /metrics, and a scrape never waits behind the app's requests or its rate limits.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metricas } from './metricas.js';

export interface ServidorMetricas {
  port: number;
  host: string;
  close(): Promise<void>;
}

export async function iniciarServidorMetricas(metricas: Metricas, port: number, host: string): Promise<ServidorMetricas> {
  const server: Server = createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || pathname !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Solo GET /metrics\n');
      return;
    }
    metricas.texto().then(
      (texto) => res.writeHead(200, { 'content-type': metricas.registry.contentType }).end(texto),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('No se pudieron leer las métricas\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `El puerto de métricas ${port} (METRICS_PORT) ya está en uso en ${host}`
            : `No se pudo abrir el puerto de métricas ${port} en ${host}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
