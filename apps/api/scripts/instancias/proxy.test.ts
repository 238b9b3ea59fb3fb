// The balancer of `npm run instancias` (proxy.ts): turns, forwarded headers, a refused instance
// skipped, an instance dead in flight (502), and server-sent events passed on as they come.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { escuchar, type ServidorLocal } from '../../src/testing/servidor-local.js';
import { ProxyRoundRobin, type Instancia } from './proxy.js';

const abiertos: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const a of abiertos.splice(0)) await a.close();
});

/** A backend that answers its own number and the headers it got. */
async function numerado(n: number): Promise<ServidorLocal> {
  const s = await escuchar(async (req, res) => {
    let cuerpo = '';
    for await (const c of req) cuerpo += String(c);
    res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive', 'x-instancia': String(n) });
    res.end(JSON.stringify({ n, headers: req.headers, cuerpo }));
  });
  abiertos.push(s);
  return s;
}

async function proxy(instancias: (Instancia | null)[]): Promise<ProxyRoundRobin> {
  const p = await new ProxyRoundRobin({ instancias: () => instancias }).start();
  abiertos.push(p);
  return p;
}

const en = (s: ServidorLocal): Instancia => ({ host: '127.0.0.1', port: s.port });

describe('the round-robin balancer', () => {
  it('sends each request to the next instance in turn, with the forwarded headers and the body', async () => {
    const b = await Promise.all([0, 1, 2].map(numerado));
    const p = await proxy(b.map(en));
    const vistos: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${p.base}/api/x?i=${i}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': 't' },
        body: JSON.stringify({ i }),
      });
      const body = (await res.json()) as { n: number; headers: Record<string, string>; cuerpo: string };
      vistos.push(body.n);
      expect(body.cuerpo).toBe(JSON.stringify({ i }));
      expect(body.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(body.headers['x-forwarded-proto']).toBe('http');
      expect(body.headers['x-forwarded-host']).toBe(`127.0.0.1:${p.port}`);
      expect(body.headers['host']).toBe(`127.0.0.1:${p.port}`);
      expect(body.headers['x-token']).toBe('t');
      expect(res.headers.get('x-instancia')).toBe(String(body.n));
    }
    expect(vistos).toEqual([0, 1, 2, 0, 1, 2]);
    expect(p.reenviadas).toEqual([2, 2, 2]);
  });

  it('skips an instance that refuses the connection and one taken out; 502 when none is left', async () => {
    const [b0, b2] = await Promise.all([numerado(0), numerado(2)]);
    const muerta = await numerado(1);
    const puertoMuerto = muerta.port;
    await muerta.close();
    const lista: (Instancia | null)[] = [en(b0), { host: '127.0.0.1', port: puertoMuerto }, en(b2)];
    const p = await proxy(lista);
    const vistos: number[] = [];
    for (let i = 0; i < 4; i++) vistos.push(((await (await fetch(`${p.base}/`)).json()) as { n: number }).n);
    expect(vistos).toEqual([0, 2, 2, 0]);
    lista[0] = null;
    lista[2] = null;
    const res = await fetch(`${p.base}/`);
    expect(res.status).toBe(502);
    expect(p.fallos.sinInstancia).toBe(1);
  });

  it('answers 502 when the instance dies with the request in flight (not acknowledged)', async () => {
    const s = await escuchar(async (req) => {
      for await (const _ of req);
      req.socket.destroy();
    });
    abiertos.push(s);
    const p = await proxy([en(s)]);
    const res = await fetch(`${p.base}/api/escritura`, { method: 'PUT', body: '[]' });
    expect(res.status).toBe(502);
    expect(p.fallos.respuestas502).toBe(1);
    expect(p.cortes).toEqual([{ destino: 0, t: expect.any(Number), tipo: '502' }]);
  });

  it('counts no failure when the client leaves before the answer', async () => {
    const s = await escuchar(async () => undefined);
    abiertos.push(s);
    const p = await proxy([en(s)]);
    await expect(fetch(`${p.base}/lenta`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    await expect.poll(() => p.enCurso(0)).toBe(0);
    expect(p.cortes).toEqual([]);
  });

  it('passes server-sent events on as they come, and cuts the stream when its instance dies', async () => {
    let seguir: () => void = () => undefined;
    const sigue = new Promise<void>((r) => (seguir = r));
    const s = await escuchar(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('id: 1\nevent: cambio\ndata: {"tipo":"pago"}\n\n');
      await sigue;
      res.socket?.destroy();
    });
    abiertos.push(s);
    const p = await proxy([en(s)]);
    const recibido = await new Promise<{ primero: string; fin: Promise<string> }>((resolve, reject) => {
      http
        .get(`${p.base}/api/eventos`, { headers: { accept: 'text/event-stream' } }, (res) => {
          expect(res.headers['content-type']).toBe('text/event-stream');
          res.once('data', (c: Buffer) => {
            const fin = new Promise<string>((r) => {
              res.on('error', () => r('cortado'));
              res.on('end', () => r('terminado'));
              res.on('close', () => r(res.complete ? 'terminado' : 'cortado'));
            });
            resolve({ primero: String(c), fin });
          });
        })
        .on('error', reject);
    });
    // The first event arrived while the instance still holds the stream open: nothing was buffered.
    expect(recibido.primero).toBe('id: 1\nevent: cambio\ndata: {"tipo":"pago"}\n\n');
    expect(p.flujos()).toEqual(new Map([[0, 1]]));
    seguir();
    expect(await recibido.fin).toBe('cortado');
    await expect.poll(() => p.flujos().size).toBe(0);
    expect(p.fallos.cortadas).toBe(1);
    expect(p.cortes.map((c) => c.tipo)).toEqual(['cortada']);
  });
});
