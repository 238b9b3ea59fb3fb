// The benchmarked reads on bare pg: the SQL of bench/sql.ts (the API's statements) and the API's own
// wire mappings (each repository's `to…` function), so that the bodies are byte-identical.
import { toGanancias } from '../../apps/api/src/modules/clasificaciones/clasificaciones.repository.js';
import { toDistribucion, toJugadorDeDistribucion } from '../../apps/api/src/modules/distribuciones/distribuciones.repository.js';
import { containsPattern, toJugadorRow } from '../../apps/api/src/modules/jugadores/jugadores.repository.js';
import { toPagoRow } from '../../apps/api/src/modules/pagos/pagos.repository.js';
import { toPeriodo } from '../../apps/api/src/modules/periodos/periodos.repository.js';
import { DISTRIBUCIONES_PAGE_SIZE, PAGOS_PAGE_SIZE } from '@reparto/contract';
import {
  SQL_DISTRIBUCIONES,
  SQL_DISTRIBUCIONES_CUENTA,
  SQL_DISTRIBUCIONES_PAGINA,
  SQL_GANANCIAS_DESDE,
  SQL_GANANCIAS_TODO,
  SQL_JUGADORES_COUNT,
  SQL_JUGADORES_PAGE,
  SQL_PAGO_ROWS,
  SQL_PERIODO_ESTADO,
  SQL_PERIODO_INFO,
  SQL_PERIODOS,
  SQL_PERIODOS_COUNT,
  SQL_TOP_CREADORES,
  SQL_TOP_PLAYERS,
  sqlJugadoresDe,
  sqlPrimeraFecha,
} from '../sql.js';
import { cached, named, HttpError, type Body, type Query, type Row } from './db.js';
import { ambito, RETRASO_CLASIFICACIONES_MS } from '../../apps/api/src/lib/cambios.js';

const DAY_MS = 86_400_000;

/** Column names of each statement, in its select order (as the repository names them). */
const PERIODO = [
  'id_periodo',
  'distribuidor_nickname',
  'lugar',
  'id_lugar_distribucion',
  'fecha_inicial',
  'fecha_final',
  'silver_app',
  'silver_albion',
  'id_estado_distribucion',
  'nombre_estado_distribucion',
  'nickname',
] as const;
const DISTRIBUCION = [
  'idDistribucion',
  'idPeriodo',
  'codigo',
  'fecha',
  'motivo',
  'silver',
  'silverUnitario',
  'idCuentaEncargado',
  'nicknameEncargado',
  'estado',
  'razonEliminacion',
] as const;
const JUGADOR_DE_DISTRIBUCION = ['idDistribucion', 'nickname', 'nombreCargo', 'silverUnitario'] as const;
const PAGO = ['id_player', 'nickname', 'sum', 'esta_pagado', 'casa', 'cofre'] as const;
const GANANCIAS = ['idPlayer', 'nickname', 'total', 'cantidad', 'primeraMs'] as const;
const JUGADOR = [
  'id_player',
  'nickname',
  'nombre_cargo',
  'nombre_rol',
  'fecha_registro',
  'estado',
  'id_cargo',
  'id_rol',
] as const;

export function resumen(url: URL): Promise<Body> {
  const page = Number(url.searchParams.get('page') ?? 1);
  return cached(`resumenDistribucion:${page}`, [ambito.resumen, ambito.jugadores], async (q) => {
    const [rows, count] = await Promise.all([q(SQL_PERIODOS, [10, (page - 1) * 10]), q(SQL_PERIODOS_COUNT, [])]);
    const message = rows.map((r) => toPeriodo(named(r, PERIODO)));
    return {
      value: { ok: true, message, count: Number(count[0]![0]) },
      ambitos: message.map((p) => ambito.periodo(p.id_periodo)),
    };
  });
}

export function getDistribucion(body: Row[]): Promise<Body> {
  const idPeriodo = Number(body[0]!['idPeriodoDist']);
  const page = body[0]!['page'] === undefined ? undefined : Number(body[0]!['page']);
  const ambitos = [ambito.periodo(idPeriodo), ambito.jugadores];
  if (page === undefined)
    return cached(`getDistribucion:${idPeriodo}`, ambitos, async (q) => ({ value: await distribuciones(q, idPeriodo) }));
  return cached(`getDistribucion:${idPeriodo}:${page}`, ambitos, async (q) => {
    const [lista, cuenta] = await Promise.all([distribuciones(q, idPeriodo, page), q(SQL_DISTRIBUCIONES_CUENTA, [idPeriodo])]);
    return { value: { ...lista, count: Number(cuenta[0]![0]), total: Number(cuenta[0]![1]) } };
  });
}

async function distribuciones(q: Query, idPeriodo: number, page?: number): Promise<{ ok: true; message: unknown[] }> {
  const periodo = await q(SQL_PERIODO_ESTADO, [idPeriodo]);
  if (periodo.length === 0) throw new HttpError(404, `No existe el periodo ${idPeriodo}`);
  const rows =
    page === undefined
      ? await q(SQL_DISTRIBUCIONES, [idPeriodo])
      : await q(SQL_DISTRIBUCIONES_PAGINA, [idPeriodo, DISTRIBUCIONES_PAGE_SIZE, (page - 1) * DISTRIBUCIONES_PAGE_SIZE]);
  if (rows.length === 0) return { ok: true, message: [] };
  const ids = rows.map((r) => r[0]);
  const players = await q(sqlJugadoresDe(ids.length), ids);
  const by = new Map<unknown, ReturnType<typeof toJugadorDeDistribucion>[]>();
  for (const p of players) {
    const list = by.get(p[0]) ?? [];
    list.push(toJugadorDeDistribucion(named(p, JUGADOR_DE_DISTRIBUCION)));
    by.set(p[0], list);
  }
  return { ok: true, message: rows.map((r) => toDistribucion(named(r, DISTRIBUCION), by.get(r[0]) ?? [])) };
}

