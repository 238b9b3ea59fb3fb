// `npm run instancias` (docs/reliability.md, «Varias instancias: npm run instancias»): three instances of
// the production build on one PostgreSQL database, behind a small round-robin balancer written for it
// (instancias/proxy.ts), under reads and writes; in the middle of a batch payment the instance that
// took it is SIGKILLed — the leader in the first round, then (after a restart) the new leader in the
// second —, and the script checks, printing PASS or FAIL for each: no acknowledged write lost, none
// half-done, the ledger's invariants, each Discord message of an acknowledged write sent exactly once
// (a local fake of the webhook records them), the singleton jobs moved to another instance, and an
// open Chromium page kept its live screen through the balancer. Exit code 1 on any FAIL.
// With --gremios=2 a second guild (a copy of the small guild, bench/seed/gremios.ts, addressed as
// /api/g/gremio-2/…) takes its own share of the traffic, and instancias/gremios.ts checks that the two
// stay apart: reads, ledgers, Discord queues and the live screen.
//
//   npm run instancias [-- --keep] [-- --gremios=2]   (--keep leaves the database instancias_<random> in place)
//   INSTANCIAS_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres): the server to use.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApi } from '../../../scripts/build-api.mjs';
import { buildWeb, root, webBuildIsStale } from '../../../scripts/lib.mjs';
import { FakeWebhook } from '../src/testing/fake-webhook.js';
import { comprobarTodo } from './instancias/comprobaciones.js';
import { borrarBase, Instancias, urlDe } from './instancias/entorno.js';
import { Informe } from './instancias/informe.js';
import { Navegador } from './instancias/navegador.js';
import { gremioDeRun, leerDatos, sembrar } from './instancias/preparar.js';
import {
  comprobarAislamiento,
  comprobarDiscordPorGremio,
  comprobarLibroPorGremio,
  comprobarPantallaEnVivo,
} from './instancias/gremios.js';
import { ProxyRoundRobin } from './instancias/proxy.js';
import { lideres, ronda, type Escenario } from './instancias/rondas.js';
import { DESTINO_HEADER, Trafico } from './instancias/trafico.js';

const { values: opts } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, gremios: { type: 'string', default: '1' } },
});
const GREMIOS = Number(opts.gremios);
const N = 3;
const RELEVO_MAX_MS = 15_000;
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function hasta(que: string, listo: () => Promise<boolean>, ms: number): Promise<void> {
  for (const fin = Date.now() + ms; !(await listo()); await dormir(100))
    if (Date.now() > fin) throw new Error(`${que}: no ocurrió en ${ms / 1000} s`);
}

