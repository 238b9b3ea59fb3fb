// The one write path's own rules (lib/escritura.ts): the consequences go in a fixed order — audit rows,
// then the outbox, then the change last — the settings filter the messages, and a message with no
// avisador is refused with the whole write rolled back. Every statement is logged (a Drizzle logger on
// the same database), so the test sees the order the database saw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from '../db/schema.js';
import { auditoria, outbox } from '../db/schema.js';
import type { Db } from '../db/client.js';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { avisador } from '../modules/notificaciones/notificar.js';
import { escribir, type Escritura } from './escritura.js';

let t: TestApp;
let db: Db;
const log: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const logger = { logQuery: (query: string) => void log.push(query) };
  db = (t.database.pool
    ? drizzlePg(t.database.pool, { schema, logger })
    : drizzlePglite(t.database.pglite!, { schema, logger })) as unknown as Db;
});
afterAll(() => t.close());

const escritura = (): Escritura<string> => ({
  resultado: 'hecho',
  auditoria: [{ idCuenta: null, accion: 'probar', entidad: 'escritura', idEntidad: 1 }],
  avisos: [
    { tipo: 'periodo_finalizado', idPeriodo: 900, lugar: 'Caerleon', por: 'lider' },
    { tipo: 'pago', idPeriodo: 900, lugar: 'Caerleon', jugador: 'ana', silver: 10, por: 'lider' },
  ],
  cambio: { tipo: 'periodo', idPeriodo: 900 },
});
const filas = async () => ({
  auditoria: (await t.db.select({ n: count() }).from(auditoria))[0]!.n,
  outbox: (await t.db.select({ n: count() }).from(outbox))[0]!.n,
});

describe('escribir', () => {
  it('writes the audit rows, then the messages, then the change, and answers the result and the change', async () => {
    const desde = log.length;
    const escrito = await escribir(db, async () => escritura(), avisador({ activo: true, pagos: true }));
    expect(escrito).toEqual({ resultado: 'hecho', cambio: { tipo: 'periodo', idPeriodo: 900 } });
    const orden = log
      .slice(desde)
      .map((q) => /insert into "?(auditoria|outbox|ambito_version)"?/i.exec(q)?.[1])
      .filter((x) => x !== undefined);
    expect(orden).toEqual(['auditoria', 'outbox', 'outbox', 'ambito_version']);
  });

  it('queues only what the settings allow: payments with DISCORD_NOTIFY_PAGOS, nothing without a webhook', async () => {
    let antes = await filas();
    await escribir(db, async () => escritura(), avisador({ activo: true, pagos: false }));
    expect((await filas()).outbox).toBe(antes.outbox + 1);
    antes = await filas();
    await escribir(db, async () => escritura(), avisador({ activo: false, pagos: true }));
    expect(await filas()).toEqual({ auditoria: antes.auditoria + 1, outbox: antes.outbox });
  });

  it('refuses a write that declares messages without an avisador, and keeps none of it', async () => {
    const antes = await filas();
    await expect(escribir(db, async () => escritura())).rejects.toThrow('avisador');
    expect(await filas()).toEqual(antes);
  });
});
