// Item names from gameinfo (docs/integraciones.md, «Killboard y precios (regear)»; docs/regear.md,
// «Nombres de los objetos»): GET {ALBION_API_BASE}/items/{ID}/data, whose `localizedNames` holds the
// game's name of the item in each language ("ES-ES", "EN-US", "PT-BR", …). The enchantment (`@3`) is
// dropped from the id: an enchanted item has its base item's name. Same request code as the other gameinfo
// clients (gameinfo.ts: timeout, one retry on 502/503/504, byte cap, Spanish 503/504), with its own rate
// limit (its own lane: a page of names never holds a death or an event back) and a short timeout.
import { z } from 'zod';
import type { Idioma } from '@reparto/contract';
import { ServiceUnavailable } from '../../lib/errors.js';
import { clienteGameinfo, CODIGOS_ALBION, urlDe, type ClienteJson, type OpcionesClienteAlbion } from './gameinfo.js';

/** An item's name in each of the app's languages; null where gameinfo has none. */
export type NombresItem = Record<Idioma, string | null>;

export interface NombresItems {
  /** The names of `item` (its enchantment ignored); null when gameinfo does not know it (404). Throws 503/504. */
  nombres(item: string): Promise<NombresItem | null>;
}

/** gameinfo's language keys of the app's languages. */
const CLAVES: Readonly<Record<Idioma, string>> = { es: 'ES-ES', en: 'EN-US', 'pt-BR': 'PT-BR' };

/** The part of the answer we read; every other field (tier, craftingRequirements, …) is ignored. */
const DatosItemSchema = z.object({ localizedNames: z.record(z.string(), z.string().nullish()).nullish() });

/** What an item id looks like (`T8_2H_CLAYMORE@3`); anything else is never sent. */
const ITEM_ID = /^[A-Za-z0-9_@]{1,100}$/;

/** Lookups in flight (or waiting for the lane's rate) at most; past it a lookup fails at once (503). */
export const EN_CURSO_MAX = 32;

/** The id whose name is looked up: without its enchantment. */
export const itemBase = (item: string) => item.replace(/@\d+$/, '');

/** A name cut to 100 characters, blank as none. */
const limpio = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t.slice(0, 100) : null;
};

export class NombresItemsGameinfo implements NombresItems {
  readonly #base: URL;
  readonly #http: ClienteJson;
  /** The lookups in flight: two lists asking for one item at once share one request (nothing is kept after). */
  readonly #enCurso = new Map<string, Promise<NombresItem | null>>();

  constructor(options: OpcionesClienteAlbion) {
    const { base, http } = clienteGameinfo({
      ...options,
      // Its own lane: a rate of its own, and never the long timeout of a deaths list.
      timeoutMs: Math.min(options.timeoutMs ?? 5_000, 5_000),
      requestsPerSecond: options.requestsPerSecond ?? 3,
      burst: options.burst ?? 6,
    });
    this.#base = base;
    this.#http = http;
  }

  nombres(item: string): Promise<NombresItem | null> {
    const id = itemBase(item);
    if (!ITEM_ID.test(id)) return Promise.resolve(null);
    let pedido = this.#enCurso.get(id);
    // Never more than EN_CURSO_MAX waiting on the lane's rate: lists faster than it pile up no requests.
    if (!pedido && this.#enCurso.size >= EN_CURSO_MAX) return Promise.reject(new ServiceUnavailable(CODIGOS_ALBION.caida));
    if (!pedido) {
      pedido = this.#pedir(id).finally(() => this.#enCurso.delete(id));
      this.#enCurso.set(id, pedido);
    }
    return pedido;
  }

  async #pedir(id: string): Promise<NombresItem | null> {
    const datos = await this.#http.getO404(urlDe(this.#base, 'items', id, 'data'), DatosItemSchema);
    if (!datos) return null;
    const n = datos.localizedNames ?? {};
    return { es: limpio(n[CLAVES.es]), en: limpio(n[CLAVES.en]), 'pt-BR': limpio(n[CLAVES['pt-BR']]) };
  }
}
