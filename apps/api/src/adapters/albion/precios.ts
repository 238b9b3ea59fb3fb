// Market prices for the regear from the Albion Data Project (docs/integraciones.md, «Killboard y precios
// (regear)»): GET {ALBION_DATA_API_BASE}/api/v2/stats/prices/{ID1,ID2,…}.json?locations=…&qualities=1,…,n.
// At most 80 ids a request and URLs under 2,000 characters; each item's rows kept an hour per set of
// cities; a timeout and one retry on 502/503/504 (the shared request code of gameinfo.ts). The price of
// an item is chosen by `elegirPrecio`. Two lanes (`CarrilPrecios`): the regear's and the loot paste's,
// each with its own rate limit and its own requests in flight; only the cache is shared.
import { z } from 'zod';
import {
  clienteAlbion,
  enEspanol,
  type ClienteJson,
  type MensajesApi,
  type OpcionesClienteAlbion,
  type PerfilApi,
} from './gameinfo.js';
import { clavePrecio, type CarrilPrecios, type PrecioMercado, type PreciosMercado } from './killboard.js';
import { TtlCache } from './ttl-cache.js';

export const ALBION_DATA_WEST = 'https://west.albion-online-data.com';
export const ALBION_DATA_EUROPE = 'https://europe.albion-online-data.com';
export const ALBION_DATA_EAST = 'https://east.albion-online-data.com';

/** The Albion Data Project's limits: ids a request, and characters of a URL (docs/integraciones.md). */
export const IDS_POR_PETICION = 80;
export const URL_MAX = 2000;
export const CALIDAD_MAX = 5;

const CODIGOS_PRECIOS: MensajesApi = {
  timeout: 'albion.preciosTimeout',
  caida: 'albion.preciosCaida',
  error: 'albion.preciosError',
  datos: 'albion.preciosDatos',
  grande: 'albion.preciosGrande',
};
export const MENSAJES_PRECIOS = enEspanol(CODIGOS_PRECIOS);
/** The largest answer read from the price API: 2 MB (80 ids × 6 cities × 5 qualities is about 200 KB). */
export const PRECIOS_MAX_BYTES = 2 * 1024 * 1024;

/** One row of the answer: the fields we read (the buy prices and the max sell price are ignored). */
const FilaPrecioSchema = z.object({
  item_id: z.string(),
  city: z.string(),
  quality: z.number().int(),
  sell_price_min: z.number().int().nonnegative(),
  sell_price_min_date: z.string(),
});
export type FilaPrecio = z.infer<typeof FilaPrecioSchema>;
const RespuestaSchema = z.array(FilaPrecioSchema);

/** A date the project uses for «never seen». */
const SIN_FECHA = /^0001-01-01/;
/** What an item id looks like (`T8_2H_CLAYMORE@3`); anything else is never sent, and has no price. */
const ITEM_ID = /^[A-Za-z0-9_@]{1,100}$/;

const normal = (ciudad: string) => ciudad.trim().toLowerCase();

/** The project's dates are UTC without a zone (`2025-09-21T10:00:00`). */
function fechaIso(fecha: string): string {
  const ms = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(fecha) ? fecha : `${fecha}Z`);
  return Number.isNaN(ms) ? fecha : new Date(ms).toISOString();
}

/**
 * The price of `item` at `calidad` among `ciudades`: the lowest non-zero `sell_price_min` at that
 * quality; without any, the nearest lower quality that has one; else null (sin precio). A price of 0 or
 * a date of 0001-01-01 is no data. A tie goes to the first city of `ciudades`.
 */
export function elegirPrecio(
  filas: readonly FilaPrecio[],
  item: string,
  calidad: number,
  ciudades: readonly string[],
): PrecioMercado | null {
  const orden = new Map(ciudades.map((c, i) => [normal(c), i]));
  const pos = (f: FilaPrecio) => orden.get(normal(f.city)) ?? Infinity;
  const validas = filas.filter(
    (f) => f.item_id === item && orden.has(normal(f.city)) && f.sell_price_min > 0 && !SIN_FECHA.test(f.sell_price_min_date),
  );
  for (let q = Math.min(Math.max(calidad, 1), CALIDAD_MAX); q >= 1; q--) {
    let mejor: FilaPrecio | null = null;
    for (const f of validas) {
      if (f.quality !== q) continue;
      if (
        mejor === null ||
        f.sell_price_min < mejor.sell_price_min ||
        (f.sell_price_min === mejor.sell_price_min && pos(f) < pos(mejor))
      ) {
        mejor = f;
      }
    }
    if (mejor)
      return { precio: mejor.sell_price_min, ciudad: mejor.city, fecha: fechaIso(mejor.sell_price_min_date), calidad: q };
  }
  return null;
}

