// The CSV exports (docs/domain.md, "Exports"): content, quoting, formula neutralising, file names,
// permissions and 404s, and batches bigger than one keyset read. This file's database holds only what it seeds.
import { aplicarConsecuencias } from '../../lib/escritura.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte } from 'drizzle-orm';
import { CARGO, ESTADO_PERIODO } from '@reparto/contract';
import { casa, distribucion, jugador, pago, periodoCasa } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { BOM, campo, linea, LOTE } from './csv.js';

let t: TestApp;
let tesorero: TestCuenta;
let enc: TestCuenta;
let distribuidor: TestCuenta;
let miembro: TestCuenta;
let periodo: number;
let grande: number;
let casaDelPeriodo: { id: number; nombre: string } | undefined;
const d: Record<string, number> = {};
const p: Record<string, number> = {};

/** RFC 4180 with `;` (or another separator): the rows of a CSV text (after its BOM). */
function parse(text: string, sep = ';'): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.slice(1);
  const endField = () => {
    row.push(field);
    field = '';
  };
  // As Excel and LibreOffice read: a quote opens a quoted cell only at the start of the cell.
  let inicio = true;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const enInicio = inicio;
    inicio = false;
    if (quoted && c === '"' && s[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && enInicio) quoted = true;
    else if (c === sep) {
      endField();
      inicio = true;
    } else if (c === '\r' && s[i + 1] === '\n') {
      endField();
      inicio = true;
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

const get = (url: string, token?: string) => t.request('GET', `/api/exportar/${url}`, { token });

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [CARGO.TESORERO] });
  enc = await t.createCuenta({ cargos: [CARGO.ENCARGADO_CONTENIDO], nickname: 'encargadox' });
  distribuidor = await t.createCuenta({ cargos: [], nickname: 'pagadorx' });
  miembro = await t.createCuenta({ cargos: [CARGO.ENCARGADO_CONTENIDO, CARGO.TESORERO] });
  for (const n of ['ana', 'beto', 'carla']) p[n] = (await t.createPlayer({ nickname: n })).idPlayer;
  periodo = await seedPeriodo(t.db, {
    idLugar: 1,
    idCuentaCreador: tesorero.idCuenta,
    estado: ESTADO_PERIODO.EN_DISTRIBUCION,
    idPlayerDistribuidor: distribuidor.idPlayer,
  });
  const seed = (players: string[], silver: number, days: number, estado = true) =>
    seedDistribucion(t.db, {
      idPeriodo: periodo,
      encargado: enc,
      players: players.map((n) => p[n]!),
      silver,
      fecha: daysAgo(days),
      estado,
    });
  d['uno'] = await seed(['ana', 'beto'], 3_000, 3);
  d['formula'] = await seed(['ana'], 500, 2);
  d['borrada'] = await seed(['carla'], 9_000, 1, false);
  await t.db
    .update(distribucion)
    .set({ motivo: '=HYPERLINK("http://x";"y")' })
    .where(eq(distribucion.idDistribucion, d['formula']));
  await t.db
    .update(distribucion)
    .set({ motivo: 'Cofres; "grandes"\nsegunda línea' })
    .where(eq(distribucion.idDistribucion, d['uno']));
  await t.db.insert(pago).values({
    idPeriodo: periodo,
    idPlayer: p['beto']!,
    silver: 1_500,
    idCuentaDistribuidor: distribuidor.idCuenta,
    fechaPago: new Date('2026-11-21T07:11:07.456Z'),
  });
  // The houses chosen at close: one chest per player, in id order (ana 1, beto 2).
  [casaDelPeriodo] = await t.db
    .select({ id: casa.idCasa, nombre: casa.nombreCasa })
    .from(casa)
    .where(and(eq(casa.idLugarDistribucion, 1), gte(casa.cantidadCofres, 2)))
    .orderBy(asc(casa.idCasa))
    .limit(1);
  await t.db.insert(periodoCasa).values({ idPeriodo: periodo, idCasa: casaDelPeriodo!.id });
  // A period with more player shares than one batch.
  grande = await seedPeriodo(t.db, { idLugar: 2, idCuentaCreador: tesorero.idCuenta });
  const muchos = await t.db
    .insert(jugador)
    .values(
      Array.from({ length: LOTE + 20 }, (_, i) => ({ nickname: `lote${String(i).padStart(4, '0')}`, idCargo: 3, idRol: 1 })),
    )
    .returning({ id: jugador.idPlayer });
  await seedDistribucion(t.db, { idPeriodo: grande, encargado: enc, players: muchos.map((m) => m.id), silver: (LOTE + 20) * 10 });
});
afterAll(() => t.close());

