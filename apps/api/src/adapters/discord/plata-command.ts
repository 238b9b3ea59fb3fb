// The guild-scoped `/plata` slash command (docs/integraciones.md), read-only: registered through
// Discord's REST API when the gateway says READY, answered from the INTERACTION_CREATE packets of the
// same gateway client. The answer is ephemeral, in Spanish, and comes within Discord's 3 s: when the
// read is slow the interaction is deferred first and the answer edited in afterwards.
import { NOMBRE_ESTADO_PERIODO, formatSilver } from '@reparto/contract';
import type { GatewayClient, Logger } from './discord-voice.js';
import type { GatewayPacket } from './guild-state.js';
import { matchDisplayNames, stripGuildTags, type PlayerRef } from './names.js';
import { escapar, recortar } from '../../modules/notificaciones/mensajes.js';
import type { PlataDeJugador } from '../../modules/notificaciones/plata.repository.js';

/** The command as Discord's API v10 takes it (type 1: chat input; option type 3: string). */
export const COMANDO_PLATA = {
  name: 'plata',
  type: 1,
  description: 'Su plata en el gremio: últimos 30 días, desde la creación y lo pendiente de cobro',
  contexts: [0],
  options: [
    {
      type: 3,
      name: 'nickname',
      description: 'Nickname del jugador (por defecto, su nombre en el servidor)',
      required: false,
      max_length: 64,
    },
  ],
} as const;

/** The part of discord.js's REST client used here (routes relative to /api/v10). */
export interface RestLike {
  post(route: `/${string}`, options: { body: unknown; auth?: boolean }): Promise<unknown>;
  patch(route: `/${string}`, options: { body: unknown; auth?: boolean }): Promise<unknown>;
}

export interface LecturaPlata {
  plata(nickname: string): Promise<PlataDeJugador | null>;
  jugadores(): Promise<PlayerRef[]>;
}

/** An APPLICATION_COMMAND interaction as the gateway sends it (the fields read here). */
export interface Interaccion {
  id: string;
  application_id: string;
  type: number;
  token: string;
  guild_id?: string;
  data?: { name?: string; options?: { name: string; type: number; value?: unknown }[] };
  member?: { nick?: string | null; user?: { username?: string; global_name?: string | null } };
  user?: { username?: string; global_name?: string | null };
}

const EPHEMERAL = 64;
const RESPUESTA = 4; // CHANNEL_MESSAGE_WITH_SOURCE
const DIFERIDA = 5; // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
const MAX_CONTENIDO = 2000;

export function textoDePlata(p: PlataDeJugador): string {
  const contenidos = (n: number) => `${n} ${n === 1 ? 'contenido' : 'contenidos'}`;
  const lineas = [
    `**Plata de ${escapar(p.nickname)}**`,
    `Últimos 30 días: ${formatSilver(p.dias30.silver)} (${contenidos(p.dias30.contenidos)})`,
    `Desde la creación: ${formatSilver(p.total.silver)} (${contenidos(p.total.contenidos)})`,
  ];
  if (p.pendientes.length === 0) lineas.push('Nada pendiente de cobro.');
  else {
    lineas.push('**Pendiente de cobro**');
    for (const x of p.pendientes) {
      const quien = x.distribuidor ? `distribuidor: ${escapar(x.distribuidor)}` : 'distribuidor aún no asignado';
      lineas.push(
        `• Periodo ${x.idPeriodo}, ${escapar(x.lugar)} (${NOMBRE_ESTADO_PERIODO[x.idEstado] ?? x.idEstado}): ${formatSilver(x.silver)}; ${quien}`,
      );
    }
  }
  return recortar(lineas.join('\n'), MAX_CONTENIDO);
}

/** The answer to one `/plata` interaction (pure: reads through `lectura`). */
export async function contestarPlata(i: Interaccion, guildId: string, lectura: LecturaPlata): Promise<string> {
  if (i.guild_id !== guildId) return 'Este comando solo funciona en el servidor de Discord del gremio.';
  const opcion = i.data?.options?.find((o) => o.name === 'nickname')?.value;
  if (typeof opcion === 'string' && opcion.trim() !== '') {
    const nick = stripGuildTags(opcion);
    const p = await lectura.plata(nick);
    return p ? textoDePlata(p) : `No hay ningún jugador registrado con el nickname «${escapar(nick)}».`;
  }
  const user = i.member?.user ?? i.user;
  const nombre = i.member?.nick ?? user?.global_name ?? user?.username ?? '';
  const { matched } = matchDisplayNames([nombre], await lectura.jugadores());
  const jugador = matched[0];
  const p = jugador ? await lectura.plata(jugador.nickname) : null;
  if (!p) {
    return `Ningún jugador registrado coincide con su nombre en Discord («${escapar(stripGuildTags(nombre))}»). Use \`/plata nickname:\` con su nickname del gremio.`;
  }
  return textoDePlata(p);
}

export interface ComandoPlataOptions {
  guildId: string;
  rest: RestLike;
  /** Longest wait for the read before the interaction is deferred (Discord allows 3 s in all). */
  deferMs?: number;
}

export class ComandoPlata {
  #lectura: LecturaPlata | null = null;
  #log: Logger | null = null;
  #registrado = false;

  constructor(readonly options: ComandoPlataOptions) {}

  /** Gives the command its data source and log (at start, before the gateway connects). */
  iniciar(lectura: LecturaPlata, log: Logger): void {
    this.#lectura = lectura;
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
        const i = packet.d as Interaccion;
        if (i.type === 2 && i.data?.name === COMANDO_PLATA.name) await this.#responder(i);
      }
    } catch (error) {
      this.#log?.warn({ err: error }, 'Discord: /plata no pudo responder o registrarse');
    }
  }

  async #registrar(ready: { application?: { id?: string } }): Promise<void> {
    const appId = ready.application?.id;
    if (this.#registrado || !appId) return;
    // POST creates the command or updates the one with the same name; other commands are kept.
    await this.options.rest.post(`/applications/${appId}/guilds/${this.options.guildId}/commands`, { body: COMANDO_PLATA });
    this.#registrado = true;
    this.#log?.info('Discord: comando /plata registrado en el servidor');
  }

  async #responder(i: Interaccion): Promise<void> {
    const { rest } = this.options;
    const lectura = this.#lectura;
    const texto = lectura
      ? contestarPlata(i, this.options.guildId, lectura).catch((error: unknown) => {
          this.#log?.warn({ err: error }, 'Discord: /plata no pudo leer la base de datos');
          return 'No se pudo consultar la plata en este momento; inténtelo de nuevo más tarde.';
        })
      : Promise.resolve('El servidor aún está arrancando; inténtelo de nuevo en unos segundos.');
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
