// TEST AND DEMO AID: a local stand-in for the Albion Online gameinfo API (node:http on 127.0.0.1),
// started by scripts/e2e-server.mjs (ALBION_API_BASE=<base>, ALBION_GUILD_ID=<FAKE_GUILD_ID>).
// It answers GET <base>/search?q= with the real field set. So that any spec can register any new
// name, an unknown name is answered as a member of the guild; a few names behave otherwise:
//   renegado  → member of another guild ("Los Otros")      solitario   → a player with no guild
//   fantasma… → no player of that exact name (only near matches)
//   albionlento → never answers (the API's timeout fires)  albioncaido… → 503 every time
// Every answer also carries near matches (`<q>2` in another guild, `x<q>x` without guild) that the
// exact match must skip.
// Alone: `node e2e/support/fake-albion.mjs [port]` prints the base address and the guild id.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const FAKE_GUILD_ID = 'RePaRtOdEmOgUiLd0000001';
export const FAKE_GUILD_NAME = 'Reparto Demo';
const OTHER_GUILD = { GuildId: 'OtRoGrEmIo0000000000001', GuildName: 'Los Otros' };
const NO_GUILD = { GuildId: '', GuildName: '' };
const OURS = { GuildId: FAKE_GUILD_ID, GuildName: FAKE_GUILD_NAME };

let ids = 0;
function player(Name, guild) {
  ids++;
  return {
    Id: `FaKePlAyEr${String(ids).padStart(13, '0')}`,
    Name,
    ...guild,
    AllianceId: '',
    AllianceName: '',
    Avatar: '',
    AvatarRing: '',
    KillFame: 1_000_000 + ids,
    DeathFame: 250_000,
    FameRatio: 4,
    totalKills: null,
    gvgKills: null,
    gvgWon: null,
  };
}

/** The players a search for `q` finds. */
export function searchPlayers(q) {
  const name = q.trim();
  const key = name.toLowerCase();
  const near = [player(`${name}2`, OTHER_GUILD), player(`x${name}x`, NO_GUILD)];
  if (key === '') return [];
  if (key.startsWith('fantasma')) return near;
  if (key === 'renegado') return [player('Renegado', OTHER_GUILD), ...near];
  if (key === 'solitario') return [player('Solitario', NO_GUILD), ...near];
  // Albion spells names with capitals; the client must match regardless of case.
  return [player(name.charAt(0).toUpperCase() + name.slice(1), OURS), ...near];
}

export async function startFakeAlbion({ port = 0, host = '127.0.0.1' } = {}) {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    if (url.pathname !== '/api/gameinfo/search') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    if (q.toLowerCase() === 'albionlento') return; // never answers; closed with the server
    if (q.toLowerCase().startsWith('albioncaido')) {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<html><body>503 Service Temporarily Unavailable</body></html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ guilds: [], players: searchPlayers(q) }));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    base: `http://${host}:${address.port}/api/gameinfo`,
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
  console.log(`ALBION_API_BASE=${fake.base}\nALBION_GUILD_ID=${fake.guildId}`);
}
