// TEST AND DEMO AID: a local stand-in for the Albion Online gameinfo API and the Albion Data Project's
// price API (node:http on 127.0.0.1), started by scripts/e2e-server.mjs (ALBION_API_BASE=<base>,
// ALBION_GUILD_ID=<FAKE_GUILD_ID>, ALBION_DATA_API_BASE=<dataBase>).
// gameinfo, GET <base>/search?q= with the real field set. So that any spec can register any new name, an
// unknown name is answered as a member of the guild; a few names behave otherwise:
//   renegado  → member of another guild ("Los Otros")      solitario   → a player with no guild
//   fantasma… → no player of that exact name (only near matches)
//   albionlento → never answers (the API's timeout fires)  albioncaido… → 503 every time
// Every answer also carries near matches (`<q>2` in another guild, `x<q>x` without guild) that the
// exact match must skip. A name's Id is stable for the whole run.
// The regear's killboard: GET <base>/players/{Id}/deaths, <base>/events/{EventId} and
// <base>/events/battle/{BattleId}?offset=&limit= (limit ≤ 51, offset ≤ 1000, else 400), real field set.
// Every member of the guild has 8 deaths, the same for the whole run, with EventIds unique across players
// (`eventIdsDe(nickname)`), relative to the fake's start: 4 ten days ago (inside the demo's period 2,
// Lymhurst), 3 two hours ago (inside period 3, Caerleon), 1 forty days ago (outside both). aldrakar and
// brunhild have a 9th death, three hours ago, with their Victim in another guild. The demo's players and
// accounts come first, in a fixed order, so their ids and EventIds do not change between runs.
// Prices: GET <dataBase>/api/v2/stats/prices/{IDS}.json?locations=&qualities= (the real row), with a price
// for every item of the deaths except T8_OFF_TORCH@3 (sin precio), and none at quality 5 (the client
// falls back to quality 4).
// Alone: `node e2e/support/fake-albion.mjs [port]` prints the addresses and the guild id.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const FAKE_GUILD_ID = 'RePaRtOdEmOgUiLd0000001';
export const FAKE_GUILD_NAME = 'Reparto Demo';
const OTHER_GUILD = { GuildId: 'OtRoGrEmIo0000000000001', GuildName: 'Los Otros' };
const NO_GUILD = { GuildId: '', GuildName: '' };
const OURS = { GuildId: FAKE_GUILD_ID, GuildName: FAKE_GUILD_NAME };
/** The demo's accounts and players (apps/api/src/db/demo.ts, ADMIN_NICKNAME of the e2e server). */
export const DEMO_NICKNAMES = ['lider', 'tesorero', 'encargado1', 'encargado2', 'distribuidor',
  'aldrakar', 'brunhild', 'caelum', 'darkvex', 'elyrion', 'fenrik', 'gorath', 'hyperion', 'ivarsson', 'jinxxed',
  'kaelthar', 'lunaris', 'morvak', 'nyxara', 'orryn', 'pyrrhus', 'quorin', 'ravenna', 'sylvos', 'thorgar', 'ulrich',
  'valkora', 'wyrmfang', 'xandor', 'yselda', 'zephyra', 'artorias', 'bramble', 'cinder', 'drakkon', 'emberly',
  'frostin', 'grimbold', 'hexana', 'ironjaw', 'jadewolf']; // prettier-ignore
/** Whose 9th death is in another guild. */
export const OTRO_GREMIO_NICKNAMES = ['aldrakar', 'brunhild'];
/** An item of the deaths without any price (sin precio). */
export const ITEM_SIN_PRECIO = 'T8_OFF_TORCH@3';

const capital = (name) => name.charAt(0).toUpperCase() + name.slice(1);
/** Name (lowercase) → its index: ids and EventIds derive from it. */
const indices = new Map();
const indiceDe = (name) => {
  const key = name.toLowerCase();
  if (!indices.has(key)) indices.set(key, indices.size + 1);
  return indices.get(key);
};
for (const n of DEMO_NICKNAMES) indiceDe(n);
const idDe = (name) => `FaKePlAyEr${String(indiceDe(name)).padStart(13, '0')}`;
/** Id → the member's name, for the deaths. */
const miembros = new Map();

