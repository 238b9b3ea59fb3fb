// «Corregir» and the money rules the new-distribution dialog relies on (docs/domain.md, "Distributions",
// "Money rules", "Names and texts"): a deleted distribution gives back everything it was created with,
// a split where every player gets $0 is refused, and invisible characters never reach a stored text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DistribucionParaCorregir } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { distribucion, jugador } from '../../db/schema.js';
import { crearBody, insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';

let t: TestApp;
let encargado: TestCuenta;
let tesorero: TestCuenta;
let abierto: number;
let players: { idPlayer: number; nickname: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], nickname: 'corrector', idCargo: 7 });
  tesorero = await t.createCuenta({ cargos: [8], nickname: 'tesorerx', idCargo: 8 });
  abierto = await insertarPeriodoDePrueba(t);
  players = [];
  for (const nickname of ['aldrakar', 'brunhild', 'caelum']) players.push(await t.createPlayer({ nickname }));
});
afterAll(() => t.close());

const id = (i: number) => players[i]!.idPlayer;
const crear = (body: unknown) => t.request('POST', '/api/distribuciones/crear', { token: encargado.token, body: [body] });
const paraCorregir = (q: string, token: string | undefined = encargado.token) =>
  t.request('GET', `/api/distribuciones/paraCorregir?${q}`, token ? { token } : {});
const cuantas = async () => (await t.db.select().from(distribucion).where(eq(distribucion.idPeriodo, abierto))).length;

describe('GET /paraCorregir', () => {
  it('gives back players with their weights, the breakdown, the reason and where the players came from', async () => {
    const desglose = { valor_botin: 10_000_000, bolsas: 500_000, reparacion: 1_234_567, impuesto_pct: 10 };
    const origen = { canal: { id: '111', nombre: 'ZvZ' }, lista: '[TAG] Aldrakar\nBrunhild' };
    const res = await crear(
      crearBody({
        idPeriodoDist: abierto,
        jugadores: [id(0), id(1), id(2)],
        silver: 8_338_889,
        motivo: 'ZvZ en Caerleon',
        desglose,
        pesos: [
          { id_player: id(0), peso: 2 },
          { id_player: id(1), peso: 1.5 },
          { id_player: id(2), peso: 1 },
        ],
        ...{ origen },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const idDistribucion = res.json().distribucion.id_distribucion as number;
    const del = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion, razon: 'Faltaba el tanque' }],
    });
    expect(del.statusCode).toBe(200);
    await t.db
      .update(jugador)
      .set({ estado: false })
      .where(eq(jugador.idPlayer, id(2)));

    const got = await paraCorregir(`idDistribucion=${idDistribucion}`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toEqual({
      ok: true,
      message: {
        id_distribucion: idDistribucion,
        motivo: 'ZvZ en Caerleon',
        silver: 8_338_889,
        desglose,
        jugadores: [
          { id_player: id(0), nickname: 'aldrakar', peso: 2, activo: true },
          { id_player: id(1), nickname: 'brunhild', peso: 1.5, activo: true },
          { id_player: id(2), nickname: 'caelum', peso: 1, activo: false },
        ],
        origen,
      } satisfies DistribucionParaCorregir,
    });
    await t.db
      .update(jugador)
      .set({ estado: true })
      .where(eq(jugador.idPlayer, id(2)));
  });

  it('answers a distribution created without breakdown, weights or origin with nulls and weight 1', async () => {
    const res = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [id(1)], silver: 5 }));
    const got = await paraCorregir(`idDistribucion=${res.json().distribucion.id_distribucion}`);
    expect(got.json().message).toMatchObject({
      desglose: null,
      origen: null,
      jugadores: [{ nickname: 'brunhild', peso: 1, activo: true }],
    });
  });

  it('is for content managers: 401 without a token, 403 for another charge, 404 unknown, 400 a bad id', async () => {
    expect((await paraCorregir('idDistribucion=1', '')).statusCode).toBe(401);
    expect((await paraCorregir('idDistribucion=1', tesorero.token)).statusCode).toBe(403);
    const nada = await paraCorregir('idDistribucion=999999');
    expect([nada.statusCode, nada.json().message]).toEqual([404, 'No existe la distribución 999999']);
    expect((await paraCorregir('idDistribucion=abc')).statusCode).toBe(400);
  });
});

describe('POST /crear where every player would get $0', () => {
  it('is refused with a sentence and writes nothing, weighted or not; one silver more is accepted', async () => {
    const antes = await cuantas();
    const tres = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [id(0), id(1), id(2)], silver: 2 }));
    expect([tres.statusCode, tres.json()]).toEqual([
      400,
      {
        ok: false,
        message: 'Con $2 entre 3 jugadores cada uno recibiría $0: aumente la plata o quite jugadores',
        code: 'distribucion.repartoEnCero',
      },
    ]);
    const pesos = [
      { id_player: id(0), peso: 1 },
      { id_player: id(1), peso: 1.5 },
    ];
    const ponderada = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [id(0), id(1)], silver: 1, pesos }));
    expect(ponderada.statusCode).toBe(400);
    expect(ponderada.json().message).toContain('cada uno recibiría $0');
    expect(await cuantas()).toBe(antes);
    // 2 among weights 1 and 1,5: floor(2 × 15 / 25) = 1 for the second one.
    expect((await crear(crearBody({ idPeriodoDist: abierto, jugadores: [id(0), id(1)], silver: 2, pesos }))).statusCode).toBe(
      201,
    );
  });
});

describe('invisible characters', () => {
  it('are taken out of a reason; bidirectional overrides are refused with a sentence', async () => {
    const res = await crear(
      crearBody({ idPeriodoDist: abierto, jugadores: [id(0)], motivo: '\u200FZvZ\u200B en\u2060 Caerleon\uFEFF' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().distribucion.motivo).toBe('ZvZ en Caerleon');
    const bidi = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [id(0)], motivo: 'ZvZ \u202Enoelreac' }));
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().message).toContain('El motivo contiene caracteres de control no permitidos');
    // Only invisible characters: as empty as a blank reason.
    const vacio = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [id(0)], motivo: '\u200F\u200B' }));
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().message).toContain('El motivo no puede estar vacío');
  });

  it('are taken out of a pasted name: \\u200Faldrakar\\u200F is aldrakar', async () => {
    const res = await t.request('POST', '/api/distribuciones/jugadoresDeLista', {
      token: encargado.token,
      body: [{ lista: '\u200Faldrakar\u200F\n\u200Bbrunhild' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: [
        { id_player: id(0), nickname: 'aldrakar' },
        { id_player: id(1), nickname: 'brunhild' },
      ],
      sin_registrar: [],
    });
  });

  it('are taken out of a nickname registered from the distribution page', async () => {
    const res = await t.request('POST', '/api/jugadores/registrar', {
      token: encargado.token,
      body: [{ nickname: '\u200FDorian\u200F\u200D' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().jugador.nickname).toBe('dorian');
  });
});
