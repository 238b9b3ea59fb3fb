// The calendar message's buttons and role select over POST /api/discord/interacciones
// (docs/integraciones.md, «Calendario»): «Me apunto» and «Reserva» answer the member alone with a select
// of the event's roles; a choice signs the linked account's player up through the web's service
// (`origen: 'discord'`), with its rules and sentences in the member's language (deadline, full slot,
// closed event), an unknown role refused, an unlinked user told how to link; «No voy» signs off; a
// repeat answers the same and writes nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import {
  boton,
  conInteracciones,
  firmante,
  interactuar,
  seleccion,
  textoDe,
  usuario,
  vincular,
} from '../../testing/discord-interacciones.js';
import { evento, eventoInscripcion } from '../../db/schema.js';
import { horas, nuevoEvento } from '../calendario/calendario.fixtures.js';

const discord = firmante();
let t: TestApp;
let encargado: TestCuenta;
let miembro: TestCuenta;
let otro: TestCuenta;
const MIEMBRO = usuario('1170000000000000401');
const OTRO = usuario('1170000000000000402', 'pt-BR');
const NADIE = usuario('1170000000000000409');
const enviar = (i: object) => interactuar(t.app, discord, i);
const texto = async (i: object) => textoDe(await enviar(i));

beforeAll(async () => {
  t = await buildTestApp({ ...conInteracciones(discord, { urlPublica: 'https://plata.example' }) });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  miembro = await t.createCuenta({ cargos: [3] });
  otro = await t.createCuenta({ cargos: [3] });
  await vincular(t.db, [
    [miembro, MIEMBRO],
    [otro, OTRO],
  ]);
});
afterAll(() => t.close());

