// The checks of two guilds in `npm run instancias -- --gremios=2` (docs/reliability.md, «Varias
// instancias»): the default guild (today's `/api/…`) and a second one (`/api/g/gremio-2/…`, a copy of the
// small guild, bench/seed/gremios.ts) under traffic at once. Neither guild's reads show a row of the other,
// each guild's ledger holds on its own, each Discord message belongs to the guild whose write made it, and
// the browser open on the default guild's live screen never receives the other guild's events.
import { consultar } from './entorno.js';
import type { Informe } from './informe.js';
import { en, llamar, type GremioDeCarga, type Trafico } from './trafico.js';

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Each guild's periods, players and nicknames as the database has them now. */
async function filasDe(url: string, id: number) {
  const periodos = new Set(
    (await consultar<{ id: number }>(url, 'select id_periodo as id from periodo where id_gremio = $1', [id])).map((r) => r.id),
  );
  const jugadores = await consultar<{ id: number; nickname: string }>(
    url,
    'select id_player as id, nickname from jugador where id_gremio = $1',
    [id],
  );
  return { periodos, jugadores: new Set(jugadores.map((j) => j.id)), nicknames: new Set(jugadores.map((j) => j.nickname)) };
}

/** No read of one guild shows a row of the other (through the balancer, each guild at its own address). */
export async function comprobarAislamiento(base: string, url: string, gremios: GremioDeCarga[], informe: Informe): Promise<void> {
  const filas = new Map(await Promise.all(gremios.map(async (g) => [g.id, await filasDe(url, g.id)] as const)));
  const ajenas: string[] = [];
  let lecturas = 0;
  for (const a of gremios) {
    const suyas = filas.get(a.id)!;
    for (let page = 1; page <= 4; page++) {
      const r = await llamar(base, 'GET', en(a, `/api/distribuciones/resumenDistribucion?page=${page}`));
      lecturas++;
      for (const p of (r.body['message'] as { id_periodo: number }[] | undefined) ?? [])
        if (!suyas.periodos.has(p.id_periodo)) ajenas.push(`${a.nombre}: periodo ${p.id_periodo} en su resumen`);
    }
    for (const ruta of ['/api/distribuciones/top3BestPlayers', '/api/distribuciones/top3BestCreadores']) {
      const r = await llamar(base, 'GET', en(a, ruta));
      lecturas++;
      for (const x of (r.body['message'] as { nickname: string }[] | undefined) ?? [])
        if (!suyas.nicknames.has(x.nickname)) ajenas.push(`${a.nombre}: ${x.nickname} en ${ruta}`);
    }
    for (const b of gremios.filter((x) => x.id !== a.id)) {
      // The other guild's periods, asked at this guild's address: not found (or nothing in them).
      for (const [ruta, body] of [
        ['/api/distribuciones/getDistribucion', [{ idPeriodoDist: b.idPeriodoAbierto }]],
        ['/api/distribuciones/tablaDePago', [{ idPeriodo: b.pagoSuelto.idPeriodo }]],
      ] as const) {
        const r = await llamar(base, 'POST', en(a, ruta), { body });
        lecturas++;
        const filasVistas = (r.body['message'] as unknown[] | undefined)?.length ?? 0;
        if (r.status === 200 && filasVistas > 0)
          ajenas.push(`${a.nombre}: ${filasVistas} filas del periodo de ${b.nombre} en ${ruta}`);
      }
      // The other guild's players by nickname: not found, or this guild's own player of that name.
      for (const nickname of b.nicknames.slice(0, 10)) {
        const r = await llamar(
          base,
          'GET',
          en(a, `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(nickname)}&interval=0`),
        );
        lecturas++;
        const id = (r.body['message'] as { id_player?: number } | undefined)?.id_player;
        if (r.status === 200 && id !== undefined && !suyas.jugadores.has(id))
          ajenas.push(`${a.nombre}: el jugador ${id} de ${b.nombre} al buscar ${nickname}`);
      }
    }
  }
  informe.comprobar(
    'ninguna lectura de un gremio muestra una fila del otro',
    lecturas > 0 && ajenas.length === 0,
    `${lecturas} lecturas por las direcciones de ${gremios.map((g) => `${g.nombre} (${g.prefijo}/…)`).join(' y ')}; ` +
      `${ajenas.length} filas ajenas${ajenas[0] ? ` (la primera: ${ajenas[0]})` : ''}`,
  );
}

