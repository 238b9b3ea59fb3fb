// A round of `npm run instancias` (docs/reliability.md, «Varias instancias»): a batch payment sent
// through the balancer to one instance, that instance SIGKILLed in the middle of it, and what must
// hold right after: the batch is all there or not at all, another instance leads (when the leader
// died) within the bound and never two at once, the officer's retry pays the rest once, the open
// browser still shows a new distribution by itself; then the instance starts again and follows.
import pg from 'pg';
import type { Informe } from './informe.js';
import type { Instancias } from './entorno.js';
import type { Navegador } from './navegador.js';
import type { ProxyRoundRobin } from './proxy.js';
import { llamar, type Trafico } from './trafico.js';

export interface Lote {
  gremio: string;
  idPeriodo: number;
  token: string;
  jugadores: { id: number; nickname: string }[];
}

export interface Escenario {
  base: string;
  url: string;
  proxy: ProxyRoundRobin;
  instancias: Instancias;
  navegador: Navegador;
  informe: Informe;
  trafico: Trafico;
  /** Each SIGKILL: the instance and when. */
  muertes: { destino: number; t: number }[];
  /** The live screen's period and a content manager's token (the distribution the browser must see). */
  vivo: { idPeriodo: number; token: string; jugadores: number[]; codigosUsados: Set<number> };
  /** The singleton jobs the first leader ran. */
  tareas: string[];
  /** The bound for another instance to lead (ms). */
  relevoMaxMs: number;
}

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mismas = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

export async function lideres(instancias: Instancias): Promise<number[]> {
  return (await instancias.lideres()).filter((l) => l.estado?.esta_instancia === true).map((l) => l.i);
}

async function pagados(e: Escenario, lote: Lote): Promise<number> {
  const c = new pg.Client({ connectionString: e.url });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from pago where id_periodo = $1 and id_player = any($2::int[])',
      [lote.idPeriodo, lote.jugadores.map((j) => j.id)],
    );
    return rows[0]!.n;
  } finally {
    await c.end();
  }
}

/**
 * The batch's open transaction seen from PostgreSQL, on a connection of its own (in a transaction,
 * pg_stat_activity would stay as first read): a backend that inserted payments and has not committed.
 * With `retenido` (the backend pid holding the batch's last ledger row), only once it waits for that
 * row. Answers the tables its transaction wrote (a row lock's table-level mark), or null when `listo`
 * came first (the batch answered) or past `ms`.
 */
async function abierta(url: string, ms: number, listo: () => boolean, retenido?: number): Promise<string[] | null> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const fin = Date.now() + ms; Date.now() < fin && !listo(); await dormir(2)) {
      const { rows } = await c.query<{ pid: number }>(
        `select l.pid from pg_locks l join pg_class t on t.oid = l.relation
          where t.relname = 'pago' and l.mode = 'RowExclusiveLock' and l.granted and l.pid <> pg_backend_pid()
            and ($1::int is null or $1::int = any(pg_blocking_pids(l.pid)))`,
        [retenido ?? null],
      );
      if (!rows[0]) continue;
      const { rows: t } = await c.query<{ t: string }>(
        `select distinct r.relname as t from pg_locks l join pg_class r on r.oid = l.relation
          where l.pid = $1 and l.mode = 'RowExclusiveLock' and l.locktype = 'relation' and r.relkind = 'r' order by 1`,
        [rows[0].pid],
      );
      return t.map((r) => r.t);
    }
    return null;
  } finally {
    await c.end();
  }
}

/** Holds the ledger row of the batch's last player: the batch's transaction stops there, after its payments. */
async function retener(url: string, lote: Lote): Promise<{ pid: number; soltar: () => Promise<void> } | null> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('begin');
  const { rows } = await c.query<{ pid: number }>(
    `select pg_backend_pid() as pid from cuenta_libro where id_player = any($1::int[])
      order by id_cuenta_libro desc limit 1 for update`,
    [lote.jugadores.map((j) => j.id)],
  );
  if (!rows[0]) {
    await c.end();
    return null;
  }
  return {
    pid: rows[0].pid,
    soltar: async () => {
      await c.query('rollback').catch(() => undefined);
      await c.end();
    },
  };
}

