// The regear's killboard on gameinfo (docs/integraciones.md, «Killboard y precios (regear)»): a player's
// id by exact name (/search?q=), their recent deaths (/players/{Id}/deaths), one event (/events/{EventId})
// and a battle's events (/events/battle/{BattleId}?offset=&limit=). Same request code as the membership
// check (gameinfo.ts): timeout, one retry on 502/503/504, rate limit, Spanish 503/504. Ids only ever travel
// encoded as one path segment. Only the fields the regear uses are read; every other one is ignored.
import { z } from 'zod';
import { SLOTS_EQUIPO, type SlotEquipo } from '@reparto/contract';
import { BadRequest } from '../../lib/errors.js';
import type { EventoMuerte, Killboard, ObjetoEquipo } from './killboard.js';
import { NombresItemsGameinfo, type NombresItems } from './nombres-items.js';
import {
  buscarJugadores,
  CacheCompartida,
  clienteGameinfo,
  jugadorExacto,
  urlDe,
  type AlbionMembershipOptions,
  type ClienteJson,
} from './gameinfo.js';

/** gameinfo answers 400 beyond these (docs/integraciones.md). */
export const LIMITE_EVENTOS_BATALLA = 51;
export const OFFSET_MAX_EVENTOS_BATALLA = 1000;

export const MENSAJES_KILLBOARD = {
  limite: `Se piden como máximo ${LIMITE_EVENTOS_BATALLA} eventos de una batalla a la vez`,
  offset: `La API de Albion Online no da eventos de una batalla más allá del ${OFFSET_MAX_EVENTOS_BATALLA}`,
} as const;

const ObjetoSchema = z
  .object({
    Type: z.string().min(1),
    Count: z.number().int().nonnegative().nullish(),
    Quality: z.number().int().min(0).max(5).nullish(),
  })
  .transform((o): ObjetoEquipo => ({ Type: o.Type, Count: o.Count ?? 1, Quality: o.Quality ?? 0 }));

/** A slot: null, absent, or an item. */
const SlotSchema = ObjetoSchema.nullish().transform((o) => o ?? null);

const EquipoSchema = z
  .object(Object.fromEntries(SLOTS_EQUIPO.map((s) => [s, SlotSchema])) as Record<SlotEquipo, typeof SlotSchema>)
  .nullish()
  .transform((e) => Object.fromEntries(SLOTS_EQUIPO.map((s) => [s, e?.[s] ?? null])) as Record<SlotEquipo, ObjetoEquipo | null>);

/** gameinfo's time stamps carry up to 7 decimals (`…:32.664938600Z`); stored as a plain ISO string. */
const FechaSchema = z.string().transform((t, ctx) => {
  const ms = Date.parse(t);
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: 'custom', message: 'TimeStamp no es una fecha' });
    return z.NEVER;
  }
  return new Date(ms).toISOString();
});

/** One killboard event: the fields of docs/regear.md; a BattleId of 0 or absent is no battle. */
export const EventoMuerteSchema = z
  .object({
    EventId: z.number().int().positive(),
    TimeStamp: FechaSchema,
    BattleId: z.number().int().nullish(),
    Victim: z.object({
      Id: z.string().min(1),
      Name: z.string(),
      GuildId: z.string().nullish(),
      GuildName: z.string().nullish(),
      AverageItemPower: z.number().nullish(),
      Equipment: EquipoSchema,
    }),
  })
  .transform((e): EventoMuerte => ({
    EventId: e.EventId,
    TimeStamp: e.TimeStamp,
    BattleId: e.BattleId ? e.BattleId : null,
    Victim: {
      Id: e.Victim.Id,
      Name: e.Victim.Name,
      GuildId: e.Victim.GuildId ?? '',
      GuildName: e.Victim.GuildName ?? '',
      AverageItemPower: e.Victim.AverageItemPower ?? 0,
      Equipment: e.Victim.Equipment,
    },
  }));
