// "Money never lost or duplicated": what the API reports (silver_app, payment rows, tops) must equal a
// recomputation from the stored rows, every stored distribution must be whole, and a period's state
// must agree with its columns and with the order of its audit rows (3 → 2 → 1, nothing skipped).
// Returns the list of broken rules (empty when all hold) so tests can show every problem at once.
import { sql } from 'drizzle-orm';
import { RETRASO_CLASIFICACIONES_MS } from '@reparto/contract';
import type { Db } from '../db/client.js';
import { comprobarLibro } from '../modules/libro/comprobar.js';

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const num = (v: unknown) => Number(v);

/** One TOP list as the API answers it against its recomputation from the rows (`null`: equal). */
async function topDiferencia(db: Db, app: InjectLike, lista: string, campo: string, query: ReturnType<typeof sql>) {
  const esperado = (await rows(db, query)).map((r) => ({ nickname: String(r['nickname']), [campo]: num(r['total']) }));
  const api = ((await app.inject({ method: 'GET', url: `/api/distribuciones/${lista}` })).json() as { message: unknown[] })
    .message;
  return JSON.stringify(api) === JSON.stringify(esperado)
    ? null
    : `${lista} ${JSON.stringify(api)} ≠ ${JSON.stringify(esperado)}`;
}

/** The two TOP lists the API answers against their recomputation from the rows. */
async function topDiferencias(db: Db, app: InjectLike): Promise<string[]> {
  const problems = [
    await topDiferencia(
      db,
      app,
      'top3BestPlayers',
      'total_silver_unitario',
      sql`select j.nickname, sum(dj.silver_unitario) as total from distribucion_jugador dj join jugador j on j.id_player = dj.id_player
           where dj.estado and dj.fecha >= now() - interval '30 days' group by j.id_player, j.nickname
           order by total desc, j.nickname asc limit 3`,
    ),
    await topDiferencia(
      db,
      app,
      'top3BestCreadores',
      'silver_app',
      sql`select j.nickname, sum(d.silver) as total from distribucion d join jugador j on j.id_player = d.id_player_encargado
           where d.estado and d.fecha >= now() - interval '30 days' group by j.id_player, j.nickname
           order by total desc, j.nickname asc limit 3`,
    ),
  ];
  return problems.filter((p): p is string => p !== null);
}

interface InjectLike {
  inject(opts: { method: 'GET' | 'POST'; url: string; payload?: unknown }): Promise<{ statusCode: number; json(): unknown }>;
}

/**
 * Every rule over the whole database; the API answers are compared for `soloPeriodos` when given
 * (a test that loops checks the period of each round), for every period otherwise.
 */
