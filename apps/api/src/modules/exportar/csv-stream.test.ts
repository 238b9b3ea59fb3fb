// A CSV download that fails after its first bytes (docs/reliability.md, finding 4): the client never takes the
// half file for a whole one (the connection is aborted, not ended), and the failure is logged as the
// error handler logs a database error (its SQLSTATE and route), never with its SQL or parameters.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_DESCARGA_CORTADA, sendCsv } from './csv.js';

const registro: Record<string, unknown>[] = [];
let app: FastifyInstance;
let base = '';
let seguir: () => void = () => undefined;

beforeAll(async () => {
  app = Fastify({ logger: { level: 'info', stream: { write: (linea: string) => void registro.push(JSON.parse(linea)) } } });
  app.get('/roto.csv', (_request, reply) => {
    const pausa = new Promise<void>((resolve) => (seguir = resolve));
    async function* contenido() {
      yield 'Id;Motivo\r\n';
      await pausa;
      // What Drizzle throws: the SQL text and its parameters in the message, the SQLSTATE in the cause.
      throw new Error('Failed query: select motivo from secreta where email = $1\nparams: ana@ejemplo.test', {
        cause: Object.assign(new Error('relation "secreta" does not exist'), { code: '42P01' }),
      });
    }
    return sendCsv(reply, 'roto.csv', contenido());
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe('sendCsv', () => {
  it('cuts a download that fails after its first bytes and logs no SQL', async () => {
    const res = await fetch(`${base}/roto.csv`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const primero = await reader.read();
    expect(new TextDecoder().decode(primero.value)).toContain('Id;Motivo');
    seguir();
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return 'fin limpio';
      })(),
    ).rejects.toThrow();
    await expect.poll(() => registro.some((l) => l['msg'] === MENSAJE_DESCARGA_CORTADA)).toBe(true);
    const linea = registro.find((l) => l['msg'] === MENSAJE_DESCARGA_CORTADA)!;
    expect(linea).toMatchObject({ level: 50, sqlState: '42P01', method: 'GET', route: '/roto.csv' });
    expect(JSON.stringify(registro)).not.toMatch(/select|secreta|ana@ejemplo/);
  });
});
