// `/saldo` over Discord's HTTP interactions in `npm run bench` (docs/performance.md, "Discord"): a
// member asks their balance from Discord at a steady 50 requests a second (Discord allows 3 s for an
// answer; the target is a p99 under 1 s), API only. Each request is signed as Discord signs it
// (Ed25519 over the timestamp and the body) with a key made for the run, whose public half the API
// is started with (DISCORD_PUBLIC_KEY).
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type pg from 'pg';
import type { Endpoint } from './measure.js';

/** The application id and the guild the run's interactions name (any snowflakes). */
export const APLICACION_BANCO = '100000000000000010';
export const SERVIDOR_BANCO = '100000000000000020';
/** The Discord user id linked to the member who asks. */
const USUARIO_BANCO = '100000000000000030';
/** The first interaction id of a run: its time, so that two runs never send one id. */
const ID_PRIMERO = BigInt(Date.now()) << 22n;
/** What Discord sends per second; the p99 under it must stay within TARGET_DISCORD_P99_MS. */
export const TASA_SALDO = 50;
export const TARGET_DISCORD_P99_MS = 1_000;

export interface ClaveBanco {
  /** The public key as the Developer Portal shows it (hex of the 32 raw bytes). */
  publicaHex: string;
  privada: KeyObject;
}

export function claveBanco(): ClaveBanco {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ format: 'der', type: 'spki' });
  // The SPKI encoding of an Ed25519 key ends with its 32 raw bytes.
  return { publicaHex: der.subarray(der.length - 32).toString('hex'), privada: privateKey };
}

/** Discord's two headers for a body, signed now. */
export function firmar(clave: ClaveBanco, cuerpo: string): Record<string, string> {
  const ts = String(Math.floor(Date.now() / 1000));
  return {
    'x-signature-ed25519': sign(null, Buffer.from(ts + cuerpo), clave.privada).toString('hex'),
    'x-signature-timestamp': ts,
  };
}

/** The same, signed once per second for one body (the two headers are read one after the other). */
function firmador(clave: ClaveBanco, cuerpo: string): () => Record<string, string> {
  let ultima: Record<string, string> = {};
  return () => {
    if (ultima['x-signature-timestamp'] !== String(Math.floor(Date.now() / 1000))) ultima = firmar(clave, cuerpo);
    return ultima;
  };
}

/** The `/saldo` endpoint, as the member of the first distributor's account. */
export async function discordEndpoints(client: pg.Client, clave: ClaveBanco): Promise<Endpoint[]> {
  const { rows } = await client.query<{ id_cuenta: number; nickname: string }>(
    `select c.id_cuenta, j.nickname from cuenta c join jugador j using (id_player)
      where c.email like 'distribuidor%@bench.local' order by c.email limit 1`,
  );
  const quien = rows[0];
  if (!quien) throw new Error('Falta la cuenta del benchmark para /saldo: ejecute npm run bench:seed');
  // The guild's Discord server is the one the interactions come from (read by the API when it starts).
  await client.query(`update gremio set discord_guild_id = $1`, [SERVIDOR_BANCO]);
  // The link «Entrar con Discord» makes; idempotent between runs.
  await client.query(`update cuenta set discord_user_id = null where discord_user_id = $1 and id_cuenta <> $2`, [
    USUARIO_BANCO,
    quien.id_cuenta,
  ]);
  await client.query(`update cuenta set discord_user_id = $1 where id_cuenta = $2`, [USUARIO_BANCO, quien.id_cuenta]);
  // An APPLICATION_COMMAND interaction with Discord's fields (type 2; the member in a guild).
  const interaccion = {
    id: String(ID_PRIMERO),
    application_id: APLICACION_BANCO,
    type: 2,
    token: 'token-de-la-interaccion-del-benchmark',
    version: 1,
    guild_id: SERVIDOR_BANCO,
    channel_id: '100000000000000050',
    locale: 'es-ES',
    guild_locale: 'es-ES',
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: { '0': SERVIDOR_BANCO },
    context: 0,
    data: { id: '100000000000000060', name: 'saldo', type: 1 },
    member: {
      user: { id: USUARIO_BANCO, username: quien.nickname, global_name: quien.nickname, discriminator: '0', avatar: null },
      nick: null,
      roles: [],
      joined_at: '2026-01-01T00:00:00.000000+00:00',
      deaf: false,
      mute: false,
      flags: 0,
      permissions: '0',
    },
  };
  // The check before the measure sends this body; its headers are signed when they are read, so a run
  // longer than Discord's 5 minutes of validity still sends a fresh signature.
  const firmada = firmador(clave, JSON.stringify(interaccion));
  const headers = {} as Record<string, string>;
  for (const nombre of ['x-signature-ed25519', 'x-signature-timestamp'])
    Object.defineProperty(headers, nombre, { enumerable: true, get: () => firmada()[nombre] });
  let enviadas = 0;
  return [
    {
      name: `Discord /saldo (${TASA_SALDO} por segundo)`,
      method: 'POST',
      path: '/api/discord/interacciones',
      body: interaccion,
      sinFloor: true,
      connections: 8,
      tasa: TASA_SALDO,
      p99Max: TARGET_DISCORD_P99_MS,
      headers,
      // Each request is a new interaction (its own id: an id already answered is answered again from
      // the idempotency table, cheaper than the real work), signed as Discord signs it.
      setupRequest: (req) => {
        const cuerpo = JSON.stringify({ ...interaccion, id: String(ID_PRIMERO + BigInt(++enviadas)) });
        return { ...req, body: cuerpo, headers: { ...req.headers, ...firmar(clave, cuerpo) } };
      },
    },
  ];
}
