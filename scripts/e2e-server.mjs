// The server Playwright starts: production build, fresh embedded database with the demo guild and a
// known leader password.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';
import { API_BUNDLE, API_NODE_FLAGS, buildApi } from './build-api.mjs';
import { startFakeAlbion } from '../e2e/support/fake-albion.mjs';
import { startFakeWebhook } from '../e2e/support/fake-webhook.mjs';
import { FAKE_DISCORD, startFakeDiscordOAuth } from '../e2e/support/fake-discord-oauth.mjs';
import { FAKE_BOT_TOKEN, fakeDiscordRest } from '../e2e/support/fake-discord-rest.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(root, '.e2e-data', port);
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  ADMIN_EMAIL: 'lider@reparto.local',
  ADMIN_PASSWORD: 'lider-demo-1234',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000',
  NODE_ENV: 'production',
};
delete env.DATABASE_URL;
// Integrations against local fakes: a fake gameinfo API for the membership check and the regear (with
// the Albion Data Project's prices), and a fake Discord read from a file that only exists while a spec
// wants it (e2e/support/fake-discord.ts).
const albion = await startFakeAlbion();
env.ALBION_API_BASE = albion.base;
env.ALBION_GUILD_ID = albion.guildId;
env.ALBION_TIMEOUT_MS = '3000';
// The regear's killboard is the same fake (deaths of every demo player); its prices too, under /adp.
env.ALBION_DATA_API_BASE = albion.dataBase;
env.ALBION_DATA_TIMEOUT_MS = '3000';
env.DISCORD_FAKE_FILE = path.join(root, '.e2e-data', `discord-${port}.json`);
rmSync(env.DISCORD_FAKE_FILE, { force: true });
// What the fake webhook accepted, one JSON body a line (e2e/support/webhook.ts reads it).
const recibidos = path.join(root, '.e2e-data', `webhook-${port}.jsonl`);
mkdirSync(path.dirname(recibidos), { recursive: true });
rmSync(recibidos, { force: true });
env.DISCORD_WEBHOOK_URL = (await startFakeWebhook({ recibidos })).url; // e2e/support/fake-webhook.mjs
// «Entrar con Discord» against a local fake (e2e/support/fake-discord-oauth.mjs), which also answers the
// bot's REST calls (DISCORD_TOKEN: the calendar's messages, the cards, the DMs, the roles), writing the
// messages to a file (e2e/support/discord-bot.ts reads it). DISCORD_GUILD_ID is the login's server; the
// voice bot stays the file's (DISCORD_FAKE_FILE wins over the token).
env.DISCORD_TOKEN = FAKE_BOT_TOKEN;
const mensajesBot = path.join(root, '.e2e-data', `discord-bot-${port}.json`);
env.DISCORD_API_BASE = (await startFakeDiscordOAuth({ rest: fakeDiscordRest({ archivo: mensajesBot }) })).base;
env.DISCORD_CLIENT_ID = FAKE_DISCORD.clientId;
env.DISCORD_CLIENT_SECRET = FAKE_DISCORD.clientSecret;
env.DISCORD_GUILD_ID = FAKE_DISCORD.guildId;
env.DISCORD_ROLES_TESORERO = FAKE_DISCORD.roles.TESORERO;
env.DISCORD_ROLES_ENCARGADO_CONTENIDO = FAKE_DISCORD.roles.ENCARGADO_CONTENIDO;
env.PUBLIC_URL = `http://127.0.0.1:${port}`;
// Discord's HTTP interactions (docs/integraciones.md, «Interacciones»): a key pair made for this run; the
// server verifies with the public key, a spec signs with the private one (e2e/support/interacciones.ts).
const claves = generateKeyPairSync('ed25519');
env.DISCORD_PUBLIC_KEY = Buffer.from(claves.publicKey.export({ format: 'jwk' }).x, 'base64url').toString('hex');
writeFileSync(
  path.join(root, '.e2e-data', `interacciones-${port}.json`),
  JSON.stringify({ privada: claves.privateKey.export({ format: 'pem', type: 'pkcs8' }), servidor: FAKE_DISCORD.guildId }),
);
// The production bundle, as `npm start` runs it: the browser tests exercise what ships.
// With one server per Playwright worker, the first builds and the others (started once it answers:
// playwright.config.ts) run its bundle as it is, so that no server reads a file another is writing.
const bundle = process.env.E2E_BUILD_API === 'false' ? API_BUNDLE : await buildApi();
process.exit(await run(process.execPath, [...API_NODE_FLAGS, bundle], { env }));
