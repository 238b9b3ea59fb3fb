// A local stand-in for Discord's REST API v10 (tests only; the e2e server can start it too): the calls
// the outbox makes (docs/integraciones.md, «Llamadas a Discord»), answered with Discord's real field
// sets: create message and edit message (Message objects), create DM channel (a Channel of type 1 with
// its recipients), add/remove a member's role (204), modify a member (a Guild Member object). It checks
// the bot's token, honours `nonce` + `enforce_nonce` as Discord does (the same nonce in a channel gives
// back the message already created), refuses a DM to a user whose DMs are closed (403, code 50007), and
// answers what a test scripts: 429 with `retry_after` (and `global`), an empty bucket, 5xx, slowly.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escuchar, type ServidorLocal } from './servidor-local.js';

export type RespuestaGuionada =
  /** The normal answer (to script a later call). */
  | { status: 'normal' }
  | { status: 429; retryAfter: number; global?: boolean }
  /** The call succeeds but empties its bucket (X-RateLimit-Remaining: 0) for `resetAfter` seconds. */
  | { status: 'cubo_vacio'; resetAfter: number }
  | { status: 500 | 502 }
  | { status: 'lento'; ms: number };

export interface LlamadaRecibida {
  metodo: string;
  /** The path under /api/v10: `/channels/1/messages`. */
  ruta: string;
  body: Record<string, unknown> | null;
  razon: string | null;
  /** The status answered (null: the connection closed first). */
  status: number | null;
}

interface Mensaje {
  id: string;
  channel_id: string;
  content: string;
  embeds: unknown[];
  components: unknown[];
  timestamp: string;
  edited_timestamp: string | null;
  nonce?: string;
}

export const BOT = {
  id: '900000000000000001',
  username: 'Reparto',
  global_name: null,
  discriminator: '0',
  avatar: null,
  bot: true,
};

export class FakeDiscordRest {
  readonly llamadas: LlamadaRecibida[] = [];
  /** Every message by id, as it stands (edits applied). */
  readonly mensajes = new Map<string, Mensaje>();
  /** A member's roles by `guild/user`. */
  readonly roles = new Map<string, Set<string>>();
  /** A member's nickname by `guild/user`. */
  readonly apodos = new Map<string, string | null>();
  /** Users whose DMs are closed to the bot. */
  readonly mdCerrados = new Set<string>();
  token = 'token-de-prueba';
  /** DISCORD_API_BASE for the app (the routes are under `${base}/v10`). */
  base = '';
  #siguientes: RespuestaGuionada[] = [];
  #dm = new Map<string, string>();
  #canalesDm = new Map<string, string>();
  #seq = 1_100_000_000_000_000_000n;
  #server: ServidorLocal | null = null;

  /** Answers for the next calls, in order; then the normal ones. */
  siguiente(...r: RespuestaGuionada[]): this {
    this.#siguientes.push(...r);
    return this;
  }

  /** The calls answered 2xx. */
  get exitosas(): LlamadaRecibida[] {
    return this.llamadas.filter((l) => l.status !== null && l.status < 300);
  }

  /** Messages created in a channel (DM channels included), in order. */
  mensajesEn(canal: string): Mensaje[] {
    return [...this.mensajes.values()].filter((m) => m.channel_id === canal);
  }

  /** The messages sent to a user's DMs, in order. */
  mdA(userId: string): Mensaje[] {
    const canal = this.#dm.get(userId);
    return canal ? this.mensajesEn(canal) : [];
  }

  async start(port = 0): Promise<this> {
    this.#server = await escuchar((req, res) => this.#handle(req, res), port);
    this.base = `http://127.0.0.1:${this.#server.port}/api`;
    return this;
  }

  async close(): Promise<void> {
    await this.#server?.close();
  }

