// Test support: Discord's side of the HTTP interactions (docs/integraciones.md, «Interacciones») — an
// application's Ed25519 key pair generated for the test, requests signed with it as Discord signs them
// (`X-Signature-Ed25519` over `X-Signature-Timestamp` + the raw body), and the interaction objects'
// real field sets (API v10) for a slash command, an autocomplete, a button and a modal.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cuenta } from '../db/schema.js';
import { ESTADO_PERIODO } from '@reparto/contract';
import type { TestApp } from './harness.js';
import { daysAgo, seedPeriodo } from './fixtures/periodos.js';

export const APLICACION = '1290000000000000001';
export const SERVIDOR = '1180000000000000001';

export interface Firmante {
  /** The public key as the Developer Portal shows it (DISCORD_PUBLIC_KEY). */
  clavePublica: string;
  /** The headers of a signed request with `cuerpo`, at `marca` (unix seconds; now by default). */
  cabeceras(cuerpo: string, marca?: number): Record<string, string>;
  privada: KeyObject;
}

export function firmante(): Firmante {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return {
    clavePublica: Buffer.from(x, 'base64url').toString('hex'),
    privada: privateKey,
    cabeceras(cuerpo, marca = Math.floor(Date.now() / 1000)) {
      const firma = sign(null, Buffer.from(`${marca}${cuerpo}`), privateKey).toString('hex');
      return { 'content-type': 'application/json', 'x-signature-ed25519': firma, 'x-signature-timestamp': String(marca) };
    },
  };
}

let siguiente = BigInt('1300000000000000000') + BigInt(Math.floor(Math.random() * 1e9)) * 1000n;
/** A new snowflake (an interaction's id). */
export const snowflake = () => String(++siguiente);

export interface Usuario {
  id: string;
  username: string;
  nick?: string | null;
  locale?: string;
}

const miembro = (u: Usuario) => ({
  avatar: null,
  communication_disabled_until: null,
  deaf: false,
  flags: 0,
  joined_at: '2024-01-01T00:00:00.000000+00:00',
  mute: false,
  nick: u.nick ?? null,
  pending: false,
  permissions: '2248473465835073',
  premium_since: null,
  roles: [],
  user: { avatar: null, discriminator: '0', global_name: null, id: u.id, public_flags: 0, username: u.username },
});

/** The fields every interaction carries (in a guild's channel). */
function base(type: number, u: Usuario) {
  return {
    app_permissions: '2248473465835073',
    application_id: APLICACION,
    authorizing_integration_owners: { '0': SERVIDOR },
    channel: { id: '1180000000000000100', name: 'general', type: 0, guild_id: SERVIDOR },
    channel_id: '1180000000000000100',
    context: 0,
    entitlements: [],
    guild: { features: [], id: SERVIDOR, locale: 'es-ES' },
    guild_id: SERVIDOR,
    guild_locale: 'es-ES',
    id: snowflake(),
    locale: u.locale ?? 'es-ES',
    member: miembro(u),
    token: `aW50ZXJhY3Rpb246${snowflake()}:tokendeprueba`,
    type,
    version: 1,
  };
}

export interface OpcionEnviada {
  name: string;
  type: number;
  value?: string | number;
  focused?: boolean;
  options?: OpcionEnviada[];
}

/** A slash command (type 2), or its autocomplete (type 4) when an option is `focused`. */
export const comando = (u: Usuario, name: string, options: OpcionEnviada[] = [], type = 2) => ({
  ...base(type, u),
  data: { guild_id: SERVIDOR, id: '1290000000000000100', name, options, type: 1 },
});

/** A button's click (type 3) on a message the app posted. */
export const boton = (u: Usuario, customId: string) => ({
  ...base(3, u),
  data: { component_type: 2, custom_id: customId },
  message: { id: '1290000000000000200', channel_id: '1180000000000000100', content: '', components: [], embeds: [] },
});

/** A choice in a string select menu (type 3, component type 3) of a message the app sent. */
export const seleccion = (u: Usuario, customId: string, valores: string[]) => ({
  ...base(3, u),
  data: { component_type: 3, custom_id: customId, values: valores },
  message: { id: '1290000000000000201', channel_id: '1180000000000000100', content: '', components: [], embeds: [] },
});

/** A modal's submit (type 5) with one text input. */
export const modal = (u: Usuario, customId: string, campo: string, valor: string) => ({
  ...base(5, u),
  data: {
    custom_id: customId,
    components: [{ type: 1, components: [{ type: 4, custom_id: campo, value: valor }] }],
  },
});

/** The app options of a test app that takes interactions signed by `f` from the guild's server (SERVIDOR). */
export const conInteracciones = (f: Firmante, mas: { apiBase?: string; urlPublica?: string; diferirMs?: number } = {}) => ({
  interacciones: { clavePublica: f.clavePublica, idAplicacion: APLICACION, ...mas },
  gremio: { discordGuildId: SERVIDOR },
});

/** Sends an interaction signed by `f` to the app's endpoint. */
export function interactuar(app: FastifyInstance, f: Firmante, interaccion: object) {
  const cuerpo = JSON.stringify(interaccion);
  return app.inject({ method: 'POST', url: '/api/discord/interacciones', payload: cuerpo, headers: f.cabeceras(cuerpo) });
}

/** An answer's text (type 4 or 7). */
export const textoDe = (res: { json(): unknown }) => (res.json() as { data: { content: string } }).data.content;

/** A member of the guild's server, by their Discord user id (the username is the id). */
export const usuario = (id: string, locale = 'es-ES'): Usuario => ({ id, username: id, locale });

/** Links each account to its Discord user, as «Entrar con Discord» does (`cuenta.discord_user_id`). */
export async function vincular(db: Db, pares: readonly (readonly [{ idCuenta: number }, Usuario])[]) {
  for (const [c, u] of pares) await db.update(cuenta).set({ discordUserId: u.id }).where(eq(cuenta.idCuenta, c.idCuenta));
}

/**
 * The scene of the commands' and buttons' tests: an open period of place 1 started 10 days ago (its id
 * answered), and `silver` the leader deposited in `nickname`'s balance (docs/libro.md).
 */
export async function periodoYDeposito(t: TestApp, creador: { idCuenta: number }, nickname: string, silver: number) {
  const idPeriodo = await seedPeriodo(t.db, {
    idLugar: 1,
    idCuentaCreador: creador.idCuenta,
    estado: ESTADO_PERIODO.ABIERTO,
    idPlayerDistribuidor: null,
    fechaInicial: daysAgo(10),
  });
  const res = await t.request('POST', '/api/libro/ajuste', {
    token: t.lider.token,
    body: [{ nickname, silver, razon: 'Depósito' }],
  });
  if (res.statusCode !== 201) throw new Error(`el depósito falló: ${res.body}`);
  return idPeriodo;
}