describe('a CSV field', () => {
  it.each([
    [12345, '12345'],
    [null, ''],
    [true, '"Sí"'],
    ['texto', '"texto"'],
    ['a;b', '"a;b"'],
    ['di "hola"', '"di ""hola"""'],
    ['dos\r\nlíneas', '"dos\r\nlíneas"'],
    ['=1+1', `"'=1+1"`],
    ['+34 600', `"'+34 600"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    // A tab starts a formula, and ends a cell for a reader that splits on tabs: both neutralised.
    ['\t=1', `"'\t'=1"`],
    ['=A1;B1', `"'=A1;B1"`],
    ['＝1+1', `"'＝1+1"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
  ])('%j → %j', (valor, esperado) => expect(campo(valor)).toBe(esperado));

  it('never gives a cell that starts like a formula to a reader that splits on commas (Excel in en-US)', () => {
    // A row starts with a number or a date, so its texts sit in the middle of the line, where a comma
    // reader takes their quotes as plain characters and cuts them at every comma and line break.
    const valores = [12, 'x,=1+1,', 'a, +1', 'b,-1,@SUM(A1)', 'c,\t=1', 'd,＝1', 'e,"=1', 'dos\r\n=1+1', 7];
    const texto = BOM + linea(valores);
    const celdas = parse(texto, ',').flat();
    expect(celdas.length).toBeGreaterThan(valores.length);
    for (const celda of celdas) expect(celda.trimStart()).not.toMatch(/^["]*[=+\-@\t\r＝＋－＠]/);
    // Excel in Spanish reads one cell per value, the formula signs neutralised by a `'`.
    expect(parse(texto)[0]).toEqual([
      '12',
      "x,'=1+1,",
      "a, '+1",
      "b,'-1,'@SUM(A1)",
      "c,'\t'=1",
      "d,'＝1",
      'e,"\'=1',
      "dos\r\n'=1+1",
      '7',
    ]);
  });
});

describe('GET /api/exportar/pagos.csv', () => {
  it('answers the payments of the period as a download, to anyone', async () => {
    const res = await get(`pagos.csv?idPeriodo=${periodo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pagos-periodo-${periodo}.csv"`);
    expect(res.body.endsWith('\r\n')).toBe(true);
    // The documented columns first, as they were; then the house, the chest and when it was paid.
    expect(parse(res.body)).toEqual([
      ['Periodo', 'Jugador', 'Plata', 'Pagado', 'Distribuidor', 'Estado del periodo', 'Casa', 'Cofre', 'Fecha de pago (UTC)'],
      [String(periodo), 'ana', '2000', 'No', 'pagadorx', 'En distribución', casaDelPeriodo!.nombre, '1', ''],
      [String(periodo), 'beto', '1500', 'Sí', 'pagadorx', 'En distribución', casaDelPeriodo!.nombre, '2', '2026-11-21 07:11:07'],
    ]);
    // The date is not quoted: a spreadsheet reads it as a date.
    expect(res.body).toContain(';2;2026-11-21 07:11:07\r\n');
  });

  it('answers 404 for an unknown period and 400 for a bad id', async () => {
    const res = await get('pagos.csv?idPeriodo=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'El periodo 999999 no existe', code: 'periodo.noExiste2' });
    expect((await get('pagos.csv?idPeriodo=abc')).statusCode).toBe(400);
    expect((await get('pagos.csv')).statusCode).toBe(400);
  });
});

describe('GET /api/exportar/distribuciones.csv', () => {
  it('writes one line per player share, quoted and with formulas neutralised', async () => {
    const res = await get(`distribuciones.csv?idPeriodo=${periodo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="distribuciones-periodo-${periodo}.csv"`);
    const rows = parse(res.body);
    expect(rows[0]).toEqual(['Id distribución', 'Fecha (UTC)', 'Motivo', 'Encargado', 'Jugador', 'Plata', 'Estado']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4], r[5], r[6]])).toEqual([
      [String(d['uno']), 'Cofres; "grandes"\nsegunda línea', 'ana', '1500', 'Exitosa'],
      [String(d['uno']), 'Cofres; "grandes"\nsegunda línea', 'beto', '1500', 'Exitosa'],
      [String(d['formula']), `'=HYPERLINK("http://x";"y")`, 'ana', '500', 'Exitosa'],
      [String(d['borrada']), 'Contenido de prueba', 'carla', '9000', 'Eliminada'],
    ]);
    // A date and time a spreadsheet reads as such, in UTC (the header says so): the seeded instant.
    const [seeded] = await t.db
      .select({ fecha: distribucion.fecha })
      .from(distribucion)
      .where(eq(distribucion.idDistribucion, d['uno']!));
    expect(rows[1]![1]).toBe(seeded!.fecha.toISOString().slice(0, 19).replace('T', ' '));
    expect(rows[1]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]![3]).toBe('encargadox');
  });

  it('streams a period bigger than one batch whole, each share once', async () => {
    const rows = parse((await get(`distribuciones.csv?idPeriodo=${grande}`)).body).slice(1);
    expect(rows).toHaveLength(LOTE + 20);
    expect(new Set(rows.map((r) => r[4])).size).toBe(LOTE + 20);
    expect(rows.at(-1)![4]).toBe(`lote${String(LOTE + 19).padStart(4, '0')}`);
  });

  it('answers 404 for an unknown period', async () => {
    expect((await get('distribuciones.csv?idPeriodo=999999')).statusCode).toBe(404);
  });
});

