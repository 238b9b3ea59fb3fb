// TEST AND DEMO AID, not for production: a voice adapter that reads its channels and the names in
// them from a JSON file (DISCORD_FAKE_FILE), so the distribution page can be tried and tested end to
// end without a Discord bot. The file is read on every call: edit it while the API runs. While the
// file does not exist the adapter counts as not configured ("Discord no está configurado"), so one
// e2e server serves specs with and without Discord.
//
//   { "channels": [ { "id": "1", "channel": "ZvZ", "members": ["[TAG] aldrakar", { "name": "DJ", "bot": true },
//                                                              { "id": "42", "name": "Brunhild" }] } ],
//     "unavailable": "optional: every call answers 503 with this message code (voz.reconectando…)" }
//
// A member's id is its `id`, or its name when it has none. While someone listens to its voice events
// (the attendance recorder, docs/asistencia.md) the file is read every `intervaloMs` and the members of
// each channel compared with the last reading: the same events as the gateway's (`listo` on the first
// good reading and after the file was missing or broken, `voz` for each join, leave and move).
// Its "gateway session" is the leading instance's (ops/lider.ts): each start and stop is one line of
// `<file>.sesiones` (`identify <pid>`, `cierre <pid>`), so a test sees that one instance at a time holds it.
import { appendFileSync, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { VoiceChannel } from '@reparto/contract';
import { OyentesVoz, type EventoVoz, type MiembroVoz, type VoiceAdapter } from '../voice.js';
import { NotFound, ServiceUnavailable } from '../../lib/errors.js';
import { esCodigo } from '../../lib/mensajes.js';

const MiembroSchema = z.union([
  z.string(),
  z.object({ id: z.string().min(1).optional(), name: z.string(), bot: z.boolean().default(false) }),
]);
const FakeVoiceFileSchema = z.object({
  channels: z.array(
    z.object({
      id: z.string().min(1),
      channel: z.string().min(1),
      members: z.array(MiembroSchema).default([]),
    }),
  ),
  unavailable: z.string().optional(),
});
export type FakeVoiceFile = z.input<typeof FakeVoiceFileSchema>;
type Archivo = z.infer<typeof FakeVoiceFileSchema>;

/** The humans of a channel of the file, with their ids. */
function humanos(members: Archivo['channels'][number]['members']): MiembroVoz[] {
  return members.flatMap((m) =>
    typeof m === 'string' ? [{ id: m, nombre: m }] : m.bot ? [] : [{ id: m.id ?? m.name, nombre: m.name }],
  );
}

export class FakeFileVoice implements VoiceAdapter {
  readonly #oyentes = new OyentesVoz();
  #timer: NodeJS.Timeout | null = null;
  /** user id → channel id at the last good reading (null: none yet, or the file failed since). */
  #ultima: Map<string, string> | null = null;
  #leyendo = false;

  constructor(
    readonly file: string,
    readonly intervaloMs = 400,
  ) {}

  get configured(): boolean {
    return existsSync(this.file);
  }

  async listChannels(): Promise<VoiceChannel[]> {
    const data = await this.#read();
    return data.channels.map(({ id, channel }) => ({ id, channel }));
  }

  async memberNames(channelId: string): Promise<string[]> {
    return (await this.members(channelId)).map((m) => m.nombre);
  }

  async members(channelId: string): Promise<MiembroVoz[]> {
    const data = await this.#read();
    const channel = data.channels.find((c) => c.id === channelId);
    if (!channel) throw new NotFound('voz.canal');
    return humanos(channel.members);
  }

  onVoiceState(listener: (evento: EventoVoz) => void): () => void {
    const quitar = this.#oyentes.add(listener);
    if (!this.#timer) {
      this.#timer = setInterval(() => void this.sondear(), this.intervaloMs);
      this.#timer.unref();
    }
    return () => {
      quitar();
      if (this.#oyentes.size === 0) this.#parar();
    };
  }

  /** Reads the file once and tells what changed since the last reading (the poll; tests call it). */
  async sondear(): Promise<void> {
    if (this.#leyendo) return;
    this.#leyendo = true;
    try {
      let ahora: Map<string, string>;
      try {
        const data = await this.#read();
        ahora = new Map(data.channels.flatMap((c) => humanos(c.members).map((m) => [m.id, c.id] as const)));
      } catch {
        this.#ultima = null;
        return;
      }
      const antes = this.#ultima;
      this.#ultima = ahora;
      if (!antes) {
        this.#oyentes.emit({ tipo: 'listo' });
        return;
      }
      for (const id of new Set([...antes.keys(), ...ahora.keys()])) {
        const [de, a] = [antes.get(id) ?? null, ahora.get(id) ?? null];
        if (de !== a) this.#oyentes.emit({ tipo: 'voz', idUsuario: id, antes: de, despues: a });
      }
    } finally {
      this.#leyendo = false;
    }
  }

  /** Opens the fake's gateway session (noted in `<file>.sesiones`). */
  start(): void {
    this.#anotarSesion('identify');
  }

  /** Ends it (this instance stopped leading). */
  async detener(): Promise<void> {
    this.#anotarSesion('cierre');
  }

  async close(): Promise<void> {
    this.#parar();
  }

  #anotarSesion(evento: 'identify' | 'cierre') {
    try {
      appendFileSync(`${this.file}.sesiones`, `${evento} ${process.pid}\n`);
    } catch {
      // the folder is gone: nothing to note
    }
  }

  #parar() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#ultima = null;
  }

  async #read(): Promise<Archivo> {
    let data: Archivo;
    try {
      data = FakeVoiceFileSchema.parse(JSON.parse(await readFile(this.file, 'utf8')));
    } catch (error) {
      throw Object.assign(new ServiceUnavailable('voz.archivoSimulado'), {
        cause: error,
      });
    }
    if (data.unavailable)
      throw new ServiceUnavailable(esCodigo(data.unavailable) ? data.unavailable : 'http.servicioNoDisponible');
    return data;
  }
}