function player(Name, guild) {
  const i = indiceDe(Name);
  if (guild === OURS) miembros.set(idDe(Name), Name);
  return {
    Id: idDe(Name),
    Name,
    ...guild,
    AllianceId: '',
    AllianceName: '',
    Avatar: '',
    AvatarRing: '',
    KillFame: 1_000_000 + i,
    DeathFame: 250_000,
    FameRatio: 4,
    totalKills: null,
    gvgKills: null,
    gvgWon: null,
  };
}
for (const n of DEMO_NICKNAMES) player(capital(n), OURS);

/** The players a search for `q` finds. */
export function searchPlayers(q) {
  const name = q.trim();
  const key = name.toLowerCase();
  if (key === '') return [];
  const near = [player(`${name}2`, OTHER_GUILD), player(`x${name}x`, NO_GUILD)];
  if (key.startsWith('fantasma')) return near;
  if (key === 'renegado') return [player('Renegado', OTHER_GUILD), ...near];
  if (key === 'solitario') return [player('Solitario', NO_GUILD), ...near];
  // Albion spells names with capitals; the client must match regardless of case.
  return [player(capital(name), OURS), ...near];
}

const item = (Type, Quality = 1, Count = 1) => ({
  Type,
  Count,
  Quality,
  ActiveSpells: [],
  PassiveSpells: [],
  LegendarySoul: null,
});
const EXTRAS = {
  Bag: item('T6_BAG', 1),
  Mount: item('T5_MOUNT_ARMORED_HORSE', 1),
  Potion: item('T6_POTION_HEAL', 0, 5),
  Food: item('T7_MEAL_OMELETTE', 0, 3),
};
/** Guild gear, T8.x and T6.x: a tank, a healer, a sword and torch (sin precio), and a T8.0 archer. */
const SETS = [
  { MainHand: item('T8_2H_CLAYMORE@3', 2), OffHand: null, Head: item('T8_HEAD_PLATE_SET1@1', 3), Armor: item('T8_ARMOR_PLATE_SET1@1', 1), Shoes: item('T8_SHOES_PLATE_SET1@1', 4), Cape: item('T6_CAPE', 2) },
  { MainHand: item('T8_2H_HOLYSTAFF@1', 3), OffHand: null, Head: item('T6_HEAD_CLOTH_SET2@2', 2), Armor: item('T6_ARMOR_CLOTH_SET2@2', 5), Shoes: item('T6_SHOES_CLOTH_SET2', 1), Cape: item('T8_CAPEITEM_FW_MARTLOCK', 2) },
  { MainHand: item('T8_MAIN_SWORD@2', 4), OffHand: item(ITEM_SIN_PRECIO, 2), Head: item('T6_HEAD_LEATHER_SET1@2', 3), Armor: item('T8_ARMOR_LEATHER_SET1', 2), Shoes: item('T6_SHOES_LEATHER_SET1@1', 1), Cape: null },
  { MainHand: item('T8_2H_BOW', 1), OffHand: null, Head: item('T8_HEAD_LEATHER_SET3', 1), Armor: item('T6_ARMOR_LEATHER_SET3@1', 2), Shoes: item('T8_SHOES_LEATHER_SET3', 3), Cape: item('T6_CAPE', 1) },
]; // prettier-ignore
/** Price at quality 1 in Caerleon; other qualities and cities vary from it. */
const PRECIOS = {
  T8_2H_CLAYMORE: 1_350_000, T8_HEAD_PLATE_SET1: 420_000, T8_ARMOR_PLATE_SET1: 610_000, T8_SHOES_PLATE_SET1: 405_000,
  T6_CAPE: 38_000, T8_2H_HOLYSTAFF: 980_000, T6_HEAD_CLOTH_SET2: 95_000, T6_ARMOR_CLOTH_SET2: 140_000,
  T6_SHOES_CLOTH_SET2: 52_000, T8_CAPEITEM_FW_MARTLOCK: 310_000, T8_MAIN_SWORD: 540_000, T6_HEAD_LEATHER_SET1: 88_000,
  T8_ARMOR_LEATHER_SET1: 450_000, T6_SHOES_LEATHER_SET1: 61_000, T8_2H_BOW: 390_000, T8_HEAD_LEATHER_SET3: 280_000,
  T6_ARMOR_LEATHER_SET3: 120_000, T8_SHOES_LEATHER_SET3: 270_000, T6_BAG: 21_000, T5_MOUNT_ARMORED_HORSE: 78_000,
  T6_POTION_HEAL: 4_200, T7_MEAL_OMELETTE: 3_100,
}; // prettier-ignore
const CIUDADES = {
  Caerleon: 1,
  Bridgewatch: 1.04,
  'Fort Sterling': 0.97,
  Lymhurst: 1.02,
  Martlock: 1.06,
  Thetford: 0.99,
  Brecilien: 1.1,
  'Black Market': 1.3,
};

