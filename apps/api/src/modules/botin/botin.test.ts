// POST /api/precios/valorarBotin through the API (docs/botin.md): the cargo it needs (checked before the
// body), both formats, bad lines (the first 100 listed, all counted), unknown and no-price items with the
// real market client against the local fake (batches of 80 ids), the cap on distinct items, typed prices,
// «% vendido», the filters (guild, window, session), the price API unavailable, the stored valuation and
// its audit row, the clean-up of old ones, the 8 MB body limit of this route and the worst paste it allows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  CABECERA_LOOT_LOGGER_V2,
  ITEMS_BOTIN_MAX,
  LINEAS_INVALIDAS_MAX,
  PORTADORES_BOTIN_MAX,
  TOKEN_HEADER,
  ValorarBotinResponseSchema,
  type ValoracionBotin,
} from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { preciosFijos, startFakePrecios, type FakePrecios } from '../../testing/fake-precios.js';
import { SIN_ESPERAS } from '../../testing/fixtures/albion.js';
import { PreciosAlbionData } from '../../adapters/albion/precios.js';
import { preciosSinConfigurar } from '../../adapters/albion/killboard.js';
import { auditoria, intervaloAsistencia, sesionAsistencia, valoracionBotin } from '../../db/schema.js';
import { cuerpoBotin, registroBotinPeor } from '../../testing/botin-peor.js';

let t: TestApp;
/** The cargo that creates distributions values their loot. */
let encargado: TestCuenta;
let fake: FakePrecios;

beforeAll(async () => {
  fake = await startFakePrecios();
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7] });
  // The regear rules' default cities come first: Caerleon.
  fake.precio('T8_2H_CLAYMORE@3', 'Caerleon', 1, 2_000_000, '2025-09-21T09:00:00');
  fake.precio('T8_2H_CLAYMORE@3', 'Bridgewatch', 1, 1_900_000, '2025-09-20T09:00:00');
  fake.precio('T4_BAG', 'Caerleon', 1, 3_333);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  t.app.precios = new PreciosAlbionData({ baseUrl: fake.base, ...SIN_ESPERAS });
  fake.requests.length = 0;
});

const v2 = (fecha: string, gremio: string, nombre: string, item: string, cantidad: number | string = 1) =>
  `${fecha};ALI;${gremio};${nombre};${item};Nombre de ${item};${cantidad};;Enemigos;Victima`;
const archivo = (...lineas: string[]) => [CABECERA_LOOT_LOGGER_V2, ...lineas].join('\n');

const valorar = (body: Record<string, unknown>) =>
  t.request('POST', '/api/precios/valorarBotin', { token: encargado.token, body: [body] });
async function valorado(body: Record<string, unknown>): Promise<ValoracionBotin> {
  const res = await valorar(body);
  expect(res.statusCode, res.body).toBe(200);
  return ValorarBotinResponseSchema.parse(res.json()).message;
}

