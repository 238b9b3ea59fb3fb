// A local stand-in for the gameinfo API (node:http on 127.0.0.1) for the API tests: answers
// /search?q= like the real server (substring matches, real field set), and the killboard of the regear:
// /players/{Id}/deaths, /events/{EventId} and /events/battle/{BattleId}?offset=&limit= from the events a
// test adds (real field set: `eventoDeMuerte` builds them), and an item's data, /items/{ID}/data, with its
// `localizedNames` (`datosDeItem`). It can be told to fail, hang or answer late,
// request by request. Every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SlotEquipo } from '@reparto/contract';

export const FAKE_GUILD_ID = 'xq9M0a1bT2cD3eF4gH5iJw';
export const FAKE_GUILD_NAME = 'Reparto Demo';

export interface FakePlayer {
  Id: string;
  Name: string;
  GuildId: string;
  GuildName: string;
  AllianceId?: string;
  AllianceName?: string;
}

/** What the next request gets instead of a normal answer. */
export type FakeStep =
  | { status: number; body?: string }
  /** Never answers (the client's timeout must fire). */
  | { hang: true }
  /** Closes the connection without an answer, as a server closing an idle kept-alive connection does. */
  | { cortar: true };

function player(Id: string, Name: string, GuildId: string, GuildName: string, AllianceName = ''): FakePlayer {
  return { Id, Name, GuildId, GuildName, AllianceId: AllianceName ? 'AlliAnce0000000000000001' : '', AllianceName };
}

export const FAKE_PLAYERS: FakePlayer[] = [
  player('p0000000000000000000001', 'Aldrakar', FAKE_GUILD_ID, FAKE_GUILD_NAME, 'ALI'),
  // Near matches of "aldrakar": the search finds them, the exact match must not take them.
  player('p0000000000000000000002', 'Aldrakar2', 'OtherGuild000000000001', 'Los Otros'),
  player('p0000000000000000000003', 'xAldrakarx', '', ''),
  player('p0000000000000000000004', 'Brunhild', FAKE_GUILD_ID, FAKE_GUILD_NAME, 'ALI'),
  player('p0000000000000000000005', 'Renegado', 'OtherGuild000000000001', 'Los Otros'),
  player('p0000000000000000000006', 'Solitario', '', ''),
  player('p0000000000000000000007', 'Casiexacto1', FAKE_GUILD_ID, FAKE_GUILD_NAME),
];

/** A search answer with the real field set (values as the real server sends them). */
export function searchAnswer(players: readonly FakePlayer[]): string {
  return JSON.stringify({
    guilds: [],
    players: players.map((p) => ({
      Id: p.Id,
      Name: p.Name,
      GuildId: p.GuildId,
      GuildName: p.GuildName,
      AllianceId: p.AllianceId ?? '',
      AllianceName: p.AllianceName ?? '',
      Avatar: '',
      AvatarRing: '',
      KillFame: 1_234_567,
      DeathFame: 345_678,
      FameRatio: 3.57,
      totalKills: null,
      gvgKills: null,
      gvgWon: null,
    })),
  });
}

/** One equipment slot as gameinfo sends it. */
export interface ObjetoFake {
  Type: string;
  Count: number;
  Quality: number;
  ActiveSpells: string[];
  PassiveSpells: string[];
  LegendarySoul: null;
}
export const objeto = (Type: string, Quality = 1, Count = 1): ObjetoFake => ({
  Type,
  Count,
  Quality,
  ActiveSpells: [],
  PassiveSpells: [],
  LegendarySoul: null,
});

/** A guild ZvZ set: T8.3 claymore, T8.1 plate, T6.0 cape, and a bag, a mount, potions and food. */
export const EQUIPO_T8: Record<SlotEquipo, ObjetoFake | null> = {
  MainHand: objeto('T8_2H_CLAYMORE@3', 2),
  OffHand: null,
  Head: objeto('T8_HEAD_PLATE_SET1@1', 3),
  Armor: objeto('T8_ARMOR_PLATE_SET1@1', 1),
  Shoes: objeto('T8_SHOES_PLATE_SET1@1', 4),
  Cape: objeto('T6_CAPE', 2),
  Bag: objeto('T6_BAG', 1),
  Mount: objeto('T5_MOUNT_ARMORED_HORSE', 1),
  Potion: objeto('T6_POTION_HEAL', 0, 5),
  Food: objeto('T7_MEAL_OMELETTE', 0, 3),
};