async function creado(cambios: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('POST', '/api/calendario/eventos', { token: encargado.token, body: [nuevoEvento(cambios)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().evento.id_evento as number;
}
const filas = (idEvento: number) => t.db.select().from(eventoInscripcion).where(eq(eventoInscripcion.idEvento, idEvento));
const fila = async (idEvento: number, idPlayer: number) =>
  (
    await t.db
      .select()
      .from(eventoInscripcion)
      .where(and(eq(eventoInscripcion.idEvento, idEvento), eq(eventoInscripcion.idPlayer, idPlayer)))
  )[0];

describe('the event message’s buttons', () => {
  it('«Me apunto» answers the member alone with a select of the event’s roles', async () => {
    const id = await creado({ titulo: 'ZvZ del martes', huecos: { tanque: 1, dps: 2 } });
    const res = await enviar(boton(MIEMBRO, `calendario:apuntado:${id}`));
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.type).toBe(4);
    expect(r.data.flags).toBe(64);
    expect(r.data.content).toBe('¿Con qué rol vas a «ZvZ del martes»?');
    const [select] = r.data.components[0].components;
    expect(select).toMatchObject({ type: 3, custom_id: `calendario:rol:${id}:apuntado`, min_values: 1, max_values: 1 });
    expect(select.options).toEqual([
      { label: 'tanque', value: 'tanque' },
      { label: 'DPS', value: 'dps' },
    ]);
    const reserva = (await enviar(boton(OTRO, `calendario:reserva:${id}`))).json();
    expect(reserva.data.content).toBe('Com qual função você vai como reserva a «ZvZ del martes»?');
    expect(reserva.data.components[0].components[0].custom_id).toBe(`calendario:rol:${id}:reserva`);
    expect(await filas(id)).toEqual([]);
  });

  it('a choice signs the player up from Discord; the same choice again answers the same and adds no row', async () => {
    const id = await creado({ titulo: 'HCE', huecos: { tanque: 1, dps: 2 } });
    const elegir = () => texto(seleccion(MIEMBRO, `calendario:rol:${id}:apuntado`, ['dps']));
    expect(await elegir()).toBe('Apuntado como DPS en «HCE»');
    expect(await fila(id, miembro.idPlayer)).toMatchObject({ rol: 'dps', estado: 'apuntado', origen: 'discord' });
    expect(await elegir()).toBe('Apuntado como DPS en «HCE»');
    expect(await filas(id)).toHaveLength(1);
    // Backup, in the member's language; then «No voy» keeps the role.
    expect(await texto(seleccion(OTRO, `calendario:rol:${id}:reserva`, ['tanque']))).toBe('Inscrito como reserva em «HCE»');
    expect(await fila(id, otro.idPlayer)).toMatchObject({ rol: 'tanque', estado: 'reserva', origen: 'discord' });
    expect(await texto(boton(MIEMBRO, `calendario:no_va:${id}`))).toBe('Anotado: no vas a «HCE»');
    expect(await fila(id, miembro.idPlayer)).toMatchObject({ rol: 'dps', estado: 'no_va', origen: 'discord' });
    // The web sees who signed up from Discord.
    const web = await t.request('GET', `/api/calendario/eventos?idEvento=${id}`, { token: miembro.token });
    expect(web.json().message[0].inscripciones).toContainEqual(
      expect.objectContaining({ id_player: otro.idPlayer, estado: 'reserva', origen: 'discord' }),
    );
  });

  it('the web’s rules and sentences: full slot, after the deadline, a cancelled event; an unknown role', async () => {
    const id = await creado({ titulo: 'Gank', huecos: { tanque: 1 } });
    expect(await texto(seleccion(OTRO, `calendario:rol:${id}:apuntado`, ['tanque']))).toBe('Inscrito como tanque em «Gank»');
    expect(await texto(seleccion(MIEMBRO, `calendario:rol:${id}:apuntado`, ['tanque']))).toBe(
      'No quedan huecos de tanque en «Gank» (tiene 1)',
    );
    expect(await texto(seleccion(MIEMBRO, `calendario:rol:${id}:apuntado`, ['dps']))).toBe(
      'Ese rol no está en «Gank»: elige uno de la lista',
    );
    expect(await texto(seleccion(MIEMBRO, `calendario:rol:${id}:apuntado`, ['<script>']))).toBe(
      'Ese rol no está en «Gank»: elige uno de la lista',
    );
    expect(await fila(id, miembro.idPlayer)).toBeUndefined();

    const cerrado = await creado({ titulo: 'Tarde', cierreInscripcion: horas(-1) });
    expect(await texto(seleccion(MIEMBRO, `calendario:rol:${cerrado}:apuntado`, ['dps']))).toMatch(
      /^Las inscripciones de «Tarde» cerraron el .+: ahora solo un oficial cambia la lista$/,
    );
    const cancelado = await creado({ titulo: 'Anulado' });
    await t.db.update(evento).set({ estado: 'cancelado' }).where(eq(evento.idEvento, cancelado));
    expect(await texto(seleccion(MIEMBRO, `calendario:rol:${cancelado}:apuntado`, ['dps']))).toBe(
      'El evento «Anulado» está cancelado: su lista no admite inscripciones',
    );
    expect(await texto(boton(MIEMBRO, `calendario:no_va:${cancelado}`))).toBe(
      'El evento «Anulado» está cancelado: su lista no admite inscripciones',
    );
    expect(await filas(cerrado)).toEqual([]);
    expect(await filas(cancelado)).toEqual([]);
  });

  it('an unlinked Discord user is told how to link; an unknown event or custom_id says so', async () => {
    const id = await creado();
    expect(await texto(boton(NADIE, `calendario:apuntado:${id}`))).toBe(
      'Su usuario de Discord no está vinculado a ninguna cuenta del gremio: entre una vez con «Entrar con Discord» en https://plata.example (si ya tiene cuenta, con «Vincular Discord» en «Mi cuenta»)',
    );
    expect(await texto(seleccion(NADIE, `calendario:rol:${id}:apuntado`, ['dps']))).toContain('«Entrar con Discord»');
    expect(await filas(id)).toEqual([]);
    expect(await texto(boton(MIEMBRO, 'calendario:apuntado:999999'))).toBe('El evento #999999 no existe');
    expect(await texto(boton(MIEMBRO, `calendario:rol:${id}`))).toBe('Esta acción no existe o ya no está disponible');
    expect(await texto(seleccion(MIEMBRO, `calendario:rol:${id}:no_va`, ['dps']))).toBe(
      'Esta acción no existe o ya no está disponible',
    );
  });
});