function persona(p, Equipment) {
  return { AverageItemPower: p.AverageItemPower, Equipment, Inventory: [], Name: p.Name, Id: p.Id, GuildName: p.GuildName,
    GuildId: p.GuildId, AllianceName: '', AllianceId: '', AllianceTag: '', Avatar: '', AvatarRing: '', DeathFame: 123_456,
    KillFame: 0, FameRatio: 0, LifetimeStatistics: { PvE: { Total: 0 }, Gathering: { All: { Total: 0 } }, Crafting: { Total: 0 } } }; // prettier-ignore
}

/** The EventIds of a member's deaths, in the order: 4 ten days ago, 3 two hours ago, 1 forty days ago (, another guild). */
export const eventIdsDe = (nickname) => {
  const base = 1_100_000_000 + indiceDe(nickname) * 20;
  const n = OTRO_GREMIO_NICKNAMES.includes(nickname.toLowerCase()) ? 9 : 8;
  return Array.from({ length: n }, (_, k) => base + k);
};

/** Builds the deaths of a member, relative to `inicio` (ms). */
function muertesDe(name, inicio) {
  const i = indiceDe(name);
  const when = [10, 10, 10, 10, 0, 0, 0, 40, 0].map(
    (d, k) =>
      inicio - d * 86_400_000 - (k >= 4 && k <= 6 ? 2 : 0) * 3_600_000 - (k === 8 ? 3 : 0) * 3_600_000 - k * 420_000 - i * 3_000,
  );
  const battles = [
    2_000_000_001, 2_000_000_002, 2_000_000_003, 2_000_000_004, 2_000_000_011, 2_000_000_012, 2_000_000_013, 2_000_000_021,
    2_000_000_031,
  ];
  const killer = {
    Id: 'FaKeAsEsInO0000000000001',
    Name: 'Verdugo',
    GuildId: OTHER_GUILD.GuildId,
    GuildName: OTHER_GUILD.GuildName,
    AverageItemPower: 1398.5,
  };
  const killerGear = { ...SETS[0], ...EXTRAS };
  return eventIdsDe(name).map((EventId, k) => {
    const guild = k === 8 ? OTHER_GUILD : OURS;
    const victim = { Id: idDe(name), Name: capital(name), ...guild, AverageItemPower: 1150 + ((i * 37 + k * 53) % 350) + 0.37 };
    const TimeStamp = new Date(when[k]).toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');
    return { groupMemberCount: 1, numberOfParticipants: 2, EventId, TimeStamp, Version: 4, Killer: persona(killer, killerGear),
      Victim: persona(victim, { ...SETS[(i + k) % SETS.length], ...EXTRAS }), TotalVictimKillFame: 150_000 + k * 1000,
      Location: null, Participants: [{ ...persona(killer, killerGear), DamageDone: 1500, SupportHealingDone: 0 }],
      GroupMembers: [persona(killer, killerGear)], GvGMatch: null, BattleId: battles[k], KillArea: 'OPEN_WORLD', Category: null, Type: 'KILL' }; // prettier-ignore
  });
}

