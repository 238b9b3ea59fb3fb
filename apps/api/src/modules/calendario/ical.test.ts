// The iCal feed (docs/calendario.md, «Feed iCal»): the text obeys RFC 5545 (CRLF, folding at 75 octets
// without splitting a character, escaped text, UTC times) and a real parser (ical.js, what Thunderbird's
// calendar is built on) reads back every event with its instant; then the endpoints: public events
// without a token, private ones with the guild's, 403 for another, the leader's renewal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { auditoria, evento } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { calendarioIcs, fechaIcs, plegar, textoIcs, type EventoIcs } from './ical.js';

const ahora = new Date('2026-12-07T15:00:00.000Z');
const base: EventoIcs = {
  idEvento: 7,
  titulo: 'ZvZ de Martlock',
  inicio: new Date('2026-12-08T19:00:00.000Z'),
  fin: new Date('2026-12-08T21:30:00.000Z'),
  lugar: 'Martlock',
  plantilla: 'ZvZ',
  nota: null,
  cancelado: false,
  privado: false,
  secuencia: 2,
  creado: new Date('2026-12-01T10:00:00.000Z'),
  apuntados: 12,
  huecos: 20,
};
const textos = { plantilla: 'Plantilla', apuntados: (n: number, h: number) => `Apuntados: ${n} de ${h}` };
const feed = (eventos: EventoIcs[]) =>
  calendarioIcs({
    nombre: 'Los Plateados',
    dominio: 'reparto.example',
    urlCalendario: 'https://reparto.example/calendario',
    textos,
    eventos,
    ahora,
  });