/** Each guild's ledger on its own: every entry, its transaction and its account of one guild; each guild's entries sum zero. */
export async function comprobarLibroPorGremio(url: string, informe: Informe): Promise<void> {
  const rows = await consultar<{ id_gremio: number; apuntes: number; suma: string; cruzados: number; transacciones: number }>(
    url,
    `select a.id_gremio, count(*)::int as apuntes, sum(a.silver)::text as suma,
            count(*) filter (where c.id_gremio <> a.id_gremio or t.id_gremio <> a.id_gremio)::int as cruzados,
            count(distinct a.id_transaccion)::int as transacciones
       from apunte_libro a join cuenta_libro c using (id_cuenta_libro) join transaccion_libro t using (id_transaccion)
      group by 1 order by 1`,
  );
  // A player's account in the ledger of the player's own guild (not another guild's account for its id).
  const [ajenas] = await consultar<{ n: number }>(
    url,
    'select count(*)::int as n from cuenta_libro c join jugador j using (id_player) where c.id_gremio <> j.id_gremio',
  );
  informe.comprobar(
    'el libro de cada gremio es suyo: cada apunte, su transacción y su cuenta del mismo gremio, cada cuenta de jugador en el gremio del jugador; sus apuntes suman cero',
    rows.length > 1 && rows.every((r) => r.cruzados === 0 && r.suma === '0') && ajenas!.n === 0,
    rows
      .map(
        (r) =>
          `gremio ${r.id_gremio}: ${r.transacciones} transacciones, ${r.apuntes} apuntes, ${r.cruzados} cruzados, suma ${r.suma}`,
      )
      .join('; ') + `; ${ajenas!.n} cuentas de jugador en el libro de otro gremio`,
  );
}

/** Each Discord message in its guild's queue: the period it names, or the distribution's reason, of that guild. */
export async function comprobarDiscordPorGremio(url: string, gremios: GremioDeCarga[], informe: Informe): Promise<void> {
  const periodoDe = new Map(
    (await consultar<{ p: number; g: number }>(url, 'select id_periodo as p, id_gremio as g from periodo')).map((r) => [
      r.p,
      r.g,
    ]),
  );
  const filas = await consultar<{ g: number; payload: unknown }>(url, 'select id_gremio as g, payload from outbox');
  const porGremio = new Map<number, number>();
  const mal: string[] = [];
  for (const f of filas) {
    porGremio.set(f.g, (porGremio.get(f.g) ?? 0) + 1);
    const texto = JSON.stringify(f.payload);
    const periodo = /\*\*Periodo:\*\* (\d+) \(/.exec(texto)?.[1];
    const deCarga = gremios.find((g) => texto.includes(`Carga ${g.nombre} e`));
    const suyo = periodo !== undefined ? periodoDe.get(Number(periodo)) : deCarga?.id;
    if (suyo !== undefined && suyo !== f.g) mal.push(`un mensaje del gremio ${suyo} en la cola del ${f.g}`);
  }
  informe.comprobar(
    'cada mensaje de Discord está en la cola del gremio cuya escritura lo hizo',
    gremios.every((g) => (porGremio.get(g.id) ?? 0) > 0) && mal.length === 0,
    `${[...porGremio].map(([g, n]) => `gremio ${g}: ${n}`).join(', ')}; ${mal.length} en el gremio equivocado${mal[0] ? ` (${mal[0]})` : ''}`,
  );
}

/**
 * The browser on the default guild's live screen: across the run no event naming another guild's period
 * or player; and for `ms` while only the other guilds write (the default guild's writers paused), no
 * event at all but one naming the default guild's own rows (a retry of its that committed late).
 */
export async function comprobarPantallaEnVivo(
  url: string,
  trafico: Trafico,
  gremios: GremioDeCarga[],
  eventos: { ruta: string; data: string }[],
  informe: Informe,
  ms = 4_000,
): Promise<void> {
  const [primero, ...otros] = gremios;
  trafico.callados.add(primero!.nombre);
  await dormir(1_000);
  const desde = eventos.length;
  const creadasAntes = trafico.distribuciones.filter((d) => d.gremio !== primero!.nombre).length;
  await dormir(ms);
  const creadasOtros = trafico.distribuciones.filter((d) => d.gremio !== primero!.nombre).length - creadasAntes;
  const enVentana = eventos.slice(desde);
  trafico.callados.delete(primero!.nombre);

  const suyas = await filasDe(url, primero!.id);
  const ajenas = await Promise.all(otros.map((g) => filasDe(url, g.id)));
  const nombra = (data: string) => {
    try {
      return JSON.parse(data) as { idPeriodo?: number; idPlayer?: number };
    } catch {
      return {};
    }
  };
  const deOtro = eventos.filter(({ data }) => {
    const e = nombra(data);
    return ajenas.some(
      (f) =>
        (e.idPeriodo !== undefined && f.periodos.has(e.idPeriodo)) || (e.idPlayer !== undefined && f.jugadores.has(e.idPlayer)),
    );
  });
  const enVentanaNoSuyos = enVentana.filter(({ data }) => {
    const e = nombra(data);
    return !(
      (e.idPeriodo !== undefined && suyas.periodos.has(e.idPeriodo)) ||
      (e.idPlayer !== undefined && suyas.jugadores.has(e.idPlayer))
    );
  });
  informe.comprobar(
    `la pantalla en vivo del navegador (${primero!.nombre}) nunca recibe eventos de ${otros.map((g) => g.nombre).join(', ')}`,
    eventos.length > 0 && deOtro.length === 0 && creadasOtros > 0 && enVentanaNoSuyos.length === 0,
    `${eventos.length} eventos recibidos en toda la ejecución, ${deOtro.length} de otro gremio; en ${ms / 1000} s en que solo escribió ` +
      `${otros.map((g) => g.nombre).join(', ')} (${creadasOtros} distribuciones): ${enVentana.length} eventos, ${enVentanaNoSuyos.length} no suyos`,
  );
}
