import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, api, errorMessage, fieldMessages, retenerPeticiones, soltarPeticiones } from './api-client';
import { sessionStore } from './session';
import { alCambiar } from './eventos';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the API client', () => {
  it('sends JSON to /api with the stored token in x-token, and the query parameters that are set', async () => {
    sessionStore.authenticated({
      ok: true,
      message: { email: 'a@b.c', nickname: 'n', nombre_cargo: 'X' },
      token: 'tok',
      charges: [],
    });
    fetchMock.mockResolvedValue(json(200, { ok: true, message: [] }));
    const { data } = await api.get<{ ok: boolean }>('/distribuciones/searchGananciasPlayer', {
      params: { nickname: 'ana maría', interval: 30, vacio: undefined },
    });
    expect(data).toEqual({ ok: true, message: [] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/distribuciones/searchGananciasPlayer?nickname=ana+mar%C3%ADa&interval=30');
    expect((init.headers as Record<string, string>)['x-token']).toBe('tok');

    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.post('/auth/login', [{ email: 'a', pwd: 'b' }]);
    const [, post] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(post.method).toBe('POST');
    expect(post.body).toBe('[{"email":"a","pwd":"b"}]');
    expect((post.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("rejects a refused call with the status and the server's Spanish message", async () => {
    fetchMock.mockResolvedValue(json(409, { ok: false, message: 'Ya existe un periodo abierto en Bridgewatch' }));
    const error = await api.post('/distribuciones', [{}]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect(errorMessage(error)).toBe('Ya existe un periodo abierto en Bridgewatch');
  });

  it('says in Spanish that an answer which is not JSON was an error, never its raw text', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    expect(errorMessage(await api.get('/x').catch((e: unknown) => e))).toBe(
      'El servidor respondió con un error (502); vuelva a intentarlo',
    );
  });

  it("turns the server's validation answer into plain sentences, each with its field", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        ok: false,
        message: 'Datos inválidos (cuerpo): email: El email es obligatorio; pwd: la contraseña es obligatoria',
      }),
    );
    const error = await api.post('/auth/login', [{ email: '', pwd: '' }]).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('El email es obligatorio. La contraseña es obligatoria.');
    expect(fieldMessages(error)).toEqual([
      { field: 'email', message: 'El email es obligatorio.' },
      { field: 'pwd', message: 'La contraseña es obligatoria.' },
    ]);
  });

  it('sends the intent of a write as Idempotency-Key, and nothing when there is none', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await api.put('/distribuciones/cerrarPeriodo', [{}], { idempotencyKey: 'clave-del-intento' });
    await api.put('/distribuciones/cerrarPeriodo', [{}]);
    const headersOf = (i: number) => (fetchMock.mock.calls[i] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)['idempotency-key']).toBe('clave-del-intento');
    expect(headersOf(1)['idempotency-key']).toBeUndefined();
  });

  it('says in Spanish when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect((error as HttpError).status).toBeUndefined();
    expect(errorMessage(error)).toBe('No se pudo conectar con el servidor; compruebe su conexión');
  });

  it('offline (the browser knows), says so: a read to try again, a write that nothing was saved (docs/pwa.md)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(errorMessage(await api.get('/x').catch((e: unknown) => e))).toBe(
        'Sin conexión: vuelva a intentarlo cuando tenga conexión',
      );
      for (const escritura of [api.post('/x', {}), api.put('/x', {})]) {
        expect(errorMessage(await escritura.catch((e: unknown) => e))).toBe(
          'Sin conexión: no se guardó nada; vuelva a intentarlo cuando tenga conexión',
        );
      }
    } finally {
      online.mockRestore();
    }
  });

  it('gives up after 30 s with a Spanish message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = api.get('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(errorMessage(await pending)).toBe('El servidor tardó demasiado en responder; vuelva a intentarlo');
  });

  it('ends the session when a call with a token answers 401, but not for the login itself', async () => {
    const signIn = () =>
      sessionStore.authenticated({
        ok: true,
        message: { email: 'a@b.c', nickname: 'n', nombre_cargo: 'X' },
        token: 'tok',
        charges: [],
      });
    signIn();
    fetchMock.mockImplementation(() => Promise.resolve(json(401, { ok: false, message: 'Token inválido' })));
    await api.post('/auth/validarJsonWebToken').catch(() => undefined);
    expect(sessionStore.get().status).toBe('authenticated');
    await api.get('/cuentas').catch(() => undefined);
    expect(sessionStore.get().status).toBe('not-authenticated');
    expect(sessionStore.get().errorMessage).toBe('Su sesión expiró, inicie sesión de nuevo');
  });
});

describe("a write's cambio (x-cambio)", () => {
  const conCambio = (valor: string | null) =>
    new Response('{"ok":true}', {
      status: 200,
      headers: { 'content-type': 'application/json', ...(valor === null ? {} : { 'x-cambio': valor }) },
    });
  let quitar: () => void = () => undefined;
  afterEach(() => quitar());

  it('hands the cambio of the header on, and answers once its refresh is done', async () => {
    const orden: string[] = [];
    quitar = alCambiar(async (cambio) => {
      await Promise.resolve();
      orden.push(`refrescado ${JSON.stringify(cambio)}`);
    });
    fetchMock.mockResolvedValue(conCambio('{"tipo":"distribucion","idPeriodo":3}'));
    await api.post('/distribuciones/crear', [{}]).then(() => orden.push('respondido'));
    expect(orden).toEqual(['refrescado {"tipo":"distribucion","idPeriodo":3}', 'respondido']);
  });

  it('hands nothing on without the header, or with one that is not a cambio', async () => {
    const refrescar = vi.fn();
    quitar = alCambiar(refrescar);
    for (const valor of [null, '', 'no es json', '{"tipo":"otro"}', '{"tipo":"pago","idPeriodo":"3"}']) {
      fetchMock.mockResolvedValueOnce(conCambio(valor));
      await api.put('/distribuciones/jugadorDistribuido', [{}]);
    }
    expect(refrescar).not.toHaveBeenCalled();
  });
});

describe('requests held until the first paint (main.tsx, app/app.tsx)', () => {
  it('sends nothing while held, then every held request and the later ones at once', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ok: true })));
    retenerPeticiones();
    const primera = api.get('/distribuciones/top3BestPlayers');
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).not.toHaveBeenCalled();
    soltarPeticiones();
    await primera;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api.get('/distribuciones/top3BestCreadores');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
