// The API's sentences in the language asked with `x-idioma` (plugins/idioma.ts; docs/idiomas.md): a
// 404, a 409, a 400 of validation, a 401, a 403, a 413 and a 429 in English and Portuguese, and the
// very same Spanish sentence as before with no header or with `x-idioma: es`; the message's `code` is
// the same in every language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARGO, ROL } from '@reparto/contract';
import { idempotencia } from '../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../testing/harness.js';

let t: TestApp;
let miembro: TestCuenta;
let existente: string;
beforeAll(async () => {
  t = await buildTestApp({ loginRateLimit: 1 });
  miembro = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
  existente = (await t.createPlayer()).nickname;
});
afterAll(() => t.close());

interface Caso {
  nombre: string;
  status: number;
  /** The message's code: the same in every language. */
  code: string;
  pedir: (headers: Record<string, string>) => ReturnType<TestApp['request']>;
  es: string;
  en: string;
  'pt-BR': string;
}

const jugador = (nickname: string) => [{ nickname, idRol: ROL.SIN_ROL, idCargo: 3 }];

const casos: Caso[] = [
  {
    nombre: 'an unknown route (404)',
    status: 404,
    code: 'http.rutaNoEncontrada',
    pedir: (headers) => t.request('GET', '/api/no-existe', { headers }),
    es: 'Ruta no encontrada',
    en: 'Route not found',
    'pt-BR': 'Rota não encontrada',
  },
  {
    nombre: 'a service NotFound with its id (404)',
    status: 404,
    code: 'notificacion.noHayFallido',
    pedir: (headers) =>
      t.request('PUT', '/api/notificaciones/reintentar', { token: t.lider.token, body: [{ id: 987 }], headers }),
    es: 'No hay un mensaje fallido con id 987',
    en: 'There is no failed message with id 987',
    'pt-BR': 'Não há uma mensagem com falha com id 987',
  },
  {
    nombre: 'a duplicate nickname (409)',
    status: 409,
    code: 'jugador.nicknameDuplicado',
    pedir: (headers) => t.request('POST', '/api/jugadores', { token: t.lider.token, body: jugador(existente), headers }),
    es: 'Ya existe un jugador con ese nickname',
    en: 'A player with that nickname already exists',
    'pt-BR': 'Já existe um jogador com esse nickname',
  },
  {
    nombre: "the contract's zod messages (400)",
    status: 400,
    code: 'validacion.datos',
    pedir: (headers) => t.request('POST', '/api/jugadores', { token: t.lider.token, body: jugador('ab'), headers }),
    es: 'Datos inválidos (cuerpo): nickname: El nickname debe tener al menos 3 caracteres',
    en: 'Invalid data (body): nickname: The nickname must have at least 3 characters',
    'pt-BR': 'Dados inválidos (corpo): nickname: O nickname deve ter pelo menos 3 caracteres',
  },
  {
    nombre: 'a body that is not one item (400)',
    status: 400,
    code: 'validacion.datos',
    pedir: (headers) => t.request('POST', '/api/jugadores', { token: t.lider.token, body: [], headers }),
    es: 'Datos inválidos (cuerpo): El cuerpo debe ser una lista con un solo elemento',
    en: 'Invalid data (body): The body must be a list with exactly one item',
    'pt-BR': 'Dados inválidos (corpo): O corpo deve ser uma lista com um único elemento',
  },
  {
    nombre: 'no session (401)',
    status: 401,
    code: 'sesion.invalida',
    pedir: (headers) => t.request('GET', '/api/cuentas/mia', { headers }),
    es: 'Sesión inválida o expirada, inicie sesión de nuevo',
    en: 'Invalid or expired session, sign in again',
    'pt-BR': 'Sessão inválida ou expirada, entre de novo',
  },
  {
    nombre: 'a charge without the permission (403)',
    status: 403,
    code: 'sesion.sinPermiso',
    pedir: (headers) => t.request('POST', '/api/jugadores', { token: miembro.token, body: jugador('nuevojugador'), headers }),
    es: 'No tiene permiso para realizar esta acción',
    en: 'You are not allowed to do this',
    'pt-BR': 'Você não tem permissão para realizar esta ação',
  },
  {
    nombre: 'a body over 1 MB (413)',
    status: 413,
    code: 'http.cuerpoDemasiadoGrande',
    pedir: (headers) =>
      t.request('POST', '/api/jugadores', {
        token: t.lider.token,
        body: [{ nickname: 'x'.repeat(1_100_000), idRol: 5, idCargo: 3 }],
        headers,
      }),
    es: 'El cuerpo de la petición es demasiado grande (máximo 1 MB)',
    en: 'The request body is too large (1 MB at most)',
    'pt-BR': 'O corpo da requisição é grande demais (máximo 1 MB)',
  },
];

const cuerpo = (message: string, code: string) => JSON.stringify({ ok: false, message, code });

