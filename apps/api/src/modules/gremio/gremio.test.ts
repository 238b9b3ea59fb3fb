// The guild as a row (docs/ajustes-gremio.md, docs/decisions/015-guild-as-a-row.md): the environment
// seeds it once, GET /api/gremio/ajustes for every account, PUT for the leader (400 per bad field,
// audited before and after, one live change), and the Gremio object the services read, here and on
// another instance of the same database, without a restart.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CAMBIO_HEADER } from '@reparto/contract';
import { buildTestApp, TEST_JWT_SECRET, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedPeriodo } from '../../testing/fixtures/periodos.js';
import { auditoria, gremio, reglasRegear } from '../../db/schema.js';
import { buildApp } from '../../app.js';
import { parseEnv } from '../../env.js';
import { openDatabase } from '../../db/client.js';
import { GREMIO_DEFECTO, semillaDelEntorno } from './gremio.js';
import { prepararGremio } from './gremio.service.js';

let t: TestApp;
let miembro: TestCuenta;
let oficial: TestCuenta;

beforeAll(async () => {
  // Seeded like an environment with IMPUESTO_GREMIO_PCT=12.5 and DISCORD_NOTIFY_PAGOS=true.
  t = await buildTestApp({ gremio: { impuestoPct: 12.5, avisarPagos: true } });
  miembro = await t.createCuenta({ cargos: [3] });
  oficial = await t.createCuenta({ cargos: [2, 8] });
});
afterAll(() => t.close());

const leer = (token?: string) => t.request('GET', '/api/gremio/ajustes', { token });
const cambiar = (c: TestCuenta, body: unknown) => t.request('PUT', '/api/gremio/ajustes', { token: c.token, body });

describe('seeding from the environment', () => {
  it('takes only the variables that were set, under the settings’ names', () => {
    const env = parseEnv({ IMPUESTO_GREMIO_PCT: '7.25', DISCORD_GUILD_ID: '123456789012345678' });
    const fijadas = new Set(['IMPUESTO_GREMIO_PCT', 'DISCORD_GUILD_ID']);
    expect(semillaDelEntorno(env, (v) => fijadas.has(v))).toEqual({ impuestoPct: 7.25, discordGuildId: '123456789012345678' });
  });

  it('the first start seeds the row; a later start keeps it and names each differing variable as ignored', async () => {
    // The test app's start seeded the row.
    const [fila] = await t.db.select().from(gremio);
    expect(fila).toMatchObject({ impuestoCentesimas: 1250, avisarPagos: true, idioma: 'es', modoPago: 'al_finalizar' });
    expect(fila!.sembrado).toBeInstanceOf(Date);
    const avisos: string[] = [];
    const g = await prepararGremio(t.db, { impuestoPct: 30, avisarPagos: true }, (l) => avisos.push(l));
    expect(g.impuestoPct).toBe(12.5);
    expect(avisos).toEqual(['IMPUESTO_GREMIO_PCT=30 se ignora: el gremio ya tiene 12.5 (se cambia en «Ajustes del gremio»)']);
  });

  it('an app on a database without the row (the API description’s lint) starts with its seed', async () => {
    const vacia = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database: vacia, jwtSecret: TEST_JWT_SECRET, gremio: { impuestoPct: 4 } });
    try {
      await app.ready();
      expect(app.gremio).toEqual({ ...GREMIO_DEFECTO, impuestoPct: 4 });
    } finally {
      await app.close();
      await vacia.close();
    }
  });

  it('the regear rules belong to the guild', async () => {
    await t.request('PUT', '/api/regear/reglas', {
      token: t.lider.token,
      body: [(await t.request('GET', '/api/regear/reglas', { token: t.lider.token })).json().message],
    });
    const filas = await t.db.select({ idGremio: reglasRegear.idGremio }).from(reglasRegear);
    for (const f of filas) expect(f.idGremio).toBe(1);
  });
});

describe('GET /api/gremio/ajustes', () => {
  it('any signed-in account reads the settings; without a session, 401', async () => {
    expect((await leer()).statusCode).toBe(401);
    const res = await leer(miembro.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: { ...GREMIO_DEFECTO, impuestoPct: 12.5, avisarPagos: true } });
  });
});