describe('GET /api/exportar/historial.csv', () => {
  it("writes the player's history, newest first, deleted ones as such", async () => {
    const res = await get('historial.csv?nickname=%20ANA%20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="historial-ana.csv"');
    const rows = parse(res.body);
    expect(rows[0]).toEqual([
      'Fecha (UTC)',
      'Id distribución',
      'Periodo',
      'Lugar',
      'Motivo',
      'Encargado',
      'Plata',
      'Estado',
      'Razón de eliminación',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[6], r[7]])).toEqual([
      [String(d['formula']), '500', 'Exitosa'],
      [String(d['uno']), '1500', 'Exitosa'],
    ]);
    const carla = parse((await get('historial.csv?nickname=carla')).body);
    expect(carla[1]!.slice(6)).toEqual(['9000', 'Eliminada', 'Eliminada en la prueba']);
  });

  it('streams a history bigger than one batch whole, newest first, rows with the same instant included', async () => {
    const id = (await t.createPlayer({ nickname: 'veterano' })).idPlayer;
    const mismoInstante = new Date('2026-01-01T00:00:00.123Z');
    for (let i = 0; i < LOTE + 5; i++) {
      const fecha = i < 10 ? mismoInstante : daysAgo(i);
      await seedDistribucion(t.db, { idPeriodo: grande, encargado: enc, players: [id], silver: i + 1, fecha });
    }
    const rows = parse((await get('historial.csv?nickname=veterano')).body).slice(1);
    expect(rows).toHaveLength(LOTE + 5);
    expect(new Set(rows.map((r) => r[1])).size).toBe(LOTE + 5);
    const fechas = rows.map((r) => r[0]!);
    expect(fechas).toEqual([...fechas].sort().reverse());
  });

  it('answers 404 "No se encuentra el jugador" for an unknown nickname', async () => {
    const res = await get('historial.csv?nickname=nadie');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No se encuentra el jugador', code: 'jugador.noEncontrado' });
  });
});

