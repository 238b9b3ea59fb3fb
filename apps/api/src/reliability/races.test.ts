// Money is never lost or duplicated under concurrent requests (docs/reliability.md). Each race runs many rounds on
// a PostgreSQL server (real concurrent transactions: PGlite has one connection, so requests there
// are serialized and a race cannot happen; the file is only registered when TEST_DATABASE_URL is set).
// After every round the sums the API reports equal a recomputation from the rows, the period's
// columns agree with its state, and its audit rows show 3 → 2 → 1 in order (invariants.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, isPostgres, type TestApp } from '../testing/harness.js';
import { auditoria, distribucion, pago, periodo } from '../db/schema.js';
import { checkMoney } from '../testing/invariants.js';
import { api, buildWorld, nuevoCodigo, type World } from '../testing/world.js';

const ROUNDS = Number(process.env['RACE_ROUNDS'] ?? 25);

describe.runIf(isPostgres())('races on PostgreSQL', () => {
  let t: TestApp;
  let w: World;
  let lugar = 0;
  /** The next place, round robin: every round leaves its period closed, so the place is free again. */
  const nextLugar = () => (lugar++ % 8) + 1;

  beforeAll(async () => {
    // The TOP lists exact at once: each round compares them (their 1 s lag is read-cache.test.ts's).
    t = await buildTestApp({ readCacheMaxLagMs: 0 });
    w = await buildWorld(t, 6);
  });
  /** How the races ended, for docs/reliability.md (printed once at the end). */
  const outcomes: Record<string, Record<string, number>> = {};
  const tally = (race: string, outcome: string) => {
    outcomes[race] ??= {};
    outcomes[race][outcome] = (outcomes[race][outcome] ?? 0) + 1;
  };
  afterAll(async () => {
    console.info(`carreras (${ROUNDS} rondas cada una): ${JSON.stringify(outcomes)}`);
    await t.close();
  });

  const jugadores = (from: number, n = 3) => w.players.slice(from, from + n).map((p) => p.idPlayer);
  const estado = async (idPeriodo: number) =>
    (await t.db.select({ e: periodo.idEstadoDistribucion }).from(periodo).where(eq(periodo.idPeriodo, idPeriodo)))[0]!.e;
  const auditCount = async (accion: string, entidad: string, idEntidad: string) =>
    Number(
      (
        await t.db
          .select({ n: sql<number>`count(*)` })
          .from(auditoria)
          .where(and(eq(auditoria.accion, accion), eq(auditoria.entidad, entidad), eq(auditoria.idEntidad, idEntidad)))
      )[0]!.n,
    );
  async function expectConsistent(idPeriodo: number) {
    expect(await checkMoney(t.db, t.app, [idPeriodo])).toEqual([]);
  }
  /** A period in state 2 with one distribution of three players; returns its id and place. */
  async function periodoEnDistribucion() {
    const idLugar = nextLugar();
    const idPeriodo = await api.periodo(w, idLugar);
    expect((await api.crear(w, idPeriodo, { jugadores: jugadores(0) })).statusCode).toBe(201);
    expect((await api.cerrar(w, idPeriodo, idLugar)).statusCode).toBe(200);
    return idPeriodo;
  }

  it(`identical crear requests in parallel store one distribution (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idLugar = nextLugar();
      const idPeriodo = await api.periodo(w, idLugar);
      const codigo = nuevoCodigo();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => api.crear(w, idPeriodo, { codigo, jugadores: jugadores(round % 3) })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const ids = new Set(results.map((r) => r.json().distribucion.id_distribucion));
      expect(ids.size).toBe(1);
      const stored = await t.db.select().from(distribucion).where(eq(distribucion.idPeriodo, idPeriodo));
      expect(stored).toHaveLength(1);
      expect(await auditCount('crear', 'distribucion', String(stored[0]!.idDistribucion))).toBe(1);
      expect((await api.cerrar(w, idPeriodo, idLugar)).statusCode).toBe(200);
      await expectConsistent(idPeriodo);
    }
  });

  it(`crear racing cerrarPeriodo: each distribution is in the close or refused (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idLugar = nextLugar();
      const idPeriodo = await api.periodo(w, idLugar);
      await api.crear(w, idPeriodo, { jugadores: jugadores(0, 2) });
      const creates = Array.from({ length: 4 }, (_, i) =>
        api.crear(w, idPeriodo, { jugadores: jugadores(i % 4, 3), quien: i % 2 ? w.encargado2 : w.encargado }),
      );
      const [close, ...created] = await Promise.all([api.cerrar(w, idPeriodo, idLugar), ...creates]);
      expect(close.statusCode).toBe(200);
      for (const c of created) expect([201, 409], c.body).toContain(c.statusCode);
      const won = created.filter((c) => c.statusCode === 201).length;
      tally('crear contra cerrarPeriodo', `${won} de 4 creadas antes del cierre`);
      const stored = await t.db.select().from(distribucion).where(eq(distribucion.idPeriodo, idPeriodo));
      expect(stored).toHaveLength(1 + won);
      // The chests asked at the close counted exactly the distributions stored before it.
      const [cierre] = await t.db
        .select({ despues: auditoria.despues })
        .from(auditoria)
        .where(and(eq(auditoria.accion, 'cerrar_periodo'), eq(auditoria.idEntidad, String(idPeriodo))));
      const jugadoresConPago = new Set(
        (
          await t.db.execute(sql`select distinct id_player from distribucion_jugador where id_periodo = ${idPeriodo} and estado`)
        ).rows.map((r) => (r as { id_player: number }).id_player),
      );
      expect((cierre!.despues as { requeridos: number }).requeridos).toBe(jugadoresConPago.size);
      await expectConsistent(idPeriodo);
    }
  });

  it(`two jugadorDistribuido for the same player pay once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idPeriodo = await periodoEnDistribucion();
      const who = w.players[round % 3]!.idPlayer;
      const results = await Promise.all([
        api.pagar(w, idPeriodo, who),
        api.pagar(w, idPeriodo, who),
        api.pagar(w, idPeriodo, who),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(results.filter((r) => r.json().message === 'Pago registrado')).toHaveLength(1);
      const pagos = await t.db
        .select()
        .from(pago)
        .where(and(eq(pago.idPeriodo, idPeriodo), eq(pago.idPlayer, who)));
      expect(pagos).toHaveLength(1);
      expect(await auditCount('pagar', 'pago', `${idPeriodo}:${who}`)).toBe(1);
      await expectConsistent(idPeriodo);
    }
  });

  it(`cerrarDistribucion racing the last payment never finalizes with a player unpaid (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idPeriodo = await periodoEnDistribucion();
      const [a, b, last] = jugadores(0);
      await api.pagar(w, idPeriodo, a!);
      await api.pagar(w, idPeriodo, b!);
      const [fin, pay] = await Promise.all([api.finalizar(w, idPeriodo), api.pagar(w, idPeriodo, last!)]);
      expect(pay.statusCode).toBe(200);
      expect([200, 409]).toContain(fin.statusCode);
      tally(
        'cerrarDistribucion contra el último pago',
        fin.statusCode === 200 ? 'pago y luego finalizar' : 'finalizar rechazado (409), pago después',
      );
      if (fin.statusCode === 409) {
        expect(fin.json().message).toBe('Falta 1 pago por registrar');
        expect(await estado(idPeriodo)).toBe(2);
        expect((await api.finalizar(w, idPeriodo)).statusCode).toBe(200);
      }
      expect(await estado(idPeriodo)).toBe(1);
      await expectConsistent(idPeriodo);
    }
  });

  it(`two cerrarPeriodo at once close once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idLugar = nextLugar();
      const idPeriodo = await api.periodo(w, idLugar);
      await api.crear(w, idPeriodo, { jugadores: jugadores(round % 4) });
      const results = await Promise.all([api.cerrar(w, idPeriodo, idLugar), api.cerrar(w, idPeriodo, idLugar)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await auditCount('cerrar_periodo', 'periodo', String(idPeriodo))).toBe(1);
      await expectConsistent(idPeriodo);
    }
  });

  it(`eliminarDistribucion racing cerrarPeriodo: deleted before the close or refused after (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idLugar = nextLugar();
      const idPeriodo = await api.periodo(w, idLugar);
      await api.crear(w, idPeriodo, { jugadores: jugadores(0) });
      const victim = (await api.crear(w, idPeriodo, { jugadores: jugadores(3) })).json().distribucion.id_distribucion as number;
      const [del, close] = await Promise.all([api.eliminar(w, victim), api.cerrar(w, idPeriodo, idLugar)]);
      expect(close.statusCode).toBe(200);
      expect([200, 409]).toContain(del.statusCode);
      tally('eliminar contra cerrarPeriodo', del.statusCode === 200 ? 'eliminada antes del cierre' : 'eliminar rechazado (409)');
      const [row] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, victim));
      expect(row!.estado).toBe(del.statusCode !== 200);
      const tabla = (await t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo }] })).json().message;
      expect(tabla).toHaveLength(del.statusCode === 200 ? 3 : 6);
      await expectConsistent(idPeriodo);
    }
  });

  it(`weighted creations and batch payments racing single payments and undos keep the money whole (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idLugar = nextLugar();
      const idPeriodo = await api.periodo(w, idLugar);
      const ids = jugadores(0);
      const pesos = ids.map((id, i) => ({ id_player: id, peso: [1.5, 0.5, 1][i]! }));
      const desglose = { valor_botin: 2_000_003 + round, bolsas: 7, reparacion: 10, impuesto_pct: 12.5 };
      const neto = Math.floor((desglose.valor_botin + desglose.bolsas - desglose.reparacion) * 0.875);
      const creadas = await Promise.all([
        api.crear(w, idPeriodo, { jugadores: ids, silver: neto, pesos, desglose }),
        api.crear(w, idPeriodo, {
          jugadores: jugadores(2),
          silver: 1_000_003 + round,
          pesos: [
            { id_player: jugadores(2)[0]!, peso: 2 },
            { id_player: jugadores(2)[1]!, peso: 0.1 },
            { id_player: jugadores(2)[2]!, peso: 10 },
          ],
        }),
      ]);
      expect(creadas.map((r) => r.statusCode)).toEqual([201, 201]);
      expect((await api.cerrar(w, idPeriodo, idLugar)).statusCode).toBe(200);
      const todos = [...new Set([...ids, ...jugadores(2)])];
      const [first] = todos;
      await api.pagar(w, idPeriodo, first!);
      const results = await Promise.all([
        api.pagarVarios(w, idPeriodo, todos),
        api.pagar(w, idPeriodo, todos[1]!),
        api.deshacer(w, idPeriodo, first!),
        api.pagarVarios(w, idPeriodo, todos.slice(2)),
        api.pagar(w, idPeriodo, todos[3]!),
      ]);
      for (const r of results) expect([200, 409]).toContain(r.statusCode);
      tally(
        'pago en lote contra pagos sueltos y deshacer',
        results[2]!.statusCode === 200 ? 'deshecho (se vuelve a pagar)' : 'deshacer rechazado (409)',
      );
      // Every payment is audited once per time it was recorded: marks − undos = rows.
      const pagados = await t.db.select().from(pago).where(eq(pago.idPeriodo, idPeriodo));
      for (const id of todos) {
        const marcas = await auditCount('pagar', 'pago', `${idPeriodo}:${id}`);
        const deshechos = await auditCount('deshacer_pago', 'pago', `${idPeriodo}:${id}`);
        expect(marcas - deshechos).toBe(pagados.filter((p) => p.idPlayer === id).length);
      }
      await expectConsistent(idPeriodo);
      expect((await api.pagarVarios(w, idPeriodo, todos)).statusCode).toBe(200);
      expect((await api.finalizar(w, idPeriodo)).statusCode).toBe(200);
      await expectConsistent(idPeriodo);
    }
  });

  it('leaves the whole database consistent after every race', async () => {
    expect(await checkMoney(t.db, t.app)).toEqual([]);
  });
});