export interface PreciosAlbionDataOptions extends OpcionesClienteAlbion {
  /** ALBION_DATA_API_BASE, e.g. https://west.albion-online-data.com */
  baseUrl: string;
  /** Per request (ALBION_DATA_TIMEOUT_MS); 10 s by default. */
  timeoutMs?: number;
  /** Each item's rows per set of cities are kept this long (1 h). */
  cacheTtlMs?: number;
  /**
   * The loot paste's lane: its own rate (half the regear's by default: 1 a second, bursts of 2; with the
   * regear's 2 a second, the project's 180 a minute).
   */
  botin?: { requestsPerSecond?: number; burst?: number };
}

/** The project allows 180 requests a minute. */
const PERFIL_PRECIOS: PerfilApi = {
  mensajes: CODIGOS_PRECIOS,
  variable: 'ALBION_DATA_API_BASE',
  timeoutMs: 10_000,
  requestsPerSecond: 2,
  burst: 4,
  maxBytes: PRECIOS_MAX_BYTES,
};

/** The rows of one item in one set of cities, for qualities 1..hasta. */
interface Guardado {
  hasta: number;
  filas: FilaPrecio[];
}

/** One lane: its requests (and their rate limit) and the batches it has in flight. */
interface Carril {
  http: ClienteJson;
  enCurso: Map<string, Promise<Guardado>>;
}

export class PreciosAlbionData implements PreciosMercado {
  readonly configured = true;
  readonly #url: URL;
  readonly #carriles: Record<CarrilPrecios, Carril>;
  readonly #cache: TtlCache<Guardado>;

  constructor(options: PreciosAlbionDataOptions) {
    const { base, http, clock } = clienteAlbion(options, PERFIL_PRECIOS);
    const botin = clienteAlbion(
      {
        ...options,
        requestsPerSecond:
          options.botin?.requestsPerSecond ?? (options.requestsPerSecond ?? PERFIL_PRECIOS.requestsPerSecond) / 2,
        burst: options.botin?.burst ?? Math.max(1, (options.burst ?? PERFIL_PRECIOS.burst) / 2),
      },
      PERFIL_PRECIOS,
    ).http;
    base.pathname = `${base.pathname.replace(/\/+$/, '')}/api/v2/stats/prices/`;
    this.#url = base;
    this.#carriles = { regear: { http, enCurso: new Map() }, botin: { http: botin, enCurso: new Map() } };
    this.#cache = new TtlCache(options.cacheMax ?? 5000, options.cacheTtlMs ?? 60 * 60_000, clock);
  }

