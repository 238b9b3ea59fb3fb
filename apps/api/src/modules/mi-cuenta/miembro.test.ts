// The member's combined line in «Mi cuenta» (GET /api/cuentas/mia) and in Discord's /saldo
// (docs/calendario.md, «Personajes de un miembro»): the main's account sees what it and each character
// are owed and hold, and the character it trades from; every field it had stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARGO, ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';
import {
  comando,
  conInteracciones,
  firmante,
  interactuar,
  textoDe,
  usuario,
  vincular,
} from '../../testing/discord-interacciones.js';

const discord = firmante();
const MAIN = usuario('1170000000000000101');
let t: TestApp;
let main: TestCuenta;
let solo: TestCuenta;
let alt1: { idPlayer: number; nickname: string };
let alt2: { idPlayer: number; nickname: string };
let idPeriodo: number;
let distribuidor: TestCuenta;

const mia = (c: TestCuenta) => t.request('GET', '/api/cuentas/mia', { token: c.token });
const ajuste = (nickname: string, silver: number) =>
  t.request('POST', '/api/libro/ajuste', { token: t.lider.token, body: [{ nickname, silver, razon: 'Depósito' }] });

beforeAll(async () => {
  t = await buildTestApp({ ...conInteracciones(discord) });
  const tesorero = await t.createCuenta({ cargos: [CARGO.TESORERO] });
  const encargado = await t.createCuenta({ cargos: [CARGO.ENCARGADO_CONTENIDO] });
  distribuidor = await t.createCuenta({ cargos: [CARGO.DISTRIBUIDOR] });
  main = await t.createCuenta({ cargos: [CARGO.MIEMBRO], nickname: 'mainmiembro' });
  solo = await t.createCuenta({ cargos: [CARGO.MIEMBRO], nickname: 'solitario' });
  alt1 = await t.createPlayer({ nickname: 'altuno' });
  alt2 = await t.createPlayer({ nickname: 'altdos' });
  await vincular(t.db, [[main, MAIN]]);
  idPeriodo = await seedPeriodo(t.db, {
    idLugar: 2,
    idCuentaCreador: tesorero.idCuenta,
    estado: ESTADO_PERIODO.EN_DISTRIBUCION,
    idPlayerDistribuidor: distribuidor.idPlayer,
  });
  await seedDistribucion(t.db, {
    idPeriodo,
    encargado,
    players: [main.idPlayer, alt1.idPlayer, alt2.idPlayer, solo.idPlayer],
    silver: 4_000_000,
  });
  for (const [n, s] of [
    [main.nickname, 100_000],
    [alt1.nickname, 20_000],
    [alt2.nickname, 3_000],
  ] as const)
    expect((await ajuste(n, s)).statusCode).toBe(201);
});
afterAll(() => t.close());

async function vincularAmbos() {
  for (const alt of [alt1, alt2]) {
    const res = await t.request('PUT', '/api/jugadores/vincularPersonaje', {
      token: t.lider.token,
      body: [{ idPlayer: alt.idPlayer, idPlayerPrincipal: main.idPlayer }],
    });
    expect(res.statusCode).toBe(200);
  }
  const res = await t.request('PUT', '/api/jugadores/personajeComercio', {
    token: t.lider.token,
    body: [{ idPlayer: main.idPlayer, idPlayerComercio: alt1.idPlayer }],
  });
  expect(res.statusCode).toBe(200);
}

describe('«Mi cuenta» and /saldo of a member with characters', () => {
  it('without characters: no `miembro` field and no member lines (the answers as they were)', async () => {
    const res = await mia(main);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).not.toHaveProperty('miembro');
    const saldo = textoDe(await interactuar(t.app, discord, comando(MAIN, 'saldo')));
    expect(saldo).not.toMatch(/Miembro/);
  });

  it('«Mi cuenta» adds the combined line, follows a character’s payment (read cache), and keeps its own fields', async () => {
    const antes = (await mia(main)).json().message;
    await vincularAmbos();
    const res = (await mia(main)).json().message;
    expect(res.miembro).toEqual({
      comercio: { id_player: alt1.idPlayer, nickname: alt1.nickname },
      partes: [
        { id_player: main.idPlayer, nickname: main.nickname, por_cobrar: 1_000_000, saldo: 100_000 },
        // The characters by nickname: altdos, altuno.
        { id_player: alt2.idPlayer, nickname: alt2.nickname, por_cobrar: 1_000_000, saldo: 3_000 },
        { id_player: alt1.idPlayer, nickname: alt1.nickname, por_cobrar: 1_000_000, saldo: 20_000 },
      ],
      por_cobrar: 3_000_000,
      saldo: 123_000,
    });
    const { miembro: _m, ...propios } = res;
    expect(propios).toEqual(antes);
    // A character's payment and a character's balance show at once (the read cache follows them).
    const pago = await t.request('PUT', '/api/distribuciones/jugadorDistribuido', {
      token: distribuidor.token,
      body: [{ id_player: alt1.idPlayer, idPeriodo }],
    });
    expect(pago.statusCode).toBe(200);
    await ajuste(alt2.nickname, 1_000);
    const despues = (await mia(main)).json().message.miembro;
    expect(despues.partes[2].por_cobrar).toBe(0);
    expect(despues.por_cobrar).toBe(2_000_000);
    expect(despues.partes[1].saldo).toBe(4_000);
    // The seeded period never credited its shares at a close (testing/fixtures), so the payment's debit
    // shows alone in altuno's balance: 20.000 − 1.000.000.
    expect(despues.partes[2].saldo).toBe(-980_000);
    expect(despues.saldo).toBe(100_000 + 4_000 - 980_000);
    // A player on their own sees no member line.
    expect((await mia(solo)).json().message).not.toHaveProperty('miembro');
  });

  it('/saldo adds the member’s total, the trading character and each player’s balance', async () => {
    const texto = textoDe(await interactuar(t.app, discord, comando(MAIN, 'saldo')));
    expect(texto.split('\n').slice(-4)).toEqual([
      `**Miembro ${main.nickname}: saldo total -$876.000** (comercia con ${alt1.nickname})`,
      `· ${main.nickname}: saldo $100.000`,
      `· ${alt2.nickname}: saldo $4.000`,
      `· ${alt1.nickname}: saldo -$980.000`,
    ]);
    const en = textoDe(await interactuar(t.app, discord, comando({ ...MAIN, locale: 'en-GB' }, 'saldo')));
    expect(en).toMatch(/\*\*Member mainmiembro: total balance -\$876,000\*\* \(trades from altuno\)/);
  });
});
