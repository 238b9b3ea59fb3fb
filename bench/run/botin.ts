// The loot valuation the benchmark measures (docs/botin.md, "Rendimiento"; docs/performance.md): a
// 50,000-line AO Loot Logger file (about 5 MB, 300 item ids) posted to POST /api/precios/valorarBotin,
// priced by the API's market client against a local stand-in for the Albion Data Project (the API's
// test fake, so no outside request), a few times in a row: the first with the price lookup (4 batched
// requests), the next ones from the client's hourly cache. The target: each under 2 s of API time.
import { CABECERA_LOOT_LOGGER_V2 } from '@reparto/contract';
import { startFakePrecios, type FakePrecios } from '../../apps/api/src/testing/fake-precios.js';
import { peakRssMb } from './processes.js';

/** The target (docs/botin.md): a 50,000-line file valued in under 2 s of API time. */
export const TARGET_BOTIN_MS = 2000;
export const LINEAS_BOTIN = 50_000;
const ITEMS = 300;
const VECES = 5;

const itemId = (i: number) => `T${4 + (i % 5)}_ITEM_BENCH_${i}${i % 4 ? `@${i % 4}` : ''}`;

/** The local price API: a price in two cities for most items (every 10th has none). */
export async function preciosBotin(): Promise<FakePrecios> {
  const fake = await startFakePrecios();
  for (let i = 0; i < ITEMS; i++) {
    if (i % 10 === 0) continue;
    fake.precio(itemId(i), 'Caerleon', 1, 1_000 + i * 37);
    fake.precio(itemId(i), 'Bridgewatch', 1, 1_100 + i * 31);
  }
  return fake;
}

/** The v2 file: 50,000 lines of 60 members of one guild and 20 of another, over two hours. */
export function archivoBotin(lineas = LINEAS_BOTIN): string {
  const inicio = Date.parse('2025-09-21T18:00:00Z');
  const filas = [CABECERA_LOOT_LOGGER_V2];
  for (let i = 0; i < lineas; i++) {
    const fecha = new Date(inicio + Math.floor((i * 7_200_000) / lineas)).toISOString();
    const nuestro = i % 4 !== 0;
    const gremio = nuestro ? 'Reparto de Plata' : 'Otro Gremio';
    const nombre = nuestro ? `Miembro${i % 60}` : `Ajeno${i % 20}`;
    const item = itemId((i * 7) % ITEMS);
    filas.push(
      `${fecha};ALIANZA;${gremio};${nombre};${item};Objeto de prueba ${item};${(i % 5) + 1};OTRA;Enemigos;Victima${i % 97}`,
    );
  }
  return filas.join('\n');
}

export interface BotinMedido {
  lineas: number;
  bytes: number;
  /** Wall time of each request on 127.0.0.1 (the first one with the price lookup). */
  ms: number[];
  max_ms: number;
  objetivo_ms: number;
  cumple: boolean;
  items: number;
  sin_precio: number;
  /** The API's peak RSS (high-water mark) before the first valuation and after the last. */
  rss_antes_mb: number;
  rss_despues_mb: number;
}

/** Posts the file VECES times (one after another) and times each answer. */
export async function medirBotin(apiBase: string, token: string, fake: FakePrecios, pid: number): Promise<BotinMedido> {
  const rssAntes = peakRssMb(pid);
  const texto = archivoBotin();
  const body = JSON.stringify([{ texto, gremio: 'Reparto de Plata', pctVendido: 90 }]);
  const ms: number[] = [];
  let items = 0;
  let sinPrecio = 0;
  process.stdout.write(`  valorarBotin (archivo de ${LINEAS_BOTIN} líneas) …`);
  for (let i = 0; i < VECES; i++) {
    const t0 = performance.now();
    const res = await fetch(`${apiBase}/api/precios/valorarBotin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body,
    });
    const json = (await res.json()) as { ok: boolean; message: { items: { sin_precio: boolean }[] } | string };
    ms.push(Math.round(performance.now() - t0));
    if (res.status !== 200 || typeof json.message === 'string')
      throw new Error(`valorarBotin respondió ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
    items = json.message.items.length;
    sinPrecio = json.message.items.filter((x) => x.sin_precio).length;
  }
  if (fake.requests.length === 0) throw new Error('valorarBotin no pidió precios a la API de precios local');
  const max = Math.max(...ms);
  console.log(` ${ms.join(', ')} ms`);
  return {
    lineas: LINEAS_BOTIN,
    bytes: Buffer.byteLength(body),
    ms,
    max_ms: max,
    objetivo_ms: TARGET_BOTIN_MS,
    cumple: max < TARGET_BOTIN_MS,
    items,
    sin_precio: sinPrecio,
    rss_antes_mb: rssAntes,
    rss_despues_mb: peakRssMb(pid),
  };
}