/** Waits for another instance to lead after the leader's death, polling every instance; checks it never finds two. */
async function relevo(e: Escenario, n: number, muerte: number, eraLider: boolean, antes: number) {
  let dos = false;
  let nuevo: number | null = null;
  const fin = muerte + (eraLider ? e.relevoMaxMs : 6_000);
  while (Date.now() < fin) {
    const estados = await e.instancias.lideres();
    const lideran = estados.filter((l) => l.estado?.esta_instancia === true);
    if (lideran.length > 1) dos = true;
    if (eraLider && lideran.length === 1 && mismas(lideran[0]!.estado!.tareas, e.tareas)) {
      nuevo = lideran[0]!.i;
      break;
    }
    if (!eraLider && (lideran.length !== 1 || lideran[0]!.i !== antes)) break;
    await dormir(100);
  }
  const ms = Date.now() - muerte;
  if (eraLider) {
    e.informe.comprobar(
      `ronda ${n}: otra instancia dirige tras el SIGKILL del líder (≤ ${e.relevoMaxMs / 1000} s), con las mismas tareas`,
      nuevo !== null && !dos,
      nuevo !== null
        ? `la instancia ${nuevo + 1} dirige ${ms} ms después [${e.tareas.join(', ')}]${dos ? '; se vieron DOS líderes' : ''}`
        : `nadie dirige tras ${ms} ms`,
    );
  } else {
    const sigue = (await lideres(e.instancias)).join() === String(antes);
    e.informe.comprobar(
      `ronda ${n}: el líder (instancia ${antes + 1}) sigue dirigiendo, solo él, mientras muere otra`,
      sigue && !dos,
      `${ms} ms observados`,
    );
  }
  return nuevo ?? antes;
}

/**
 * One round: the batch to instance `objetivo` and its SIGKILL while the batch's transaction is open —
 * `retenido`: held at the ledger by the script (it waits there), `en vuelo`: the moment PostgreSQL shows
 * its payments inserted and not committed, whatever it is doing then —; the checks; the restart.
 */