describe('a contract message with a value (400)', () => {
  it('is said from its code and values in the language asked, not by zod’s locale; Spanish byte for byte', async () => {
    const pedir = (headers: Record<string, string>) =>
      t.request('POST', '/api/jugadores', { token: t.lider.token, body: jugador('a'.repeat(40)), headers });
    const es = await pedir({});
    expect(es.json()).toEqual({
      ok: false,
      message: 'Datos inválidos (cuerpo): nickname: El nickname admite como máximo 32 caracteres',
      code: 'validacion.datos',
    });
    expect((await pedir({ 'x-idioma': 'pt-BR' })).json().message).toBe(
      'Dados inválidos (corpo): nickname: O nickname aceita no máximo 32 caracteres',
    );
    expect((await pedir({ 'x-idioma': 'en' })).json().message).toBe(
      'Invalid data (body): nickname: The nickname takes at most 32 characters',
    );
  });
});

describe('x-idioma', () => {
  it.each(casos)('$nombre: Spanish with no header or es, byte for byte; English and Portuguese when asked', async (c) => {
    const sin = await c.pedir({});
    const conEs = await c.pedir({ 'x-idioma': 'es' });
    expect(sin.statusCode).toBe(c.status);
    expect(sin.payload).toBe(cuerpo(c.es, c.code));
    expect(conEs.payload).toBe(sin.payload);
    const enIngles = await c.pedir({ 'x-idioma': 'en' });
    expect(enIngles.statusCode).toBe(c.status);
    expect(enIngles.json()).toEqual({ ok: false, message: c.en, code: c.code });
    const enPortugues = await c.pedir({ 'x-idioma': 'pt-BR' });
    expect(enPortugues.json()).toEqual({ ok: false, message: c['pt-BR'], code: c.code });
  });

  it('the rate limit (429) in the language asked', async () => {
    const login = (headers: Record<string, string>) =>
      t.request('POST', '/api/auth/login', { body: [{ email: 'nadie@test.local', pwd: 'x' }], headers });
    await login({});
    const es = await login({});
    expect(es.statusCode).toBe(429);
    expect(es.payload).toBe(cuerpo('Demasiados intentos de inicio de sesión, espere un minuto', 'limite.login'));
    const en = await login({ 'x-idioma': 'en' });
    expect(en.json()).toEqual({ ok: false, message: 'Too many sign-in attempts, wait a minute', code: 'limite.login' });
    const pt = await login({ 'x-idioma': 'pt' });
    expect(pt.json()).toEqual({ ok: false, message: 'Tentativas de login demais, espere um minuto', code: 'limite.login' });
  });

  it("a write's sentence is translated too; the browser's Accept-Language is not a request for one", async () => {
    const crear = (nickname: string, headers: Record<string, string>) =>
      t.request('POST', '/api/jugadores', { token: t.lider.token, body: jugador(nickname), headers });
    expect((await crear('ingles1', { 'x-idioma': 'en' })).json()).toMatchObject({ ok: true, message: 'Player created' });
    expect((await crear('portugues1', { 'accept-language': 'pt-BR' })).json()).toMatchObject({ message: 'Jugador creado' });
    expect((await crear('desconocido1', { 'x-idioma': 'fr' })).json()).toMatchObject({ message: 'Jugador creado' });
  });

  it('an Idempotency-Key keeps the Spanish answer and replays it in the language each repeat asks', async () => {
    const crear = (headers: Record<string, string>) =>
      t.request('POST', '/api/jugadores', {
        token: t.lider.token,
        body: jugador('repetido1'),
        headers: { 'idempotency-key': 'clave-de-idioma-1', ...headers },
      });
    expect((await crear({ 'x-idioma': 'en' })).json()).toMatchObject({ message: 'Player created' });
    const sin = await crear({});
    expect(sin.headers['idempotent-replayed']).toBe('true');
    expect(sin.json()).toMatchObject({ ok: true, message: 'Jugador creado' });
    expect((await crear({ 'x-idioma': 'pt-BR' })).json()).toMatchObject({ message: 'Jogador criado' });
  });

  it('a replay renders its message from the code kept with the answer, an error with its values too', async () => {
    const pagar = (headers: Record<string, string>) =>
      t.request('PUT', '/api/distribuciones/jugadoresDistribuidos', {
        token: t.lider.token,
        body: [{ idPeriodo: 987654, ids_player: [1] }],
        headers: { 'idempotency-key': 'clave-de-idioma-2', ...headers },
      });
    const primera = await pagar({});
    expect(primera.json()).toEqual({ ok: false, message: 'El periodo 987654 no existe', code: 'periodo.noExiste2' });
    const [guardada] = await t.db
      .select({ frase: idempotencia.frase })
      .from(idempotencia)
      .where(eq(idempotencia.clave, 'clave-de-idioma-2'));
    expect(guardada?.frase).toEqual({ codigo: 'periodo.noExiste2', valores: { id: 987654 } });
    const enIngles = await pagar({ 'x-idioma': 'en' });
    expect(enIngles.headers['idempotent-replayed']).toBe('true');
    expect(enIngles.json()).toEqual({ ok: false, message: 'Period 987654 does not exist', code: 'periodo.noExiste2' });
  });

  it('a GET answer with a sentence varies by x-idioma; a read of data keeps its headers', async () => {
    const error = await t.request('GET', '/api/cuentas/mia');
    expect(String(error.headers['vary'])).toContain('x-idioma');
    const datos = await t.request('GET', '/api/cuentas/mia', { token: miembro.token });
    expect(String(datos.headers['vary'] ?? '')).not.toContain('x-idioma');
  });
});