/** The VEVENTs as ical.js reads them. */
function leer(texto: string) {
  const cal = new ICAL.Component(ICAL.parse(texto));
  return { cal, eventos: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('the text (RFC 5545)', () => {
  it('UTC date-times, escaped text', () => {
    expect(fechaIcs(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    expect(textoIcs('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds each line at 75 octets, a continuation starting with a space, never splitting a character', () => {
    const larga = `SUMMARY:${'ñ'.repeat(100)}`;
    const partes = plegar(larga).split('\r\n');
    expect(partes.length).toBeGreaterThan(2);
    for (const p of partes) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    for (const p of partes.slice(1)) expect(p.startsWith(' ')).toBe(true);
    // Unfolding (removing CRLF + one space) gives the line back, every ñ whole.
    expect(plegar(larga).replace(/\r\n /g, '')).toBe(larga);
    expect(plegar('SUMMARY:corta')).toBe('SUMMARY:corta');
  });

  it('every line ends in CRLF and none is longer than 75 octets, with the required properties', () => {
    const texto = feed([{ ...base, nota: `Traed comida; pociones, y monturas\n${'larga '.repeat(40)}` }]);
    expect(texto.endsWith('\r\n')).toBe(true);
    const lineas = texto.slice(0, -2).split('\r\n');
    for (const l of lineas) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(texto).not.toMatch(/[^\r]\n/);
    for (const p of [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:',
      'BEGIN:VEVENT',
      'UID:evento-7@reparto.example',
      'DTSTAMP:20261207T150000Z',
      'DTSTART:20261208T190000Z',
      'DTEND:20261208T213000Z',
      'END:VCALENDAR',
    ])
      expect(texto).toContain(p);
  });

  it('ical.js reads each event back: the same instant, whatever zone the reader is in, and the texts as written', () => {
    const nota = 'Traed comida; pociones, y monturas\nSalida desde la isla del gremio';
    const { cal, eventos } = leer(
      feed([
        { ...base, nota, titulo: `${'Castillo '.repeat(12)}— ñandú` },
        { ...base, idEvento: 8, cancelado: true, privado: true, secuencia: 5 },
      ]),
    );
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Los Plateados');
    expect(eventos).toHaveLength(2);
    const [e, cancelado] = eventos as [ICAL.Event, ICAL.Event];
    expect(e.uid).toBe('evento-7@reparto.example');
    expect(e.summary).toBe(`${'Castillo '.repeat(12)}— ñandú`);
    expect(e.location).toBe('Martlock');
    expect(e.description).toBe(`Plantilla: ZvZ\nApuntados: 12 de 20\n${nota}\nhttps://reparto.example/calendario`);
    expect(e.sequence).toBe(2);
    expect(e.startDate.zone?.tzid).toBe('UTC');
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-12-08T19:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-12-08T21:30:00.000Z');
    // The same instant read in São Paulo (UTC−3) and Madrid (UTC+1): 16:00 and 20:00.
    const hora = (zona: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zona, hour: '2-digit', minute: '2-digit' }).format(e.startDate.toJSDate());
    expect(hora('America/Sao_Paulo')).toBe('16:00');
    expect(hora('Europe/Madrid')).toBe('20:00');
    expect(cancelado.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelado.component.getFirstPropertyValue('class')).toBe('PRIVATE');
    expect(cancelado.sequence).toBe(5);
  });
});

describe('GET /api/calendario/calendario.ics, enlaceIcs and renovarEnlaceIcs', () => {
  let t: TestApp;
  let lider: TestCuenta;
  let miembro: TestCuenta;
  beforeAll(async () => {
    t = await buildTestApp();
    lider = await t.createCuenta({ cargos: [1] });
    miembro = await t.createCuenta({ cargos: [3] });
    const dentro = (dias: number, horas = 0) => new Date(Date.now() + dias * 86_400_000 + horas * 3_600_000);
    const fila = (titulo: string, dias: number, extra: Partial<typeof evento.$inferInsert> = {}) => ({
      titulo,
      idLugarDistribucion: 1,
      inicio: dentro(dias),
      fin: dentro(dias, 2),
      cierreInscripcion: dentro(dias, -1),
      huecos: { tanque: 2, dps: 8 },
      idCuentaCreador: lider.idCuenta,
      ...extra,
    });
    await t.db
      .insert(evento)
      .values([
        fila('ZvZ pública', 2),
        fila('Reunión privada', 3, { privado: true }),
        fila('Cancelada', 4, { estado: 'cancelado' }),
        fila('Muy vieja', -60),
        fila('Muy lejana', 400),
      ]);
  });
  afterAll(() => t.close());

  const titulos = (texto: string) => leer(texto).eventos.map((e) => e.summary);

  it('anonymous: the public events of the window, as text/calendar; a cancelled one stays, cancelled', async () => {
    const res = await t.request('GET', '/api/calendario/calendario.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(titulos(res.body)).toEqual(['ZvZ pública', 'Cancelada']);
    expect(res.body).toContain('STATUS:CANCELLED');
  });

  it('a signed-in member gets both links; the private one adds the private events', async () => {
    const enlaces = await t.request('GET', '/api/calendario/enlaceIcs', { token: miembro.token });
    expect(enlaces.statusCode).toBe(200);
    const { url, privado } = enlaces.json().message as { url: string; privado: string };
    expect(url).toMatch(/\/api\/calendario\/calendario\.ics$/);
    const token = new URL(privado).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Asked again: the same token (made once).
    const otra = await t.request('GET', '/api/calendario/enlaceIcs', { token: lider.token });
    expect(otra.json().message.privado).toBe(privado);
    const res = await t.request('GET', `/api/calendario/calendario.ics?token=${token}`);
    expect(titulos(res.body)).toEqual(['ZvZ pública', 'Reunión privada', 'Cancelada']);
    expect((await t.request('GET', '/api/calendario/enlaceIcs')).statusCode).toBe(401);
  });

  it('a token that is not the guild’s is 403 with the sentence, and shows nothing', async () => {
    const res = await t.request('GET', '/api/calendario/calendario.ics?token=inventado');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ ok: false, code: 'calendario.tokenInvalido' });
    expect(res.json().message).toMatch(/no es válido/);
  });

  it('only the leader renews; the old private link then answers 403, the new one works; audited without the token', async () => {
    const antes = (await t.request('GET', '/api/calendario/enlaceIcs', { token: miembro.token })).json().message
      .privado as string;
    expect((await t.request('POST', '/api/calendario/renovarEnlaceIcs', { token: miembro.token })).statusCode).toBe(403);
    expect((await t.request('GET', antes)).statusCode).toBe(200);
    const res = await t.request('POST', '/api/calendario/renovarEnlaceIcs', { token: lider.token });
    expect(res.statusCode).toBe(200);
    const nuevo = res.json().message.privado as string;
    expect(nuevo).not.toBe(antes);
    expect((await t.request('GET', new URL(antes).pathname + new URL(antes).search)).statusCode).toBe(403);
    expect((await t.request('GET', new URL(nuevo).pathname + new URL(nuevo).search)).statusCode).toBe(200);
    const filas = await t.db.select().from(auditoria).where(eq(auditoria.accion, 'renovar_enlace_calendario'));
    expect(filas).toHaveLength(1);
    expect(JSON.stringify(filas[0])).not.toContain(new URL(nuevo).searchParams.get('token'));
  });
});
