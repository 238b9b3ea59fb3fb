// Voice-channel adapter (docs/domain.md, "Integrations"; attendance: docs/asistencia.md). The Discord
// implementation comes with the integrations issue; without configuration the API answers empty lists.
import type { VoiceChannel } from '@reparto/contract';

/** A human in a voice channel: their Discord user id and display name (guild nickname or user name). */
export interface MiembroVoz {
  id: string;
  nombre: string;
}

/**
 * What the gateway tells the attendance recorder:
 * - `voz`: a member's voice state changed (`antes`/`despues`: the channel before and after, null outside);
 * - `listo`: the server's whole voice picture is known again (a first connect, a reconnect, a resume):
 *   every recorded channel must be read again, since events may have been missed.
 */
export type EventoVoz = { tipo: 'voz'; idUsuario: string; antes: string | null; despues: string | null } | { tipo: 'listo' };

export interface VoiceAdapter {
  /** False when Discord is not configured: the UI says so. */
  readonly configured: boolean;
  listChannels(): Promise<VoiceChannel[]>;
  /** Display names (guild nickname or user name) of the humans in the channel. */
  memberNames(channelId: string): Promise<string[]>;
  /** The humans in the channel, with their ids (attendance). */
  members?(channelId: string): Promise<MiembroVoz[]>;
  /** Listens to voice-state changes and (re)connections; answers the function that stops listening. */
  onVoiceState?(listener: (evento: EventoVoz) => void): () => void;
  close?(): Promise<void>;
}

export const unconfiguredVoice: VoiceAdapter = {
  configured: false,
  listChannels: async () => [],
  memberNames: async () => [],
};

/** The listeners of an adapter's voice events (each one's failure is its own). */
export class OyentesVoz {
  readonly #oyentes = new Set<(evento: EventoVoz) => void>();

  get size(): number {
    return this.#oyentes.size;
  }

  add(listener: (evento: EventoVoz) => void): () => void {
    this.#oyentes.add(listener);
    return () => this.#oyentes.delete(listener);
  }

  emit(evento: EventoVoz): void {
    for (const oyente of this.#oyentes) {
      try {
        oyente(evento);
      } catch {
        // A listener's failure never stops the gateway's dispatch.
      }
    }
  }
}