export async function checkMoney(db: Db, app: InjectLike, soloPeriodos?: number[]): Promise<string[]> {
  const problems: string[] = [];

  // 1. Each distribution is whole: ≥ 1 player row, each with floor(silver × weight / Σ weights) (all
  //    weights 1: floor(silver / n)), the same period, date and estado as the distribution; the shares
  //    plus the guild's remainder are the silver; a breakdown's gross is the silver plus its tax.
  const broken = await rows(
    db,
    sql`with t as (select id_distribucion, count(*) as n, sum(silver_unitario) as suma, sum(peso_decimas) as pesos
                     from distribucion_jugador group by id_distribucion),
        r as (select d.id_distribucion, d.silver, d.silver_unitario, d.impuesto, d.resto, d.desglose, t.n, t.suma, t.pesos,
                     (select count(*) from distribucion_jugador dj where dj.id_distribucion = d.id_distribucion
                        and (dj.silver_unitario <> floor(d.silver::numeric * dj.peso_decimas / t.pesos)
                             or dj.id_periodo <> d.id_periodo or dj.estado <> d.estado or dj.fecha <> d.fecha)) as distintos
                from distribucion d left join t on t.id_distribucion = d.id_distribucion)
        select * from r
         where n is null or distintos > 0
            or suma + resto <> silver or resto < 0 or impuesto < 0
            or (pesos = 10 * n and silver_unitario <> floor(silver::numeric / n))
            or (desglose is null and impuesto <> 0)
            or (desglose is not null and silver + impuesto <>
                  (desglose->>'valor_botin')::bigint + (desglose->>'bolsas')::bigint - (desglose->>'reparacion')::bigint)`,
  );
  for (const b of broken) problems.push(`distribución ${b['id_distribucion']} incompleta o incoherente: ${JSON.stringify(b)}`);

  // 2. Period columns agree with the state.
  const periodos = await rows(
    db,
    sql`select p.id_periodo, p.id_estado_distribucion as estado, p.fecha_final, p.id_player_distribuidor,
               (select count(*) from periodo_casa pc where pc.id_periodo = p.id_periodo) as casas,
               (select count(*) from pago pg where pg.id_periodo = p.id_periodo) as pagos,
               coalesce((select sum(d.silver) from distribucion d where d.id_periodo = p.id_periodo and d.estado), 0) as silver_app,
               coalesce((select sum(d.impuesto) from distribucion d where d.id_periodo = p.id_periodo and d.estado), 0) as impuesto,
               coalesce((select sum(d.resto) from distribucion d where d.id_periodo = p.id_periodo and d.estado), 0) as resto
          from periodo p order by p.id_periodo`,
  );
  for (const p of periodos) {
    const id = num(p['id_periodo']);
    const estado = num(p['estado']);
    const cerrado = p['fecha_final'] !== null && p['id_player_distribuidor'] !== null && num(p['casas']) > 0;
    if (
      estado === 3 &&
      (p['fecha_final'] !== null || p['id_player_distribuidor'] !== null || num(p['casas']) > 0 || num(p['pagos']) > 0)
    ) {
      problems.push(`periodo ${id} abierto con datos de cierre o pagos: ${JSON.stringify(p)}`);
    }
    if ((estado === 2 || estado === 1) && !cerrado)
      problems.push(`periodo ${id} en estado ${estado} sin cierre completo: ${JSON.stringify(p)}`);
  }

  // 3. Payments: one row per player with live earnings > 0; a payment holds exactly that sum; a
  //    finalized period has every row paid; nobody is paid who earns nothing.
  const pagos = await rows(
    db,
    sql`with ganancia as (
          select dj.id_periodo, dj.id_player, sum(dj.silver_unitario) as suma
            from distribucion_jugador dj where dj.estado group by dj.id_periodo, dj.id_player having sum(dj.silver_unitario) > 0)
        select coalesce(g.id_periodo, pg.id_periodo) as id_periodo, coalesce(g.id_player, pg.id_player) as id_player,
               g.suma, pg.silver as pagado, p.id_estado_distribucion as estado
          from ganancia g full join pago pg on pg.id_periodo = g.id_periodo and pg.id_player = g.id_player
          join periodo p on p.id_periodo = coalesce(g.id_periodo, pg.id_periodo)
         order by 1, 2`,
  );
  const esperado = new Map<number, Map<number, { suma: number; pagado: boolean }>>();
  for (const r of pagos) {
    const idP = num(r['id_periodo']);
    const who = num(r['id_player']);
    if (r['suma'] === null) problems.push(`pago sin ganancia: periodo ${idP}, jugador ${who}`);
    else if (r['pagado'] !== null && num(r['pagado']) !== num(r['suma'])) {
      problems.push(`pago distinto de la ganancia: periodo ${idP}, jugador ${who}: ${r['pagado']} ≠ ${r['suma']}`);
    }
    if (num(r['estado']) === 1 && r['pagado'] === null)
      problems.push(`periodo ${idP} finalizado con el jugador ${who} sin pagar`);
    if (r['suma'] !== null) {
      if (!esperado.has(idP)) esperado.set(idP, new Map());
      esperado.get(idP)!.set(who, { suma: num(r['suma']), pagado: r['pagado'] !== null });
    }
  }

  // 4. What the API says equals the recomputation: silver_app (resumenDistribucion) and tablaDePago.
  const appSilver = new Map<number, number>();
  // Newest first, 10 a page: the pages that hold the periods to compare.
  const ids = periodos.map((p) => num(p['id_periodo'])).sort((a, b) => b - a);
  const pages = new Set((soloPeriodos ?? ids).map((id) => Math.floor(ids.indexOf(id) / 10) + 1));
  for (const page of pages) {
    const res = await app.inject({ method: 'GET', url: `/api/distribuciones/resumenDistribucion?page=${page}` });
    const body = res.json() as { message: { id_periodo: number; silver_app: number }[] };
    for (const p of body.message) appSilver.set(p.id_periodo, p.silver_app);
  }
  for (const p of periodos) {
    const id = num(p['id_periodo']);
    if (soloPeriodos && !soloPeriodos.includes(id)) continue;
    if (appSilver.get(id) !== num(p['silver_app'])) {
      problems.push(`silver_app del periodo ${id}: la API dice ${appSilver.get(id)}, las filas suman ${p['silver_app']}`);
    }
    const fondo = (
      (await app.inject({ method: 'GET', url: `/api/distribuciones/fondoGremio?idPeriodo=${id}` })).json() as {
        message: { impuesto: number; resto: number; total: number };
      }
    ).message;
    const fondoFilas = { impuesto: num(p['impuesto']), resto: num(p['resto']) };
    const fondoFilasTotal = fondoFilas.impuesto + fondoFilas.resto;
    if (JSON.stringify(fondo) !== JSON.stringify({ ...fondoFilas, total: fondoFilasTotal })) {
      problems.push(
        `fondoGremio del periodo ${id}: la API dice ${JSON.stringify(fondo)}, las filas ${JSON.stringify(fondoFilas)}`,
      );
    }
    const res = await app.inject({ method: 'POST', url: '/api/distribuciones/tablaDePago', payload: [{ idPeriodo: id }] });
    const tabla = (res.json() as { message: { id_player: number; sum: number; esta_pagado: boolean }[] }).message;
    const exp = esperado.get(id) ?? new Map();
    if (tabla.length !== exp.size)
      problems.push(`tablaDePago del periodo ${id}: ${tabla.length} filas, se esperaban ${exp.size}`);
    for (const r of tabla) {
      const e = exp.get(r.id_player);
      if (!e || e.suma !== r.sum || e.pagado !== r.esta_pagado) {
        problems.push(`tablaDePago del periodo ${id}, jugador ${r.id_player}: ${JSON.stringify(r)} ≠ ${JSON.stringify(e)}`);
      }
    }
  }

  // 5. Tops (last 30 days, live rows) equal the recomputation — at once, or once the lag they are
  //    allowed (RETRASO_CLASIFICACIONES_MS after a write, docs/performance.md) has passed.
  let topProblems = await topDiferencias(db, app);
  if (topProblems.length > 0) {
    await new Promise((r) => setTimeout(r, RETRASO_CLASIFICACIONES_MS + 50));
    topProblems = await topDiferencias(db, app);
  }
  problems.push(...topProblems);

  // 6. Audit order per period: crear (→3), cerrar_periodo (3→2), finalizar (2→1), in id order, none
  //    skipped or repeated; no distribution created, deleted or paid out of its state's window.
  const audit = await rows(
    db,
    sql`select id_auditoria, accion, entidad, id_entidad, antes, despues from auditoria
         where entidad in ('periodo', 'distribucion', 'pago') order by id_auditoria`,
  );
  const distPeriodo = new Map<string, number>(
    (await rows(db, sql`select id_distribucion, id_periodo from distribucion`)).map((r) => [
      String(r['id_distribucion']),
      num(r['id_periodo']),
    ]),
  );
  const estadoAudit = new Map<number, number>();
  for (const a of audit) {
    const accion = String(a['accion']);
    const antes = a['antes'] as { idEstadoDistribucion?: number } | null;
    const despues = a['despues'] as { idEstadoDistribucion?: number; idPeriodo?: number } | null;
    if (a['entidad'] === 'periodo') {
      const id = num(a['id_entidad']);
      const actual = estadoAudit.get(id);
      if (accion === 'crear') {
        if (actual !== undefined) problems.push(`periodo ${id} creado dos veces en la auditoría`);
        estadoAudit.set(id, 3);
      } else if (accion === 'cerrar_periodo' || accion === 'finalizar') {
        const [from, to] = accion === 'cerrar_periodo' ? [3, 2] : [2, 1];
        if (actual !== from || antes?.idEstadoDistribucion !== from || despues?.idEstadoDistribucion !== to) {
          problems.push(
            `periodo ${id}: ${accion} desde el estado ${actual} (antes ${antes?.idEstadoDistribucion}, después ${despues?.idEstadoDistribucion})`,
          );
        }
        estadoAudit.set(id, to);
      }
    } else if (a['entidad'] === 'distribucion') {
      const idPeriodo = despues?.idPeriodo ?? distPeriodo.get(String(a['id_entidad']));
      if (idPeriodo !== undefined && estadoAudit.has(idPeriodo) && estadoAudit.get(idPeriodo) !== 3) {
        problems.push(
          `distribución ${a['id_entidad']}: ${accion} con el periodo ${idPeriodo} en estado ${estadoAudit.get(idPeriodo)}`,
        );
      }
    } else if (a['entidad'] === 'pago') {
      // A payment and its undoing (whose period is in `antes`) only happen in state 2.
      const idPeriodo = despues?.idPeriodo ?? (antes as { idPeriodo?: number } | null)?.idPeriodo;
      if (idPeriodo !== undefined && estadoAudit.has(idPeriodo) && estadoAudit.get(idPeriodo) !== 2) {
        problems.push(`pago ${a['id_entidad']} con el periodo ${idPeriodo} en estado ${estadoAudit.get(idPeriodo)}`);
      }
    }
  }
  for (const p of periodos) {
    const id = num(p['id_periodo']);
    if (estadoAudit.has(id) && estadoAudit.get(id) !== num(p['estado'])) {
      problems.push(`periodo ${id}: la auditoría termina en ${estadoAudit.get(id)} y la fila está en ${p['estado']}`);
    }
  }

  // 7. The ledger (docs/libro.md, «Invariantes»): every transaction sums to zero, every balance is its
  //    entries, and each player's balance is what the payment tables owe.
  problems.push(...(await comprobarLibro(db)));
  return problems;
}
