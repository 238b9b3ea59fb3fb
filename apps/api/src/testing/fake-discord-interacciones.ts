// A local stand-in for the parts of Discord's REST API (v10; node:http on 127.0.0.1) that the
// interactions use, for the API tests: an interaction's webhook — PATCH
// /webhooks/{application}/{token}/messages/@original (a deferred answer's edit) and POST
// /webhooks/{application}/{token} (a follow-up message), answering the message object with its real
// field set — and the guild's commands' bulk overwrite, PUT /applications/{application}/guilds/{guild}/commands
// with the bot's token (`npm run discord:comandos`), answering the commands as Discord stores them.
// Every request is recorded; it can answer 401 (a wrong token) or 5xx.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeticionDiscord {
  metodo: string;
  ruta: string;
  autorizacion: string | undefined;
  cuerpo: unknown;
}

export interface FakeDiscordInteracciones {
  /** DISCORD_API_BASE: routes under /v10. */
  base: string;
  peticiones: PeticionDiscord[];
  /** The bot token the commands' overwrite accepts. */
  token: string;
  /** The next requests answer this status (an error body). */
  fallo: number | null;
  close(): Promise<void>;
}

/** The message object Discord answers for a webhook's message (its real field set). */
function mensaje(cuerpo: Record<string, unknown>, aplicacion: string) {
  return {
    type: 20,
    content: cuerpo['content'] ?? '',
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: cuerpo['embeds'] ?? [],
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    flags: cuerpo['flags'] ?? 0,
    components: cuerpo['components'] ?? [],
    id: '1320000000000000001',
    channel_id: '1180000000000000100',
    author: {
      id: aplicacion,
      username: 'Reparto',
      avatar: null,
      discriminator: '0000',
      public_flags: 0,
      flags: 0,
      bot: true,
      global_name: null,
    },
    pinned: false,
    mention_everyone: false,
    tts: false,
    application_id: aplicacion,
    webhook_id: aplicacion,
  };
}

/** A command as Discord stores it (the definition with its ids and version). */
const comandoGuardado = (c: Record<string, unknown>, aplicacion: string, guild: string, n: number) => ({
  id: String(1330000000000000000n + BigInt(n)),
  application_id: aplicacion,
  version: String(1340000000000000000n + BigInt(n)),
  default_member_permissions: null,
  type: 1,
  nsfw: false,
  guild_id: guild,
  ...c,
});

async function leer(req: IncomingMessage): Promise<unknown> {
  const trozos: Buffer[] = [];
  for await (const t of req) trozos.push(t as Buffer);
  const texto = Buffer.concat(trozos).toString('utf8');
  return texto ? JSON.parse(texto) : null;
}

export async function fakeDiscordInteracciones(token = 'token-del-bot'): Promise<FakeDiscordInteracciones> {
  const peticiones: PeticionDiscord[] = [];
  const fake = { peticiones, token, fallo: null as number | null };
  const responder = (res: ServerResponse, status: number, cuerpo: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(cuerpo));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const cuerpo = await leer(req);
      const ruta = (req.url ?? '').replace(/^\/v10/, '');
      peticiones.push({ metodo: req.method ?? '', ruta, autorizacion: req.headers.authorization, cuerpo });
      if (fake.fallo !== null) return responder(res, fake.fallo, { message: 'Error del servidor falso', code: 0 });
      const webhook = /^\/webhooks\/(\d+)\/[^/]+(\/messages\/@original)?$/.exec(ruta);
      if (webhook && ((req.method === 'PATCH' && webhook[2]) || (req.method === 'POST' && !webhook[2])))
        return responder(res, 200, mensaje(cuerpo as Record<string, unknown>, webhook[1]!));
      const comandos = /^\/applications\/(\d+)\/guilds\/(\d+)\/commands$/.exec(ruta);
      if (comandos && req.method === 'PUT') {
        if (req.headers.authorization !== `Bot ${fake.token}`)
          return responder(res, 401, { message: '401: Unauthorized', code: 0 });
        const lista = (cuerpo as Record<string, unknown>[]).map((c, n) => comandoGuardado(c, comandos[1]!, comandos[2]!, n));
        return responder(res, 200, lista);
      }
      responder(res, 404, { message: '404: Not Found', code: 0 });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