/** A person of an event (killer, victim, participant) with gameinfo's field set. */
function persona(
  p: { Id: string; Name: string; GuildId: string; GuildName: string; AverageItemPower: number },
  Equipment: object,
) {
  return {
    AverageItemPower: p.AverageItemPower,
    Equipment,
    Inventory: [],
    Name: p.Name,
    Id: p.Id,
    GuildName: p.GuildName,
    GuildId: p.GuildId,
    AllianceName: '',
    AllianceId: '',
    AllianceTag: '',
    Avatar: '',
    AvatarRing: '',
    DeathFame: 123_456,
    KillFame: 0,
    FameRatio: 0,
    LifetimeStatistics: { PvE: { Total: 0, Royal: 0, Outlands: 0 }, Gathering: { All: { Total: 0 } }, Crafting: { Total: 0 } },
  };
}

export interface OpcionesMuerte {
  eventId: number;
  /** The victim; a member of the fake guild called Aldrakar by default. */
  victim?: Partial<{ Id: string; Name: string; GuildId: string; GuildName: string; AverageItemPower: number }>;
  /** ISO; gameinfo writes 7 decimals, so does this. Now by default. */
  timeStamp?: string;
  /** 0: not in a battle. The event id by default. */
  battleId?: number;
  /** Replaces EQUIPO_T8 slot by slot (null: empty slot). */
  equipment?: Partial<Record<SlotEquipo, ObjetoFake | null>>;
}

/** A killboard event (a death) with the real field set of GET /events/{EventId}. */
export function eventoDeMuerte(o: OpcionesMuerte) {
  const victim = {
    Id: 'p0000000000000000000001',
    Name: 'Aldrakar',
    GuildId: FAKE_GUILD_ID,
    GuildName: FAKE_GUILD_NAME,
    AverageItemPower: 1412.37,
    ...o.victim,
  };
  const killer = {
    Id: 'k0000000000000000000001',
    Name: 'Asesino',
    GuildId: 'OtherGuild000000000001',
    GuildName: 'Los Otros',
    AverageItemPower: 1388.2,
  };
  const killerGear = { ...EQUIPO_T8 };
  const iso = new Date(o.timeStamp ?? Date.now()).toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');
  return {
    groupMemberCount: 1,
    numberOfParticipants: 1,
    EventId: o.eventId,
    TimeStamp: iso,
    Version: 4,
    Killer: persona(killer, killerGear),
    Victim: persona(victim, { ...EQUIPO_T8, ...o.equipment }),
    TotalVictimKillFame: 184_320,
    Location: null,
    Participants: [{ ...persona(killer, killerGear), DamageDone: 1834.5, SupportHealingDone: 0 }],
    GroupMembers: [persona(killer, killerGear)],
    GvGMatch: null,
    BattleId: o.battleId ?? o.eventId,
    KillArea: 'OPEN_WORLD',
    Category: null,
    Type: 'KILL',
  };
}
export type EventoFake = ReturnType<typeof eventoDeMuerte>;

/** The game's names of some items in gameinfo's language keys (a few of the 15 languages). */
export type NombresFake = Record<string, string>;
export const NOMBRES_ITEMS_FAKE: Record<string, NombresFake> = {
  T8_2H_CLAYMORE: {
    'EN-US': "Elder's Claymore",
    'ES-ES': 'Mandoble del anciano',
    'PT-BR': 'Montante do Ancião',
    'DE-DE': 'Claymore des Ältesten',
  },
  T8_HEAD_PLATE_SET1: {
    'EN-US': "Elder's Soldier Helmet",
    'ES-ES': 'Yelmo de soldado del anciano',
    'PT-BR': 'Elmo de Soldado do Ancião',
  },
  T6_CAPE: { 'EN-US': "Master's Cape", 'ES-ES': 'Capa del maestro', 'PT-BR': 'Capa do Mestre' },
};

/** GET /items/{ID}/data with the real field set (values as the real server sends them, the names given). */
export function datosDeItem(uniqueName: string, nombres: NombresFake) {
  const tier = Number(/^T(\d)/.exec(uniqueName)?.[1] ?? 0);
  const descripciones = Object.fromEntries(Object.keys(nombres).map((k) => [k, '']));
  return {
    itemType: 'equipment',
    uniqueName,
    uiSprite: null,
    uiSpriteOverlay1: null,
    uiSpriteOverlay2: null,
    uiSpriteOverlay3: null,
    uiAtlas: null,
    showinmarketplace: true,
    level: tier,
    tier,
    enchantmentLevel: 0,
    categoryId: 'claymore',
    categoryName: 'claymore',
    revision: 0,
    enchantments: { enchantments: [] },
    localizedNames: nombres,
    localizedDescriptions: descripciones,
    slotType: 'mainhand',
    twoHanded: true,
    maxQualityLevel: 5,
    itemPower: 800,
    weight: 7,
    craftingRequirements: { time: 0, silver: 0, craftingFocus: 0, craftResourceList: [] },
    stackable: false,
    equipable: true,
  };
}

