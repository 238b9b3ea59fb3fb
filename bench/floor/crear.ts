// POST /crear on bare pg: what the API sends for it, statement for statement. First the shared write
// limit's hit (plugins/write-rate-limit.ts: one upsert of the account's counter, outside the write),
// then, in one transaction, the statements of distribuciones.service.ts crearEnTransaccion rendered from
// the repository's own SQL (lock, the players, the one-statement insert with its player rows and audit
// row, then the change's scopes and notification: lib/cambios.ts); no outbox row, as the API writes
// none without a Discord webhook. The answer is built with the API's mapping and message. The runner
// compares the rows both wrote per distribution (bench/run/trabajo.ts) before it prints a ratio.
import type http from 'node:http';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { mensajeCreada } from '../../apps/api/src/modules/distribuciones/frases.js';
import { insertDistribucionSql, lockPeriodoParaCrearSql } from '../../apps/api/src/modules/distribuciones/crear.repository.js';
import {
  porNickname,
  toDistribucion,
  toJugadorDeDistribucion,
} from '../../apps/api/src/modules/distribuciones/distribuciones.repository.js';
import type { CrearDistribucionItem } from '@reparto/contract';
import { calcularReparto } from '../../apps/api/src/modules/distribuciones/reparto.js';
import { CAMBIO_HEADER } from '@reparto/contract';
import { datosDelCambio, registrarCambioSql, type Cambio } from '../../apps/api/src/lib/cambios.js';
import { contarSql } from '../../apps/api/src/plugins/rate-limit-store.js';
import { HttpError, pool, queryOn, type Row } from './db.js';
import { requireCargo } from './session.js';

const dialect = new PgDialect();
/** The API's WRITE_RATE_LIMIT (bench/run.ts gives both servers the same). */
const LIMITE_ESCRITURAS = Number(process.env['WRITE_RATE_LIMIT'] ?? 300);

/** jugadores.repository.ts findJugadores */
const sqlJugadores = (n: number) =>
  `select "jugador"."id_player", "jugador"."nickname", "jugador"."estado", "cargo"."nombre_cargo" from "jugador" inner join "cargo" on "cargo"."id_cargo" = "jugador"."id_cargo" where "jugador"."id_player" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;

export class Created {
  constructor(
    readonly payload: unknown,
    /** Headers of the answer (the API's `x-cambio` of a write: lib/escritura.ts conCambio). */
    readonly headers: Record<string, string> = {},
  ) {}
}

export async function crear(req: http.IncomingMessage, body: Row[]): Promise<Created> {
  const cuenta = await requireCargo(req, 7);
  const item = body[0]!;
  const email = typeof item['email'] === 'string' ? item['email'].trim().toLowerCase() : '';
  if (email && email !== cuenta.email.toLowerCase()) throw new HttpError(400, 'El email no corresponde a la cuenta');
  const idPeriodo = Number(item['idPeriodoDist']);
  const codigo = Number(item['idDistribucion']);
  const silver = Number(item['silver']);
  const motivo = String(item['motivo']).trim();
  const jugadores = (item['jugadores'] as number[]).map(Number);
  const render = (statement: SQL) => dialect.sqlToQuery(statement);
  // The API's write limit (WRITE_RATE_LIMIT, counted per account in the database).
  // Its own counter (the floor's key), so that the API's count is not the floor's; the same statement.
  const limite = render(contarSql(`floor:escritura:cuenta:${cuenta.idCuenta}`, 60_000));
  const { rows: filasLimite } = await pool.query<{ n: number; ttl: number }>(limite.sql, limite.params);
  const { n, ttl } = filasLimite[0]!;
  if (n > LIMITE_ESCRITURAS) throw new HttpError(429, 'Demasiadas operaciones');
  const cabecerasLimite = {
    'x-ratelimit-limit': String(LIMITE_ESCRITURAS),
    'x-ratelimit-remaining': String(Math.max(0, LIMITE_ESCRITURAS - n)),
    'x-ratelimit-reset': String(Math.ceil(ttl / 1000)),
  };
  const client = await pool.connect();
  const q = queryOn(client);
  const run = (statement: SQL) => {
    const { sql, params } = render(statement);
    return q(sql, params);
  };
  try {
    await q('begin', []);
    const [periodo] = await run(lockPeriodoParaCrearSql(idPeriodo, codigo));
    if (!periodo) throw new HttpError(404, `No existe el periodo ${idPeriodo}`);
    if (periodo[1] !== 3) throw new HttpError(409, 'El periodo no está abierto');
    if (periodo[3] !== null) throw new HttpError(409, 'Código repetido');
    const found = await q(sqlJugadores(jugadores.length), jugadores);
    if (found.length !== jugadores.length || found.some((j) => !j[2])) throw new HttpError(400, 'Jugadores no válidos');
    // The API's split (distribuciones/reparto.ts): an unweighted one here, with its tax and remainder.
    const { silverUnitario, impuesto, resto } = calcularReparto({ silver, jugadores } as CrearDistribucionItem);
    const extra = { impuesto, resto };
    const despues = { idPeriodo, codigo, motivo, silver, silverUnitario, jugadores, ...extra };
    const nueva = {
      idPeriodo,
      codigo,
      motivo,
      silver,
      silverUnitario,
      idCuentaEncargado: cuenta.idCuenta,
      idPlayerEncargado: cuenta.idPlayer,
      jugadores,
      ...extra,
    };
    const [[id, fecha]] = (await run(insertDistribucionSql(nueva, despues))) as [[number, Date]];
    const cambio: Cambio = { tipo: 'distribucion', idPeriodo, jugadores };
    await run(registrarCambioSql(cambio));
    await q('commit', []);
    const distribucion = toDistribucion(
      { idDistribucion: id, fecha, motivo, nicknameEncargado: cuenta.nickname, silver, razonEliminacion: null, estado: true },
      found
        .map((j) => toJugadorDeDistribucion({ nickname: j[1] as string, nombreCargo: j[3] as string, silverUnitario }))
        .sort(porNickname),
    );
    const message = mensajeCreada(id, silver, jugadores.length, silverUnitario);
    return new Created(
      { ok: true, message, distribucion },
      { ...cabecerasLimite, [CAMBIO_HEADER]: JSON.stringify(datosDelCambio(cambio)) },
    );
  } catch (error) {
    await q('rollback', []).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