  async precios(
    pedidos: readonly { item: string; calidad: number }[],
    ciudades: readonly string[],
    carril: CarrilPrecios = 'regear',
  ): Promise<Map<string, PrecioMercado | null>> {
    const lane = this.#carriles[carril];
    const lugares = [...new Set(ciudades.map((c) => c.trim()).filter(Boolean))].sort();
    const lugaresKey = lugares.map(normal).join('|');
    // The highest quality asked of each item.
    const hasta = new Map<string, number>();
    for (const p of pedidos) {
      if (!ITEM_ID.test(p.item) || lugares.length === 0) continue;
      const q = Math.min(Math.max(p.calidad, 1), CALIDAD_MAX);
      hasta.set(p.item, Math.max(q, hasta.get(p.item) ?? 1));
    }
    const filas = new Map<string, Promise<Guardado>>();
    const faltan: { item: string; hasta: number }[] = [];
    for (const [item, q] of hasta) {
      const key = `${item}|${lugaresKey}`;
      const guardado = this.#cache.get(key);
      if (guardado && guardado.hasta >= q) filas.set(item, Promise.resolve(guardado));
      else faltan.push({ item, hasta: q });
    }
    for (const lote of this.#lotes(faltan, lugares)) {
      for (const [item, promesa] of this.#pedirLote(lane, lote, lugares, lugaresKey)) filas.set(item, promesa);
    }
    const resultado = new Map<string, PrecioMercado | null>();
    const leidas = new Map(await Promise.all([...filas].map(async ([item, promesa]) => [item, await promesa] as const)));
    for (const p of pedidos) {
      const g = leidas.get(p.item);
      resultado.set(clavePrecio(p.item, p.calidad), g ? elegirPrecio(g.filas, p.item, p.calidad, lugares) : null);
    }
    return resultado;
  }

  /** The request of `ids`, with qualities 1..hasta. */
  #urlDe(ids: readonly string[], lugares: readonly string[], hasta: number): URL {
    const url = new URL(this.#url);
    // ITEM_ID lets through only letters, digits, `_` and `@`: nothing to encode.
    url.pathname = `${url.pathname}${ids.join(',')}.json`;
    const calidades = Array.from({ length: hasta }, (_, i) => i + 1).join(',');
    url.search = `?locations=${lugares.map(encodeURIComponent).join(',')}&qualities=${calidades}`;
    return url;
  }

  /** `faltan` cut in requests of at most 80 ids and URLs under 2,000 characters. */
  #lotes(faltan: readonly { item: string; hasta: number }[], lugares: readonly string[]): { item: string; hasta: number }[][] {
    const lotes: { item: string; hasta: number }[][] = [];
    let lote: { item: string; hasta: number }[] = [];
    for (const f of faltan) {
      const con = [...lote, f];
      const largo = this.#urlDe(
        con.map((x) => x.item),
        lugares,
        Math.max(...con.map((x) => x.hasta)),
      ).href.length;
      if (lote.length > 0 && (con.length > IDS_POR_PETICION || largo >= URL_MAX)) {
        lotes.push(lote);
        lote = [f];
      } else {
        lote = con;
      }
    }
    if (lote.length > 0) lotes.push(lote);
    return lotes;
  }

  /** One request for a batch; each item's rows are shared with the lane's concurrent callers and kept an hour. */
  #pedirLote(
    lane: Carril,
    lote: readonly { item: string; hasta: number }[],
    lugares: readonly string[],
    lugaresKey: string,
  ): Map<string, Promise<Guardado>> {
    const porItem = new Map<string, Promise<Guardado>>();
    const nuevos: { item: string; hasta: number }[] = [];
    for (const f of lote) {
      const enCurso = enCursoQueCubre(lane, f, lugaresKey);
      if (enCurso) porItem.set(f.item, enCurso);
      else nuevos.push(f);
    }
    if (nuevos.length === 0) return porItem;
    const hasta = Math.max(...nuevos.map((f) => f.hasta));
    const peticion = lane.http.get(
      this.#urlDe(
        nuevos.map((f) => f.item),
        lugares,
        hasta,
      ),
      RespuestaSchema,
    );
    for (const f of nuevos) {
      const key = `${f.item}|${lugaresKey}`;
      const enCursoKey = `${key}|${hasta}`;
      const promesa = peticion
        .then((filas) => {
          const guardado = { hasta, filas: filas.filter((r) => r.item_id === f.item) };
          this.#cache.set(key, guardado);
          return guardado;
        })
        .finally(() => lane.enCurso.delete(enCursoKey));
      lane.enCurso.set(enCursoKey, promesa);
      porItem.set(f.item, promesa);
    }
    // Every caller awaits its items; a failure is not left unhandled meanwhile.
    peticion.catch(() => {});
    return porItem;
  }
}

/** A request of the lane in flight that brings the item's rows up to its quality, if any. */
function enCursoQueCubre(lane: Carril, f: { item: string; hasta: number }, lugaresKey: string): Promise<Guardado> | undefined {
  for (let q = f.hasta; q <= CALIDAD_MAX; q++) {
    const p = lane.enCurso.get(`${f.item}|${lugaresKey}|${q}`);
    if (p) return p;
  }
  return undefined;
}
