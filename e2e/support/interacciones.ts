// Discord's side of the HTTP interactions in the browser tests (docs/integraciones.md, «Interacciones»):
// what Discord sends when a member clicks a button of the app's message or picks from its select menu,
// signed with the private key scripts/e2e-server.mjs made for this worker's server (its public key is
// the server's DISCORD_PUBLIC_KEY). The interaction objects carry Discord's field set (API v10); the API
// tests' twin is apps/api/src/testing/discord-interacciones.ts.
import { createPrivateKey, randomInt, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { e2ePort } from './puerto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APLICACION = '711111111111111111';

function claves(): { privada: string; servidor: string } {
  return JSON.parse(readFileSync(path.join(root, '.e2e-data', `interacciones-${e2ePort()}.json`), 'utf8'));
}

let siguiente = BigInt('1300000000000000000') + BigInt(randomInt(1e9)) * 1000n;
const snowflake = () => String(++siguiente);

/** A member of the guild's Discord server: their user id and the locale their client sends. */
export interface MiembroDiscord {
  id: string;
  username: string;
  locale?: string;
}

function base(type: number, u: MiembroDiscord, servidor: string) {
  return {
    app_permissions: '2248473465835073',
    application_id: APLICACION,
    authorizing_integration_owners: { '0': servidor },
    channel: { id: '722222222222222300', name: 'calendario', type: 0, guild_id: servidor },
    channel_id: '722222222222222300',
    context: 0,
    entitlements: [],
    guild: { features: [], id: servidor, locale: 'es-ES' },
    guild_id: servidor,
    guild_locale: 'es-ES',
    id: snowflake(),
    locale: u.locale ?? 'es-ES',
    member: {
      avatar: null,
      communication_disabled_until: null,
      deaf: false,
      flags: 0,
      joined_at: '2024-01-01T00:00:00.000000+00:00',
      mute: false,
      nick: null,
      pending: false,
      permissions: '2248473465835073',
      premium_since: null,
      roles: [],
      user: { avatar: null, discriminator: '0', global_name: null, id: u.id, public_flags: 0, username: u.username },
    },
    token: `aW50ZXJhY3Rpb246${snowflake()}:tokendeprueba`,
    type,
    version: 1,
  };
}

const mensaje = { id: '722222222222222400', channel_id: '722222222222222300', content: '', components: [], embeds: [] };

/** A click on a button (`customId`) of the app's message. */
export const clicEnBoton = (u: MiembroDiscord, customId: string) => (servidor: string) => ({
  ...base(3, u, servidor),
  data: { component_type: 2, custom_id: customId },
  message: mensaje,
});

/** A choice in a string select menu (`customId`) of the app's message. */
export const eleccionEnMenu = (u: MiembroDiscord, customId: string, valores: string[]) => (servidor: string) => ({
  ...base(3, u, servidor),
  data: { component_type: 3, custom_id: customId, values: valores },
  message: mensaje,
});

/** Sends the interaction, signed as Discord signs it, to this worker's server; answers Discord's view of the reply. */
export async function interactuar(request: APIRequestContext, interaccion: (servidor: string) => object): Promise<APIResponse> {
  const { privada, servidor } = claves();
  const cuerpo = JSON.stringify(interaccion(servidor));
  const marca = String(Math.floor(Date.now() / 1000));
  const firma = sign(null, Buffer.from(`${marca}${cuerpo}`), createPrivateKey(privada)).toString('hex');
  return request.post('/api/discord/interacciones', {
    data: cuerpo,
    headers: { 'content-type': 'application/json', 'x-signature-ed25519': firma, 'x-signature-timestamp': marca },
  });
}
