// Attendance sessions through the API (docs/asistencia.md): who may start and end them, one open
// session per channel, ending twice, the end by itself after ASISTENCIA_MAX_HORAS (its timer and the
// start-up), the Discord message with each member's minutes, and the reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox, sesionAsistencia } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { VozMemoria } from './asistencia.fakes.js';

const T0 = new Date('2026-03-02T18:00:00.000Z');
let ahora = T0;
const en = (min: number) => (ahora = new Date(T0.getTime() + min * 60_000));

let t: TestApp;
let voz: VozMemoria;
let encargado: TestCuenta;
let tesorero: TestCuenta;
let aldrakar: { idPlayer: number; nickname: string };

beforeAll(async () => {
  voz = new VozMemoria({ '10': 'ZvZ', '11': 'Ganking', '12': 'Vacío', '13': 'Dungeon' });
  t = await buildTestApp({
    voice: voz,
    asistencia: { reloj: () => ahora, maxHoras: 2 },
    ajustesAvisos: { activo: true, pagos: false },
  });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  aldrakar = await t.createPlayer({ nickname: 'aldrakar' });
});
afterAll(() => t.close());

const iniciar = (idCanal: string, token: string | null = encargado.token) =>
  t.request('POST', '/api/asistencia/iniciar', { token: token ?? undefined, body: [{ idCanal }] });
const terminar = (idSesion: number, token: string | null = encargado.token) =>
  t.request('POST', '/api/asistencia/terminar', { token: token ?? undefined, body: [{ idSesion }] });
const mover = async (id: string, canal: string | null, nombre?: string) => {
  voz.mover(id, canal, nombre);
  await t.app.grabador.idle();
};
const leer = (url: string) => t.request('GET', url, { token: tesorero.token });

describe('starting and ending a session', () => {
  it('needs ENCARGADO DE CONTENIDO or LIDER to start, and an account to read', async () => {
    expect((await iniciar('11', null)).statusCode).toBe(401);
    const prohibido = await iniciar('11', tesorero.token);
    expect(prohibido.statusCode).toBe(403);
    expect((await t.request('GET', '/api/asistencia/sesiones')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/asistencia/participacion')).statusCode).toBe(401);
    en(0);
    const lider = await iniciar('11', t.lider.token);
    expect(lider.statusCode, lider.body).toBe(201);
    const id = lider.json().message.id_sesion as number;
    expect((await terminar(id, null)).statusCode).toBe(401);
    expect((await terminar(id, t.lider.token)).statusCode).toBe(200);
  });

  it('ends a session only for whoever started it, a TESORERO or the LIDER: another content manager gets 403', async () => {
    const otro = await t.createCuenta({ cargos: [7], idCargo: 7 });
    const miembro = await t.createCuenta({ cargos: [3] });
    en(0);
    const abrir = async () => {
      const res = await iniciar('12');
      expect(res.statusCode, res.body).toBe(201);
      return res.json().message.id_sesion as number;
    };
    let id = await abrir();
    const ajeno = await terminar(id, otro.token);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json()).toEqual({
      ok: false,
      message: `Solo quien inició la sesión de asistencia ${id}, un TESORERO o el LIDER puede terminarla`,
      code: 'asistencia.soloQuienInicio',
    });
    const [sigue] = await t.db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idSesion, id));
    expect(sigue!.fin).toBeNull();
    // An ended one is not another's to touch either.
    expect((await terminar(id)).statusCode).toBe(200);
    expect((await terminar(id, otro.token)).statusCode).toBe(403);
    id = await abrir();
    expect((await terminar(id, tesorero.token)).statusCode).toBe(200);
    id = await abrir();
    expect((await terminar(id, t.lider.token)).statusCode).toBe(200);
    // The cargo is checked before the body: a member gets 403 for a body that is not even valid.
    const invalido = await t.request('POST', '/api/asistencia/terminar', { token: miembro.token, body: [{ idSesion: 'x' }] });
    expect(invalido.statusCode).toBe(403);
  });

  it('refuses a second session on a channel that records one (409 naming it), never a 500', async () => {
    en(0);
    const primera = await iniciar('13');
    expect(primera.statusCode, primera.body).toBe(201);
    const id = primera.json().message.id_sesion as number;
    const segunda = await iniciar('13', t.lider.token);
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().message).toBe(
      `Ya se está registrando la asistencia del canal Dungeon en la sesión ${id} (iniciada por ${encargado.nickname}); termínela antes de iniciar otra`,
    );
    expect(await t.db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idCanal, '13'))).toHaveLength(1);
    // Once ended, the channel can record again.
    expect((await terminar(id)).statusCode).toBe(200);
    const otra = await iniciar('13');
    expect(otra.statusCode).toBe(201);
    expect((await terminar(otra.json().message.id_sesion)).statusCode).toBe(200);
  });

  it('two starts at once on one channel: one records, the other gets the 409 (the unique index decides)', async () => {
    en(0);
    const respuestas = await Promise.all([iniciar('11'), iniciar('11', t.lider.token)]);
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const ganadora = respuestas.find((r) => r.statusCode === 201)!.json().message.id_sesion as number;
    expect(respuestas.find((r) => r.statusCode === 409)!.json().message).toContain(`en la sesión ${ganadora} `);
    expect((await terminar(ganadora)).statusCode).toBe(200);
  });

  it('answers 400 for a channel Discord does not have and 503 without Discord', async () => {
    const desconocido = await iniciar('99');
    expect(desconocido.statusCode).toBe(400);
    expect(desconocido.json().message).toBe('El canal de voz 99 no existe en el servidor de Discord');
    const antes = t.app.voice;
    t.app.voice = { configured: false, listChannels: async () => [], memberNames: async () => [] };
    try {
      const sin = await iniciar('10');
      expect(sin.statusCode).toBe(503);
      expect(sin.json().message).toBe('Discord no está configurado: no se puede registrar la asistencia de un canal de voz');
    } finally {
      t.app.voice = antes;
    }
  });

  it('ends once: a second end answers the same, changes nothing and sends no second message; 404 if unknown', async () => {
    en(0);
    await mover('a1', '10', '[RDP] Aldrakar');
    await mover('x1', '10', 'Forastero');
    const res = await iniciar('10');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().message.id_sesion as number;
    en(30);
    await mover('x1', null);
    en(45);
    const fin = await terminar(id);
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toEqual({ ok: true, message: `Sesión de asistencia ${id} terminada` });
    expect(fin.headers['x-cambio']).toBe(JSON.stringify({ tipo: 'asistencia' }));
    const [mensaje] = await t.db.select().from(outbox).orderBy(desc(outbox.idOutbox)).limit(1);
    expect(mensaje!.tipo).toBe('asistencia_terminada');
    const texto = JSON.stringify(mensaje!.payload);
    expect(texto).toContain('Asistencia de ZvZ terminada');
    expect(texto).toContain('**Duración:** 45 min');
    expect(texto).toContain('\\\\[RDP\\\\] Aldrakar: 45 min, Forastero: 30 min');
    const mensajes = (await t.db.select().from(outbox)).length;

    en(50);
    const otra = await terminar(id);
    expect(otra.statusCode).toBe(200);
    expect(otra.json()).toEqual(fin.json());
    expect(otra.headers['x-cambio']).toBeUndefined();
    expect((await t.db.select().from(outbox)).length).toBe(mensajes);
    const [s] = await t.db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idSesion, id));
    expect(s!.fin).toEqual(new Date(T0.getTime() + 45 * 60_000));

    const nada = await terminar(999_999);
    expect(nada.statusCode).toBe(404);
    expect(nada.json().message).toBe('La sesión de asistencia 999999 no existe');
    await mover('a1', null);
  });
});

