// A guild's export and its restore into another deployment (docs/deploy.md, «Exportar y restaurar un
// gremio»), on both engines: the walk of every write route fills the default guild (periods,
// distributions, payments, regear, the ledger, withdrawals, the audit…), the operator exports it, and a
// fresh database restores it under new ids. Its reads answer the same (periods, shares, payments, the
// ledger's balances), the ledger's checker passes, and a slug the deployment has is refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buildTestApp, createTestDatabase, type TestApp } from '../../testing/harness.js';
import { buildWorld, type World } from '../../testing/world.js';
import { escrituras, type EstadoEscrituras } from '../../testing/escrituras.js';
import { comprobarLibro } from '../libro/comprobar.js';
import { importarGremio, ImportacionRechazada } from './importacion.js';
import { importar } from '../../cli/gremio-importar.js';

let t: TestApp;
let w: World;
let destino: Database;
let exportado = '';
let idNuevo = 0;

const lineas = (texto: string) => createInterface({ input: Readable.from([texto]), crlfDelay: Infinity });

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: true, pagos: true, publicUrl: 'https://plata.example.org/' } });
  w = await buildWorld(t, 4);
  const state: EstadoEscrituras = {};
  // Alliances join guilds of one deployment and are not exported (catalogo.ts): the walk leaves them out.
  for (const [name, llamada] of escrituras(() => w, state).filter(([name]) => !name.includes('/api/alianzas'))) {
    const res = await llamada.run();
    expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
  }
  // The default guild's slug is every deployment's: the source's is renamed so that the restore may take it.
  await t.db.execute(sql`update gremio set slug = 'origen', nombre = 'Gremio de origen' where id_gremio = 1`);
  const operador = await t.operador();
  const res = await t.request('GET', '/api/operador/gremios/1/exportar', { token: operador.token });
  expect(res.statusCode).toBe(200);
  exportado = res.body;
  destino = await createTestDatabase();
}, 240_000);
afterAll(async () => {
  await destino?.close();
  await t?.close();
});

/** What the guild's reads show, without ids: the same in both databases. */
async function lectura(db: Database['db'], g: number) {
  const q = async (consulta: ReturnType<typeof sql>) => (await db.execute(consulta)).rows;
  return {
    periodos: await q(sql`
      select p.id_lugar_distribucion, p.id_estado_distribucion, p.fecha_inicial, p.fecha_final, p.silver_albion, p.modo_pago,
        (select nickname from jugador j where j.id_player = p.id_player_distribuidor) as distribuidor,
        (select count(*)::int from periodo_casa pc where pc.id_periodo = p.id_periodo) as casas
      from periodo p where p.id_gremio = ${g} order by p.fecha_inicial, p.id_lugar_distribucion`),
    repartos: await q(sql`
      select p.fecha_inicial, d.codigo, d.silver, d.impuesto, d.resto, d.estado, j.nickname, dj.silver_unitario, dj.peso_decimas, dj.extra, dj.estado as vivo
      from distribucion_jugador dj join distribucion d on d.id_distribucion = dj.id_distribucion
      join periodo p on p.id_periodo = d.id_periodo join jugador j on j.id_player = dj.id_player
      where d.id_gremio = ${g} order by 1, 2, 7`),
    pagos: await q(sql`
      select p.fecha_inicial, j.nickname, pg.silver, pg.fecha_pago from pago pg join periodo p on p.id_periodo = pg.id_periodo
      join jugador j on j.id_player = pg.id_player where pg.id_gremio = ${g} order by 1, 2, 4`),
    saldos: await q(sql`
      select c.tipo, c.clave, c.nombre, j.nickname, c.saldo from cuenta_libro c left join jugador j on j.id_player = c.id_player
      where c.id_gremio = ${g} order by c.tipo, c.clave nulls last, c.nombre nulls last, j.nickname nulls last`),
    movimientos: await q(sql`
      select t.concepto, t.fecha, sum(abs(a.silver))::bigint as silver, count(*)::int as apuntes
      from transaccion_libro t join apunte_libro a on a.id_transaccion = t.id_transaccion
      where t.id_gremio = ${g} group by t.id_transaccion order by t.fecha, t.concepto, silver`),
    jugadores: await q(sql`select nickname, id_cargo, id_rol, estado from jugador where id_gremio = ${g} order by nickname`),
    cuentas: await q(sql`
      select c.email, c.discord_user_id, j.nickname, array(select cc.id_cargo from cuenta_cargo cc where cc.id_cuenta = c.id_cuenta order by 1) as cargos
      from cuenta c join jugador j on j.id_player = c.id_player where j.id_gremio = ${g} order by j.nickname`),
    auditoria: await q(sql`select accion, entidad, fecha from auditoria where id_gremio = ${g} order by fecha, accion, entidad`),
  };
}