export async function ronda(e: Escenario, n: number, lote: Lote, objetivo: number, modo: 'retenido' | 'en vuelo') {
  const { informe } = e;
  const [lider] = await lideres(e.instancias);
  const eraLider = lider === objetivo;
  const antes = await pagados(e, lote);
  // The one-by-one payments wait: the only payments in PostgreSQL are then the batch's.
  await e.trafico.pausarPagos();
  const hold = modo === 'retenido' ? await retener(e.url, lote) : null;
  if (modo === 'retenido' && !hold) informe.nota('ninguna cuenta del libro que retener: el lote se mata en vuelo');
  const ids = lote.jugadores.map((j) => j.id);
  const t0 = Date.now();
  let respondido = false;
  const envio = llamar(e.base, 'PUT', '/api/distribuciones/jugadoresDistribuidos', {
    token: lote.token,
    body: [{ idPeriodo: lote.idPeriodo, ids_player: ids }],
    clave: `inst-lote-${n}-${Date.now()}`,
    destino: objetivo,
  }).finally(() => (respondido = true));
  const tablas = await abierta(e.url, 20_000, () => respondido, hold?.pid);
  const enVuelo = e.proxy.enCurso(objetivo);
  const muerte = Date.now();
  e.muertes.push({ destino: objetivo, t: muerte });
  const fin = await e.instancias.matar(objetivo);
  await hold?.soltar();
  e.trafico.reanudarPagos();
  informe.comprobar(
    `ronda ${n}: SIGKILL de la instancia ${objetivo + 1}${eraLider ? ' (el líder)' : ''} con la transacción del lote abierta` +
      (hold ? ', retenida en el libro' : ', en vuelo'),
    tablas !== null && tablas.includes('pago') && fin.signal === 'SIGKILL',
    tablas
      ? `a los ${muerte - t0} ms; su transacción ya había escrito en ${tablas.join(', ')}; ${enVuelo} peticiones en curso en la instancia`
      : `el lote respondió antes (${muerte - t0} ms): no se vio abierto`,
  );
  const r = await envio;
  informe.nota(`lote de ${ids.length} pagos: respuesta ${r.status || 'ninguna'}`);
  // A COMMIT the instance sent just before it died is still honoured by PostgreSQL: give it a moment.
  await dormir(500);
  const despues = await pagados(e, lote);
  const nuevos = despues - antes;
  informe.comprobar(
    `ronda ${n}: el lote está entero o no está (nada a medias)`,
    (nuevos === 0 || despues === ids.length) && (r.status !== 200 || despues === ids.length),
    `${despues} de ${ids.length} pagados (${antes} antes); respuesta ${r.status || 'ninguna'}`,
  );
  const nuevoLider = await relevo(e, n, muerte, eraLider, lider ?? -1);

  // The officer pays again (a new intent): the rest is paid, each player once.
  const t1 = Date.now();
  const otra = await llamar(e.base, 'PUT', '/api/distribuciones/jugadoresDistribuidos', {
    token: lote.token,
    body: [{ idPeriodo: lote.idPeriodo, ids_player: ids }],
    clave: `inst-lote-${n}-otra-${Date.now()}`,
  });
  const latencia = Date.now() - t1;
  const registrados = Number(otra.body['registrados'] ?? -1);
  informe.comprobar(
    `ronda ${n}: el reintento del tesorero paga lo que faltaba, una vez`,
    otra.status === 200 && registrados === ids.length - despues && (await pagados(e, lote)) === ids.length,
    `respuesta ${otra.status}, ${registrados} registrados en ${latencia} ms`,
  );

  // A distribution made now (the killed instance still down) reaches the open browser by itself.
  const motivo = `En vivo ronda ${n} ${Date.now().toString(36)}`;
  let codigo = 900_000 + n;
  while (e.vivo.codigosUsados.has(codigo)) codigo += 10;
  e.vivo.codigosUsados.add(codigo);
  const creada = await llamar(e.base, 'POST', '/api/distribuciones/crear', {
    token: e.vivo.token,
    body: [
      { idDistribucion: codigo, idPeriodoDist: e.vivo.idPeriodo, silver: 3000, motivo, email: null, jugadores: e.vivo.jugadores },
    ],
  });
  const visto = creada.status === 201 ? await e.navegador.ve(motivo, 30_000) : null;
  const sinRecargar = await e.navegador.sinRecargar();
  informe.comprobar(
    `ronda ${n}: el navegador abierto a través del balanceador muestra la distribución nueva sin recargar`,
    visto !== null && sinRecargar,
    `creada ${creada.status}; ${visto !== null ? `visible en ${visto} ms` : 'no apareció en 30 s'}; ${sinRecargar ? 'sin recargar' : 'la página se recargó'}` +
      `; su flujo en la instancia ${[...e.proxy.flujos().keys()].map((i) => i + 1).join(', ') || '—'}`,
  );

  // The killed instance starts again and follows.
  const t2 = Date.now();
  await e.instancias.arrancar(objetivo);
  const vuelta = await e.instancias.lider(objetivo);
  const ahora = await lideres(e.instancias);
  informe.comprobar(
    `ronda ${n}: la instancia ${objetivo + 1} arranca de nuevo y sigue al líder`,
    vuelta?.esta_instancia === false && ahora.length === 1 && ahora[0] === nuevoLider,
    `arrancó en ${Date.now() - t2} ms; dirige la instancia ${ahora.map((i) => i + 1).join(', ')}`,
  );
  return { latencia };
}