const EventosSchema = z.array(EventoMuerteSchema);

export interface KillboardGameinfoOptions extends AlbionMembershipOptions {
  /** A player's deaths and a battle's pages are kept this long (1 min). */
  cacheMuertesMs?: number;
  /** A single event is kept this long (1 h): an event never changes. */
  cacheEventosMs?: number;
  /** A nickname's gameinfo id is kept this long (1 h). */
  cacheIdsMs?: number;
}

export class KillboardGameinfo implements Killboard {
  readonly configured = true;
  readonly guildId: string;
  readonly #base: URL;
  readonly #http: ClienteJson;
  readonly #ids: CacheCompartida<string | null>;
  readonly #muertes: CacheCompartida<EventoMuerte[]>;
  readonly #eventos: CacheCompartida<EventoMuerte | null>;
  /** Item names (nombres-items.ts): the same API, a lane of its own. */
  readonly nombresItems: NombresItems;

  constructor(options: KillboardGameinfoOptions) {
    const { base, http, clock } = clienteGameinfo(options);
    this.#base = base;
    this.#http = http;
    this.nombresItems = new NombresItemsGameinfo(options);
    this.guildId = options.guildId;
    const max = options.cacheMax ?? 500;
    this.#ids = new CacheCompartida(max, options.cacheIdsMs ?? 60 * 60_000, clock);
    this.#muertes = new CacheCompartida(max, options.cacheMuertesMs ?? 60_000, clock);
    this.#eventos = new CacheCompartida(max * 4, options.cacheEventosMs ?? 60 * 60_000, clock);
  }

  idJugador(nickname: string): Promise<string | null> {
    const key = nickname.trim().toLowerCase();
    return this.#ids.cargar(
      key,
      async () => jugadorExacto(key, await buscarJugadores(this.#http, this.#base, key), this.guildId)?.Id ?? null,
      (id) => id !== null, // a name not found yet may appear soon
    );
  }

  muertes(albionId: string): Promise<EventoMuerte[]> {
    return this.#muertes.cargar(`muertes:${albionId}`, async () =>
      // gameinfo does not know the player: no deaths.
      this.#recordar((await this.#http.getO404(urlDe(this.#base, 'players', albionId, 'deaths'), EventosSchema)) ?? []),
    );
  }

  async evento(eventId: number): Promise<EventoMuerte | null> {
    if (!Number.isSafeInteger(eventId) || eventId <= 0) return null;
    return this.#eventos.cargar(
      String(eventId),
      () => this.#http.getO404(urlDe(this.#base, 'events', eventId), EventoMuerteSchema),
      (e) => e !== null, // gameinfo shows a new event some minutes late
    );
  }

  async eventosDeBatalla(battleId: number, offset: number, limit: number): Promise<EventoMuerte[]> {
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > LIMITE_EVENTOS_BATALLA)
      throw new BadRequest('albion.limiteEventos', { max: LIMITE_EVENTOS_BATALLA });
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > OFFSET_MAX_EVENTOS_BATALLA) {
      throw new BadRequest('albion.offsetEventos', { max: OFFSET_MAX_EVENTOS_BATALLA });
    }
    if (!Number.isSafeInteger(battleId) || battleId <= 0) return [];
    return this.#muertes.cargar(`batalla:${battleId}:${offset}:${limit}`, async () => {
      const url = urlDe(this.#base, 'events', 'battle', battleId);
      url.searchParams.set('offset', String(offset));
      url.searchParams.set('limit', String(limit));
      return this.#recordar((await this.#http.getO404(url, EventosSchema)) ?? []);
    });
  }

  /** The events of a list are kept as single events too: a claim reads the death the list showed. */
  #recordar(eventos: EventoMuerte[]): EventoMuerte[] {
    for (const e of eventos) this.#eventos.set(String(e.EventId), e);
    return eventos;
  }
}
