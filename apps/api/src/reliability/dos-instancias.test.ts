// Two API processes on one PostgreSQL database (docs/performance.md, "Read cache", "Live screens";
// docs/reliability.md, "Rate limits"): a write through one is read through the other at once and
// raises an event on the other's stream, and the login and write limits count across both.
// PostgreSQL only: the embedded engine is one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createPgDatabase, login, startServer, type ServerProcess } from '../testing/server-process.js';
import { abrirEventos } from '../testing/eventos.js';

const LOGIN_MAX = 4;
const WRITE_MAX = 8;

describe.runIf(process.env['TEST_DATABASE_URL'])('two API instances on one database', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let idPeriodo: number;
  let jugadores: number[];
  /** Writes the leader has made so far (all count against WRITE_MAX). */
  let escrituras = 0;

  beforeAll(async () => {
    db = await createPgDatabase();
    const env = { DATABASE_URL: db.url, LOGIN_RATE_LIMIT: String(LOGIN_MAX), WRITE_RATE_LIMIT: String(WRITE_MAX) };
    a = await startServer(env);
    b = await startServer(env);
    token = await login(a.base); // login 1 of LOGIN_MAX
    jugadores = [];
    for (const nickname of ['dosuno', 'dosdos']) {
      const res = await call(a.base, 'POST', '/api/jugadores', { token, body: [{ nickname, idRol: 1, idCargo: 3 }] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      jugadores.push((res.body['jugador'] as { id_player: number }).id_player);
      escrituras++;
    }
    const periodo = await call(a.base, 'POST', '/api/distribuciones', { token, body: [{ idLugarDist: 2, gremioFederacion: 1 }] });
    expect(periodo.status, JSON.stringify(periodo.body)).toBe(201);
    idPeriodo = periodo.body['id_periodo'] as number;
    escrituras++;
  }, 180_000);

  afterAll(async () => {
    for (const s of [a, b]) {
      if (!s) continue;
      s.proc.kill('SIGTERM');
      await s.exited;
    }
    await db?.drop();
  });

  it("shows a write through one instance in the other's next read, and raises an event on its stream", async () => {
    const lista = () => call(b.base, 'POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: idPeriodo }] });
    const pagos = () => call(b.base, 'POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo, page: 1 }] });
    // B has both answers cached, then listens.
    expect((await lista()).body.message).toEqual([]);
    expect((await pagos()).body).toMatchObject({ count: 0, jugadores: 0 });
    const stream = await abrirEventos(`${b.base}/api/eventos`);
    try {
      const creada = await call(a.base, 'POST', '/api/distribuciones/crear', {
        token,
        body: [{ idDistribucion: 424242, idPeriodoDist: idPeriodo, silver: 2000, motivo: 'Dos instancias', jugadores }],
      });
      expect(creada.status, JSON.stringify(creada.body)).toBe(201);
      escrituras++;
      // Acknowledged by A: B's very next reads show it.
      expect((await lista()).body.message).toMatchObject([{ motivo: 'Dos instancias', silver: 2000 }]);
      expect((await pagos()).body).toMatchObject({ count: 2, jugadores: 2, pagados: 0 });
      const [evento] = await stream.esperar(1);
      expect(evento!.data).toEqual({ tipo: 'distribucion', idPeriodo });
    } finally {
      stream.cerrar();
    }
  });

  it('counts the write limit across both instances', async () => {
    const resultados: number[] = [];
    for (let i = 0; resultados.at(-1) !== 429 && i < 2 * WRITE_MAX; i++) {
      const server = i % 2 === 0 ? b : a;
      const res = await call(server.base, 'PUT', '/api/distribuciones/cambiarSilver', {
        token,
        body: [{ idPeriodo, silver: i + 1 }],
      });
      resultados.push(res.status);
    }
    // Each instance alone would have allowed WRITE_MAX; together they allowed WRITE_MAX in all.
    expect(resultados.at(-1)).toBe(429);
    expect(escrituras + resultados.filter((s) => s === 200).length).toBe(WRITE_MAX);
  });

  it('counts the login limit across both instances', async () => {
    const intento = (server: ServerProcess) =>
      call(server.base, 'POST', '/api/auth/login', { body: [{ email: ADMIN.email, pwd: 'no-es-la-clave' }] });
    // One login already made on A; three failed attempts, alternating, reach the limit of 4 ...
    expect((await intento(b)).status).toBe(401);
    expect((await intento(a)).status).toBe(401);
    expect((await intento(b)).status).toBe(401);
    // ... so the fifth is refused, wherever it goes (A alone has seen only 2).
    const quinto = await intento(a);
    expect(quinto.status).toBe(429);
    expect(quinto.body.message).toBe('Demasiados intentos de inicio de sesión, espere un minuto');
  });
});
