// A local stand-in for the Albion Data Project's price API (node:http on 127.0.0.1) for the API tests:
// GET /api/v2/stats/prices/{ID1,ID2,…}.json?locations=…&qualities=… answers, like the real one, one row
// per id × city × quality asked, with the real field set; a row the test did not set is «no data» (0 and
// 0001-01-01T00:00:00). Every request is recorded (to test batching and caching); `steps` make the next
// requests fail or hang, as in fake-gameinfo.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeStep } from './fake-gameinfo.js';
import { clavePrecio, type PreciosMercado } from '../adapters/albion/killboard.js';

export const SIN_DATOS_FECHA = '0001-01-01T00:00:00';

/** One row of the real answer. */
export interface FilaPrecioFake {
  item_id: string;
  city: string;
  quality: number;
  sell_price_min: number;
  sell_price_min_date: string;
  sell_price_max: number;
  sell_price_max_date: string;
  buy_price_min: number;
  buy_price_min_date: string;
  buy_price_max: number;
  buy_price_max_date: string;
}

/** A row with a sell price (0: no data), seen at `fecha` (the project's format: UTC, no zone). */
export function filaPrecio(
  item: string,
  city: string,
  quality: number,
  sellPriceMin: number,
  fecha = '2025-09-21T10:00:00',
): FilaPrecioFake {
  const date = sellPriceMin > 0 ? fecha : SIN_DATOS_FECHA;
  return {
    item_id: item,
    city,
    quality,
    sell_price_min: sellPriceMin,
    sell_price_min_date: date,
    sell_price_max: sellPriceMin > 0 ? Math.round(sellPriceMin * 1.4) : 0,
    sell_price_max_date: date,
    buy_price_min: 0,
    buy_price_min_date: SIN_DATOS_FECHA,
    buy_price_max: sellPriceMin > 0 ? Math.round(sellPriceMin * 0.8) : 0,
    buy_price_max_date: date,
  };
}

/** What one request asked for. */
export interface PeticionPrecios {
  /** `path?query`, raw. */
  url: string;
  ids: string[];
  locations: string[];
  qualities: number[];
}

export interface FakePrecios {
  /** e.g. http://127.0.0.1:PORT (the client adds /api/v2/stats/prices/…). */
  base: string;
  requests: PeticionPrecios[];
  /** The rows the fake knows; set or push at will. */
  filas: FilaPrecioFake[];
  /** Adds a row (filaPrecio) and returns it. */
  precio(item: string, city: string, quality: number, sellPriceMin: number, fecha?: string): FilaPrecioFake;
  /** Consumed one per request, before the normal answer. */
  steps: FakeStep[];
  /** Milliseconds every normal answer waits (to test requests in flight). */
  demoraMs: number;
  close(): Promise<void>;
}

const PATH = /^\/api\/v2\/stats\/prices\/([^/]+)\.json$/;
const lista = (v: string | null) => (v ?? '').split(',').filter(Boolean);

export async function startFakePrecios(filas: FilaPrecioFake[] = []): Promise<FakePrecios> {
  const state = { requests: [] as PeticionPrecios[], filas, steps: [] as FakeStep[], demoraMs: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = PATH.exec(url.pathname);
    const ids = m ? decodeURIComponent(m[1] ?? '').split(',') : [];
    const locations = lista(url.searchParams.get('locations'));
    const qualities = lista(url.searchParams.get('qualities')).map(Number);
    state.requests.push({ url: req.url ?? '', ids, locations, qualities });
    const step = state.steps.shift();
    if (step && 'hang' in step) return;
    if (step && 'cortar' in step) return void req.socket.destroy();
    if (step) {
      res.writeHead(step.status, { 'content-type': 'application/json' });
      res.end(step.body ?? '');
      return;
    }
    if (!m) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    const rows: FilaPrecioFake[] = [];
    for (const id of ids) {
      for (const city of locations) {
        for (const quality of qualities.length ? qualities : [1]) {
          const set = state.filas.find((f) => f.item_id === id && f.city === city && f.quality === quality);
          rows.push(set ?? filaPrecio(id, city, quality, 0));
        }
      }
    }
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(rows));
    }, state.demoraMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get filas() {
      return state.filas;
    },
    set filas(v) {
      state.filas = v;
    },
    precio(item, city, quality, sellPriceMin, fecha) {
      const fila = filaPrecio(item, city, quality, sellPriceMin, fecha);
      state.filas.push(fila);
      return fila;
    },
    steps: state.steps,
    get demoraMs() {
      return state.demoraMs;
    },
    set demoraMs(v) {
      state.demoraMs = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A market client that prices every item asked at once, at `precio` in `ciudad` (no HTTP). */
export function preciosFijos(precio: number, ciudad: string, fecha: string): PreciosMercado {
  return {
    configured: true,
    precios: async (pedidos) =>
      new Map(pedidos.map((p) => [clavePrecio(p.item, p.calidad), { precio, ciudad, fecha, calidad: 1 }])),
  };
}