export function tablaDePago(body: Row[]): Promise<Body> {
  const idPeriodo = Number(body[0]!['idPeriodo']);
  const item = body[0]!;
  const paginado = item['page'] !== undefined || item['nickname'] !== undefined || item['pendientes'] !== undefined;
  const page = Number(item['page'] ?? 1);
  const nickname = String(item['nickname'] ?? '')
    .trim()
    .toLowerCase();
  const pendientes = item['pendientes'] === true;
  const key = paginado ? `tablaDePago:${idPeriodo}:${page}:${pendientes}:${nickname}` : `tablaDePago:${idPeriodo}`;
  return cached(key, [ambito.periodo(idPeriodo), ambito.jugadores], async (q) => {
    const [rows, info] = await Promise.all([q(SQL_PAGO_ROWS, [idPeriodo, true, idPeriodo]), q(SQL_PERIODO_INFO, [idPeriodo])]);
    if (info.length === 0) throw new HttpError(404, `El periodo ${idPeriodo} no existe`);
    const periodo = named(info[0]!, ['idEstado', 'distribuidorNickname'] as const);
    const message = rows.map((r) => toPagoRow(named(r, PAGO), idPeriodo, periodo));
    if (!paginado) return { value: { ok: true, message, count: message.length } };
    // pagos.service.ts paginaTablaDePago
    const matching = message.filter((r) => (!pendientes || !r.esta_pagado) && r.nickname.toLowerCase().includes(nickname));
    const start = (page - 1) * PAGOS_PAGE_SIZE;
    return {
      value: {
        ok: true,
        message: matching.slice(start, start + PAGOS_PAGE_SIZE),
        count: matching.length,
        pagados: message.filter((r) => r.esta_pagado).length,
        jugadores: message.length,
      },
    };
  });
}

/** The list and the instant its oldest counted row leaves the 30-day window (clasificaciones.service.ts). */
async function top(q: Query, sqlTop: string, tabla: string) {
  const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
  const [rows, primera] = await Promise.all([q(sqlTop, [true, since, 3]), q(sqlPrimeraFecha(tabla), [true, since])]);
  const ms = primera[0]![0];
  return { rows, validUntil: ms === null ? Number.POSITIVE_INFINITY : Number(ms) + 30 * DAY_MS };
}

export function topPlayers(): Promise<Body> {
  return cached(
    'top3BestPlayers',
    [ambito.tops, ambito.jugadores],
    async (q) => {
      const { rows, validUntil } = await top(q, SQL_TOP_PLAYERS, 'distribucion_jugador');
      return {
        value: { ok: true, message: rows.map((r) => named(r, ['nickname', 'total_silver_unitario'] as const)) },
        validUntil,
      };
    },
    RETRASO_CLASIFICACIONES_MS,
  );
}

export function topCreadores(): Promise<Body> {
  return cached(
    'top3BestCreadores',
    [ambito.tops, ambito.jugadores],
    async (q) => {
      const { rows, validUntil } = await top(q, SQL_TOP_CREADORES, 'distribucion');
      return { value: { ok: true, message: rows.map((r) => named(r, ['nickname', 'silver_app'] as const)) }, validUntil };
    },
    RETRASO_CLASIFICACIONES_MS,
  );
}

export function ganancias(url: URL): Promise<Body> {
  const nickname = (url.searchParams.get('nickname') ?? '').trim().toLowerCase();
  const interval = Number(url.searchParams.get('interval') ?? 0);
  const key = `searchGananciasPlayer:${interval}:${nickname}`;
  return cached(
    key,
    [ambito.jugadores],
    async (q) => {
      const found =
        interval === 0
          ? await q(SQL_GANANCIAS_TODO, [nickname])
          : await q(SQL_GANANCIAS_DESDE, [new Date(Date.now() - interval * DAY_MS).toISOString(), nickname]);
      if (!found[0]) throw new HttpError(404, 'No se encuentra el jugador');
      const row = named(found[0], GANANCIAS);
      const primeraMs = row.primeraMs as number | null;
      const message = toGanancias(row);
      return {
        value: { ok: true, message },
        validUntil: interval === 0 || primeraMs === null ? Number.POSITIVE_INFINITY : Number(primeraMs) + interval * DAY_MS,
        ambitos: [ambito.jugador(message.id_player)],
      };
    },
    RETRASO_CLASIFICACIONES_MS,
  );
}

export function lista(body: Row[]): Promise<Body> {
  const filtro = String(body[0]!['nickname'] ?? '').trim();
  const page = Number(body[0]!['page'] ?? 1);
  return cached(`jugadores/lista:${page}:${filtro}`, [ambito.jugadores], async (q) => {
    const pattern = containsPattern(filtro);
    const [count, rows] = await Promise.all([
      q(SQL_JUGADORES_COUNT, [pattern]),
      q(SQL_JUGADORES_PAGE, [pattern, 10, (page - 1) * 10]),
    ]);
    return { value: { ok: true, message: rows.map((r) => toJugadorRow(named(r, JUGADOR))), count: Number(count[0]![0]) } };
  });
}
