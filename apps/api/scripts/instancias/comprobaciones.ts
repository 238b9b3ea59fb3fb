// The final checks of `npm run instancias` (docs/reliability.md, «Varias instancias»), once the traffic
// stopped: every acknowledged write is stored and whole, the ledger's invariants hold (`npm run
// libro:comprobar` on the run's database), the Discord queue drains and the webhook got each queued
// message exactly once — and each acknowledged write's message among them —, and every answer that
// was not a success was a request in flight on a killed instance.
import type { FakeWebhook } from '../../src/testing/fake-webhook.js';
import { consultar, ejecutar } from './entorno.js';
import type { Informe } from './informe.js';
import type { Lote } from './rondas.js';
import { EN_CURSO, type Trafico } from './trafico.js';

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** JSON with its keys sorted (the webhook got the queued row's payload as jsonb gave it back). */
function canonico(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonico).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonico((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export interface DatosFinales {
  raiz: string;
  url: string;
  informe: Informe;
  trafico: Trafico;
  fake: FakeWebhook;
  lotes: Lote[];
  /** Each SIGKILL: the instance and when; the balancer's 502s and cut answers, the same way. */
  muertes: { destino: number; t: number }[];
  proxy: { cortes: { destino: number; t: number; tipo: string }[]; fallos: { sinInstancia: number } };
  /** Nicknames of the players, by id. */
  nicks: Map<number, string>;
}

export async function comprobarTodo(d: DatosFinales): Promise<void> {
  const { informe, trafico, url } = d;

  // Answers: every one a success, except the requests a death cut: a 502 of the balancer or a cut
  // stream, on the killed instance, within 3 s of its SIGKILL (the kernel still completes connections
  // to a dying process's port for a moment); or a retry's 409 «en curso» (the dead instance held the key).
  const lecturasMal = Object.entries(trafico.lecturas).filter(([s]) => !s.startsWith('2'));
  const escriturasMal = Object.entries(trafico.escrituras).filter(([s]) => !s.startsWith('2'));
  const soloCortes = [...lecturasMal, ...escriturasMal].every(([s]) => s === '502' || s === '0' || s === EN_CURSO);
  const fuera = d.proxy.cortes.filter((c) => !d.muertes.some((m) => m.destino === c.destino && c.t >= m.t && c.t - m.t <= 3_000));
  informe.comprobar(
    'toda respuesta que no fue un éxito era una petición en curso en una instancia que murió',
    soloCortes && d.proxy.fallos.sinInstancia === 0 && fuera.length === 0 && trafico.rechazadas.length === 0,
    `lecturas ${JSON.stringify(trafico.lecturas)}, escrituras ${JSON.stringify(trafico.escrituras)}; ` +
      `el balanceador cortó ${d.proxy.cortes.length} (${d.proxy.cortes.filter((c) => c.tipo === '502').length} con 502), ` +
      `${fuera.length} fuera de una muerte; ${trafico.rechazadas.length} rechazadas` +
      (trafico.rechazadas[0] ? ` (la primera: ${JSON.stringify(trafico.rechazadas[0])})` : ''),
  );

  // Every acknowledged distribution: stored once, with all its players.
  const dist = await consultar<{ id_periodo: number; codigo: number; motivo: string; n: number }>(
    url,
    `select d.id_periodo, d.codigo, d.motivo, (select count(*)::int from distribucion_jugador dj where dj.id_distribucion = d.id_distribucion) as n
       from distribucion d where d.estado and d.id_periodo = any($1::int[])`,
    [[...new Set([...trafico.distribuciones, ...trafico.desconocidas].map((x) => x.idPeriodo))]],
  );
  const clave = (p: number, c: number) => `${p}:${c}`;
  const guardadas = new Map(dist.map((r) => [clave(r.id_periodo, r.codigo), r]));
  const faltan = trafico.distribuciones.filter((x) => {
    const r = guardadas.get(clave(x.idPeriodo, x.codigo));
    return !r || r.motivo !== x.motivo || r.n !== x.jugadores;
  });
  informe.comprobar(
    'cada distribución confirmada (2xx) está guardada, entera (todos sus jugadores)',
    trafico.distribuciones.length > 0 && faltan.length === 0,
    `${trafico.distribuciones.length} confirmadas, ${faltan.length} faltan o incompletas`,
  );
  const rotas = trafico.desconocidas.filter((x) => {
    const r = guardadas.get(clave(x.idPeriodo, x.codigo));
    return r && r.n !== x.jugadores;
  });
  const vacias = dist.filter((r) => r.n === 0).length;
  informe.comprobar(
    'ninguna distribución a medias (las de respuesta perdida: guardadas enteras o no guardadas; ninguna sin jugadores)',
    rotas.length === 0 && vacias === 0,
    `${trafico.desconocidas.length} sin respuesta (${trafico.desconocidas.filter((x) => guardadas.has(clave(x.idPeriodo, x.codigo))).length} guardadas), ${dist.length} distribuciones revisadas`,
  );

  // Every acknowledged payment, and every batch, paid.
  const pagos = await consultar<{ id_periodo: number; id_player: number }>(url, 'select id_periodo, id_player from pago');
  const pagado = new Set(pagos.map((p) => clave(p.id_periodo, p.id_player)));
  const sinPago = trafico.pagos.filter((p) => !pagado.has(clave(p.idPeriodo, p.idPlayer)));
  const lotesSinPagar = d.lotes.flatMap((l) => l.jugadores.filter((j) => !pagado.has(clave(l.idPeriodo, j.id))));
  informe.comprobar(
    'cada pago confirmado está guardado (los sueltos y los de los lotes)',
    trafico.pagos.length > 0 && sinPago.length === 0 && lotesSinPagar.length === 0,
    `${trafico.pagos.length} pagos sueltos, ${d.lotes.reduce((n, l) => n + l.jugadores.length, 0)} en ${d.lotes.length} lotes; faltan ${sinPago.length + lotesSinPagar.length}`,
  );

  // The ledger's invariants, as `npm run libro:comprobar` checks them.
  const libro = await ejecutar(d.raiz, ['--import', 'tsx', 'apps/api/src/cli/libro.ts'], { DATABASE_URL: url });
  informe.comprobar(
    'las invariantes del libro se cumplen (npm run libro:comprobar)',
    libro.codigo === 0,
    libro.salida.trim().split('\n').slice(0, 4).join(' | '),
  );

  // Discord: the queue drains (a lease of a killed instance ends after 20 s), then each row was sent once.
  const t0 = Date.now();
  let quedan = -1;
  for (const fin = Date.now() + 90_000; Date.now() < fin; await dormir(250)) {
    const [r] = await consultar<{ n: number }>(
      url,
      `select count(*)::int as n from outbox where estado in ('pendiente', 'enviando')`,
    );
    quedan = r!.n;
    if (quedan === 0) break;
  }
  const filas = await consultar<{ estado: string; payload: unknown }>(
    url,
    'select estado, payload from outbox order by id_outbox',
  );
  const fallidas = filas.filter((f) => f.estado !== 'enviado').length;
  informe.comprobar(
    'la cola de Discord se vacía: cada mensaje enviado, ninguno fallido',
    quedan === 0 && fallidas === 0,
    `${filas.length} mensajes; vacía en ${Date.now() - t0} ms tras parar el tráfico; ${fallidas} sin enviar`,
  );
  const recibidos = new Map<string, number>();
  for (const p of d.fake.entregados) recibidos.set(canonico(p.body), (recibidos.get(canonico(p.body)) ?? 0) + 1);
  const enCola = new Map<string, number>();
  for (const f of filas) enCola.set(canonico(f.payload), (enCola.get(canonico(f.payload)) ?? 0) + 1);
  let duplicados = 0;
  let perdidos = 0;
  let ajenos = 0;
  for (const [k, n] of enCola) {
    const r = recibidos.get(k) ?? 0;
    if (r > n) duplicados += r - n;
    if (r < n) perdidos += n - r;
  }
  for (const [k, r] of recibidos) if (!enCola.has(k)) ajenos += r;
  informe.comprobar(
    'Discord recibió cada mensaje de la cola exactamente una vez (ni duplicados, ni perdidos, ni de escrituras deshechas)',
    duplicados === 0 && perdidos === 0 && ajenos === 0 && d.fake.entregados.length === filas.length,
    `${d.fake.entregados.length} recibidos, ${filas.length} en la cola; ${duplicados} duplicados, ${perdidos} perdidos, ${ajenos} sin fila`,
  );
  const textos = d.fake.entregados.map((p) => JSON.stringify(p.body));
  const veces = (...trozos: string[]) => textos.filter((t) => trozos.every((x) => t.includes(x))).length;
  const distMal = trafico.distribuciones.filter((x) => veces(JSON.stringify(`Distribución creada: ${x.motivo}`)) !== 1);
  const todosLosPagos = [
    ...trafico.pagos.map((p) => ({ idPeriodo: p.idPeriodo, idPlayer: p.idPlayer })),
    ...d.lotes.flatMap((l) => l.jugadores.map((j) => ({ idPeriodo: l.idPeriodo, idPlayer: j.id }))),
  ];
  const pagosMal = todosLosPagos.filter(
    (p) => veces(JSON.stringify(`Pago registrado: ${d.nicks.get(p.idPlayer)}`), `**Periodo:** ${p.idPeriodo} (`) !== 1,
  );
  informe.comprobar(
    'el mensaje de Discord de cada escritura confirmada se envió exactamente una vez',
    distMal.length === 0 && pagosMal.length === 0,
    `${trafico.distribuciones.length} distribuciones y ${todosLosPagos.length} pagos; ${distMal.length + pagosMal.length} con 0 o más de 1 mensaje`,
  );
}
