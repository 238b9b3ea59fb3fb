// The e2e server's fake Discord (DISCORD_FAKE_FILE, see scripts/e2e-server.mjs): while the file
// exists the API lists its voice channels; without it, Discord counts as not configured. A spec that
// wants Discord writes the file and removes it when done, so other specs keep "Discord no está
// configurado".
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePort } from './puerto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The file of this worker's server (scripts/e2e-server.mjs names it after its port). */
export const FAKE_DISCORD_FILE = path.join(root, '.e2e-data', `discord-${e2ePort()}.json`);

export interface FakeVoiceChannel {
  id: string;
  channel: string;
  /** A name (its id too), or `{ name, bot }`, or `{ id, name }` (attendance tells members apart by id). */
  members: (string | { name: string; bot?: boolean; id?: string })[];
}

/** The channels of e2e/support/fake-discord.json (demo players, a bot, one unregistered name). */
export function demoChannels(): FakeVoiceChannel[] {
  return JSON.parse(readFileSync(path.join(root, 'e2e/support/fake-discord.json'), 'utf8')).channels;
}

export function enableFakeDiscord(content: { channels: FakeVoiceChannel[]; unavailable?: string }): void {
  writeFileSync(FAKE_DISCORD_FILE, JSON.stringify(content, null, 2));
}

export function disableFakeDiscord(): void {
  rmSync(FAKE_DISCORD_FILE, { force: true });
}
