// Many guilds in the benchmark's database (`npm run bench:seed -- --gremios=N`, docs/performance.md,
// «Many guilds»): guild 1 is generated as before, then copied N − 1 times, each copy a guild of its own
// (its `gremio` row with slug `gremio-<id>`, and every guild-owned row of guild 1 with its own ids and its
// `id_gremio`). One `insert … select … cross join generate_series(2, N)` per table: deterministic, and
// as fast as the bulk load. The copies' ids are guild 1's shifted by (g − 1) × the largest id of guild 1,
// so that every guild has the same shape (the same period, player or claim sits at the same place).
//
// Unique keys that do not include the guild yet (before the keys of many guilds) are kept by changing
// what would repeat: a nickname gets «g<id>» at its end, a house its guild's number, and a copy of an
// open period is left in distribution (only one open period per place then). Once the key includes
// `id_gremio` the copies keep guild 1's nicknames, houses and open periods: one nickname in many guilds,
// as real guilds will have it.

type Q = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Which id of guild 1 a column holds (the copies shift it by that id's largest value). */
const FAMILIAS: [RegExp, string][] = [
  [/^id_cuenta_libro$/, 'cuenta_libro'],
  [/^id_(player|cuenta)(_.*)?$/, 'jugador'],
  [/^id_periodo$/, 'periodo'],
  [/^id_distribucion$/, 'distribucion'],
  [/^(id_reclamo|event_id)$/, 'reclamo'],
  [/^id_casa$/, 'casa'],
  [/^id_transaccion$/, 'transaccion'],
  [/^id_apunte$/, 'apunte'],
];

/** The largest id of each family in guild 1 (the copies' shift). Accounts share the players' (cuenta i ↔ jugador i). */
const MAXIMOS: Record<string, string> = {
  jugador: `select greatest((select max(id_player) from jugador), (select max(id_cuenta) from cuenta))`,
  cuenta_libro: `select max(id_cuenta_libro) from cuenta_libro`,
  periodo: `select max(id_periodo) from periodo`,
  distribucion: `select max(id_distribucion) from distribucion`,
  reclamo: `select greatest((select max(id_reclamo) from reclamo_regear), (select max(event_id) - min(event_id) + 1 from reclamo_regear))`,
  casa: `select max(id_casa) from casa`,
  transaccion: `select max(id_transaccion) from transaccion_libro`,
  apunte: `select max(id_apunte) from apunte_libro`,
};

export const slugDe = (idGremio: number) => (idGremio === 1 ? 'principal' : `gremio-${idGremio}`);

/** Whether a unique index of guild 1's data already includes the guild's key. */
async function porGremio(q: Q, indice: string): Promise<boolean> {
  const { rows } = await q(`select pg_get_indexdef(to_regclass($1)) as def`, [indice]);
  return String(rows[0]?.def ?? '').includes('id_gremio');
}

/**
 * Copies guild 1 into guilds 2 … n. Run with triggers and foreign-key checks off (the bulk load's
 * session_replication_role = replica). Returns the rows copied per table.
 */
export async function replicarGremios(q: Q, n: number): Promise<Record<string, number>> {
  if (n < 2) return {};
  const desplazamiento: Record<string, number> = {};
  for (const [familia, sql] of Object.entries(MAXIMOS)) {
    const { rows } = await q(`select (${sql}) as m`);
    desplazamiento[familia] = Number(rows[0]?.m ?? 0);
  }
  const nicknamesPorGremio = await porGremio(q, 'jugador_nickname_uq');
  const casasPorGremio = await porGremio(q, 'casa_lugar_nombre_uq');
  const abiertosPorGremio = await porGremio(q, 'periodo_lugar_abierto_uq');

  // The guilds themselves: guild 1's settings, their own name and slug.
  const { rows: colsGremio } = await q(
    `select column_name as c from information_schema.columns
     where table_schema = 'public' and table_name = 'gremio' and column_name not in ('id_gremio', 'nombre', 'slug')
     order by ordinal_position`,
  );
  const otras = colsGremio.map((r) => `"${String(r.c)}"`).join(', ');
  await q(
    `insert into gremio (id_gremio, nombre, slug, ${otras})
     select g, 'Gremio ' || g, 'gremio-' || g, ${otras} from gremio, generate_series(2, $1::int) g where id_gremio = 1`,
    [n],
  );
  await q(`select setval('gremio_id_gremio_seq', $1::int)`, [n]);

  // Every table whose rows a guild owns, and the accounts (global logins, one per copied player).
  const { rows: tablas } = await q(
    `select c.table_name as t from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and c.column_name = 'id_gremio' and t.table_type = 'BASE TABLE'
       and c.table_name <> 'gremio'
     order by 1`,
  );
  const copiadas: Record<string, number> = {};
  for (const tabla of [...tablas.map((r) => String(r.t)), 'cuenta']) {
    const { rows: hay } = await q(`select exists (select 1 from "${tabla}") as hay`);
    if (!hay[0]?.hay) continue;
    const { rows: columnas } = await q(
      `select column_name as c, coalesce(column_default, '') like 'nextval%' as serie, is_generated = 'ALWAYS' as generada
       from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [tabla],
    );
    const destino: string[] = [];
    const origen: string[] = [];
    for (const { c, serie, generada } of columnas as { c: string; serie: boolean; generada: boolean }[]) {
      if (generada) continue;
      const familia = FAMILIAS.find(([re]) => re.test(c))?.[1];
      let expr: string;
      if (c === 'id_gremio') expr = 'g';
      else if (familia) expr = `"${c}" + (g - 1) * ${desplazamiento[familia]}`;
      else if (serie)
        continue; // an id nothing else points at: the copy takes the sequence's next
      else if (tabla === 'jugador' && c === 'nickname') expr = nicknamesPorGremio ? c : `${c} || 'g' || g`;
      else if (tabla === 'cuenta' && c === 'email') expr = `replace(${c}, '@', '+g' || g || '@')`;
      else if (tabla === 'cuenta' && /discord/.test(c)) expr = 'null';
      else if (tabla === 'casa' && c === 'nombre_casa') expr = casasPorGremio ? c : `${c} || ' ' || g`;
      else if (tabla === 'periodo' && c === 'id_estado_distribucion')
        expr = abiertosPorGremio ? c : `case when ${c} = 3 then 2 else ${c} end`;
      else if (tabla === 'periodo' && c === 'fecha_final' && !abiertosPorGremio)
        expr = `case when id_estado_distribucion = 3 then now() else ${c} end`;
      else expr = `"${c}"`;
      destino.push(`"${c}"`);
      origen.push(expr);
    }
    const donde = tabla === 'cuenta' ? `id_player is not null` : `id_gremio = 1`;
    const { rows } = await q(
      `with copia as (
         insert into "${tabla}" (${destino.join(', ')})
         select ${origen.join(', ')} from "${tabla}", generate_series(2, $1::int) g where ${donde}
         returning 1)
       select count(*)::int as n from copia`,
      [n],
    );
    copiadas[tabla] = Number(rows[0]?.n ?? 0);
  }

  // The sequences continue after the copies.
  const { rows: series } = await q(
    `select table_name as t, column_name as c from information_schema.columns
     where table_schema = 'public' and coalesce(column_default, '') like 'nextval%' and table_name <> 'gremio'`,
  );
  for (const { t, c } of series as { t: string; c: string }[]) {
    await q(`select setval(pg_get_serial_sequence('${t}', '${c}'), coalesce((select max("${c}") from "${t}"), 0) + 1, false)`);
  }
  return copiadas;
}