describe('the maximum length (ASISTENCIA_MAX_HORAS, 2 h here)', () => {
  it('ends a session by itself at its fin_previsto when the timer looks', async () => {
    en(0);
    await mover('a1', '12', 'aldrakar');
    const id = (await iniciar('12')).json().message.id_sesion as number;
    en(200);
    await t.app.grabador.revisarVencidas();
    const [s] = await t.db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idSesion, id));
    expect(s!.fin).toEqual(new Date(T0.getTime() + 120 * 60_000));
    const detalle = (await leer(`/api/asistencia/sesion?idSesion=${id}`)).json().message;
    expect(detalle.duracion).toBe(120);
    expect(detalle.jugadores).toEqual([{ nickname: 'aldrakar', id_player: aldrakar.idPlayer, minutos: 120, peso_sugerido: 1 }]);
    const [mensaje] = await t.db.select().from(outbox).orderBy(desc(outbox.idOutbox)).limit(1);
    expect(mensaje!.tipo).toBe('asistencia_terminada');
    expect(JSON.stringify(mensaje!.payload)).toContain('**Terminada por:** límite de 2 h');
    await mover('a1', null);
  });

  it('at start-up closes a session left open past its maximum at fin_previsto', async () => {
    await t.app.grabador.detener();
    const [s] = await t.db
      .insert(sesionAsistencia)
      .values({
        idCanal: '11',
        canal: 'Ganking',
        iniciadaPor: 'alguien',
        inicio: new Date(T0.getTime() - 5 * 3_600_000),
        finPrevisto: new Date(T0.getTime() - 3 * 3_600_000),
      })
      .returning();
    en(0);
    await t.app.grabador.iniciar();
    const [cerrada] = await t.db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idSesion, s!.idSesion));
    expect(cerrada!.fin).toEqual(s!.finPrevisto);
  });
});

describe('the reads', () => {
  it('lists sessions newest first, the leaderboard and a player’s attendance', async () => {
    const lista = await leer('/api/asistencia/sesiones?page=1');
    expect(lista.statusCode, lista.body).toBe(200);
    const sesiones = lista.json().message as { id_sesion: number; canal: string; fin: string | null; miembros: number }[];
    expect(lista.json().count).toBe(sesiones.length);
    expect(sesiones.every((s) => s.fin !== null)).toBe(true);
    expect(sesiones.find((s) => s.canal === 'ZvZ')!.miembros).toBe(2);

    const ranking = await leer('/api/asistencia/participacion');
    expect(ranking.statusCode, ranking.body).toBe(200);
    // aldrakar: ZvZ (45) and the 2 h session (120); the session left open at start-up had nobody.
    expect(ranking.json().message).toEqual([{ id_player: aldrakar.idPlayer, nickname: 'aldrakar', contenidos: 2, minutos: 165 }]);

    const suya = await leer(`/api/asistencia/jugador?idPlayer=${aldrakar.idPlayer}`);
    expect(suya.statusCode, suya.body).toBe(200);
    expect(suya.json().count).toBe(2);
    expect(suya.json().contenidos_30d).toBe(2);
    expect(
      suya.json().message.map((s: { canal: string; minutos: number; duracion: number }) => [s.canal, s.minutos, s.duracion]),
    ).toEqual([
      // Both started at T0: the later session first.
      ['Vacío', 120, 120],
      ['ZvZ', 45, 45],
    ]);
    expect((await leer('/api/asistencia/jugador?idPlayer=999999')).statusCode).toBe(404);
    expect((await leer('/api/asistencia/sesion?idSesion=999999')).statusCode).toBe(404);
  });
});
