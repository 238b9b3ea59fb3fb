// The data of `npm run instancias`: the benchmark's small guild (`npm run bench:seed -- --smoke`) in the
// run's throwaway database, and what the traffic and the rounds use from it — two open periods (the
// writers' and the browser's), three periods in distribution with players still to pay (two batches and
// the one-by-one payments), the accounts' sessions and the players' nicknames.
import { PASSWORD, ACCOUNTS } from '../../../../bench/seed/scale.js';
import { consultar, ejecutar } from './entorno.js';
import type { Escenario, Lote } from './rondas.js';
import { llamar, type GremioDeCarga } from './trafico.js';

export async function sembrar(raiz: string, url: string, gremios = 1): Promise<string> {
  // Two guilds: the small guild and its copy (bench/seed/gremios.ts), guild 2 addressed as /api/g/gremio-2.
  const r = await ejecutar(raiz, ['--import', 'tsx', 'bench/seed.ts', '--smoke', `--gremios=${gremios}`], {
    BENCH_SMOKE_DATABASE_URL: url,
  });
  if (r.codigo !== 0) throw new Error(`bench:seed --smoke falló:\n${r.salida}`);
  // The guild tells Discord of payments too (its «Avisar pagos», docs/ajustes-gremio.md): each paid
  // player is then one message, so a batch is many.
  await consultar(url, 'update gremio set avisar_pagos = true');
  const [n] = await consultar<{ j: number; d: number; g: number }>(
    url,
    'select (select count(*)::int from jugador) as j, (select count(*)::int from distribucion) as d, (select count(*)::int from gremio) as g',
  );
  return `${n!.g} gremio(s): ${n!.j} jugadores, ${n!.d} distribuciones`;
}

/** A guild of the run: its id, and the prefix of its addresses (`/api` for the default guild). */
export interface GremioDeRun {
  id: number;
  prefijo: string;
}

export const gremioDeRun = (id: number): GremioDeRun => ({ id, prefijo: id === 1 ? '/api' : `/api/g/gremio-${id}` });

/** An account of the seeded guild `id` (its copies' emails get «+g<id>», bench/seed/gremios.ts). */
const cuentaDe = (email: string, id: number) => (id === 1 ? email : email.replace('@', `+g${id}@`));

export async function entrar(base: string, email: string, prefijo = '/api'): Promise<string> {
  const r = await llamar(base, 'POST', `${prefijo}/auth/login`, { body: [{ email, pwd: PASSWORD }] });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body['token'] as string;
}

export interface Datos {
  gremio: GremioDeCarga;
  lotes: Lote[];
  vivo: Escenario['vivo'];
  nicks: Map<number, string>;
}

/** What the run uses, read from the seeded database; the sessions opened through the balancer. */
export async function leerDatos(url: string, base: string, nombre: string, g: GremioDeRun = gremioDeRun(1)): Promise<Datos> {
  const abiertos = await consultar<{ id: number }>(
    url,
    'select id_periodo as id from periodo where id_estado_distribucion = 3 and id_gremio = $1 order by id_lugar_distribucion limit 2',
    [g.id],
  );
  if (abiertos.length < 2)
    throw new Error(
      g.id === 1
        ? 'la semilla no dejó dos periodos abiertos'
        : `el gremio ${g.id} no tiene periodos abiertos: la clave de periodo abierto aún no incluye el gremio (hace falta la seguridad de filas de muchos gremios)`,
    );
  // Periods in distribution with the most active players still to pay (earnings > 0, no payment).
  const porPagar = await consultar<{ id: number; email: string; ids: number[]; nicks: string[] }>(
    url,
    `with deuda as (
       select dj.id_periodo, dj.id_player from distribucion_jugador dj
         join periodo p on p.id_periodo = dj.id_periodo and p.id_estado_distribucion = 2
         join jugador j on j.id_player = dj.id_player and j.estado
        where dj.estado group by 1, 2 having sum(dj.silver_unitario) > 0)
     select d.id_periodo as id, c.email, array_agg(d.id_player order by d.id_player) as ids,
            array_agg(j.nickname order by d.id_player) as nicks
       from deuda d join periodo p on p.id_periodo = d.id_periodo
       join cuenta c on c.id_player = p.id_player_distribuidor
       join jugador j on j.id_player = d.id_player
      where not exists (select 1 from pago x where x.id_periodo = d.id_periodo and x.id_player = d.id_player)
        and p.id_gremio = $1
      group by d.id_periodo, c.email order by count(*) desc limit 3`,
    [g.id],
  );
  if (porPagar.length < 3) throw new Error('la semilla no dejó tres periodos en distribución con jugadores por pagar');
  const activos = (
    await consultar<{ id: number }>(
      url,
      'select id_player as id from jugador where estado and id_gremio = $1 order by id_player',
      [g.id],
    )
  ).map((r) => r.id);
  const nicks = new Map(
    (
      await consultar<{ id: number; nickname: string }>(
        url,
        'select id_player as id, nickname from jugador where id_gremio = $1',
        [g.id],
      )
    ).map((r) => [r.id, r.nickname]),
  );
  const periodos = (
    await consultar<{ id: number }>(url, 'select id_periodo as id from periodo where id_gremio = $1 order by 1', [g.id])
  ).map((r) => r.id);
  const codigos = async (idPeriodo: number) =>
    new Set(
      (await consultar<{ c: number }>(url, 'select codigo as c from distribucion where id_periodo = $1', [idPeriodo])).map(
        (r) => r.c,
      ),
    );
  const tokens = new Map<string, string>();
  const token = async (email: string) => tokens.get(email) ?? tokens.set(email, await entrar(base, email, g.prefijo)).get(email)!;
  const encargado = (n: number) => token(cuentaDe(ACCOUNTS.encargado(n), g.id));
  const encargados = [await encargado(1), await encargado(2), await encargado(3)];
  const lotes: Lote[] = [];
  for (const p of porPagar.slice(0, 2))
    lotes.push({
      gremio: nombre,
      idPeriodo: p.id,
      token: await token(p.email),
      jugadores: p.ids.map((id, i) => ({ id, nickname: p.nicks[i]! })),
    });
  const suelto = porPagar[2]!;
  return {
    gremio: {
      nombre,
      id: g.id,
      prefijo: g.prefijo,
      encargados: encargados.slice(0, 2),
      idPeriodoAbierto: abiertos[0]!.id,
      pagoSuelto: { idPeriodo: suelto.id, token: await token(suelto.email), jugadores: suelto.ids },
      periodos,
      codigosUsados: await codigos(abiertos[0]!.id),
      activos,
      nicknames: [...nicks.values()].slice(0, 60),
    },
    lotes,
    vivo: {
      idPeriodo: abiertos[1]!.id,
      token: encargados[2]!,
      jugadores: activos.slice(10, 13),
      codigosUsados: await codigos(abiertos[1]!.id),
    },
    nicks,
  };
}
