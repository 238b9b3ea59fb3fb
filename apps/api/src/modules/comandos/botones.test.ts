// The officers' buttons and the rejection's modal over POST /api/discord/interacciones
// (docs/integraciones.md, «Interacciones»): checked like the web's request (linked account, cargo,
// state, the same services and sentences), the decided card answered at once (type 7), the reason required, a second click or a click after the
// web decided answers what happened and changes nothing, two clicks or the web and Discord racing make
// one decision, and the same interaction id replays its first answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import {
  boton,
  conInteracciones,
  firmante,
  interactuar,
  modal,
  periodoYDeposito,
  textoDe,
  usuario,
  vincular,
} from '../../testing/discord-interacciones.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';
import { auditoria, reclamoRegear, retiro } from '../../db/schema.js';

const discord = firmante();
let t: TestApp;
let miembro: TestCuenta;
let tesorero: TestCuenta;
let tesorero2: TestCuenta;
let idPeriodo: number;

const MIEMBRO = usuario('1170000000000000101');
const TESORERO = usuario('1170000000000000102');
const TESORERO2 = usuario('1170000000000000103');
const NADIE = usuario('1170000000000000109');
const enviar = (i: object) => interactuar(t.app, discord, i);
const texto = async (i: object) => textoDe(await enviar(i));

const nuevoReclamo = () =>
  seedReclamo(t.db, {
    idPeriodo,
    idPlayer: miembro.idPlayer,
    estado: 'pendiente',
    silver: 50_000,
    idCuentaReclamo: miembro.idCuenta,
  });
const estadoReclamo = async (id: number) => (await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.idReclamo, id)))[0]!;
const auditadas = async (accion: string, id: number) =>
  (
    await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, accion), eq(auditoria.idEntidad, String(id))))
  ).length;
async function nuevoRetiro(silver = 10_000) {
  const res = await t.request('POST', '/api/retiros', { token: miembro.token, body: [{ silver }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message.id_retiro as number;
}

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: true, pagos: false }, ...conInteracciones(discord) });
  miembro = await t.createCuenta({ cargos: [3] });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  tesorero2 = await t.createCuenta({ cargos: [8], idCargo: 8 });
  await vincular(t.db, [
    [miembro, MIEMBRO],
    [tesorero, TESORERO],
    [tesorero2, TESORERO2],
  ]);
  idPeriodo = await periodoYDeposito(t, tesorero, miembro.nickname, 1_000_000);
});
afterAll(() => t.close());

describe('who may press', () => {
  it('a member without the cargo is refused with the web’s sentence, and nothing changes', async () => {
    const id = await nuevoReclamo();
    const idRetiro = await nuevoRetiro();
    const web = (await t.request('PUT', '/api/regear/aprobar', { token: miembro.token, body: [{ idReclamo: id }] })).json()
      .message;
    expect(await texto(boton(MIEMBRO, `regear:aprobar:${id}`))).toBe(web);
    expect(web).toBe('No tiene permiso para realizar esta acción');
    expect(await texto(boton(MIEMBRO, `regear:rechazar:${id}`))).toBe(web);
    expect(await texto(modal(MIEMBRO, `regear:razon:${id}`, 'razon', 'no'))).toBe(web);
    expect(await texto(boton(MIEMBRO, `retiro:aprobar:${idRetiro}`))).toBe(web);
    expect((await estadoReclamo(id)).estado).toBe('pendiente');
    expect((await t.db.select().from(retiro).where(eq(retiro.idRetiro, idRetiro)))[0]!.estado).toBe('pendiente');
  });

  it('an unlinked Discord user is told to sign in', async () => {
    const id = await nuevoReclamo();
    expect(await texto(boton(NADIE, `regear:aprobar:${id}`))).toMatch(/^Su usuario de Discord no está vinculado/);
    expect((await estadoReclamo(id)).estado).toBe('pendiente');
  });

  it('nobody decides on their own player’s claim: the web’s rule and sentence', async () => {
    const propio = await seedReclamo(t.db, {
      idPeriodo,
      idPlayer: tesorero.idPlayer,
      estado: 'pendiente',
      silver: 1,
      idCuentaReclamo: tesorero.idCuenta,
    });
    const web = (await t.request('PUT', '/api/regear/aprobar', { token: tesorero.token, body: [{ idReclamo: propio }] })).json();
    expect(await texto(boton(TESORERO, `regear:aprobar:${propio}`))).toBe(web.message);
    expect((await estadoReclamo(propio)).estado).toBe('pendiente');
  });

  it('an id that does not exist: the web’s 404 sentence, no modal', async () => {
    const web = (await t.request('PUT', '/api/regear/aprobar', { token: tesorero.token, body: [{ idReclamo: 999_999 }] })).json();
    expect(await texto(boton(TESORERO, 'regear:rechazar:999999'))).toBe(web.message);
    expect(await texto(boton(TESORERO, 'retiro:aprobar:999999'))).toBe('El retiro #999999 no existe');
  });

  it('a custom_id that is not a card’s says so', async () => {
    for (const id of ['regear:borrar:1', 'regear:aprobar:x', 'otro:aprobar:1', 'regear:aprobar:1:2'])
      expect(await texto(boton(TESORERO, id))).toBe('Esta acción no existe o ya no está disponible');
  });
});