async function main(): Promise<number> {
  const informe = new Informe();
  const nombre = `instancias_${randomBytes(4).toString('hex')}`;
  const url = urlDe(nombre);
  console.log(`Varias instancias: ${N} instancias de la compilación de producción en ${url}, detrás de un balanceador`);
  console.log(GREMIOS > 1 ? `${GREMIOS} gremios: el segundo en /api/g/gremio-2/…` : 'Un gremio (--gremios=2: dos).');
  console.log(
    `Carga de la máquina al empezar: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}\n`,
  );

  console.log(`  ${await sembrar(root, url, GREMIOS)}`);
  informe.fase('base desechable sembrada (bench:seed --smoke)');
  if (webBuildIsStale() && (await buildWeb()) !== 0) throw new Error('la compilación de la aplicación web falló');
  const bundle = await buildApi();
  informe.fase('compilación de producción (web si hacía falta, API)');

  const fake = await new FakeWebhook().start();
  const fijar: { eventos: number | undefined } = { eventos: undefined };
  let instancias: Instancias | null = null;
  const proxy = await new ProxyRoundRobin({
    instancias: () => instancias?.destinos() ?? [],
    // Only the script's own requests name an instance: the round's batch, and the browser's stream
    // while it is meant to sit on the instance that dies next.
    elegir: (req) => {
      const destino = req.headers[DESTINO_HEADER];
      if (destino !== undefined) return Number(destino);
      return req.url?.startsWith('/api/eventos') ? fijar.eventos : undefined;
    },
  }).start();
  instancias = new Instancias(root, bundle, {
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    WRITE_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: '1000',
    TRUST_PROXY: '127.0.0.1',
    DISCORD_WEBHOOK_URL: fake.url,
    DISCORD_NOTIFY_PAGOS: 'true',
    PUBLIC_URL: proxy.base,
  });
  const inst = instancias;
  let navegador: Navegador | null = null;
  let trafico: Trafico | null = null;
  try {
    // The first instance migrates and leads; the others follow.
    await inst.arrancar(0);
    await hasta('la instancia 1 dirige', async () => (await inst.lider(0))?.esta_instancia === true, 30_000);
    const tareas = (await inst.lider(0))!.tareas;
    for (let i = 1; i < N; i++) await inst.arrancar(i);
    const lid = await lideres(inst);
    informe.comprobar(
      `${N} instancias en marcha, una sola dirige`,
      lid.join() === '0',
      `dirige la instancia 1 con [${tareas.join(', ')}]; balanceador en ${proxy.base}`,
    );
    informe.fase(`${N} instancias arrancadas`);

    const datos = await leerDatos(url, proxy.base, 'Gremio');
    const otros = [];
    for (let id = 2; id <= GREMIOS; id++) otros.push(await leerDatos(url, proxy.base, `Gremio ${id}`, gremioDeRun(id)));
    const gremios = [datos.gremio, ...otros.map((o) => o.gremio)];
    // The browser's stream on the leader, the first round's target.
    fijar.eventos = 0;
    navegador = await Navegador.abrir(proxy.base, datos.vivo.idPeriodo);
    await hasta('el flujo del navegador en la instancia 1', async () => proxy.flujos().get(0) === 1, 15_000);
    informe.fase('navegador abierto en la pantalla en vivo (periodo ' + datos.vivo.idPeriodo + ')');

    trafico = new Trafico(proxy.base, gremios, { lectoras: GREMIOS > 1 ? 2 : 4, pausaEscrituraMs: 150 });
    trafico.start();
    await dormir(6_000);
    informe.fase('tráfico en marcha antes de la primera ronda');
    const e: Escenario = {
      base: proxy.base,
      url,
      proxy,
      instancias: inst,
      navegador,
      informe,
      trafico,
      muertes: [],
      vivo: datos.vivo,
      tareas,
      relevoMaxMs: RELEVO_MAX_MS,
    };
    console.log('\nRonda 1: SIGKILL del líder con el lote retenido a medias en su transacción');
    await ronda(e, 1, datos.lotes[0]!, 0, 'retenido');
    informe.fase('ronda 1');

    // Round 2: the browser's stream moves to the new leader (the balancer cuts it, as a reload does),
    // and that leader dies the moment its batch's payments are in PostgreSQL, uncommitted.
    const [lider2] = await lideres(inst);
    fijar.eventos = lider2;
    proxy.cortarFlujos();
    await hasta(`el flujo del navegador en la instancia ${lider2! + 1}`, async () => proxy.flujos().get(lider2!) === 1, 20_000);
    console.log('\nRonda 2: SIGKILL del nuevo líder con el lote en vuelo, sin retenerlo');
    await ronda(e, 2, datos.lotes[1]!, lider2!, 'en vuelo');
    informe.fase('ronda 2');

    await dormir(3_000);
    if (GREMIOS > 1) await comprobarPantallaEnVivo(url, trafico, gremios, proxy.eventos, informe);
    await trafico.stop();
    const t = trafico.total;
    informe.nota(
      `tráfico: ${t.lecturas} lecturas y ${t.escrituras} escrituras a través del balanceador ${JSON.stringify(proxy.reenviadas)}`,
    );
    informe.fase('tráfico parado');
    console.log('\nComprobaciones finales');
    await comprobarTodo({
      raiz: root,
      url,
      informe,
      trafico,
      fake,
      lotes: datos.lotes,
      muertes: e.muertes,
      proxy,
      nicks: new Map([...datos.nicks, ...otros.flatMap((o) => [...o.nicks])]),
    });
    if (GREMIOS > 1) {
      await comprobarAislamiento(proxy.base, url, gremios, informe);
      await comprobarLibroPorGremio(url, informe);
      await comprobarDiscordPorGremio(url, gremios, informe);
    }
    informe.fase('comprobaciones finales');
  } catch (error) {
    informe.comprobar('el escenario llegó al final', false, error instanceof Error ? error.message : String(error));
    for (const [i, p] of inst.procesos.entries()) if (p) console.error(`--- instancia ${i + 1}:\n${p.salida().slice(-2000)}`);
  } finally {
    await trafico?.stop();
    await navegador?.cerrar();
    await inst.parar();
    await proxy.close();
    await fake.close();
    if (!opts.keep) await borrarBase(nombre);
    else console.log(`Base conservada: ${url}`);
  }
  console.log(
    `Carga de la máquina al terminar: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  informe.resumen();
  return informe.fallos.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
