// Leaderboards and the earnings search keep counting each character on its own (docs/calendario.md,
// «Personajes de un miembro»; docs/domain.md, "Leaderboards and search"): linking characters to a main
// changes neither the TOP list nor a search. This file's database holds only what it seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { daysAgo, seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
const p: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const tesorero = await t.createCuenta({ cargos: [8] });
  const encargado = await t.createCuenta({ cargos: [7] });
  for (const nick of ['principal', 'altuno', 'altdos', 'rival']) p[nick] = (await t.createPlayer({ nickname: nick })).idPlayer;
  const idPeriodo = await seedPeriodo(t.db, { idLugar: 2, idCuentaCreador: tesorero.idCuenta });
  const d = (players: string[], silver: number) =>
    seedDistribucion(t.db, { idPeriodo, encargado, players: players.map((n) => p[n]!), silver, fecha: daysAgo(2) });
  // Together the member would be first (1.500); on their own, the rival (1.000) leads.
  await d(['principal'], 600);
  await d(['altuno'], 500);
  await d(['altdos'], 400);
  await d(['rival'], 1_000);
  for (const alt of ['altuno', 'altdos']) {
    const res = await t.request('PUT', '/api/jugadores/vincularPersonaje', {
      token: t.lider.token,
      body: [{ idPlayer: p[alt], idPlayerPrincipal: p['principal'] }],
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('a member with characters in the leaderboards and the search', () => {
  it('the TOP list counts each character on its own', async () => {
    const res = await t.request('GET', '/api/distribuciones/top3BestPlayers');
    expect(res.json().message).toEqual([
      { nickname: 'rival', total_silver_unitario: 1_000 },
      { nickname: 'principal', total_silver_unitario: 600 },
      { nickname: 'altuno', total_silver_unitario: 500 },
    ]);
  });

  it('the earnings search answers the player searched, never the member’s sum', async () => {
    const buscar = async (nickname: string) =>
      (await t.request('GET', `/api/distribuciones/searchGananciasPlayer?nickname=${nickname}&interval=30`)).json().message;
    expect(await buscar('principal')).toMatchObject({
      id_player: p['principal'],
      total_silver_unitario: 600,
      cantidad_contenido: 1,
    });
    expect(await buscar('altdos')).toMatchObject({ id_player: p['altdos'], total_silver_unitario: 400, cantidad_contenido: 1 });
  });
});
