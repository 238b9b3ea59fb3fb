// POST /crear on bare pg: the statements of distribuciones.service.ts crearEnTransaccion, rendered from
// the repository's own SQL (lock, then the one-statement insert with its audit row, then the change's
// scopes and notification: lib/cambios.ts), and the answer
// built with the API's mapping and message.
import type http from 'node:http';
import { PgDialect } from 'drizzle-orm/pg-core';
import { mensajeCreada } from '../../apps/api/src/modules/distribuciones/distribuciones.service.js';
import { insertDistribucionSql, lockPeriodoParaCrearSql } from '../../apps/api/src/modules/distribuciones/crear.repository.js';
import {
  porNickname,
  toDistribucion,
  toJugadorDeDistribucion,
} from '../../apps/api/src/modules/distribuciones/distribuciones.repository.js';
import { registrarCambioSql } from '../../apps/api/src/lib/cambios.js';
import { HttpError, pool, queryOn, type Row } from './db.js';
import { requireCargo } from './session.js';

const dialect = new PgDialect();

/** jugadores.repository.ts findJugadores */
const sqlJugadores = (n: number) =>
  `select "jugador"."id_player", "jugador"."nickname", "jugador"."estado", "cargo"."nombre_cargo" from "jugador" inner join "cargo" on "cargo"."id_cargo" = "jugador"."id_cargo" where "jugador"."id_player" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;

export class Created {
  constructor(readonly payload: unknown) {}
}

export async function crear(req: http.IncomingMessage, body: Row[]): Promise<Created> {
  const cuenta = await requireCargo(req, 7);
  const item = body[0]!;
  const email = typeof item['email'] === 'string' ? item['email'].trim().toLowerCase() : '';
  if (email && email !== String(cuenta[1]).toLowerCase()) throw new HttpError(400, 'El email no corresponde a la cuenta');
  const idPeriodo = Number(item['idPeriodoDist']);
  const codigo = Number(item['idDistribucion']);
  const silver = Number(item['silver']);
  const motivo = String(item['motivo']).trim();
  const jugadores = (item['jugadores'] as number[]).map(Number);
  const client = await pool.connect();
  const q = queryOn(client);
  const run = (statement: ReturnType<typeof lockPeriodoParaCrearSql>) => {
    const { sql, params } = dialect.sqlToQuery(statement);
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
    const silverUnitario = Math.floor(silver / jugadores.length);
    const despues = { idPeriodo, codigo, motivo, silver, silverUnitario, jugadores };
    const nueva = {
      idPeriodo,
      codigo,
      motivo,
      silver,
      silverUnitario,
      idCuentaEncargado: cuenta[0] as number,
      idPlayerEncargado: cuenta[4] as number,
      jugadores,
    };
    const [[id, fecha]] = (await run(insertDistribucionSql(nueva, despues))) as [[number, Date]];
    await run(registrarCambioSql({ tipo: 'distribucion', idPeriodo, jugadores }));
    await q('commit', []);
    const distribucion = toDistribucion(
      { idDistribucion: id, fecha, motivo, nicknameEncargado: cuenta[5] as string, silver, razonEliminacion: null, estado: true },
      found
        .map((j) => toJugadorDeDistribucion({ nickname: j[1] as string, nombreCargo: j[3] as string, silverUnitario }))
        .sort(porNickname),
    );
    return new Created({ ok: true, message: mensajeCreada(id, silver, jugadores.length, silverUnitario), distribucion });
  } catch (error) {
    await q('rollback', []).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