/** One price row as the Albion Data Project writes it; no data is 0 and 0001-01-01T00:00:00. */
function filaPrecio(itemId, city, quality, inicio) {
  const base = PRECIOS[itemId.split('@')[0]];
  const ench = Number(itemId.split('@')[1] ?? 0);
  const precio =
    itemId === ITEM_SIN_PRECIO || !base || quality === 5 || !(city in CIUDADES)
      ? 0
      : Math.round(base * (1 + ench * 0.6) * (1 + (quality - 1) * 0.15) * CIUDADES[city]);
  const fecha = precio ? new Date(inicio - 3_600_000).toISOString().slice(0, 19) : '0001-01-01T00:00:00';
  return { item_id: itemId, city, quality, sell_price_min: precio, sell_price_min_date: fecha, sell_price_max: Math.round(precio * 1.3),
    sell_price_max_date: fecha, buy_price_min: 0, buy_price_min_date: '0001-01-01T00:00:00', buy_price_max: Math.round(precio * 0.8), buy_price_max_date: fecha }; // prettier-ignore
}

function responder(res, status, body) {
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json; charset=utf-8' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startFakeAlbion({ port = 0, host = '127.0.0.1' } = {}) {
  const requests = [];
  const inicio = Date.now();
  const cache = new Map();
  const muertes = (name) => {
    if (!cache.has(name)) cache.set(name, muertesDe(name, inicio));
    return cache.get(name);
  };
  const todas = () => [...miembros.values()].flatMap(muertes);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const path = url.pathname;
    let m = /^\/adp\/api\/v2\/stats\/prices\/([^/]+)\.json$/.exec(path);
    if (m) {
      const ids = decodeURIComponent(m[1]).split(',');
      const cities = (url.searchParams.get('locations') ?? '').split(',').filter(Boolean);
      const qualities = (url.searchParams.get('qualities') ?? '1').split(',').map(Number);
      return responder(
        res,
        200,
        ids.flatMap((id) => cities.flatMap((c) => qualities.map((q) => filaPrecio(id, c, q, inicio)))),
      );
    }
    if ((m = /^\/api\/gameinfo\/players\/([^/]+)\/deaths$/.exec(path))) {
      const name = miembros.get(decodeURIComponent(m[1]));
      return responder(res, 200, name ? [...muertes(name)].sort((a, b) => b.TimeStamp.localeCompare(a.TimeStamp)) : []);
    }
    if ((m = /^\/api\/gameinfo\/events\/battle\/(\d+)$/.exec(path))) {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 51);
      if (!(limit >= 0 && limit <= 51 && offset >= 0 && offset <= 1000)) return responder(res, 400, { error: 'Bad Request' });
      return responder(
        res,
        200,
        todas()
          .filter((e) => e.BattleId === Number(m[1]))
          .slice(offset, offset + limit),
      );
    }
    if ((m = /^\/api\/gameinfo\/events\/(\d+)$/.exec(path))) {
      const event = todas().find((e) => e.EventId === Number(m[1]));
      return event ? responder(res, 200, event) : responder(res, 404, '');
    }
    if (path !== '/api/gameinfo/search') return responder(res, 404, 'Not Found');
    const q = url.searchParams.get('q') ?? '';
    if (q.toLowerCase() === 'albionlento') return; // never answers; closed with the server
    if (q.toLowerCase().startsWith('albioncaido'))
      return responder(res, 503, '<html><body>503 Service Temporarily Unavailable</body></html>');
    responder(res, 200, { guilds: [], players: searchPlayers(q) });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    base: `http://${host}:${address.port}/api/gameinfo`,
    dataBase: `http://${host}:${address.port}/adp`,
    guildId: FAKE_GUILD_ID,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startFakeAlbion({ port: Number(process.argv[2] ?? 0) });
  console.log(`ALBION_API_BASE=${fake.base}\nALBION_GUILD_ID=${fake.guildId}\nALBION_DATA_API_BASE=${fake.dataBase}`);
}