  #id(): string {
    this.#seq += 1n;
    return String(this.#seq);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const ruta = (req.url ?? '').replace(/^\/api\/v10/, '');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const razon = req.headers['x-audit-log-reason'];
    const llamada: LlamadaRecibida = {
      metodo: req.method ?? 'GET',
      ruta,
      body,
      razon: typeof razon === 'string' ? decodeURIComponent(razon) : null,
      status: null,
    };
    this.llamadas.push(llamada);
    const responder = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
      llamada.status = status;
      const cubo = {
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '4',
        'x-ratelimit-reset-after': '1',
        'x-ratelimit-bucket': 'b1',
      };
      res.writeHead(status, { ...cubo, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bot ${this.token}`) return responder(401, { message: '401: Unauthorized', code: 0 });
    const guion = this.#siguientes.shift();
    if (guion?.status === 'lento') {
      await new Promise((resolve) => setTimeout(resolve, guion.ms));
      if (res.destroyed) return;
    } else if (guion?.status === 429) {
      return responder(
        429,
        { message: 'You are being rate limited.', retry_after: guion.retryAfter, global: guion.global ?? false },
        {
          'retry-after': String(Math.ceil(guion.retryAfter)),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset-after': String(guion.retryAfter),
          ...(guion.global ? { 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' } : { 'x-ratelimit-scope': 'user' }),
        },
      );
    } else if (guion?.status === 500 || guion?.status === 502) {
      return responder(guion.status, { message: 'Internal Server Error', code: 0 });
    }
    const vacio: Record<string, string> =
      guion?.status === 'cubo_vacio' ? { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': String(guion.resetAfter) } : {};
    const [status, json] = this.#atender(llamada.metodo, ruta, body);
    responder(status, json, vacio);
  }

  #atender(metodo: string, ruta: string, body: Record<string, unknown> | null): [number, unknown?] {
    let m: RegExpMatchArray | null;
    if (metodo === 'POST' && ruta === '/users/@me/channels') {
      const user = String(body?.['recipient_id'] ?? '');
      if (!/^\d{17,20}$/.test(user)) return [400, { message: 'Invalid Form Body', code: 50035 }];
      let canal = this.#dm.get(user);
      if (!canal) {
        canal = this.#id();
        this.#dm.set(user, canal);
        this.#canalesDm.set(canal, user);
      }
      const recipient = { id: user, username: `u${user.slice(-4)}`, global_name: null, discriminator: '0', avatar: null };
      return [200, { id: canal, type: 1, last_message_id: null, flags: 0, recipients: [recipient] }];
    }
    if ((m = ruta.match(/^\/channels\/(\d+)\/messages$/)) && metodo === 'POST') return this.#crear(m[1]!, body ?? {});
    if ((m = ruta.match(/^\/channels\/(\d+)\/messages\/(\d+)$/)) && metodo === 'PATCH') {
      const msg = this.mensajes.get(m[2]!);
      if (!msg || msg.channel_id !== m[1]) return [404, { message: 'Unknown Message', code: 10008 }];
      Object.assign(msg, pick(body ?? {}, ['content', 'embeds', 'components']), { edited_timestamp: new Date().toISOString() });
      return [200, mensajeCompleto(msg)];
    }
    if ((m = ruta.match(/^\/guilds\/(\d+)\/members\/(\d+)\/roles\/(\d+)$/)) && (metodo === 'PUT' || metodo === 'DELETE')) {
      const clave = `${m[1]}/${m[2]}`;
      const roles = this.roles.get(clave) ?? new Set<string>();
      if (metodo === 'PUT') roles.add(m[3]!);
      else roles.delete(m[3]!);
      this.roles.set(clave, roles);
      return [204];
    }
    if ((m = ruta.match(/^\/guilds\/(\d+)\/members\/(\d+)$/)) && metodo === 'PATCH') {
      const clave = `${m[1]}/${m[2]}`;
      if (body && 'nick' in body) this.apodos.set(clave, (body['nick'] as string | null) ?? null);
      if (body && Array.isArray(body['roles'])) this.roles.set(clave, new Set(body['roles'] as string[]));
      return [200, miembro(m[2]!, this.apodos.get(clave) ?? null, [...(this.roles.get(clave) ?? [])])];
    }
    return [404, { message: '404: Not Found', code: 0 }];
  }

  #crear(canal: string, body: Record<string, unknown>): [number, unknown] {
    const usuario = this.#canalesDm.get(canal);
    if (usuario && this.mdCerrados.has(usuario)) return [403, { message: 'Cannot send messages to this user', code: 50007 }];
    const nonce = typeof body['nonce'] === 'string' ? body['nonce'] : undefined;
    // Discord's limit: a nonce of at most 25 characters.
    if (nonce && nonce.length > 25) return [400, { message: 'Invalid Form Body', code: 50035 }];
    if (nonce && body['enforce_nonce'] === true) {
      const previo = [...this.mensajes.values()].find((x) => x.channel_id === canal && x.nonce === nonce);
      if (previo) return [200, mensajeCompleto(previo)];
    }
    const msg: Mensaje = {
      id: this.#id(),
      channel_id: canal,
      content: typeof body['content'] === 'string' ? body['content'] : '',
      embeds: Array.isArray(body['embeds']) ? body['embeds'] : [],
      components: Array.isArray(body['components']) ? body['components'] : [],
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      ...(nonce ? { nonce } : {}),
    };
    this.mensajes.set(msg.id, msg);
    return [200, mensajeCompleto(msg)];
  }
}

const pick = (o: Record<string, unknown>, claves: string[]) =>
  Object.fromEntries(claves.filter((k) => k in o).map((k) => [k, o[k]]));

/** A Message object as Discord answers it. */
function mensajeCompleto(m: Mensaje) {
  return {
    type: 0,
    ...m,
    author: BOT,
    attachments: [],
    mentions: [],
    mention_roles: [],
    mention_everyone: false,
    pinned: false,
    tts: false,
    flags: 0,
  };
}

/** A Guild Member object as Discord answers it. */
function miembro(userId: string, nick: string | null, roles: string[]) {
  return {
    user: { id: userId, username: `u${userId.slice(-4)}`, global_name: null, discriminator: '0', avatar: null },
    nick,
    avatar: null,
    roles,
    joined_at: '2026-01-01T00:00:00.000000+00:00',
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
}
