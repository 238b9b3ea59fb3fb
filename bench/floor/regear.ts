// GET /api/regear on bare pg (modules/regear: regear.routes.ts listar through the read cache,
// regear.service.ts listar, regear.repository.ts pageReclamos and countReclamos): the same cache key and
// scopes, the SQL of bench/sql.ts with the repository's filters and page ranges, the API's own mapping
// (toReclamo).
import { REGEAR_PAGE_SIZE } from '@reparto/contract';
import { toReclamo, type FilaReclamo } from '../../apps/api/src/modules/regear/regear.repository.js';
import { SQL_JUGADOR_REGEAR, SQL_PERIODO_INFO, SQL_RECLAMOS_COUNT, SQL_RECLAMOS_PAGE } from '../sql.js';
import { ambito } from '../../apps/api/src/lib/cambios.js';
import { cached, HttpError, named, type Body, type Query } from './db.js';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/db/schema.js';
import type { DbOrTx } from '../../apps/api/src/db/client.js';
import { conNombres, nombresDe } from '../../apps/api/src/modules/regear/nombres-items.js';

const RECLAMO = [
  'id_reclamo',
  'id_periodo',
  'id_distribucion',
  'id_player',
  'nickname',
  'event_id',
  'battle_id',
  'fecha_muerte',
  'fecha_reclamo',
  'estado',
  'silver',
  'silver_reglas',
  'items',
  'razon',
  'revisado_por',
  'pagado_por',
  'fecha_pago',
  'orden',
] as const;

/** An object with these keys first, in this order, those absent left out (the response schema's order, as the API serializes it). */
const ordenar = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
const ITEM = ['slot', 'item', 'nombre', 'calidad', 'cuenta', 'tier_eq', 'motivo', 'precio', 'fuente', 'silver'] as const;
const FUENTE = ['tipo', 'ciudad', 'fecha'] as const;
const itemDelEsquema = (i: Record<string, unknown>) => {
  const item = ordenar(i, ITEM);
  return i['fuente'] ? { ...item, fuente: ordenar(i['fuente'] as Record<string, unknown>, FUENTE) } : item;
};

type Filtro = { idPeriodo?: number; estado?: string; idPlayer?: number };

/** The filters as the repository writes them (`and(…)` of those present: idPeriodo, estado, id_player), from $`from`. */
function condicion(filtro: Filtro, from = 0) {
  const partes: string[] = [];
  const values: unknown[] = [];
  const add = (column: string, value: unknown) => {
    values.push(value);
    partes.push(`"reclamo_regear"."${column}" = $${from + values.length}`);
  };
  if (filtro.idPeriodo !== undefined) add('id_periodo', filtro.idPeriodo);
  if (filtro.estado !== undefined) add('estado', filtro.estado);
  if (filtro.idPlayer !== undefined) add('id_player', filtro.idPlayer);
  const sql = partes.length === 0 ? '' : partes.length === 1 ? partes[0]! : `(${partes.join(' and ')})`;
  return { sql, values };
}

const ID = '"reclamo_regear"."id_reclamo"';

/** regear.repository.ts idsDePagina: one range with a state filter, else the pending and the others merged. */
function idsDePagina(filtro: Filtro, offset: number, limit: number) {
  if (filtro.estado !== undefined) {
    const c = condicion(filtro);
    const n = c.values.length;
    return {
      sql: `select ${ID} from "reclamo_regear" where ${c.sql} order by ${ID} desc limit $${n + 1} offset $${n + 2}`,
      values: [...c.values, limit, offset],
    };
  }
  const values: unknown[] = [];
  const rango = (orden: 0 | 1, op: '=' | '<>') => {
    const c = condicion(filtro, values.length);
    values.push(...c.values, 'pendiente', offset + limit);
    const n = values.length;
    const estado = `"reclamo_regear"."estado" ${op} $${n - 1}`;
    const where = c.sql === '' ? estado : `(${c.sql} and ${estado})`;
    return `(select ${ID}, ${orden} as "orden" from "reclamo_regear" where ${where} order by ${ID} desc limit $${n})`;
  };
  const pendientes = rango(0, '=');
  const otros = rango(1, '<>');
  values.push(limit, offset);
  const n = values.length;
  return {
    sql: `select "id_reclamo" from (${pendientes} union all ${otros} order by "orden" asc, "id_reclamo" desc limit $${n - 1} offset $${n}) "pagina"`,
    values,
  };
}

