// GET /api/eventos over a real socket (docs/performance.md, "Live screens"): anonymous, one event per
// committed change with its id, none for a rolled-back write, the missed ones after a reconnection
// with Last-Event-ID, a keep-alive comment, a 503 in Spanish beyond the streams allowed, and the
// server closes with streams open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, isPostgres, type TestApp } from '../../testing/harness.js';
import { aplicarConsecuencias } from '../../lib/escritura.js';
import { MENSAJE_DEMASIADOS_EVENTOS } from './eventos.routes.js';
import { abrirEventos } from '../../testing/eventos.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ eventos: { max: 3, latidoMs: 50 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

describe('GET /api/eventos', () => {
  it('sends one event per committed change, with its id, kind and period, to an anonymous visitor', async () => {
    const s = await abrirEventos(`${base}/api/eventos`);
    try {
      expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(s.res.headers.get('content-security-policy')).toContain("default-src 'self'");
      await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'distribucion', idPeriodo: 12, jugadores: [1, 2] } });
      await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'jugador', idPlayer: 7 } });
      const [a, b] = await s.esperar(2);
      expect(a).toMatchObject({ event: 'cambio', data: { tipo: 'distribucion', idPeriodo: 12 } });
      expect(b).toMatchObject({ event: 'cambio', data: { tipo: 'jugador', idPlayer: 7 } });
      expect(b!.id).toBeGreaterThan(a!.id);
    } finally {
      s.cerrar();
    }
  });

  it('never sends the change of a rolled-back write', async () => {
    const s = await abrirEventos(`${base}/api/eventos`);
    try {
      await t.db
        .transaction(async (tx) => {
          await aplicarConsecuencias(tx, { auditoria: [], cambio: { tipo: 'pago', idPeriodo: 99, jugadores: [1] } });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 100 } });
      // The committed one arrives; the rolled-back one, written before it, never did.
      const [first] = await s.esperar(1);
      expect(first!.data).toEqual({ tipo: 'periodo', idPeriodo: 100 });
      expect(s.eventos.some((e) => e.data.idPeriodo === 99)).toBe(false);
    } finally {
      s.cerrar();
    }
  });

  it.skipIf(!isPostgres())('sends a change only once its transaction has committed (PostgreSQL)', async () => {
    const s = await abrirEventos(`${base}/api/eventos`);
    try {
      await t.db.transaction(async (tx) => {
        await aplicarConsecuencias(tx, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 201 } });
        // Another write commits meanwhile: its event arrives while this one is still open.
        await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 202 } });
        const [first] = await s.esperar(1);
        expect(first!.data.idPeriodo).toBe(202);
        expect(s.eventos).toHaveLength(1);
      });
      const [, second] = await s.esperar(2);
      expect(second!.data.idPeriodo).toBe(201);
    } finally {
      s.cerrar();
    }
  });

  it('sends what a reconnecting browser missed after its Last-Event-ID, or reinicio when it is unknown', async () => {
    const s = await abrirEventos(`${base}/api/eventos`);
    const otro = await abrirEventos(`${base}/api/eventos`);
    await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 301 } });
    const [visto] = await s.esperar(1);
    s.cerrar();
    await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 302 } });
    await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 303 } });
    // Once another stream has them, the instance has received them.
    await otro.esperar(3);
    otro.cerrar();
    const vuelve = await abrirEventos(`${base}/api/eventos`, { 'last-event-id': String(visto!.id) });
    try {
      const perdidos = await vuelve.esperar(2);
      expect(perdidos.map((e) => e.data.idPeriodo)).toEqual([302, 303]);
    } finally {
      vuelve.cerrar();
    }
    const viejo = await abrirEventos(`${base}/api/eventos`, { 'last-event-id': '0' });
    try {
      const [reinicio] = await viejo.esperar(1);
      expect(reinicio!.event).toBe('reinicio');
    } finally {
      viejo.cerrar();
    }
  });

  it('keeps an idle stream alive with a comment', async () => {
    const s = await abrirEventos(`${base}/api/eventos`);
    try {
      await s.esperarTexto(': latido');
    } finally {
      s.cerrar();
    }
  });

  it('answers 503 with a Spanish message beyond the streams allowed per instance', async () => {
    const abiertos = await Promise.all([1, 2, 3].map(() => abrirEventos(`${base}/api/eventos`)));
    try {
      const res = await fetch(`${base}/api/eventos`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ ok: false, message: MENSAJE_DEMASIADOS_EVENTOS, code: 'http.demasiadasPantallas' });
    } finally {
      for (const s of abiertos) s.cerrar();
    }
  });

  it('ends the open streams when the server closes', async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as { port: number }).port;
    const s = await abrirEventos(`http://127.0.0.1:${port}/api/eventos`);
    await other.close();
    await s.terminado;
  });
});