describe('a guild exported and restored into another deployment', () => {
  it('restores every row under new ids, the guild’s reads answering the same, the ledger whole', async () => {
    const filas = exportado
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => (JSON.parse(l) as { tabla: string }).tabla);
    for (const tabla of [
      'periodo',
      'distribucion',
      'distribucion_jugador',
      'pago',
      'cuenta_libro',
      'transaccion_libro',
      'apunte_libro',
      'auditoria',
      'retiro',
    ])
      expect(filas, tabla).toContain(tabla);
    const resultado = await importarGremio(destino.db, lineas(exportado));
    idNuevo = resultado.idGremio;
    expect(resultado.slug).toBe('origen');
    expect(idNuevo).toBeGreaterThan(1);
    const porTabla: Record<string, number> = {};
    for (const f of filas) porTabla[f] = (porTabla[f] ?? 0) + 1;
    expect(resultado.filas).toEqual(porTabla);

    const antes = await lectura(t.db, 1);
    const despues = await lectura(destino.db, idNuevo);
    expect(despues.periodos.length).toBeGreaterThan(1);
    expect(despues.repartos.length).toBeGreaterThan(1);
    expect(despues.pagos.length).toBeGreaterThan(0);
    expect(despues.movimientos.length).toBeGreaterThan(2);
    expect(despues).toEqual(antes);
    expect(await comprobarLibro(destino.db)).toEqual([]);
    // Accounts come without their passwords.
    const { rows } = await destino.db.execute(sql`
      select count(*)::int as n from cuenta c join jugador j on j.id_player = c.id_player
      where j.id_gremio = ${idNuevo} and c.password_hash is not null`);
    expect(rows[0]!['n']).toBe(0);
    // The deployment's own guild is untouched.
    const propio = await destino.db.execute(sql`select slug from gremio order by id_gremio`);
    expect(propio.rows.map((r) => r['slug'])).toEqual(['principal', 'origen']);
  });

  it('refuses a slug the deployment has, a file that is not an export, and a later format; nothing is written', async () => {
    const contar = async () => (await destino.db.execute(sql`select count(*)::int as n from jugador`)).rows[0]!['n'];
    const n = await contar();
    await expect(importarGremio(destino.db, lineas(exportado))).rejects.toThrow(
      new ImportacionRechazada('Ya hay un gremio con la dirección «origen» en esta instalación'),
    );
    await expect(importarGremio(destino.db, lineas('{"hola":1}\n'))).rejects.toThrow(/no es la cabecera/);
    const cabecera = JSON.parse(exportado.split('\n')[0]!) as Record<string, unknown>;
    await expect(importarGremio(destino.db, lineas(JSON.stringify({ ...cabecera, version: 99 }) + '\n'))).rejects.toThrow(
      /versión 99/,
    );
    expect(await contar()).toBe(n);
  });

  it('npm run gremio:importar says what it restored or why it restored nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rdp-gremio-'));
    const archivo = path.join(dir, 'gremio.jsonl');
    writeFileSync(archivo, exportado);
    const [out, err]: [string[], string[]] = [[], []];
    const opts = { database: destino, out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    try {
      expect(await importar(undefined, opts)).toBe(1);
      expect(await importar(archivo, opts)).toBe(1);
      expect(err).toEqual([
        'Uso: npm run gremio:importar -- archivo.jsonl',
        'No se restauró nada: Ya hay un gremio con la dirección «origen» en esta instalación',
      ]);
      // Into a third deployment (this one has the guild's accounts already).
      const otra = await createTestDatabase();
      try {
        expect(await importar(archivo, { ...opts, database: otra })).toBe(0);
      } finally {
        await otra.close();
      }
      expect(out[0]).toMatch(/^Gremio «origen» restaurado con el id \d+: \d+ filas de \d+ tablas\.$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