describe('GET /api/exportar/auditoria.csv and jugadores.csv (leader only)', () => {
  it('refuses without a token (401) and without charge 1 (403)', async () => {
    for (const url of ['auditoria.csv', 'jugadores.csv']) {
      expect((await get(url)).statusCode).toBe(401);
      const res = await get(url, miembro.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().ok).toBe(false);
    }
  });

  it('writes the audit log newest first, with the screen filters, in words as the screen shows it', async () => {
    const editado = await t.request('PUT', '/api/jugadores', {
      token: t.lider.token,
      body: [{ nickname: 'ana', idRol: 2, idCargo: 3, idPlayer: p['ana'] }],
    });
    expect(editado.statusCode).toBe(200);
    await t.request('PUT', '/api/distribuciones/cambiarSilver', {
      token: tesorero.token,
      body: [{ idPeriodo: grande, silver: 4242 }],
    });
    const res = await get('auditoria.csv', t.lider.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body);
    expect(rows[0]).toEqual(['Id', 'Fecha (UTC)', 'Cuenta', 'Nickname', 'Acción', 'Entidad', 'Id entidad', 'Antes', 'Después']);
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [ultima] = rows.slice(1);
    expect(ultima![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ultima![2]).toBe(tesorero.email);
    expect(ultima!.slice(4, 7)).toEqual(['Cambiar silver albion', 'Periodo', String(grande)]);
    expect(ultima![7]).toContain('Silver albion: $0');
    expect(ultima![8]).toContain('Silver albion: $4.242');
    expect(ultima![8]).not.toContain('silverAlbion');
    // A player's id reads as the nickname, a rol's as its name.
    const edicion = rows.slice(1).find((r) => r[5] === 'Jugador' && r[6] === `ana (${p['ana']})`);
    expect(edicion, 'the edit of ana, named').toBeDefined();
    expect(edicion![8]).toContain('Rol: Sanador');
    // A row the app wrote by itself reads «Sistema», as on the screen.
    const arranque = { idCuenta: null, accion: 'crear', entidad: 'cuenta', idEntidad: 1, despues: { origen: 'arranque' } };
    await aplicarConsecuencias(t.db, { auditoria: [arranque], cambio: null });
    const sistema = parse((await get('auditoria.csv', t.lider.token)).body)[1]!;
    expect(sistema.slice(2, 6)).toEqual(['Sistema', '', 'Crear', 'Cuenta']);
    const filtrado = parse((await get('auditoria.csv?entidad=nada', t.lider.token)).body);
    expect(filtrado).toHaveLength(1);
    expect((await get('auditoria.csv?desde=ayer', t.lider.token)).statusCode).toBe(400);
  });

  it('a row naming an id no player can have (past the integer range), or a text that only looks like a date, reads as stored, in any batch', async () => {
    // Such a value in an audit row once cut the download after its first batch (the lookup of the
    // batch's players failed on it, after the header had been sent).
    const raro = { idCuenta: null, accion: 'crear', entidad: 'jugador', idEntidad: 3_000_000_000, despues: { idPlayer: -7 } };
    // And a reason that only looks like an instant (hostile-input's «2025-01-01T25:61:00Z»): putting it
    // in words as a date threw, which cut the file the same way.
    const fechaFalsa = {
      idCuenta: null,
      accion: 'rechazar',
      entidad: 'retiro',
      idEntidad: 7,
      despues: { razon: '2025-01-01T25:61:00Z' },
    };
    await aplicarConsecuencias(t.db, { auditoria: [fechaFalsa], cambio: null });
    await aplicarConsecuencias(t.db, { auditoria: [raro], cambio: null });
    const relleno = Array.from({ length: LOTE }, (_, i) => ({
      idCuenta: null,
      accion: 'crear',
      entidad: 'cuenta',
      idEntidad: i + 1,
      despues: { origen: 'relleno' },
    }));
    await aplicarConsecuencias(t.db, { auditoria: relleno, cambio: null });
    const res = await get('auditoria.csv', t.lider.token);
    expect(res.statusCode).toBe(200);
    const fila = parse(res.body).find((r) => r[5] === 'Jugador' && r[6]!.includes('3000000000'));
    expect(fila, 'the row past the first batch').toBeDefined();
    expect(parse(res.body).some((r) => r[8] === 'Razón: 2025-01-01T25:61:00Z')).toBe(true);
    expect((await t.request('POST', '/api/auditoria/lista', { token: t.lider.token, body: [{ page: 1 }] })).statusCode).toBe(200);
  });

  it('writes every player, by id, for the leader', async () => {
    const res = await get('jugadores.csv', t.lider.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="jugadores.csv"');
    const rows = parse(res.body);
    expect(rows[0]).toEqual(['Id', 'Nickname', 'Cargo', 'Rol', 'Fecha de registro (UTC)', 'Estado']);
    expect(rows[1]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const nicks = rows.slice(1).map((r) => r[1]);
    expect(nicks).toContain('ana');
    expect(rows.length - 1).toBeGreaterThan(LOTE + 20);
    expect(new Set(nicks).size).toBe(nicks.length);
  });
});
