// POST /api/distribuciones/jugadoresDeLista (docs/domain.md, "Distributions"): a pasted list of names
// matched to players like a voice channel, whether or not Discord is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';

let t: TestApp;
let encargado: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7] });
  await t.createPlayer({ nickname: 'brunhildlista' });
  await t.createPlayer({ nickname: 'aldrakarlista' });
  await t.createPlayer({ nickname: 'apagadolista', estado: false });
});
afterAll(() => t.close());

const deLista = (lista: unknown, token?: string) =>
  t.request('POST', '/api/distribuciones/jugadoresDeLista', { token, body: [{ lista }] });

describe('POST /api/distribuciones/jugadoresDeLista', () => {
  it('selects the active players of a list (lines, commas, spaces; tags and case ignored), names the switched-off and unknown ones', async () => {
    const lista = '[RDP] AldrakarLista, brunhildlista\n(ALI) Nuevo1  apagadolista;aldrakarlista\n\n nuevo1 Otro2';
    const res = await deLista(lista, encargado.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      data: [
        { id_player: expect.any(Number), nickname: 'aldrakarlista' },
        { id_player: expect.any(Number), nickname: 'brunhildlista' },
      ],
      sin_registrar: ['Nuevo1', 'Otro2'],
      desactivados: ['apagadolista'],
    });
  });

  it('answers 400 in Spanish for a list without names or with too many', async () => {
    const vacia = await deLista(' ,\n [TAG] ', encargado.token);
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().message).toContain('La lista no tiene ningún nombre');
    const larga = await deLista(Array.from({ length: 1001 }, (_, i) => `n${i}`).join(' '), encargado.token);
    expect(larga.statusCode).toBe(400);
    expect(larga.json().message).toContain('La lista admite como máximo 1.000 nombres');
  });

  it('answers 401 without a token and 403 without charge 7', async () => {
    expect((await deLista('aldrakarlista')).statusCode).toBe(401);
    const otro = await t.createCuenta({ cargos: [5] });
    expect((await deLista('aldrakarlista', otro.token)).statusCode).toBe(403);
  });
});