async function listar(q: Query, client: pg.PoolClient, url: URL, nickname: string | null) {
  const filtro: Filtro = {};
  if (nickname !== null) {
    const [row] = await q(SQL_JUGADOR_REGEAR, [nickname]);
    if (!row) throw new HttpError(404, 'No se encuentra el jugador');
    filtro.idPlayer = Number(row[0]);
  }
  const idPeriodo = url.searchParams.get('idPeriodo');
  if (idPeriodo !== null) {
    filtro.idPeriodo = Number(idPeriodo);
    if ((await q(SQL_PERIODO_INFO, [filtro.idPeriodo])).length === 0)
      throw new HttpError(404, `El periodo ${idPeriodo} no existe`);
  }
  const estado = url.searchParams.get('estado');
  if (estado !== null) filtro.estado = estado;
  const page = Number(url.searchParams.get('page') ?? 1);
  const ids = idsDePagina(filtro, (page - 1) * REGEAR_PAGE_SIZE, REGEAR_PAGE_SIZE);
  const pagina =
    `${SQL_RECLAMOS_PAGE} where ${ID} in (${ids.sql}) order by ` +
    `(case when "reclamo_regear"."estado" = 'pendiente' then 0 else 1 end) asc, ${ID} desc`;
  const c = condicion(filtro);
  const [rows, count] = await Promise.all([
    q(pagina, ids.values),
    q(c.sql === '' ? SQL_RECLAMOS_COUNT : `${SQL_RECLAMOS_COUNT} where ${c.sql}`, c.values),
  ]);
  const reclamos = rows.map((r) => toReclamo(named(r, RECLAMO) as unknown as FilaReclamo));
  // The items' names already known (the table nombre_item, in the guild's language: the runner sends no
  // x-idioma), through the API's own functions (regear.service.ts listar).
  const db = drizzle(client, { schema }) as unknown as DbOrTx;
  const nombres = await nombresDe(
    db,
    undefined,
    reclamos.flatMap((r) => r.items.map((i) => i.item)),
  );
  const message = reclamos.map((reclamo) => {
    const items = conNombres(reclamo.items, nombres, 'es');
    // jsonb keeps its own key order; the API answers the items in the schema's (ItemRegearSchema).
    return { ...reclamo, items: (items as unknown as Record<string, unknown>[]).map(itemDelEsquema) };
  });
  return {
    value: { ok: true, message, count: Number(count[0]![0]) },
    ambitos: [...new Set(message.map((r) => ambito.periodo(r.id_periodo)))],
  };
}

/** regear.routes.ts listar: the key from every filter; `regear`, `jugadores` and the period filtered by. */
export function listarRegear(url: URL): Promise<Body> {
  const idPeriodo = url.searchParams.get('idPeriodo');
  const estado = url.searchParams.get('estado');
  const page = Number(url.searchParams.get('page') ?? 1);
  const nickname = url.searchParams.get('nickname')?.trim().toLowerCase() ?? null;
  const key = `regear:${idPeriodo ?? ''}:${estado ?? ''}:${page}:${nickname ?? ''}`;
  const ambitos = [ambito.regear, ambito.jugadores, ...(idPeriodo === null ? [] : [ambito.periodo(Number(idPeriodo))])];
  return cached(key, ambitos, (q, client) => listar(q, client, url, nickname));
}