describe('approve', () => {
  it('decides once: type 7 with the decided card, one audit row; a second click says who decided', async () => {
    const id = await nuevoReclamo();
    const click = boton(TESORERO, `regear:aprobar:${id}`);
    const primera = (await enviar(click)).json();
    // The card as tarjetas.ts builds it once decided: no buttons, the outcome and who decided.
    expect(primera).toMatchObject({ type: 7, data: { components: [], allowed_mentions: { parse: [] } } });
    expect(JSON.stringify(primera.data.embeds)).toContain(tesorero.nickname);
    expect(primera.data.embeds[0].title).toContain(`#${id}`);
    expect(await estadoReclamo(id)).toMatchObject({ estado: 'aprobado', idCuentaRevisor: tesorero.idCuenta });
    // The same interaction again (a replay): its first answer, nothing done twice.
    const repetida = await enviar(click);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(repetida.json()).toEqual(primera);
    // Another officer's click on the same card, in English.
    expect(await texto(boton({ ...TESORERO2, locale: 'en-US' }, `regear:aprobar:${id}`))).toBe(
      `Regear #${id} is already approved by ${tesorero.nickname}; nothing was changed`,
    );
    expect(await texto(boton(TESORERO2, `regear:rechazar:${id}`))).toBe(
      `El regear #${id} ya está aprobado por ${tesorero.nickname}; no se cambió nada`,
    );
    expect(await auditadas('aprobar_regear', id)).toBe(1);
  });

  it('two clicks at once: one decision, the other told who decided', async () => {
    const id = await nuevoReclamo();
    const respuestas = await Promise.all([
      enviar(boton(TESORERO, `regear:aprobar:${id}`)),
      enviar(boton(TESORERO2, `regear:aprobar:${id}`)),
    ]);
    const tipos = respuestas.map((r) => r.json().type).sort();
    expect(tipos).toEqual([4, 7]);
    const otra = respuestas.find((r) => r.json().type === 4)!;
    expect(textoDe(otra)).toMatch(new RegExp(`^El regear #${id} ya está aprobado por .+; no se cambió nada$`));
    expect(await auditadas('aprobar_regear', id)).toBe(1);
  });

  it('the web and Discord racing on one claim: one decision', async () => {
    const id = await nuevoReclamo();
    const [web, click] = await Promise.all([
      t.request('PUT', '/api/regear/aprobar', { token: tesorero.token, body: [{ idReclamo: id }] }),
      enviar(boton(TESORERO2, `regear:aprobar:${id}`)),
    ]);
    expect(web.statusCode).toBe(200);
    expect([4, 7]).toContain(click.json().type);
    expect(await auditadas('aprobar_regear', id)).toBe(1);
    expect((await estadoReclamo(id)).estado).toBe('aprobado');
  });

  it('a withdrawal: approved by a TESORERO’s click', async () => {
    const idRetiro = await nuevoRetiro();
    expect((await enviar(boton(TESORERO, `retiro:aprobar:${idRetiro}`))).json()).toMatchObject({
      type: 7,
      data: { components: [] },
    });
    expect((await t.db.select().from(retiro).where(eq(retiro.idRetiro, idRetiro)))[0]).toMatchObject({
      estado: 'aprobado',
      idCuentaRevisor: tesorero.idCuenta,
    });
    expect(await auditadas('aprobar_retiro', idRetiro)).toBe(1);
  });
});

