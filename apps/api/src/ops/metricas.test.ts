// The Prometheus metrics (docs/deploy.md, "Métricas"): served on a listener of their own (never on the
// public port), and moved by real requests over real sockets: requests by route and status, the read
// cache, open live streams, the outbox queue, outside calls, the pool, Node's own metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { abrirEventos } from '../testing/eventos.js';
import { encolar } from '../modules/notificaciones/outbox.repository.js';
import { isPostgres } from '../testing/harness.js';
import { Metricas } from './metricas.js';
import { ServiciosExternos, fetchMedido } from './servicios.js';
import { iniciarServidorMetricas, type ServidorMetricas } from './servidor-metricas.js';

/** A port where nothing listens (a server opened and closed). */
async function puertoCerrado(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** The value of one series in the text format (undefined when absent). */
function valor(texto: string, serie: string): number | undefined {
  const linea = texto.split('\n').find((l) => l.startsWith(`${serie} `));
  return linea === undefined ? undefined : Number(linea.slice(serie.length + 1));
}

describe('the metrics listener', () => {
  let t: TestApp;
  let metricas: Metricas;
  let servidor: ServidorMetricas;
  let base: string;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${servidor.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    metricas = new Metricas();
    t = await buildTestApp({ metricas });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    servidor = await iniciarServidorMetricas(metricas, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await servidor?.close();
    await t?.close();
  });

  it('is on its own port, bound to the loopback; the public port has no /metrics', async () => {
    expect(servidor.port).not.toBe((t.app.server.address() as AddressInfo).port);
    expect(servidor.host).toBe('127.0.0.1');
    const publico = await fetch(`${base}/metrics`);
    expect(publico.status).toBe(404);
    expect(await publico.text()).not.toContain('http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${servidor.port}/otra`)).status).toBe(404);
    // Node's default process metrics.
    expect(await scrape()).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts requests by route pattern and status, and the read cache hits and misses', async () => {
    const serie = (status: number) =>
      `http_request_duration_seconds_count{method="GET",route="/api/distribuciones/resumenDistribucion",status_code="${status}"}`;
    const antes = await scrape();
    const hitsAntes = valor(antes, 'reparto_read_cache_total{result="hit"}') ?? 0;
    const missesAntes = valor(antes, 'reparto_read_cache_total{result="miss"}') ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/distribuciones/resumenDistribucion`)).status).toBe(200);
    expect((await fetch(`${base}/api/no-existe/999999?x=1`)).status).toBe(404);
    const despues = await scrape();
    expect((valor(despues, serie(200)) ?? 0) - (valor(antes, serie(200)) ?? 0)).toBe(3);
    // Addresses never become series: the route's pattern does (none for an unknown one).
    expect(despues).not.toMatch(/route="[^"]*999999/);
    expect(despues).toMatch(/http_request_duration_seconds_count\{method="GET",route="\(sin ruta\)",status_code="404"\} [1-9]/);
    const hits = valor(despues, 'reparto_read_cache_total{result="hit"}')!;
    const misses = valor(despues, 'reparto_read_cache_total{result="miss"}')!;
    expect(hits + misses - hitsAntes - missesAntes).toBeGreaterThanOrEqual(3);
    expect(hits).toBeGreaterThan(hitsAntes);
  });

  it('shows the open live-event streams', async () => {
    expect(valor(await scrape(), 'reparto_event_streams_open')).toBe(0);
    const stream = await abrirEventos(`${base}/api/eventos`);
    try {
      expect(valor(await scrape(), 'reparto_event_streams_open')).toBe(1);
    } finally {
      stream.cerrar();
    }
  });

  it('shows the outbox depth and the age of its oldest message', async () => {
    expect(valor(await scrape(), 'reparto_outbox_depth')).toBe(0);
    const mensaje = { resumen: 'prueba', body: { embeds: [], allowed_mentions: { parse: [] } } } as never;
    await encolar(t.db, 'prueba', mensaje);
    await encolar(t.db, 'prueba', mensaje);
    const texto = await scrape();
    expect(valor(texto, 'reparto_outbox_depth')).toBe(2);
    expect(valor(texto, 'reparto_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('shows the database pool (PostgreSQL) in use and waiting', async () => {
    const texto = await scrape();
    expect(valor(texto, 'reparto_db_pool_waiting')).toBe(0);
    const libres = valor(texto, 'reparto_db_pool_connections{state="idle"}')!;
    const enUso = () => scrape().then((x) => valor(x, 'reparto_db_pool_connections{state="in_use"}'));
    if (!isPostgres()) {
      expect(libres).toBe(0);
      expect(await enUso()).toBe(0);
      return;
    }
    expect(libres).toBeGreaterThan(0);
    // Two connections taken from the app's own pool show as in use, and as free again once released.
    const antes = (await enUso())!;
    const tomadas = [await t.database.pool!.connect(), await t.database.pool!.connect()];
    try {
      expect(await enUso()).toBe(antes + 2);
    } finally {
      for (const c of tomadas) c.release();
    }
    expect(await enUso()).toBe(antes);
  });
});

describe('outside calls (fetchMedido)', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => res.writeHead(req.url === '/bien' ? 200 : 503).end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('times every call by service and result, counts the errors, and notes the last outcome', async () => {
    const metricas = new Metricas();
    const servicios = new ServiciosExternos();
    const f = fetchMedido('precios', { metricas, servicios });
    await f(`${url}/bien`);
    await f(`${url}/mal`);
    await expect(f(`http://127.0.0.1:${await puertoCerrado()}/cerrado`)).rejects.toThrow();
    const texto = await metricas.texto();
    expect(valor(texto, 'reparto_external_call_duration_seconds_count{service="precios",result="ok"}')).toBe(1);
    expect(valor(texto, 'reparto_external_call_duration_seconds_count{service="precios",result="error"}')).toBe(2);
    expect(valor(texto, 'reparto_external_call_errors_total{service="precios"}')).toBe(2);
    expect(servicios.porLlamadas('precios', 'a la API de precios')()).toEqual({
      status: 'degraded',
      reason: expect.stringMatching(/^La última llamada a la API de precios falló hace \d+ s \(sin conexión: ECONNREFUSED\)$/),
    });
  });
});