export interface FakeGameinfo {
  /** e.g. http://127.0.0.1:PORT/api/gameinfo */
  base: string;
  /** Every request as `path?query` (raw). */
  requests: string[];
  /** The decoded `q` of every /search request. */
  queries: string[];
  players: FakePlayer[];
  /** The killboard: every event the fake knows; a player's deaths are those where they are the victim. */
  events: EventoFake[];
  /** The names of each item id (without enchantment) /items/{ID}/data knows; any other id is a 404. */
  items: Map<string, NombresFake>;
  /** Builds a death (eventoDeMuerte), adds it to `events` and returns it. */
  addDeath(opciones: OpcionesMuerte): EventoFake;
  /** Consumed one per request, before the normal answer. */
  steps: FakeStep[];
  close(): Promise<void>;
}

/** The killboard answer of `path` from `events`, or undefined when the path is not the killboard's. */
export function killboardAnswer(events: readonly EventoFake[], url: URL): { status: number; body: unknown } | undefined {
  const path = url.pathname.replace(/^\/api\/gameinfo/, '');
  const newest = (list: EventoFake[]) => list.sort((a, b) => b.TimeStamp.localeCompare(a.TimeStamp));
  let m = /^\/players\/([^/]+)\/deaths$/.exec(path);
  if (m) {
    const id = decodeURIComponent(m[1] ?? '');
    return { status: 200, body: newest(events.filter((e) => e.Victim.Id === id)).slice(0, 10) };
  }
  m = /^\/events\/battle\/(\d+)$/.exec(path);
  if (m) {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 51);
    // The real API refuses these with a 400.
    if (!(limit >= 0 && limit <= 51 && offset >= 0 && offset <= 1000)) return { status: 400, body: { error: 'Bad Request' } };
    const battle = newest(events.filter((e) => e.BattleId === Number(m?.[1])));
    return { status: 200, body: battle.slice(offset, offset + limit) };
  }
  m = /^\/events\/(\d+)$/.exec(path);
  if (m) {
    const event = events.find((e) => e.EventId === Number(m?.[1]));
    return event ? { status: 200, body: event } : { status: 404, body: '' };
  }
  return undefined;
}

export async function startFakeGameinfo(players: FakePlayer[] = FAKE_PLAYERS, events: EventoFake[] = []): Promise<FakeGameinfo> {
  const items = new Map(Object.entries(NOMBRES_ITEMS_FAKE));
  const state = { requests: [] as string[], queries: [] as string[], players, events, steps: [] as FakeStep[] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const step = state.steps.shift();
    if (step && 'hang' in step) return; // the socket stays open until close()
    if (step && 'cortar' in step) return void req.socket.destroy();
    if (step) {
      res.writeHead(step.status, { 'content-type': 'application/json' });
      res.end(step.body ?? '');
      return;
    }
    const killboard = killboardAnswer(state.events, url);
    if (killboard) {
      res.writeHead(killboard.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof killboard.body === 'string' ? killboard.body : JSON.stringify(killboard.body));
      return;
    }
    const item = /^\/api\/gameinfo\/items\/([^/]+)\/data$/.exec(url.pathname);
    if (item) {
      const id = decodeURIComponent(item[1] ?? '');
      const nombres = items.get(id);
      res.writeHead(nombres ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(nombres ? JSON.stringify(datosDeItem(id, nombres)) : '');
      return;
    }
    if (url.pathname !== '/api/gameinfo/search') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    state.queries.push(q);
    const found = state.players.filter((p) => p.Name.toLowerCase().includes(q.toLowerCase()));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(searchAnswer(found));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api/gameinfo`,
    get requests() {
      return state.requests;
    },
    get queries() {
      return state.queries;
    },
    players: state.players,
    events: state.events,
    items,
    addDeath(opciones) {
      const event = eventoDeMuerte(opciones);
      state.events.push(event);
      return event;
    },
    steps: state.steps,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