describe('reject', () => {
  it('«Rechazar» opens the modal asking the reason', async () => {
    const id = await nuevoReclamo();
    expect((await enviar(boton(TESORERO, `regear:rechazar:${id}`))).json()).toEqual({
      type: 9,
      data: {
        custom_id: `regear:razon:${id}`,
        title: `Rechazar el regear #${id}`,
        components: [
          {
            type: 1,
            components: [
              {
                type: 4,
                custom_id: 'razon',
                label: 'Razón del rechazo',
                style: 2,
                required: true,
                min_length: 1,
                max_length: 200,
              },
            ],
          },
        ],
      },
    });
    expect((await estadoReclamo(id)).estado).toBe('pendiente');
  });

  it('the modal’s submit rejects with the reason; an empty reason is refused with the web’s sentence', async () => {
    const id = await nuevoReclamo();
    const vacia = await texto(modal(TESORERO, `regear:razon:${id}`, 'razon', '   '));
    const web = (
      await t.request('PUT', '/api/regear/rechazar', { token: tesorero.token, body: [{ idReclamo: id, razon: '  ' }] })
    ).json();
    // The field's sentence of the web's 400 («Datos inválidos (cuerpo): razon: …»).
    expect(web.message).toMatch(new RegExp(`: ${vacia}$`));
    expect(vacia).toMatch(/^La razón no puede estar vac/);
    expect((await estadoReclamo(id)).estado).toBe('pendiente');
    const rechazada = (await enviar(modal(TESORERO, `regear:razon:${id}`, 'razon', 'Equipo de otra guerra'))).json();
    expect(rechazada).toMatchObject({ type: 7, data: { components: [] } });
    expect(JSON.stringify(rechazada.data.embeds)).toContain('Equipo de otra guerra');
    expect(await estadoReclamo(id)).toMatchObject({ estado: 'rechazado', razon: 'Equipo de otra guerra' });
    expect(await auditadas('rechazar_regear', id)).toBe(1);
  });

  it('a click after the web decided says what happened and who, and changes nothing', async () => {
    const idRetiro = await nuevoRetiro();
    expect((await t.request('PUT', '/api/retiros/aprobar', { token: tesorero2.token, body: [{ idRetiro }] })).statusCode).toBe(
      200,
    );
    expect(await texto(boton(TESORERO, `retiro:rechazar:${idRetiro}`))).toBe(
      `El retiro #${idRetiro} ya está aprobado por ${tesorero2.nickname}; no se cambió nada`,
    );
    expect(await texto(modal(TESORERO, `retiro:razon:${idRetiro}`, 'razon', 'tarde'))).toBe(
      `El retiro #${idRetiro} ya está aprobado por ${tesorero2.nickname}; no se cambió nada`,
    );
    expect((await t.db.select().from(retiro).where(eq(retiro.idRetiro, idRetiro)))[0]!.estado).toBe('aprobado');
    expect(await auditadas('rechazar_retiro', idRetiro)).toBe(0);
  });
});
