// The transport of a guild-scoped slash command (`/plata`, `/contenido`; docs/integraciones.md):
// registered through Discord's REST API when the gateway says READY, answered from the
// INTERACTION_CREATE packets of the same gateway client. The answer is ephemeral and comes within
// Discord's 3 s: when it is slow the interaction is deferred first and the answer edited in afterwards.
// What a command says (its definition, its localizations, what it reads of an interaction and its
// answers in each language) is the module's: modules/comandos/ (comando.ts: the commands' types).
import type { Logger } from '../../lib/logger.js';
import type { GatewayClient } from './discord-voice.js';
import type { GatewayPacket } from './guild-state.js';

/** The part of discord.js's REST client used here (routes relative to /api/v10). */
export interface RestLike {
  post(route: `/${string}`, options: { body: unknown; auth?: boolean }): Promise<unknown>;
  patch(route: `/${string}`, options: { body: unknown; auth?: boolean }): Promise<unknown>;
}

/** What the transport reads of an APPLICATION_COMMAND interaction; the rest is the command's. */
export interface PaqueteInteraccion {
  id: string;
  application_id: string;
  type: number;
  token: string;
  data?: { name?: string };
}

const APPLICATION_COMMAND = 2; // an interaction's type
const EPHEMERAL = 64;
const RESPUESTA = 4; // CHANNEL_MESSAGE_WITH_SOURCE
const DIFERIDA = 5; // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE

/**
 * What the command answers, given by the module that owns its words; the adapter only carries it and
 * hands the module the interaction as the gateway sent it (`I`: the fields the module reads).
 */
export interface ComandoTransportado<I extends PaqueteInteraccion> {
  /** The command as Discord's API v10 takes it (registered in the guild on READY). */
  readonly definicion: { readonly name: string };
  /** The answer's text to one interaction; a failure is said in words, not thrown. */
  contestar(i: I): Promise<string>;
}

export interface ComandoSlashOptions<I extends PaqueteInteraccion> {
  guildId: string;
  rest: RestLike;
  respuesta: ComandoTransportado<I>;
  /** Longest wait for the answer before the interaction is deferred (Discord allows 3 s in all). */
  deferMs?: number;
}

export class ComandoSlash<I extends PaqueteInteraccion> {
  #log: Logger | null = null;
  #registrado = false;

  constructor(readonly options: ComandoSlashOptions<I>) {}

  /** Gives the command its log (at start, before the gateway connects). */
  iniciar(log: Logger): void {
    this.#log = log;
  }

  /** Listens to a gateway client's packets; returns the client (wraps the client factory). */
  conectar(client: GatewayClient): GatewayClient {
    client.on('raw', (packet: GatewayPacket) => void this.recibir(packet));
    return client;
  }

  async recibir(packet: GatewayPacket): Promise<void> {
    try {
      if (packet.t === 'READY') await this.#registrar(packet.d as { application?: { id?: string } });
      else if (packet.t === 'INTERACTION_CREATE') {
        const i = packet.d as I;
        if (i.type === APPLICATION_COMMAND && i.data?.name === this.options.respuesta.definicion.name) await this.#responder(i);
      }
    } catch (error) {
      this.#log?.warn({ err: error }, `Discord: /${this.options.respuesta.definicion.name} no pudo responder o registrarse`);
    }
  }

  async #registrar(ready: { application?: { id?: string } }): Promise<void> {
    const appId = ready.application?.id;
    const { definicion } = this.options.respuesta;
    if (this.#registrado || !appId) return;
    // POST creates the command or updates the one with the same name; other commands are kept.
    await this.options.rest.post(`/applications/${appId}/guilds/${this.options.guildId}/commands`, { body: definicion });
    this.#registrado = true;
    this.#log?.info(`Discord: comando /${definicion.name} registrado en el servidor`);
  }

  async #responder(i: I): Promise<void> {
    const { rest } = this.options;
    const texto = this.options.respuesta.contestar(i);
    let timer: NodeJS.Timeout | undefined;
    const tarde = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), this.options.deferMs ?? 1_500)));
    const pronto = await Promise.race([texto, tarde]);
    clearTimeout(timer);
    const callback = `/interactions/${i.id}/${i.token}/callback` as const;
    if (pronto !== null) {
      await rest.post(callback, {
        auth: false,
        body: { type: RESPUESTA, data: { content: pronto, flags: EPHEMERAL, allowed_mentions: { parse: [] } } },
      });
      return;
    }
    await rest.post(callback, { auth: false, body: { type: DIFERIDA, data: { flags: EPHEMERAL } } });
    await rest.patch(`/webhooks/${i.application_id}/${i.token}/messages/@original`, {
      auth: false,
      body: { content: await texto, allowed_mentions: { parse: [] } },
    });
  }
}
