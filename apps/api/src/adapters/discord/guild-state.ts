// The voice picture of one Discord server, kept from gateway dispatch packets (READY, GUILD_CREATE,
// CHANNEL_*, VOICE_STATE_UPDATE…). Pure: no network, no discord.js; fed by the adapter with the
// packets discord.js emits as `raw`, and by the tests with recorded, gateway-shaped JSON.
import { z } from 'zod';
import type { VoiceChannel } from '@reparto/contract';

/** Discord channel types listed as voice channels: GUILD_VOICE and GUILD_STAGE_VOICE. */
export const VOICE_CHANNEL_TYPES: ReadonlySet<number> = new Set([2, 13]);

// Tolerant shapes of the payload parts we read (Discord API v10); unknown keys are ignored.
const UserSchema = z.object({
  id: z.string(),
  username: z.string().optional(),
  global_name: z.string().nullish(),
  bot: z.boolean().optional(),
});
const MemberSchema = z.object({ user: UserSchema.optional(), nick: z.string().nullish() });
const ChannelSchema = z.object({
  id: z.string(),
  type: z.number(),
  name: z.string().nullish(),
  position: z.number().optional(),
  parent_id: z.string().nullish(),
  guild_id: z.string().optional(),
});
const VoiceStateSchema = z.object({
  guild_id: z.string().optional(),
  channel_id: z.string().nullish(),
  user_id: z.string(),
  member: MemberSchema.optional(),
});
const ReadySchema = z.object({ guilds: z.array(z.object({ id: z.string() })) });
const GuildCreateSchema = z.object({
  id: z.string(),
  unavailable: z.boolean().optional(),
  channels: z.array(ChannelSchema).default([]),
  voice_states: z.array(VoiceStateSchema).default([]),
  members: z.array(MemberSchema).default([]),
});
const GuildDeleteSchema = z.object({ id: z.string(), unavailable: z.boolean().optional() });
const GuildMemberUpdateSchema = z.object({ guild_id: z.string(), user: UserSchema, nick: z.string().nullish() });

type Channel = z.infer<typeof ChannelSchema>;
type Member = z.infer<typeof MemberSchema>;

export interface GatewayPacket {
  t?: string | null;
  d?: unknown;
}

/**
 * - `sin-sesion`: no READY yet (connecting or reconnecting from scratch);
 * - `esperando-servidor`: READY listed the server, its GUILD_CREATE has not come yet;
 * - `listo`: the server's channels and voice states are known;
 * - `no-disponible`: Discord reports an outage of the server;
 * - `fuera-del-servidor`: the bot is not a member of the configured server.
 */
export type GuildPhase = 'sin-sesion' | 'esperando-servidor' | 'listo' | 'no-disponible' | 'fuera-del-servidor';

interface KnownMember {
  displayName: string;
  bot: boolean;
}

/** The user of a VOICE_STATE_UPDATE of the server (null: another packet). */
export function usuarioDeVoz(packet: GatewayPacket, guildId: string): string | null {
  if (packet.t !== 'VOICE_STATE_UPDATE') return null;
  const d = packet.d as { guild_id?: unknown; user_id?: unknown } | null;
  return d && d.guild_id === guildId && typeof d.user_id === 'string' ? d.user_id : null;
}

/** discord.js's `GuildMember.displayName`: server nickname, else global display name, else user name. */
export function displayNameOf(member: Member): string | null {
  return member.nick ?? member.user?.global_name ?? member.user?.username ?? null;
}

export class GuildVoiceState {
  #phase: GuildPhase = 'sin-sesion';
  readonly #channels = new Map<string, Channel>();
  /** user id → voice channel id, for users in a voice channel of the server. */
  readonly #voice = new Map<string, string>();
  /** user id → display name and bot flag (only kept for users in voice). */
  readonly #members = new Map<string, KnownMember>();

  constructor(readonly guildId: string) {}

  get phase(): GuildPhase {
    return this.#phase;
  }

  /** Forget everything (a new session starts: the server's state will come again whole). */
  reset(): void {
    this.#phase = 'sin-sesion';
    this.#clear();
  }

