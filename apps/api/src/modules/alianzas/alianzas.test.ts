// Alliances (docs/alianzas.md): only leaders propose, accept, refuse and leave, and only the invited guild
// answers; an alliance split posts each guild's part to its own ledger in one transaction (every silver
// accounted for, the ledger's invariants hold in every guild), once per Idempotency-Key, audited in each
// guild; each guild pays its own members; a member guild reads every guild's totals and its own shares only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RepartoAlianza } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { crearGremio, cuentaDeGremio, jugadorDeGremio } from '../../testing/gremios.js';
import { comprobarLibro } from '../libro/comprobar.js';

let t: TestApp;
let B: number;
let C: number;
let liderB: TestCuenta;
let tesoreroB: TestCuenta;
let miembroB: TestCuenta;
let liderC: TestCuenta;
let idAlianza: number;
const jugadoresA: number[] = [];
const jugadoresB: number[] = [];
let ajenoC: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`update gremio set impuesto_centesimas = 1000 where id_gremio = 1`);
  B = await crearGremio(t, { slug: 'aliados', nombre: 'Los Aliados', impuestoCentesimas: 2000 });
  C = await crearGremio(t, { slug: 'ajenos', nombre: 'Los Ajenos' });
  liderB = await cuentaDeGremio(t, B, [1], 1);
  tesoreroB = await cuentaDeGremio(t, B, [8], 8);
  miembroB = await cuentaDeGremio(t, B, [3]);
  liderC = await cuentaDeGremio(t, C, [1], 1);
  for (let i = 0; i < 2; i++) jugadoresA.push((await t.createPlayer()).idPlayer);
  for (let i = 0; i < 2; i++) jugadoresB.push((await jugadorDeGremio(t, B)).idPlayer);
  ajenoC = (await jugadorDeGremio(t, C)).idPlayer;
  // Each guild's accounts act at their guild's address (docs/alianzas.md, «Muchos gremios»): a session
  // is a member's only in its own guild.
  const direccion = new Map<string, string>([
    ...[liderB, tesoreroB, miembroB].map((c) => [c.token, 'aliados'] as const),
    [liderC.token, 'ajenos'] as const,
  ]);
  const request = t.request;
  t.request = (method, url, opts = {}) => {
    const slug = opts.token === undefined ? undefined : direccion.get(opts.token);
    return request(method, slug ? url.replace(/^\/api\//, `/api/g/${slug}/`) : url, opts);
  };
});
afterAll(() => t.close());

const proponer = (token: string, slug: string, nombre = 'Alianza del norte') =>
  t.request('POST', '/api/alianzas', { token, body: [{ slug, nombre }] });
const responder = (token: string, accion: 'aceptar' | 'rechazar' | 'salir', id: number) =>
  t.request('PUT', `/api/alianzas/${accion}`, { token, body: [{ idAlianza: id }] });
const repartir = (token: string, participantes: { id_player: number; peso: number }[], silver = 1_000_001, headers = {}) =>
  t.request('POST', '/api/alianzas/repartos', {
    token,
    headers,
    body: [{ idAlianza, motivo: 'ZvZ en Martlock', silver, participantes }],
  });
