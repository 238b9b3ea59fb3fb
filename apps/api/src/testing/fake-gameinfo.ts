// A local stand-in for the gameinfo API (node:http on 127.0.0.1) for the API tests: answers
// /search?q= like the real server (substring matches, real field set) and can be told to fail,
// hang or answer late, request by request. Every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  | { hang: true };

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

export interface FakeGameinfo {
  /** e.g. http://127.0.0.1:PORT/api/gameinfo */
  base: string;
  /** Every request as `path?query` (raw). */
  requests: string[];
  /** The decoded `q` of every /search request. */
  queries: string[];
  players: FakePlayer[];
  /** Consumed one per request, before the normal answer. */
  steps: FakeStep[];
  close(): Promise<void>;
}

export async function startFakeGameinfo(players: FakePlayer[] = FAKE_PLAYERS): Promise<FakeGameinfo> {
  const state = { requests: [] as string[], queries: [] as string[], players, steps: [] as FakeStep[] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const step = state.steps.shift();
    if (step && 'hang' in step) return; // the socket stays open until close()
    if (step) {
      res.writeHead(step.status, { 'content-type': 'application/json' });
      res.end(step.body ?? '');
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
    steps: state.steps,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