  /** Applies one gateway dispatch packet; packets of other servers and other events are ignored. */
  apply(packet: GatewayPacket): void {
    switch (packet.t) {
      case 'READY': {
        const ready = ReadySchema.safeParse(packet.d);
        if (!ready.success) return;
        this.#clear();
        this.#phase = ready.data.guilds.some((g) => g.id === this.guildId) ? 'esperando-servidor' : 'fuera-del-servidor';
        return;
      }
      case 'GUILD_CREATE': {
        const guild = GuildCreateSchema.safeParse(packet.d);
        if (!guild.success || guild.data.id !== this.guildId) return;
        this.#clear();
        if (guild.data.unavailable === true) {
          this.#phase = 'no-disponible';
          return;
        }
        for (const channel of guild.data.channels) this.#channels.set(channel.id, channel);
        for (const member of guild.data.members) this.#remember(member);
        for (const state of guild.data.voice_states) this.#applyVoiceState(state);
        this.#phase = 'listo';
        return;
      }
      case 'GUILD_DELETE': {
        const guild = GuildDeleteSchema.safeParse(packet.d);
        if (!guild.success || guild.data.id !== this.guildId) return;
        this.#clear();
        // `unavailable` set: an outage; absent: the bot was removed from the server.
        this.#phase = guild.data.unavailable === true ? 'no-disponible' : 'fuera-del-servidor';
        return;
      }
      case 'CHANNEL_CREATE':
      case 'CHANNEL_UPDATE': {
        const channel = ChannelSchema.safeParse(packet.d);
        if (!channel.success || channel.data.guild_id !== this.guildId) return;
        this.#channels.set(channel.data.id, channel.data);
        return;
      }
      case 'CHANNEL_DELETE': {
        const channel = ChannelSchema.safeParse(packet.d);
        if (!channel.success || channel.data.guild_id !== this.guildId) return;
        this.#channels.delete(channel.data.id);
        for (const [userId, channelId] of this.#voice) {
          if (channelId === channel.data.id) this.#leave(userId);
        }
        return;
      }
      case 'VOICE_STATE_UPDATE': {
        const state = VoiceStateSchema.safeParse(packet.d);
        if (!state.success || state.data.guild_id !== this.guildId) return;
        this.#applyVoiceState(state.data);
        return;
      }
      case 'GUILD_MEMBER_UPDATE': {
        // Only sent with the privileged GuildMembers intent; used when present, not required.
        const update = GuildMemberUpdateSchema.safeParse(packet.d);
        if (!update.success || update.data.guild_id !== this.guildId) return;
        if (this.#voice.has(update.data.user.id)) this.#remember({ user: update.data.user, nick: update.data.nick });
        return;
      }
      default:
        return;
    }
  }

  /** Voice and stage channels, in the order Discord shows them (by category, then position). */
  channels(): VoiceChannel[] {
    const categoryPosition = (channel: Channel) => {
      if (!channel.parent_id) return -1;
      return this.#channels.get(channel.parent_id)?.position ?? -1;
    };
    return [...this.#channels.values()]
      .filter((c) => VOICE_CHANNEL_TYPES.has(c.type))
      .sort(
        (a, b) =>
          categoryPosition(a) - categoryPosition(b) ||
          (a.position ?? 0) - (b.position ?? 0) ||
          a.id.length - b.id.length ||
          (a.id < b.id ? -1 : 1),
      )
      .map((c) => ({ id: c.id, channel: c.name ?? c.id }));
  }

  /** True when `channelId` is a voice or stage channel of the server. */
  hasVoiceChannel(channelId: string): boolean {
    const channel = this.#channels.get(channelId);
    return channel !== undefined && VOICE_CHANNEL_TYPES.has(channel.type);
  }

  /** Display names of the humans (bots skipped) in a voice channel, sorted case-insensitively. */
  memberNames(channelId: string): string[] {
    const names: string[] = [];
    for (const [userId, inChannel] of this.#voice) {
      if (inChannel !== channelId) continue;
      const member = this.#members.get(userId);
      if (!member || member.bot) continue;
      names.push(member.displayName);
    }
    return names.sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
  }

  /** The humans (bots skipped) in a voice channel with their user ids, sorted by name (attendance). */
  members(channelId: string): { id: string; nombre: string }[] {
    const found: { id: string; nombre: string }[] = [];
    for (const [userId, inChannel] of this.#voice) {
      if (inChannel !== channelId) continue;
      const member = this.#members.get(userId);
      if (!member || member.bot) continue;
      found.push({ id: userId, nombre: member.displayName });
    }
    return found.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }));
  }

  /** The voice channel a user is in (null: none). */
  channelOf(userId: string): string | null {
    return this.#voice.get(userId) ?? null;
  }

  /** Users in voice whose name is unknown (no member object came with their voice state). */
  unknownVoiceMembers(): number {
    let unknown = 0;
    for (const userId of this.#voice.keys()) if (!this.#members.has(userId)) unknown++;
    return unknown;
  }

  #clear() {
    this.#channels.clear();
    this.#voice.clear();
    this.#members.clear();
  }

  #remember(member: Member) {
    const id = member.user?.id;
    const displayName = displayNameOf(member);
    if (!id || displayName === null) return;
    this.#members.set(id, { displayName, bot: member.user?.bot === true });
  }

  #leave(userId: string) {
    this.#voice.delete(userId);
    this.#members.delete(userId);
  }

  #applyVoiceState(state: z.infer<typeof VoiceStateSchema>) {
    if (!state.channel_id) {
      this.#leave(state.user_id);
      return;
    }
    this.#voice.set(state.user_id, state.channel_id);
    if (state.member) this.#remember({ ...state.member, user: state.member.user ?? { id: state.user_id } });
  }
}