describe('PUT /api/gremio/ajustes', () => {
  it('only the leader: another cargo is refused with 403 and nothing changes', async () => {
    for (const c of [miembro, oficial]) {
      const res = await cambiar(c, [{ impuestoPct: 50 }]);
      expect(res.statusCode).toBe(403);
    }
    expect((await leer(miembro.token)).json().message.impuestoPct).toBe(12.5);
  });

  it.each([
    [{ impuestoPct: 100.5 }, 'El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'],
    [{ impuestoPct: -1 }, 'El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'],
    [{ impuestoPct: 12.345 }, 'El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'],
    [{ idioma: 'fr' }, 'El idioma del gremio debe ser es, pt-BR o en'],
    [{ discordGuildId: '12ab' }, 'El id del servidor de Discord debe ser un número de 17 a 20 cifras, o vacío'],
    [
      { albionGuildId: 'con espacios' },
      'El id del gremio en Albion Online debe tener de 1 a 64 letras, cifras, - o _, o estar vacío',
    ],
    [{ nombre: '   ' }, 'El nombre del gremio debe tener entre 1 y 60 caracteres'],
    [{ modoPago: 'mensual' }, 'El modo de pago debe ser `al_finalizar` o `acumular`'],
    [{ avisarPagos: 'si' }, 'avisarPagos debe ser true o false'],
    [
      { canalOficiales: '#oficiales' },
      'El canal de oficiales debe ser el id de un canal de Discord (un número de 17 a 20 cifras), o vacío',
    ],
    [{ sincronizarRoles: 1 }, 'sincronizarRoles debe ser true o false'],
    [{ etiquetaApodo: 'RDP[1]' }, 'La etiqueta del apodo debe tener de 1 a 8 caracteres, sin corchetes, o estar vacía'],
    [{ etiquetaApodo: 'NUEVELETR' }, 'La etiqueta del apodo debe tener de 1 a 8 caracteres, sin corchetes, o estar vacía'],
    [
      { canalRegistro: '#registro' },
      'El canal de registro debe ser el id numérico de un canal de Discord (17 a 20 cifras), o vacío',
    ],
    [{ bajaDias: 0 }, 'Los días fuera del gremio deben ser un número entero entre 1 y 365'],
    [{ bajaDias: 366 }, 'Los días fuera del gremio deben ser un número entero entre 1 y 365'],
    [{ bajaDias: 2.5 }, 'Los días fuera del gremio deben ser un número entero entre 1 y 365'],
    [{ bajaModo: 'dura' }, 'El modo de baja debe ser `no`, `suave` o `completa`'],
    [
      { canalCalendario: '#calendario' },
      'El canal del calendario debe ser el id numérico de un canal de Discord (17 a 20 cifras), o vacío',
    ],
    [{ recordatorioMin: -1 }, 'El recordatorio debe ser un número entero de minutos entre 0 y 1440 (0: ninguno)'],
    [{ recordatorioMin: 1441 }, 'El recordatorio debe ser un número entero de minutos entre 0 y 1440 (0: ninguno)'],
    [{ recordatorioMin: 1.5 }, 'El recordatorio debe ser un número entero de minutos entre 0 y 1440 (0: ninguno)'],
    [{ color: 'rojo' }, 'Ese ajuste del gremio no existe'],
    [{}, 'Indique al menos un ajuste del gremio que cambiar'],
  ])('400 with its sentence: %j', async (cambio, frase) => {
    const res = await cambiar(t.lider, [cambio]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(frase);
  });

  it('names every bad field of one request', async () => {
    const res = await cambiar(t.lider, [{ impuestoPct: 101, idioma: 'fr' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('impuestoPct: El impuesto del gremio');
    expect(res.json().message).toContain('idioma: El idioma del gremio');
  });

  it('changes only the given fields, audited before and after, with one live change, and the services read it at once', async () => {
    const idPeriodo = await seedPeriodo(t.db, { idLugar: 1, idCuentaCreador: t.lider.idCuenta });
    const fondo = async () =>
      (await t.request('GET', `/api/distribuciones/fondoGremio?idPeriodo=${idPeriodo}`)).json().impuesto_gremio_pct;
    expect(await fondo()).toBe(12.5);

    const res = await cambiar(t.lider, [
      { impuestoPct: 8.25, idioma: 'pt-BR', nombre: ' Los Plateados ', discordGuildId: '123456789012345678', avisarPagos: true },
    ]);
    expect(res.statusCode).toBe(200);
    const esperado = {
      ...GREMIO_DEFECTO,
      nombre: 'Los Plateados',
      discordGuildId: '123456789012345678',
      impuestoPct: 8.25,
      idioma: 'pt-BR',
      avisarPagos: true,
    };
    expect(res.json()).toEqual({ ok: true, message: esperado });
    expect(JSON.parse(res.headers[CAMBIO_HEADER] as string)).toEqual({ tipo: 'gremio' });
    expect((await leer(miembro.token)).json().message).toEqual(esperado);

    const [a] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(a).toMatchObject({
      idCuenta: t.lider.idCuenta,
      accion: 'cambiar_ajustes',
      entidad: 'gremio',
      idEntidad: '1',
      // avisarPagos was already true: not a change.
      antes: { impuestoPct: 12.5, idioma: 'es', nombre: 'Gremio', discordGuildId: null },
      despues: { impuestoPct: 8.25, idioma: 'pt-BR', nombre: 'Los Plateados', discordGuildId: '123456789012345678' },
    });

    // Without a restart: the calculator's default tax, the Discord messages' language.
    expect(t.app.gremio.impuestoPct).toBe(8.25);
    expect(await fondo()).toBe(8.25);
    expect(t.app.ajustesAvisos.idioma).toBe('pt-BR');

    // An empty id removes it.
    const quitar = await cambiar(t.lider, [{ discordGuildId: '' }]);
    expect(quitar.json().message.discordGuildId).toBeNull();
  });

  it('sets and clears the officers’ channel, which the notifications read at once', async () => {
    const res = await cambiar(t.lider, [{ canalOficiales: ' 223456789012345678 ' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.canalOficiales).toBe('223456789012345678');
    expect(t.app.ajustesAvisos.gremio?.canalOficiales).toBe('223456789012345678');
    const quitar = await cambiar(t.lider, [{ canalOficiales: '' }]);
    expect(quitar.json().message.canalOficiales).toBeNull();
    expect(t.app.ajustesAvisos.gremio?.canalOficiales).toBeNull();
  });

  it('the roles and leavers’ settings: saved, audited, read back; an empty tag or channel removes it', async () => {
    const res = await cambiar(t.lider, [
      { sincronizarRoles: true, etiquetaApodo: ' RDP ', canalRegistro: '123456789012345678', bajaDias: 30, bajaModo: 'suave' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({
      sincronizarRoles: true,
      etiquetaApodo: 'RDP',
      canalRegistro: '123456789012345678',
      bajaDias: 30,
      bajaModo: 'suave',
    });
    expect(t.app.gremio).toMatchObject({ sincronizarRoles: true, bajaDias: 30, bajaModo: 'suave' });
    const [a] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(a).toMatchObject({
      accion: 'cambiar_ajustes',
      antes: { sincronizarRoles: false, etiquetaApodo: null, canalRegistro: null, bajaDias: 14, bajaModo: 'no' },
    });
    const quitar = await cambiar(t.lider, [{ etiquetaApodo: '', canalRegistro: '', sincronizarRoles: false, bajaModo: 'no' }]);
    expect(quitar.json().message).toMatchObject({ etiquetaApodo: null, canalRegistro: null, sincronizarRoles: false });
  });

  it('the calendar’s channel and reminder: saved and read back (default 30 minutes, no channel); 0 turns the reminder off', async () => {
    expect((await leer(t.lider.token)).json().message).toMatchObject({ canalCalendario: null, recordatorioMin: 30 });
    const res = await cambiar(t.lider, [{ canalCalendario: '323456789012345678', recordatorioMin: 0 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({ canalCalendario: '323456789012345678', recordatorioMin: 0 });
    expect(t.app.gremio).toMatchObject({ canalCalendario: '323456789012345678', recordatorioMin: 0 });
    const quitar = await cambiar(t.lider, [{ canalCalendario: '', recordatorioMin: 30 }]);
    expect(quitar.json().message).toMatchObject({ canalCalendario: null, recordatorioMin: 30 });
  });

  it('the same values again change nothing: no audit row, no live change', async () => {
    const antes = await t.db.select({ id: auditoria.idAuditoria }).from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    const actual = (await leer(t.lider.token)).json().message;
    const res = await cambiar(t.lider, [{ impuestoPct: actual.impuestoPct, idioma: actual.idioma }]);
    expect(res.statusCode).toBe(200);
    expect(res.headers[CAMBIO_HEADER]).toBeUndefined();
    const despues = await t.db
      .select({ id: auditoria.idAuditoria })
      .from(auditoria)
      .orderBy(desc(auditoria.idAuditoria))
      .limit(1);
    expect(despues).toEqual(antes);
  });

  it('payments are notified as the guild says, from the next payment on', async () => {
    await cambiar(t.lider, [{ avisarPagos: false }]);
    expect(t.app.ajustesAvisos.pagos).toBe(false);
    await cambiar(t.lider, [{ avisarPagos: true }]);
    expect(t.app.ajustesAvisos.pagos).toBe(true);
  });

  it('another instance on the same database reloads its Gremio object from the live change', async () => {
    const otra = await buildApp({ database: t.database, jwtSecret: TEST_JWT_SECRET });
    await otra.ready();
    try {
      expect(otra.gremio.impuestoPct).toBe(t.app.gremio.impuestoPct);
      await cambiar(t.lider, [{ impuestoPct: 33.5, modoPago: 'acumular' }]);
      await vi.waitFor(() => expect(otra.gremio).toMatchObject({ impuestoPct: 33.5, modoPago: 'acumular' }), { timeout: 10_000 });
    } finally {
      await otra.close();
      await t.db.update(gremio).set({ modoPago: 'al_finalizar' }).where(eq(gremio.idGremio, 1));
    }
  });
});
