// TEST AND DEMO AID, not for production: a voice adapter that reads its channels and the names in
// them from a JSON file (DISCORD_FAKE_FILE), so the distribution page can be tried and tested end to
// end without a Discord bot. The file is read on every call: edit it while the API runs. While the
// file does not exist the adapter counts as not configured ("Discord no está configurado"), so one
// e2e server serves specs with and without Discord.
//
//   { "channels": [ { "id": "1", "channel": "ZvZ", "members": ["[TAG] aldrakar", { "name": "DJ", "bot": true }] } ],
//     "unavailable": "optional: every call answers 503 with this message" }
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { VoiceChannel } from '@reparto/contract';
import type { VoiceAdapter } from '../voice.js';
import { NotFound, ServiceUnavailable } from '../../lib/errors.js';

const FakeVoiceFileSchema = z.object({
  channels: z.array(
    z.object({
      id: z.string().min(1),
      channel: z.string().min(1),
      members: z.array(z.union([z.string(), z.object({ name: z.string(), bot: z.boolean().default(false) })])).default([]),
    }),
  ),
  unavailable: z.string().optional(),
});
export type FakeVoiceFile = z.input<typeof FakeVoiceFileSchema>;

export class FakeFileVoice implements VoiceAdapter {
  constructor(readonly file: string) {}

  get configured(): boolean {
    return existsSync(this.file);
  }

  async listChannels(): Promise<VoiceChannel[]> {
    const data = await this.#read();
    return data.channels.map(({ id, channel }) => ({ id, channel }));
  }

  async memberNames(channelId: string): Promise<string[]> {
    const data = await this.#read();
    const channel = data.channels.find((c) => c.id === channelId);
    if (!channel) throw new NotFound('El canal de voz no existe en el servidor de Discord');
    return channel.members.flatMap((m) => (typeof m === 'string' ? [m] : m.bot ? [] : [m.name]));
  }

  async #read() {
    let data: z.infer<typeof FakeVoiceFileSchema>;
    try {
      data = FakeVoiceFileSchema.parse(JSON.parse(await readFile(this.file, 'utf8')));
    } catch (error) {
      throw Object.assign(new ServiceUnavailable('El archivo de Discord simulado (DISCORD_FAKE_FILE) no es válido'), {
        cause: error,
      });
    }
    if (data.unavailable) throw new ServiceUnavailable(data.unavailable);
    return data;
  }
}
