// What the regear reads from Albion (docs/regear.md): a player's deaths and single events from gameinfo's
// killboard, and market prices from the Albion Data Project. The interfaces the regear module codes to;
// the real clients (gameinfo.ts, precios.ts) and the tests' fakes implement them, and without
// configuration every call answers 503 with a Spanish sentence.
import type { SlotEquipo } from '@reparto/contract';
import { ServiceUnavailable } from '../../lib/errors.js';
import type { NombresItems } from './nombres-items.js';

/** One slot of a killboard event's equipment (`null` when empty). */
export interface ObjetoEquipo {
  Type: string;
  Count: number;
  /** 0–5 (0 for things without quality, e.g. potions). */
  Quality: number;
}

/** The fields of a killboard event the regear uses (gameinfo sends many more). */
export interface EventoMuerte {
  EventId: number;
  /** ISO 8601. */
  TimeStamp: string;
  BattleId: number | null;
  Victim: {
    Id: string;
    Name: string;
    GuildId: string;
    GuildName: string;
    AverageItemPower: number;
    Equipment: Record<SlotEquipo, ObjetoEquipo | null>;
  };
}

export interface Killboard {
  readonly configured: boolean;
  /** ALBION_GUILD_ID: a death counts only when `Victim.GuildId` is this. */
  readonly guildId: string | null;
  /** The player's gameinfo `Id`, by exact (case-insensitive) name through `/search?q=`; null when none. */
  idJugador(nickname: string): Promise<string | null>;
  /** `GET /players/{Id}/deaths`: the player's recent deaths, newest first. */
  muertes(albionId: string): Promise<EventoMuerte[]>;
  /** `GET /events/{EventId}`; null when gameinfo does not know the event (404). */
  evento(eventId: number): Promise<EventoMuerte | null>;
  /** `GET /events/battle/{BattleId}?offset=&limit=` (limit ≤ 51, offset ≤ 1000). */
  eventosDeBatalla(battleId: number, offset: number, limit: number): Promise<EventoMuerte[]>;
  /** The items' names (`GET /items/{ID}/data`); absent: every item shows its id. */
  readonly nombresItems?: NombresItems;
}

/** A market price chosen by the rules: the lowest non-zero `sell_price_min` among the cities. */
export interface PrecioMercado {
  precio: number;
  ciudad: string;
  /** `sell_price_min_date` (ISO). */
  fecha: string;
  /** The quality the price is for: the item's own, or the nearest lower one with data. */
  calidad: number;
}

/** The key of one item at one quality in a price answer. */
export const clavePrecio = (item: string, calidad: number) => `${item}#${calidad}`;

/**
 * Who asks for prices: the regear (a claim, the deaths page) or a loot paste (docs/botin.md). Each has its
 * own request budget and its own requests in flight, so that a paste's hundreds of ids never hold a
 * regear price back.
 */
export type CarrilPrecios = 'regear' | 'botin';

export interface PreciosMercado {
  readonly configured: boolean;
  /**
   * The best price of each `{item, calidad}` in `ciudades`, keyed by `clavePrecio`; null when the API
   * has no data for it at that quality or any lower one (sin precio). Throws 503/504 when the API is down.
   * `carril`: whose budget the requests use ('regear' by default).
   */
  precios(
    pedidos: readonly { item: string; calidad: number }[],
    ciudades: readonly string[],
    carril?: CarrilPrecios,
  ): Promise<Map<string, PrecioMercado | null>>;
}

export const MENSAJE_KILLBOARD_SIN_CONFIGURAR =
  'El regear necesita la API de Albion Online: configure ALBION_API_BASE y ALBION_GUILD_ID';
export const MENSAJE_PRECIOS_SIN_CONFIGURAR = 'Los precios de mercado no están configurados (ALBION_DATA_API_BASE)';

export const killboardSinConfigurar: Killboard = {
  configured: false,
  guildId: null,
  idJugador: () => Promise.reject(new ServiceUnavailable('albion.killboardSinConfigurar')),
  muertes: () => Promise.reject(new ServiceUnavailable('albion.killboardSinConfigurar')),
  evento: () => Promise.reject(new ServiceUnavailable('albion.killboardSinConfigurar')),
  eventosDeBatalla: () => Promise.reject(new ServiceUnavailable('albion.killboardSinConfigurar')),
};

export const preciosSinConfigurar: PreciosMercado = {
  configured: false,
  precios: () => Promise.reject(new ServiceUnavailable('albion.preciosSinConfigurar')),
};
