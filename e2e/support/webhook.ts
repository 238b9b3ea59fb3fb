// What this worker's fake Discord webhook accepted (e2e/support/fake-webhook.mjs appends each body to
// a file that scripts/e2e-server.mjs names after its port): the messages that reached the channel.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePort } from './puerto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RECIBIDOS = path.join(root, '.e2e-data', `webhook-${e2ePort()}.jsonl`);

interface Embed {
  title?: string;
  description?: string;
  fields?: { name: string; value: string }[];
}

/** Each accepted message as its embeds' text (title, description and fields), in the order they came. */
export function mensajesRecibidos(): string[] {
  if (!existsSync(RECIBIDOS)) return [];
  return readFileSync(RECIBIDOS, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) =>
      ((JSON.parse(l) as { embeds?: Embed[] }).embeds ?? [])
        .map((e) => [e.title, e.description, ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`)].filter(Boolean).join('\n'))
        .join('\n'),
    );
}