const repartos = async (token: string) => {
  const res = await t.request('GET', `/api/alianzas/repartos?idAlianza=${idAlianza}`, { token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { message: RepartoAlianza[] }).message;
};
const saldo = async (idGremio: number, ref: { jugador: number } | { clave: string }) => {
  const { rows } = await t.db.execute<{ saldo: string | number }>(
    'jugador' in ref
      ? sql`select saldo from cuenta_libro where id_gremio = ${idGremio} and id_player = ${ref.jugador}`
      : sql`select saldo from cuenta_libro where id_gremio = ${idGremio} and clave = ${ref.clave}`,
  );
  return Number(rows[0]?.saldo ?? 0);
};

describe('an alliance between two guilds, both leaders agreeing', () => {
  it('is proposed by a leader only, to an existing other guild, once', async () => {
    expect((await proponer(tesoreroB.token, 'principal')).statusCode).toBe(403);
    expect((await proponer(t.lider.token, 'no-existe')).statusCode).toBe(404);
    expect((await proponer(t.lider.token, 'principal')).statusCode).toBe(400);
    const res = await proponer(t.lider.token, 'aliados');
    expect(res.statusCode).toBe(201);
    idAlianza = (res.json() as { id_alianza: number }).id_alianza;
    expect((await proponer(liderB.token, 'principal')).statusCode).toBe(409);
    const audit = await t.db.execute<{ id_gremio: number }>(
      sql`select id_gremio from auditoria where entidad = 'alianza' and id_entidad = ${String(idAlianza)} order by id_gremio`,
    );
    expect(audit.rows.map((r) => Number(r.id_gremio))).toEqual([1, B]);
  });

  it('is accepted by the invited guild’s leader only: another guild cannot, nor a non-leader', async () => {
    expect((await responder(liderC.token, 'aceptar', idAlianza)).statusCode).toBe(403);
    expect((await responder(tesoreroB.token, 'aceptar', idAlianza)).statusCode).toBe(403);
    expect((await responder(liderB.token, 'aceptar', 999_999)).statusCode).toBe(404);
    // Before B accepts, B's officers cannot split nor pick its players.
    expect((await t.request('GET', `/api/alianzas/jugadores?idAlianza=${idAlianza}`, { token: liderB.token })).statusCode).toBe(
      403,
    );
    expect((await responder(liderB.token, 'aceptar', idAlianza)).statusCode).toBe(200);
    // Repeated: nothing changes; refusing after accepting is a conflict.
    expect((await responder(liderB.token, 'aceptar', idAlianza)).statusCode).toBe(200);
    expect((await responder(liderB.token, 'rechazar', idAlianza)).statusCode).toBe(409);
    const res = await t.request('GET', '/api/alianzas', { token: miembroB.token });
    expect(res.json()).toMatchObject({
      gremio: { slug: 'aliados' },
      message: [
        {
          id_alianza: idAlianza,
          estado: 'miembro',
          gremios: [
            { slug: 'principal', estado: 'miembro', fundador: true },
            { slug: 'aliados', estado: 'miembro', fundador: false },
          ],
        },
      ],
    });
  });

  it('is refused by the invited leader, and then cannot be accepted', async () => {
    const res = await proponer(t.lider.token, 'ajenos', 'Alianza del sur');
    const id = (res.json() as { id_alianza: number }).id_alianza;
    expect((await responder(liderB.token, 'rechazar', id)).statusCode).toBe(403);
    expect((await responder(liderC.token, 'rechazar', id)).statusCode).toBe(200);
    expect((await responder(liderC.token, 'aceptar', id)).statusCode).toBe(409);
    const lista = (await t.request('GET', '/api/alianzas', { token: liderC.token })).json() as { message: unknown[] };
    expect(lista.message).toEqual([]);
  });
});

describe('an alliance split', () => {
  it('lists the member guilds’ active players for the officer, nobody else’s', async () => {
    const res = await t.request('GET', `/api/alianzas/jugadores?idAlianza=${idAlianza}`, { token: t.lider.token });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { message: { id_player: number; gremio: string }[] }).message.map((j) => j.id_player);
    expect(ids).toEqual(expect.arrayContaining([...jugadoresA, ...jugadoresB]));
    expect(ids).not.toContain(ajenoC);
    expect((await t.request('GET', `/api/alianzas/jugadores?idAlianza=${idAlianza}`, { token: miembroB.token })).statusCode).toBe(
      403,
    );
    expect((await t.request('GET', `/api/alianzas/jugadores?idAlianza=${idAlianza}`, { token: liderC.token })).statusCode).toBe(
      403,
    );
  });

  it('refuses a participant outside the alliance', async () => {
    const res = await repartir(t.lider.token, [{ id_player: ajenoC, peso: 1 }]);
    expect(res.statusCode).toBe(400);
    expect((await repartir(liderC.token, [{ id_player: ajenoC, peso: 1 }])).statusCode).toBe(403);
  });

  it('posts each guild’s part to its own ledger in one transaction, every silver accounted for, once per key', async () => {
    const antes = {
      botinA: await saldo(1, { clave: 'botin' }),
      tesoreriaA: await saldo(1, { clave: 'tesoreria' }),
    };
    const participantes = [
      { id_player: jugadoresA[0]!, peso: 1 },
      { id_player: jugadoresA[1]!, peso: 1 },
      { id_player: jugadoresB[0]!, peso: 1.5 },
      { id_player: jugadoresB[1]!, peso: 0.5 },
    ];
    const clave = { 'idempotency-key': 'reparto-alianza-0001' };
    const res = await repartir(t.lider.token, participantes, 1_000_001, clave);
    expect(res.statusCode).toBe(201);
    const again = await repartir(t.lider.token, participantes, 1_000_001, clave);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from reparto_alianza`);
    expect(rows[0]!.n).toBe(1);

    // Weights 20 and 20: 500.001 to A (the first guild on a tie), 500.000 to B.
    // A (10 %): tax 50.001, net 450.000 → 225.000 each. B (20 %): tax 100.000, net 400.000 → 300.000 and 100.000.
    expect(await saldo(1, { jugador: jugadoresA[0]! })).toBe(225_000);
    expect(await saldo(1, { jugador: jugadoresA[1]! })).toBe(225_000);
    expect(await saldo(B, { jugador: jugadoresB[0]! })).toBe(300_000);
    expect(await saldo(B, { jugador: jugadoresB[1]! })).toBe(100_000);
    expect(await saldo(1, { clave: 'botin' })).toBe(antes.botinA - 500_001);
    expect(await saldo(1, { clave: 'tesoreria' })).toBe(antes.tesoreriaA + 50_001);
    expect(await saldo(B, { clave: 'botin' })).toBe(-500_000);
    expect(await saldo(B, { clave: 'tesoreria' })).toBe(100_000);
    // Guild B's players have no account in A's ledger, nor A's in B's.
    const cruzadas = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from cuenta_libro c join jugador j on j.id_player = c.id_player where c.id_gremio <> j.id_gremio`,
    );
    expect(cruzadas.rows[0]!.n).toBe(0);
    const tx = await t.db.execute<{ id_gremio: number; concepto: string }>(
      sql`select id_gremio, concepto from transaccion_libro where concepto = 'alianza' order by id_gremio`,
    );
    expect(tx.rows.map((r) => Number(r.id_gremio))).toEqual([1, B]);
    const audit = await t.db.execute<{ id_gremio: number }>(
      sql`select id_gremio from auditoria where entidad = 'reparto_alianza' order by id_gremio`,
    );
    expect(audit.rows.map((r) => Number(r.id_gremio))).toEqual([1, B]);
    const filas = await t.db.execute<{ id_gremio: number }>(
      sql`select distinct id_gremio from reparto_alianza_jugador where id_player = any(${sql.param(jugadoresB)}::int[])`,
    );
    expect(filas.rows.map((r) => Number(r.id_gremio))).toEqual([B]);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('shows every guild’s totals to each member guild, and only its own members’ shares', async () => {
    const [deB] = await repartos(miembroB.token);
    expect(deB!.partes).toEqual([
      {
        gremio: 'principal',
        nombre: expect.any(String),
        participantes: 2,
        parte: 500_001,
        impuesto: 50_001,
        resto: 0,
        pagado: 0,
      },
      { gremio: 'aliados', nombre: 'Los Aliados', participantes: 2, parte: 500_000, impuesto: 100_000, resto: 0, pagado: 0 },
    ]);
    expect(deB!.mios.map((p) => p.id_player).sort()).toEqual([...jugadoresB].sort());
    const [deA] = await repartos(t.lider.token);
    expect(deA!.mios.map((p) => p.id_player).sort()).toEqual([...jugadoresA].sort());
    // Nothing of A's members reaches B: no id, no nickname.
    const texto = JSON.stringify(deB);
    const { rows } = await t.db.execute<{ nickname: string }>(
      sql`select nickname from jugador where id_player = any(${sql.param(jugadoresA)}::int[])`,
    );
    for (const r of rows) expect(texto).not.toContain(r.nickname);
    // A guild outside the alliance reads nothing of it; a member of B reads no A member's ledger.
    expect((await t.request('GET', `/api/alianzas/repartos?idAlianza=${idAlianza}`, { token: liderC.token })).statusCode).toBe(
      403,
    );
    expect(
      (await t.request('GET', `/api/libro/movimientos?nickname=${rows[0]!.nickname}`, { token: miembroB.token })).statusCode,
    ).toBe(403);
  });

  it('is paid by each guild to its own members only', async () => {
    const [r] = await repartos(t.lider.token);
    const pagar = (token: string, id_player: number) =>
      t.request('PUT', '/api/alianzas/repartos/pagar', { token, body: [{ idRepartoAlianza: r!.id_reparto_alianza, id_player }] });
    expect((await pagar(miembroB.token, jugadoresB[0]!)).statusCode).toBe(403);
    expect((await pagar(tesoreroB.token, jugadoresA[0]!)).statusCode).toBe(404);
    expect((await pagar(tesoreroB.token, jugadoresB[0]!)).statusCode).toBe(200);
    expect((await pagar(tesoreroB.token, jugadoresB[0]!)).statusCode).toBe(200);
    expect((await pagar(t.lider.token, jugadoresA[1]!)).statusCode).toBe(200);
    expect(await saldo(B, { jugador: jugadoresB[0]! })).toBe(0);
    expect(await saldo(B, { clave: 'pagado_juego' })).toBe(300_000);
    expect(await saldo(1, { jugador: jugadoresA[1]! })).toBe(0);
    const [deB] = await repartos(miembroB.token);
    expect(deB!.partes.map((p) => p.pagado)).toEqual([225_000, 300_000]);
    expect(deB!.mios.find((p) => p.id_player === jugadoresB[0])!.pagado).toBe(true);
    const tx = await t.db.execute<{ id_gremio: number }>(
      sql`select id_gremio from transaccion_libro where concepto = 'pago_alianza' order by id_gremio`,
    );
    expect(tx.rows.map((x) => Number(x.id_gremio))).toEqual([1, B]);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('ends for a guild that leaves: its rosters and the alliance’s splits are closed to it', async () => {
    expect((await responder(liderC.token, 'salir', idAlianza)).statusCode).toBe(403);
    expect((await responder(tesoreroB.token, 'salir', idAlianza)).statusCode).toBe(403);
    expect((await responder(liderB.token, 'salir', idAlianza)).statusCode).toBe(200);
    expect((await responder(liderB.token, 'salir', idAlianza)).statusCode).toBe(200);
    expect((await t.request('GET', `/api/alianzas/repartos?idAlianza=${idAlianza}`, { token: miembroB.token })).statusCode).toBe(
      403,
    );
    expect((await repartir(t.lider.token, [{ id_player: jugadoresB[0]!, peso: 1 }])).statusCode).toBe(400);
    const res = await t.request('GET', `/api/alianzas/jugadores?idAlianza=${idAlianza}`, { token: t.lider.token });
    const ids = (res.json() as { message: { id_player: number }[] }).message.map((j) => j.id_player);
    expect(ids).not.toContain(jugadoresB[0]);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });
});
