// TEST AID: a voice adapter in memory (channels, members with ids) whose `mover` emits the same events
// as the gateway, for the attendance tests and the write walk (testing/escrituras.ts).
import { OyentesVoz, type EventoVoz, type MiembroVoz, type VoiceAdapter } from '../../adapters/voice.js';
import { NotFound, ServiceUnavailable } from '../../lib/errors.js';

export class VozMemoria implements VoiceAdapter {
  readonly configured = true;
  readonly #oyentes = new OyentesVoz();
  /** user id → channel id. */
  readonly donde = new Map<string, string>();
  readonly nombres = new Map<string, string>();
  /** false: Discord is disconnected (reads answer 503, no events). */
  conectado = true;

  constructor(readonly canales: Record<string, string>) {}

  async listChannels() {
    this.#listo();
    return Object.entries(this.canales).map(([id, channel]) => ({ id, channel }));
  }

  async memberNames(channelId: string) {
    return (await this.members(channelId)).map((m) => m.nombre);
  }

  async members(channelId: string): Promise<MiembroVoz[]> {
    this.#listo();
    if (!(channelId in this.canales)) throw new NotFound('voz.canal');
    return [...this.donde].filter(([, c]) => c === channelId).map(([id]) => ({ id, nombre: this.nombres.get(id) ?? id }));
  }

  onVoiceState(listener: (evento: EventoVoz) => void) {
    return this.#oyentes.add(listener);
  }

  /** A member joins (`canal`), moves, or leaves (null); told to the listeners while connected. */
  mover(id: string, canal: string | null, nombre?: string): void {
    const antes = this.donde.get(id) ?? null;
    if (nombre) this.nombres.set(id, nombre);
    if (canal) this.donde.set(id, canal);
    else this.donde.delete(id);
    if (this.conectado && antes !== canal) this.#oyentes.emit({ tipo: 'voz', idUsuario: id, antes, despues: canal });
  }

  desconectar(): void {
    this.conectado = false;
  }

  reconectar(): void {
    this.conectado = true;
    this.#oyentes.emit({ tipo: 'listo' });
  }

  #listo() {
    if (!this.conectado) throw new ServiceUnavailable('voz.conectando');
  }
}

/** The write walk's Discord: one voice channel, «Recorrido» (id 900). */
export const vozDelRecorrido = () => new VozMemoria({ '900': 'Recorrido' });