describe('POST /api/precios/valorarBotin', () => {
  it('needs a signed-in account (401) with the cargo that creates distributions (403), checked before the body', async () => {
    const body = [{ texto: archivo(v2('2025-09-21T10:00:00Z', 'G', 'Ana', 'T4_BAG')) }];
    const res = await t.request('POST', '/api/precios/valorarBotin', { body });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: expect.any(String), code: expect.any(String) });
    const miembro = await t.createCuenta({ cargos: [3] });
    const antes = await t.db.select({ id: valoracionBotin.idValoracion }).from(valoracionBotin);
    for (const payload of [JSON.stringify(body), '[{"texto": 5}]', cuerpoBotin('x'.repeat(7_000_000))]) {
      const prohibido = await t.app.inject({
        method: 'POST',
        url: '/api/precios/valorarBotin',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: miembro.token },
        payload,
      });
      expect(prohibido.statusCode, prohibido.body).toBe(403);
    }
    expect(await t.db.select({ id: valoracionBotin.idValoracion }).from(valoracionBotin)).toEqual(antes);
  });

  it('lists and stores the first 100 bad lines and counts them all', async () => {
    const texto = archivo(
      v2('2025-09-21T10:00:00Z', 'G', 'Ana', 'T4_BAG'),
      ...Array.from({ length: 150 }, (_, i) => `rota ${i}`),
    );
    const v = await valorado({ texto });
    expect(v.lineas_invalidas).toHaveLength(LINEAS_INVALIDAS_MAX);
    expect(v.lineas_invalidas[0]).toEqual({ linea: 3, motivo: 'La línea debe tener 10 campos separados por «;» y tiene 1' });
    expect(v.lineas_invalidas.at(-1)!.linea).toBe(102);
    expect(v).toMatchObject({ lineas_invalidas_total: 150, lineas: 151, filtradas: 0 });
    const [row] = await t.db.select().from(valoracionBotin).where(eq(valoracionBotin.idValoracion, v.id_valoracion));
    expect(row!.lineasInvalidas).toEqual(v.lineas_invalidas);
    const [a] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(a!.despues).toMatchObject({ invalidas: 150, lineas: 151 });
  });

  it('prices at most 1,000 distinct items a paste (400 with a sentence), counting only the lines kept', async () => {
    const lineas = (n: number, gremio = 'G') =>
      Array.from({ length: n }, (_, i) => v2('2025-09-21T10:00:00Z', gremio, 'Ana', `T4_COSA_${i}`));
    const res = await valorar({ texto: archivo(...lineas(ITEMS_BOTIN_MAX + 1)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'El registro tiene más de 1.000 objetos distintos en las líneas que pasan el filtro; valórelo por partes (con una ventana de tiempo más corta, por ejemplo)',
    );
    expect(fake.requests).toEqual([]);
    // The lines the filter leaves out are not priced, and do not count.
    const v = await valorado({ texto: archivo(...lineas(ITEMS_BOTIN_MAX), ...lineas(500, 'Otro')), gremio: 'G' });
    expect(v.items).toHaveLength(ITEMS_BOTIN_MAX);
  });

  it('answers the worst paste the body limit allows in at most 1 MB', async () => {
    // Every item priced (a price, a city and a date make an item's row longest), at once.
    t.app.precios = preciosFijos(1_000_000, 'Fort Sterling', '2025-09-21T10:00:00.000Z');
    const texto = registroBotinPeor();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precios/valorarBotin',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: encargado.token },
      payload: cuerpoBotin(texto),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.rawPayload.length).toBeLessThanOrEqual(1_000_000);
    const v = ValorarBotinResponseSchema.parse(res.json()).message;
    expect(v.items).toHaveLength(ITEMS_BOTIN_MAX);
    expect(v.items[0]).toMatchObject({ precio_unidad: 1_000_000, ciudad: 'Fort Sterling', sin_precio: false });
    expect(v.items[0]!.nombre).toHaveLength(100);
    expect(v.lineas_invalidas).toHaveLength(LINEAS_INVALIDAS_MAX);
    expect(v.lineas_invalidas_total).toBeGreaterThan(2_000_000);
    // At most PORTADORES_BOTIN_MAX looters named, each name cut to 100; the rest's part summed apart.
    expect(v.portadores).toHaveLength(PORTADORES_BOTIN_MAX);
    expect(v.portadores[0]!.nombre).toHaveLength(100);
    expect(v.portadores_otros).toBeGreaterThan(0);
    expect(v.portadores.reduce((a, p) => a + p.valor, 0) + v.portadores_otros).toBe(v.valor);
  });

  it('values a v2 file: sums per item, prices it, lists bad lines and unknown items, stores and audits it', async () => {
    const texto = archivo(
      v2('2025-09-21T10:00:00Z', 'Nuestro', 'Ana', 'T8_2H_CLAYMORE@3'),
      v2('2025-09-21T10:01:00Z', 'Nuestro', 'Beto', 'T4_BAG', 4),
      'línea rota',
      v2('2025-09-21T10:02:00Z', 'Nuestro', 'Ana', 'T4_BAG', 2),
      v2('2025-09-21T10:03:00Z', 'Nuestro', 'Ana', 'T9_NO_EXISTE', 5),
      '',
      v2('2025-09-21T10:04:00Z', 'Nuestro', 'Ana', 'T4_BAG', 'x'),
    );
    const v = await valorado({ texto, pctVendido: 80 });
    expect(v.items).toEqual([
      {
        item: 'T4_BAG',
        nombre: 'Nombre de T4_BAG',
        cantidad: 6,
        precio_unidad: 3_333,
        ciudad: 'Caerleon',
        fecha_precio: '2025-09-21T10:00:00.000Z',
        sin_precio: false,
      },
      {
        item: 'T8_2H_CLAYMORE@3',
        nombre: 'Nombre de T8_2H_CLAYMORE@3',
        cantidad: 1,
        precio_unidad: 1_900_000,
        ciudad: 'Bridgewatch',
        fecha_precio: '2025-09-20T09:00:00.000Z',
        sin_precio: false,
      },
      {
        item: 'T9_NO_EXISTE',
        nombre: 'Nombre de T9_NO_EXISTE',
        cantidad: 5,
        precio_unidad: null,
        ciudad: null,
        fecha_precio: null,
        sin_precio: true,
      },
    ]);
    expect(v.lineas_invalidas).toEqual([
      { linea: 4, motivo: 'La línea debe tener 10 campos separados por «;» y tiene 1' },
      { linea: 8, motivo: 'La cantidad «x» no es un número entero entre 1 y 1.000.000' },
    ]);
    // 6 × 3.333 + 1.900.000 = 1.919.998; 80 % → 1.535.998,4 → 1.535.998.
    expect(v).toMatchObject({ lineas: 6, filtradas: 0, valor_total: 1_919_998, pct_vendido: 80, valor: 1_535_998 });
    // Per looter (docs/liquidacion.md, «Desde el registro de botín»): Ana 1.900.000 + 2 × 3.333 (her
    // unpriced item counts 0), Beto 4 × 3.333; the 1.535.998 split 1.906.666 : 13.332 floors to
    // 1.525.332 + 10.665, and the one silver left goes to the larger fraction (Beto's ,60 over Ana's ,40).
    expect(v.portadores).toEqual([
      { nombre: 'Ana', valor: 1_525_332 },
      { nombre: 'Beto', valor: 10_666 },
    ]);
    // One request, quality 1, the regear rules' cities.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.ids.sort()).toEqual(['T4_BAG', 'T8_2H_CLAYMORE@3', 'T9_NO_EXISTE']);
    expect(fake.requests[0]!.qualities).toEqual([1]);
    expect(fake.requests[0]!.locations).toContain('Caerleon');
    const [row] = await t.db.select().from(valoracionBotin).where(eq(valoracionBotin.idValoracion, v.id_valoracion));
    expect(row).toMatchObject({ idCuenta: encargado.idCuenta, valor: 1_535_998, pctVendido: 80, idDistribucion: null });
    // The header and the kept lines as pasted (the bad and the empty ones are not counted rows).
    expect(row!.texto.split('\n')).toEqual([
      CABECERA_LOOT_LOGGER_V2,
      ...texto.split('\n').filter((_, i) => [1, 2, 4, 5].includes(i)),
    ]);
    expect(row!.lineasInvalidas).toEqual(v.lineas_invalidas);
    const [a] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(a).toMatchObject({
      accion: 'valorar_botin',
      entidad: 'valoracion_botin',
      idEntidad: String(v.id_valoracion),
      idCuenta: encargado.idCuenta,
    });
    expect(a!.despues).toMatchObject({ version: 2, lineas: 6, invalidas: 2, items: 3, sinPrecio: 1, valor: 1_535_998 });
  });

  it('sums a looter written in other cases as one, under the name the log first gave them', async () => {
    const v = await valorado({
      texto: archivo(
        v2('2025-09-21T10:00:00Z', 'Nuestro', 'Ana', 'T4_BAG'),
        v2('2025-09-21T10:01:00Z', 'Nuestro', 'ANA', 'T4_BAG', 2),
        v2('2025-09-21T10:02:00Z', 'Nuestro', 'Beto', 'T4_BAG'),
      ),
    });
    expect(v.valor).toBe(4 * 3_333);
    expect(v.portadores).toEqual([
      { nombre: 'Ana', valor: 3 * 3_333 },
      { nombre: 'Beto', valor: 3_333 },
    ]);
  });

  it('values a v1 file (no guild), with typed prices for the items without a market price', async () => {
    const texto = ['2025-09-21T10:00:00Z;Ana;T4_BAG;2;Victima', '2025-09-21T10:00:00Z;Ana;T9_NO_EXISTE;3;Victima;Raro'].join(
      '\n',
    );
    const v = await valorado({
      texto,
      precios: [
        { item: 'T9_NO_EXISTE', precio: 1_000 },
        { item: 'T4_BAG', precio: 1 },
      ],
    });
    expect(v.items).toEqual([
      expect.objectContaining({ item: 'T4_BAG', nombre: null, precio_unidad: 3_333, sin_precio: false }),
      {
        item: 'T9_NO_EXISTE',
        nombre: 'Raro',
        cantidad: 3,
        precio_unidad: 1_000,
        ciudad: null,
        fecha_precio: null,
        sin_precio: true,
      },
    ]);
    expect(v).toMatchObject({ lineas: 2, valor_total: 9_666, valor: 9_666, pct_vendido: 100, lineas_invalidas: [] });
    const res = await valorar({
      texto,
      precios: [
        { item: 'T4_BAG', precio: 1 },
        { item: 'T4_BAG', precio: 2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El precio de T4_BAG está repetido');
  });

  it('asks the market in batches of at most 80 ids', async () => {
    const lineas = Array.from({ length: 170 }, (_, i) => v2('2025-09-21T10:00:00Z', 'G', 'Ana', `T4_COSA_${i}`));
    const v = await valorado({ texto: archivo(...lineas) });
    expect(v.items).toHaveLength(170);
    expect(v.items.every((i) => i.sin_precio)).toBe(true);
    expect(fake.requests.map((r) => r.ids.length)).toEqual([80, 80, 10]);
  });

  it('without the price API (not configured, or down) every item is sin precio and typed prices still count', async () => {
    t.app.precios = preciosSinConfigurar;
    const texto = archivo(v2('2025-09-21T10:00:00Z', 'G', 'Ana', 'T4_BAG', 3));
    let v = await valorado({ texto, precios: [{ item: 'T4_BAG', precio: 100 }] });
    expect(v.items).toEqual([expect.objectContaining({ item: 'T4_BAG', precio_unidad: 100, sin_precio: true, ciudad: null })]);
    expect(v.valor).toBe(300);
    t.app.precios = new PreciosAlbionData({ baseUrl: fake.base, ...SIN_ESPERAS });
    fake.steps.push({ status: 503 }, { status: 503 });
    v = await valorado({ texto });
    expect(v.items).toEqual([expect.objectContaining({ item: 'T4_BAG', precio_unidad: null, sin_precio: true })]);
    expect(v.valor).toBe(0);
  });

  it('filters by guild (any case) and by window, counting the lines left out', async () => {
    const texto = archivo(
      v2('2025-09-21T10:00:00Z', 'Nuestro', 'Ana', 'T4_BAG', 1),
      v2('2025-09-21T11:00:00Z', 'Otro', 'Zed', 'T4_BAG', 10),
      v2('2025-09-21T12:00:00Z', 'NUESTRO', 'Beto', 'T4_BAG', 2),
      v2('2025-09-21T13:00:00Z', 'nuestro', 'Beto', 'T4_BAG', 4),
    );
    let v = await valorado({ texto, gremio: ' nuestro ' });
    expect(v).toMatchObject({ lineas: 4, filtradas: 1, items: [expect.objectContaining({ cantidad: 7 })] });
    v = await valorado({ texto, gremio: 'Nuestro', desde: '2025-09-21T10:00:00Z', hasta: '2025-09-21T12:00:00Z' });
    expect(v).toMatchObject({ filtradas: 2, items: [expect.objectContaining({ cantidad: 3 })] });
    const [row] = await t.db.select().from(valoracionBotin).where(eq(valoracionBotin.idValoracion, v.id_valoracion));
    expect(row!.filtro).toEqual({
      gremio: 'Nuestro',
      desde: '2025-09-21T10:00:00Z',
      hasta: '2025-09-21T12:00:00Z',
      idSesion: null,
    });
    expect(row!.texto.split('\n')).toHaveLength(3);
    const res = await valorar({ texto, desde: '2025-09-21T13:00:00Z', hasta: '2025-09-21T12:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La fecha «desde» no puede ser posterior a «hasta»');
  });

  it("filters by a session's members (recorded names and matched nicknames) within its start and end", async () => {
    const jugador = await t.createPlayer();
    const [s] = await t.db
      .insert(sesionAsistencia)
      .values({
        idCanal: 'canal-botin',
        canal: 'ZvZ',
        iniciadaPor: 'lider',
        inicio: new Date('2025-09-21T10:00:00Z'),
        finPrevisto: new Date('2025-09-21T16:00:00Z'),
        fin: new Date('2025-09-21T12:00:00Z'),
      })
      .returning({ id: sesionAsistencia.idSesion });
    const idSesion = s!.id;
    await t.db.insert(intervaloAsistencia).values([
      {
        idSesion,
        idDiscord: '1',
        nombre: 'Ana',
        entrada: new Date('2025-09-21T10:00:00Z'),
        salida: new Date('2025-09-21T12:00:00Z'),
      },
      {
        idSesion,
        idDiscord: '2',
        nombre: 'Apodo Discord',
        idPlayer: jugador.idPlayer,
        entrada: new Date('2025-09-21T10:00:00Z'),
      },
    ]);
    const texto = archivo(
      v2('2025-09-21T10:30:00Z', 'G', 'ANA', 'T4_BAG', 1),
      v2('2025-09-21T11:00:00Z', 'G', jugador.nickname, 'T4_BAG', 2),
      v2('2025-09-21T11:00:00Z', 'G', 'Extraño', 'T4_BAG', 4),
      v2('2025-09-21T12:30:00Z', 'G', 'Ana', 'T4_BAG', 8),
    );
    let v = await valorado({ texto, idSesion });
    expect(v).toMatchObject({ filtradas: 2, items: [expect.objectContaining({ cantidad: 3 })] });
    // It says which filter left out what, and the session's window it used.
    expect(v.filtradas_por).toEqual({ gremio: 0, ventana: 1, sesion: 1 });
    expect(v.ventana).toEqual({ desde: '2025-09-21T10:00:00.000Z', hasta: '2025-09-21T12:00:00.000Z', de_sesion: true });
    // A window of its own replaces the session's.
    v = await valorado({ texto, idSesion, hasta: '2025-09-21T13:00:00Z' });
    expect(v).toMatchObject({ filtradas: 1, items: [expect.objectContaining({ cantidad: 11 })] });
    expect(v.ventana).toEqual({ desde: null, hasta: '2025-09-21T13:00:00.000Z', de_sesion: false });
    // «Quitar el filtro de hora»: its members' loot at any time; with a guild as well, both apply.
    v = await valorado({ texto, idSesion, ventanaDeSesion: false });
    expect(v).toMatchObject({ filtradas: 1, ventana: null, filtradas_por: { gremio: 0, ventana: 0, sesion: 1 } });
    expect(v.items).toEqual([expect.objectContaining({ cantidad: 11 })]);
    v = await valorado({ texto: texto.replace(';G;ANA;', ';Otro;ANA;'), idSesion, ventanaDeSesion: false, gremio: 'g' });
    expect(v).toMatchObject({ filtradas: 2, filtradas_por: { gremio: 1, ventana: 0, sesion: 1 } });
    expect(v.items).toEqual([expect.objectContaining({ cantidad: 10 })]);
    const res = await valorar({ texto, idSesion: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe la sesión de asistencia 999999');
  });

  it('removes unlinked valuations older than a day, and keeps linked or recent ones', async () => {
    const viejo = new Date(Date.now() - 25 * 3_600_000);
    const base = {
      idCuenta: encargado.idCuenta,
      texto: 'x',
      filtro: {},
      items: [],
      lineasInvalidas: [],
      pctVendido: 100,
      valor: 1,
    };
    const [vieja, reciente] = await t.db
      .insert(valoracionBotin)
      .values([
        { ...base, fecha: viejo },
        { ...base, fecha: new Date(Date.now() - 3_600_000) },
      ])
      .returning({ id: valoracionBotin.idValoracion });
    await valorado({ texto: archivo(v2('2025-09-21T10:00:00Z', 'G', 'Ana', 'T4_BAG')) });
    const ids = (await t.db.select({ id: valoracionBotin.idValoracion }).from(valoracionBotin)).map((r) => r.id);
    expect(ids).not.toContain(vieja!.id);
    expect(ids).toContain(reciente!.id);
  });

  it('accepts a 50,000-line file of about 5 MB (this route allows 8 MB) and refuses a bigger body with 413', async () => {
    const lineas = Array.from({ length: 50_000 }, (_, i) =>
      v2(
        `2025-09-21T10:${String(i % 60).padStart(2, '0')}:00Z`,
        'NuestroGremio',
        `Jugador${i % 300}`,
        i % 2 ? 'T4_BAG' : 'T8_2H_CLAYMORE@3',
        (i % 9) + 1,
      ),
    );
    const texto = archivo(...lineas);
    expect(texto.length).toBeGreaterThan(4_500_000);
    const v = await valorado({ texto });
    expect(v).toMatchObject({ lineas: 50_000, filtradas: 0, lineas_invalidas: [] });
    const suma = (impar: number) => lineas.reduce((n, _, i) => n + (i % 2 === impar ? (i % 9) + 1 : 0), 0);
    expect(v.items.map((i) => [i.item, i.cantidad])).toEqual([
      ['T4_BAG', suma(1)],
      ['T8_2H_CLAYMORE@3', suma(0)],
    ]);
    const grande = await t.request('POST', '/api/precios/valorarBotin', {
      token: encargado.token,
      body: [{ texto: 'x'.repeat(8_500_000) }],
    });
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toEqual({
      ok: false,
      message: 'El cuerpo de la petición es demasiado grande (máximo 8 MB)',
      code: 'botin.cuerpoDemasiadoGrande',
    });
  });

  it('every other route keeps the 1 MB limit (a 2 MB body is 413 with the usual sentence)', async () => {
    const res = await t.request('PUT', '/api/cuentas/idioma', {
      token: encargado.token,
      body: [{ idioma: 'x'.repeat(2 * 1024 * 1024) }],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      ok: false,
      message: 'El cuerpo de la petición es demasiado grande (máximo 1 MB)',
      code: 'http.cuerpoDemasiadoGrande',
    });
  });
});
