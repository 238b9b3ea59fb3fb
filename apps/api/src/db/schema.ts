// The whole data model (docs/domain.md, "Entities"). Table and column names follow the wire contract
// so that SQL, JSON and UI speak the same words. Silver is integer (bigint), never a float.
// Every guild-owned table carries `id_gremio` (not null, default 1, a foreign key to `gremio`); the few global
// ones and why are in docs/decisions/022-guild-key-on-every-table.md (db/gremio-en-cada-tabla.test.ts checks it).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Frase, Idioma, ModoBaja, ModoPago } from '@reparto/contract';

const fecha = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const silver = (name: string) => bigint(name, { mode: 'number' });

/** Guild rank / permission (reference data with fixed ids, shared by every guild: global). */
export const cargo = pgTable('cargo', {
  idCargo: smallint('id_cargo').primaryKey(),
  nombreCargo: text('nombre_cargo').notNull().unique(),
});

/** Combat role (reference data shared by every guild: global). */
export const rol = pgTable('rol', {
  idRol: smallint('id_rol').primaryKey(),
  nombreRol: text('nombre_rol').notNull().unique(),
});

/** Roster entry. Nickname is stored lower-case and unique. */
export const jugador = pgTable(
  'jugador',
  {
    idPlayer: serial('id_player').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    nickname: text('nickname').notNull(),
    idCargo: smallint('id_cargo')
      .notNull()
      .references(() => cargo.idCargo),
    idRol: smallint('id_rol')
      .notNull()
      .references(() => rol.idRol),
    estado: boolean('estado').notNull().default(true),
    fechaRegistro: fecha('fecha_registro').notNull().defaultNow(),
    /** The player's `Id` in Albion's gameinfo, stored once a search found it (the regear's killboard). */
    albionId: text('albion_id'),
    /**
     * Characters of one member (docs/calendario.md, «Personajes»): this character's main player (null: it is
     * a main, or stands alone). One level only: a main is never another's character.
     */
    idPlayerPrincipal: integer('id_player_principal').references((): AnyPgColumn => jugador.idPlayer),
    /** On a main: the character the member trades from (null: the main itself). */
    idPlayerComercio: integer('id_player_comercio').references((): AnyPgColumn => jugador.idPlayer),
  },
  (t) => [
    // Per guild (the nickname first: the lookups by nickname use it); docs/decisions/022.
    uniqueIndex('jugador_nickname_uq').on(t.nickname, t.idGremio),
    index('jugador_principal_idx')
      .on(t.idPlayerPrincipal)
      .where(sql`${t.idPlayerPrincipal} is not null`),
    // A guild's roster in order (the players list of one guild among many: docs/performance.md, «Many guilds»).
    index('jugador_gremio_idx').on(t.idGremio, t.idPlayer),
  ],
);

/**
 * A login, linked to one player. An email account has an email and a password; an account made by
 * «Entrar con Discord» has neither, only its Discord user id (docs/integraciones.md, "Discord login").
 * Global: a person's login, which will belong to one or more guilds (docs/decisions/022-guild-key-on-every-table.md).
 */
export const cuenta = pgTable(
  'cuenta',
  {
    idCuenta: serial('id_cuenta').primaryKey(),
    email: text('email'),
    passwordHash: text('password_hash'),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    activa: boolean('activa').notNull().default(true),
    /** Bumped on password reset or disable: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    creada: fecha('creada').notNull().defaultNow(),
    /** The Discord identity (the link to the player is by this id, never by a name). */
    discordUserId: text('discord_user_id'),
    /** The Discord user name last seen, for the leader's account list. */
    discordNombre: text('discord_nombre'),
    /** Discord's access and refresh tokens, AES-256-GCM encrypted (lib/cifrado.ts): to read the roles at renewal. */
    discordTokens: text('discord_tokens'),
    /** The language the member chose in the web (es, pt-BR, en; docs/idiomas.md); null: never chosen. */
    idioma: text('idioma').$type<Idioma>(),
    /** The member wants Discord direct messages about their claims, withdrawals and shares («Mi cuenta»). */
    avisosMd: boolean('avisos_md').notNull().default(true),
    /** When Discord first refused a direct message to this member (closed DMs); cleared when one arrives. */
    mdRechazado: fecha('md_rechazado'),
  },
  (t) => [
    uniqueIndex('cuenta_email_uq').on(t.email),
    uniqueIndex('cuenta_player_uq').on(t.idPlayer),
    uniqueIndex('cuenta_discord_uq').on(t.discordUserId),
  ],
);

/**
 * A Discord login under way: `state` and the PKCE verifier, single-use, for 10 minutes. Global: a person's login,
 * before any guild is chosen (docs/decisions/022-guild-key-on-every-table.md).
 */
export const discordEstado = pgTable('discord_estado', {
  estado: text('estado').primaryKey(),
  verificador: text('verificador').notNull(),
  /** Set when a signed-in account adds its Discord identity («Mi cuenta»). */
  idCuenta: integer('id_cuenta').references(() => cuenta.idCuenta, { onDelete: 'cascade' }),
  /** SHA-256 of the random cookie the browser got when the login started: only that browser finishes it. */
  navegador: text('navegador').notNull(),
  expira: fecha('expira').notNull(),
});

/**
 * A one-time code the browser exchanges for the app's token after Discord's callback (or, for a
 * member without an account yet, for the player link). Only the code's SHA-256 is stored. Global, as discord_estado.
 */
export const discordIngreso = pgTable('discord_ingreso', {
  codigoHash: text('codigo_hash').primaryKey(),
  discordUserId: text('discord_user_id').notNull(),
  discordNombre: text('discord_nombre').notNull(),
  /** The member's server nickname or display name: the player proposed on the first login. */
  apodo: text('apodo').notNull(),
  /** The member's Discord names (server nickname, display name, user name), normalized: the first login's match. */
  nombres: jsonb('nombres').$type<string[]>().notNull(),
  roles: jsonb('roles').$type<string[]>().notNull(),
  tokens: text('tokens').notNull(),
  /** SHA-256 of the browser's cookie (as discord_estado): the code works only in the browser that started. */
  navegador: text('navegador').notNull(),
  expira: fecha('expira').notNull(),
});

/**
 * A first Discord login that picked an existing player it is not proven to be (docs/integraciones.md,
 * "Primer acceso"): waits for the leader's approval on the accounts screen. One per Discord user.
 */
export const discordSolicitud = pgTable('discord_solicitud', {
  idSolicitud: serial('id_solicitud').primaryKey(),
  idGremio: smallint('id_gremio')
    .notNull()
    .default(1)
    .references(() => gremio.idGremio),
  discordUserId: text('discord_user_id').notNull().unique(),
  discordNombre: text('discord_nombre').notNull(),
  /** The member's Discord names when they asked (shown to the leader beside the player's nickname). */
  nombres: jsonb('nombres').$type<string[]>().notNull(),
  idPlayer: integer('id_player')
    .notNull()
    .references(() => jugador.idPlayer, { onDelete: 'cascade' }),
  creada: fecha('creada').notNull().defaultNow(),
});

/** Charges held by an account (the `charges` / `roles` of the spec). */
export const cuentaCargo = pgTable(
  'cuenta_cargo',
  {
    idCuenta: integer('id_cuenta')
      .notNull()
      .references(() => cuenta.idCuenta, { onDelete: 'cascade' }),
    idCargo: smallint('id_cargo')
      .notNull()
      .references(() => cargo.idCargo),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
  },
  (t) => [primaryKey({ columns: [t.idCuenta, t.idCargo] })],
);

/** The game's places (reference data shared by every guild: global). */
export const lugarDistribucion = pgTable('lugar_distribucion', {
  idLugarDistribucion: smallint('id_lugar_distribucion').primaryKey(),
  lugar: text('lugar').notNull().unique(),
});

export const casa = pgTable(
  'casa',
  {
    idCasa: serial('id_casa').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idLugarDistribucion: smallint('id_lugar_distribucion')
      .notNull()
      .references(() => lugarDistribucion.idLugarDistribucion),
    nombreCasa: text('nombre_casa').notNull(),
    cantidadCofres: integer('cantidad_cofres').notNull(),
    activa: boolean('activa').notNull().default(true),
  },
  (t) => [uniqueIndex('casa_lugar_nombre_uq').on(t.idLugarDistribucion, t.nombreCasa, t.idGremio)],
);

/** Period state (reference data shared by every guild: global): 1 Finalizado, 2 En distribución, 3 Abierto. */
export const estadoDistribucion = pgTable('estado_distribucion', {
  idEstadoDistribucion: smallint('id_estado_distribucion').primaryKey(),
  nombreEstadoDistribucion: text('nombre_estado_distribucion').notNull(),
});

export const periodo = pgTable(
  'periodo',
  {
    idPeriodo: serial('id_periodo').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idLugarDistribucion: smallint('id_lugar_distribucion')
      .notNull()
      .references(() => lugarDistribucion.idLugarDistribucion),
    idEstadoDistribucion: smallint('id_estado_distribucion')
      .notNull()
      .default(3)
      .references(() => estadoDistribucion.idEstadoDistribucion),
    gremioFederacion: smallint('gremio_federacion').notNull().default(1),
    fechaInicial: fecha('fecha_inicial').notNull().defaultNow(),
    fechaFinal: fecha('fecha_final'),
    silverAlbion: silver('silver_albion').notNull().default(0),
    /** Player who pays out (chosen when the period is closed). */
    idPlayerDistribuidor: integer('id_player_distribuidor').references(() => jugador.idPlayer),
    /** Account (treasurer) that opened the period. */
    idCuentaCreador: integer('id_cuenta_creador')
      .notNull()
      .references(() => cuenta.idCuenta),
    /** How its shares are paid (docs/libro.md): the distributor pays each player, or the close credits balances. */
    modoPago: text('modo_pago').$type<ModoPago>().notNull().default('al_finalizar'),
  },
  (t) => [
    // One open period per place and guild, enforced by the database even under concurrent requests.
    uniqueIndex('periodo_lugar_abierto_uq')
      .on(t.idLugarDistribucion, t.idGremio)
      .where(sql`${t.idEstadoDistribucion} = 3`),
    index('periodo_distribuidor_idx').on(t.idPlayerDistribuidor),
    // The few periods still being paid (open or in distribution): a player's pending payments start here.
    index('periodo_en_curso_idx')
      .on(t.idPeriodo)
      .where(sql`${t.idEstadoDistribucion} in (2, 3)`),
    // A guild's periods, newest first (its page of periods and their count among many guilds).
    index('periodo_gremio_idx').on(t.idGremio, t.idPeriodo),
  ],
);

/** Houses (with their chests) chosen when the period was closed. */
export const periodoCasa = pgTable(
  'periodo_casa',
  {
    idPeriodo: integer('id_periodo')
      .notNull()
      .references(() => periodo.idPeriodo),
    idCasa: integer('id_casa')
      .notNull()
      .references(() => casa.idCasa),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
  },
  (t) => [primaryKey({ columns: [t.idPeriodo, t.idCasa] })],
);

export const distribucion = pgTable(
  'distribucion',
  {
    idDistribucion: serial('id_distribucion').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idPeriodo: integer('id_periodo')
      .notNull()
      .references(() => periodo.idPeriodo),
    /** The client's random 6-digit code: an idempotency key within the period (docs/domain.md, "Distributions"). */
    codigo: integer('codigo').notNull(),
    fecha: fecha('fecha').notNull().defaultNow(),
    motivo: text('motivo').notNull(),
    silver: silver('silver').notNull(),
    silverUnitario: silver('silver_unitario').notNull(),
    /** Content manager's account and player (the player's nickname is `nickname_encargado`). */
    idCuentaEncargado: integer('id_cuenta_encargado')
      .notNull()
      .references(() => cuenta.idCuenta),
    idPlayerEncargado: integer('id_player_encargado')
      .notNull()
      .references(() => jugador.idPlayer),
    estado: boolean('estado').notNull().default(true),
    razonEliminacion: text('razon_eliminacion'),
    fechaEliminacion: fecha('fecha_eliminacion'),
    /** The guild's share (docs/domain.md, "Money rules"): the breakdown's tax and the remainder of the shares. */
    impuesto: silver('impuesto').notNull().default(0),
    resto: silver('resto').notNull().default(0),
    /** The breakdown sent with the distribution (valor_botin, bolsas, reparacion, impuesto_pct), if any. */
    desglose: jsonb('desglose'),
    /** Where its players came from (a voice channel, a pasted list), if the client said: for «Corregir». */
    origen: jsonb('origen'),
    /** The split template and the version it used (docs/calendario.md): a template's later change never touches it. */
    idPlantilla: integer('id_plantilla').references((): AnyPgColumn => plantilla.idPlantilla),
    plantillaVersion: integer('plantilla_version'),
    /** The calendar event it was made from. */
    idEvento: integer('id_evento').references((): AnyPgColumn => evento.idEvento),
    /** The fixed extras paid before the even split: the contract's ExtraDistribucion[] ([{id_player, concepto, silver}]). */
    extras: jsonb('extras'),
  },
  (t) => [
    uniqueIndex('distribucion_periodo_codigo_uq').on(t.idPeriodo, t.codigo),
    index('distribucion_periodo_fecha_idx').on(t.idPeriodo, t.fecha),
    index('distribucion_encargado_fecha_idx').on(t.idPlayerEncargado, t.fecha),
    index('distribucion_fecha_idx').on(t.fecha),
    // Live rows only, with the summed column in the key so that these reads never visit the table
    // (index-only scans; docs/performance.md): silver_app per period, TOP content creators.
    index('distribucion_viva_periodo_idx')
      .on(t.idPeriodo, t.silver)
      .where(sql`${t.estado}`),
    index('distribucion_viva_fecha_idx')
      .on(t.fecha, t.idPlayerEncargado, t.silver)
      .where(sql`${t.estado}`),
    // One guild's 30-day TOP of creators among many guilds (covering, as the one above).
    index('distribucion_gremio_viva_fecha_idx')
      .on(t.idGremio, t.fecha, t.idPlayerEncargado, t.silver)
      .where(sql`${t.estado}`),
  ],
);

/**
 * «El botín lo tienen varios» (docs/liquidacion.md): the fewest transfers between the players of a
 * distribution that settle what its carriers held, stored with it; `hecha_en`/`hecha_por` once marked done.
 */
export const distribucionTransferencia = pgTable(
  'distribucion_transferencia',
  {
    idTransferencia: serial('id_transferencia').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idDistribucion: integer('id_distribucion')
      .notNull()
      .references(() => distribucion.idDistribucion),
    deIdPlayer: integer('de_id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    aIdPlayer: integer('a_id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    silver: silver('silver').notNull(),
    hechaEn: fecha('hecha_en'),
    hechaPor: integer('hecha_por').references(() => cuenta.idCuenta),
  },
  (t) => [index('distribucion_transferencia_distribucion_idx').on(t.idDistribucion, t.idTransferencia)],
);

/**
 * Players of a distribution. `id_periodo`, `fecha` and `estado` repeat the distribution's values so
 * that payments, top lists and earnings read one table through an index; the service writes them in
 * the same transaction as the distribution (and flips `estado` when it is deleted).
 */
export const distribucionJugador = pgTable(
  'distribucion_jugador',
  {
    idDistribucion: integer('id_distribucion')
      .notNull()
      .references(() => distribucion.idDistribucion),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    idPeriodo: integer('id_periodo')
      .notNull()
      .references(() => periodo.idPeriodo),
    fecha: fecha('fecha').notNull(),
    estado: boolean('estado').notNull().default(true),
    silverUnitario: silver('silver_unitario').notNull(),
    /** The player's weight in tenths (10 = 1.0): the share is floor(net × weight / Σ weights). */
    pesoDecimas: smallint('peso_decimas').notNull().default(10),
    /** The fixed extras this player got before the even split (included in `silver_unitario`). */
    extra: silver('extra').notNull().default(0),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
  },
  (t) => [
    primaryKey({ columns: [t.idDistribucion, t.idPlayer] }),
    index('distribucion_jugador_periodo_idx').on(t.idPeriodo, t.idPlayer),
    index('distribucion_jugador_player_fecha_idx').on(t.idPlayer, t.fecha),
    index('distribucion_jugador_fecha_idx').on(t.fecha),
    // One guild's 30-day TOP of players among many guilds: an index-only scan of its live rows.
    index('distribucion_jugador_gremio_viva_fecha_idx')
      .on(t.idGremio, t.fecha, t.idPlayer, t.silverUnitario)
      .where(sql`${t.estado}`),
    // Live rows only, covering (docs/performance.md): the earnings search is an index-only scan.
    index('distribucion_jugador_viva_player_idx')
      .on(t.idPlayer, t.fecha, t.silverUnitario)
      .where(sql`${t.estado}`),
  ],
);

/** A payment done: the row exists once the distributor has paid the player for the period. */
export const pago = pgTable(
  'pago',
  {
    idPeriodo: integer('id_periodo')
      .notNull()
      .references(() => periodo.idPeriodo),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    silver: silver('silver').notNull(),
    fechaPago: fecha('fecha_pago').notNull().defaultNow(),
    idCuentaDistribuidor: integer('id_cuenta_distribuidor')
      .notNull()
      .references(() => cuenta.idCuenta),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
  },
  (t) => [primaryKey({ columns: [t.idPeriodo, t.idPlayer] })],
);

/** Append-only audit log of every write: who, when, what, before/after. */
export const auditoria = pgTable(
  'auditoria',
  {
    idAuditoria: bigserial('id_auditoria', { mode: 'number' }).primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    fecha: fecha('fecha').notNull().defaultNow(),
    idCuenta: integer('id_cuenta').references(() => cuenta.idCuenta),
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    idEntidad: text('id_entidad'),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
  },
  (t) => [index('auditoria_fecha_idx').on(t.fecha), index('auditoria_entidad_idx').on(t.entidad, t.idEntidad)],
);

/**
 * The state of a row of an outbox (the Discord one and the pushes'): pending, being sent (claimed until
 * `bloqueado_hasta`), sent or failed; its attempts, its next attempt, the last error, when it was sent.
 */
const estadoDeEnvio = () => ({
  estado: text('estado').notNull().default('pendiente'),
  intentos: integer('intentos').notNull().default(0),
  proximoIntento: fecha('proximo_intento').notNull().defaultNow(),
  bloqueadoHasta: fecha('bloqueado_hasta'),
  error: text('error'),
  enviado: fecha('enviado'),
});

/**
 * Transactional outbox of the Discord webhook (docs/integraciones.md): a row is written in the same
 * transaction as the change it reports and a worker posts it. `estado`: pendiente, enviando (claimed
 * until `bloqueado_hasta`), enviado, fallido (permanent failure, kept until the leader retries it).
 */
export const outbox = pgTable(
  'outbox',
  {
    idOutbox: bigserial('id_outbox', { mode: 'number' }).primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    creado: fecha('creado').notNull().defaultNow(),
    tipo: text('tipo').notNull(),
    /** 'webhook': a webhook message (payload: its body); 'discord': a REST call (payload: a LlamadaDiscord). */
    clase: text('clase').$type<'webhook' | 'discord'>().notNull().default('webhook'),
    resumen: text('resumen').notNull(),
    payload: jsonb('payload').notNull(),
    ...estadoDeEnvio(),
  },
  (t) => [
    index('outbox_pendiente_idx')
      .on(t.idOutbox)
      .where(sql`${t.estado} in ('pendiente', 'enviando')`),
  ],
);

/**
 * The answers of writes sent with an `Idempotency-Key` header (docs/domain.md, "Wire conventions"):
 * one row per key, account and route. `estado` is null while the first request runs; then it holds
 * the answer's status, `respuesta` its body and `cambio` its `x-cambio` header (lib/escritura.ts), which
 * a repeat of the same intent receives again.
 * `huella` is a hash of the request's body: the same key with another body is refused. Rows older
 * than a day are removed as new keys arrive.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    clave: text('clave').notNull(),
    idCuenta: integer('id_cuenta').notNull(),
    ruta: text('ruta').notNull(),
    huella: text('huella').notNull(),
    creado: fecha('creado').notNull().defaultNow(),
    estado: smallint('estado'),
    respuesta: text('respuesta'),
    cambio: text('cambio'),
    /** The code and values of the answer's `message` (docs/idiomas.md), to replay it in another language. */
    frase: jsonb('frase').$type<Frase>(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
  },
  (t) => [primaryKey({ columns: [t.clave, t.idCuenta, t.ruta] }), index('idempotencia_creado_idx').on(t.creado)],
);

/**
 * Version of each change scope (lib/cambios.ts, docs/performance.md): `periodo:{id}`, `resumen`,
 * `tops`, `jugador:{id}`, `jugadores`. A writing transaction adds 1 to the scopes it changes, last
 * thing before its commit; the read cache keeps an answer with the versions of its scopes, read in the
 * same snapshot as its rows, and serves it while they have not moved.
 */
export const ambitoVersion = pgTable(
  'ambito_version',
  {
    ambito: text('ambito').notNull(),
    /**
     * A writer adds to the row of its connection's slot (backend pid mod 16): writers of one scope on
     * different connections do not queue on one row. A scope's version is the sum of its slots.
     */
    slot: smallint('slot').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
  },
  (t) => [primaryKey({ columns: [t.ambito, t.slot] })],
);

/** Ids of the change events (`id:` of GET /api/eventos), the same on every API instance. */
export const cambioSeq = pgSequence('cambio_seq');

/**
 * Rate-limit counters shared by every API instance (plugins/rate-limit-store.ts): hits of a key
 * (`login:{ip}`, `escritura:{cuenta}`) in the window that ends at `hasta`.
 */
export const limiteTasa = pgTable('limite_tasa', {
  clave: text('clave').primaryKey(),
  idGremio: smallint('id_gremio')
    .notNull()
    .default(1)
    .references(() => gremio.idGremio),
  n: integer('n').notNull(),
  hasta: fecha('hasta').notNull(),
});

/**
 * The guild (docs/ajustes-gremio.md, docs/decisions/015-guild-as-a-row.md): one row today (id 1), what
 * the environment held about it. The environment seeds it on the first start (`sembrado`); afterwards
 * the leader edits it on «Ajustes del gremio» (every change audited). Owner: the guild itself.
 */
export const gremio = pgTable('gremio', {
  /** 1 is the deployment's default guild (today's URLs); the operator's guilds take the sequence's next ids. */
  idGremio: smallint('id_gremio')
    .primaryKey()
    .default(sql`nextval('gremio_id_gremio_seq')`),
  nombre: text('nombre').notNull().default('Gremio'),
  /** The guild's address: `/g/{slug}/…` and `/api/g/{slug}/…` (docs/alianzas.md); the default guild's is `principal`. */
  slug: text('slug').notNull().unique('gremio_slug_uq'),
  /** When the operator suspended the guild (null: active); a suspended guild's addresses answer 403. */
  suspendido: fecha('suspendido'),
  /** The host's quotas (null: no limit): active members, and months of audit kept. */
  cuotaMiembros: integer('cuota_miembros'),
  cuotaAuditoriaMeses: smallint('cuota_auditoria_meses'),
  discordGuildId: text('discord_guild_id'),
  albionGuildId: text('albion_guild_id'),
  /** The split calculator's default tax in hundredths of a percent (12,5 % = 1250). */
  impuestoCentesimas: integer('impuesto_centesimas').notNull().default(0),
  idioma: text('idioma').$type<Idioma>().notNull().default('es'),
  avisarPagos: boolean('avisar_pagos').notNull().default(false),
  modoPago: text('modo_pago').$type<ModoPago>().notNull().default('al_finalizar'),
  /** The Discord channel the officers' cards go to (docs/integraciones.md); null: no cards. */
  canalOficiales: text('canal_oficiales'),
  /** Cargos changed in the app are written to Discord roles (docs/integraciones.md, "Roles y apodos"). */
  sincronizarRoles: boolean('sincronizar_roles').notNull().default(false),
  /** The TAG of the server nickname `[TAG] Nickname`; null: not written. */
  etiquetaApodo: text('etiqueta_apodo'),
  /** The Discord channel of the leavers' log; null: not posted. */
  canalRegistro: text('canal_registro'),
  /** Days out of the Albion guild before the re-check switches a player off (1–365). */
  bajaDias: smallint('baja_dias').notNull().default(14),
  bajaModo: text('baja_modo').$type<ModoBaja>().notNull().default('no'),
  /** The Discord channel the calendar's events are posted to, with their sign-up buttons; null: not posted. */
  canalCalendario: text('canal_calendario'),
  /** Minutes before an event's start its Discord reminder goes out (0: none). */
  recordatorioMin: smallint('recordatorio_min').notNull().default(30),
  /** The secret of the iCal feed's private events (`?token=`); null until first asked, renewed by the leader. */
  tokenCalendario: text('token_calendario'),
  /** When the environment's values were copied in (null: not yet, the next start seeds it). */
  sembrado: fecha('sembrado'),
  fechaCambio: fecha('fecha_cambio').notNull().defaultNow(),
});

/** The guild's regear rules: one row (id 1) owned by the guild, the contract's ReglasRegear as JSON; every change audited. */
export const reglasRegear = pgTable('reglas_regear', {
  id: smallint('id').primaryKey().default(1),
  idGremio: smallint('id_gremio')
    .notNull()
    .default(1)
    .references(() => gremio.idGremio),
  reglas: jsonb('reglas').notNull(),
  fechaCambio: fecha('fecha_cambio').notNull().defaultNow(),
});

/**
 * Item names read from gameinfo (docs/regear.md, «Nombres de los objetos»): reference data shared by
 * every guild, not the guild's data. Keyed by the item id without its enchantment (`T8_2H_CLAYMORE`);
 * a language gameinfo has no name for is null.
 */
export const nombreItem = pgTable('nombre_item', {
  item: text('item').primaryKey(),
  es: text('es'),
  en: text('en'),
  ptBr: text('pt_br'),
  fecha: fecha('fecha').notNull().defaultNow(),
});

/**
 * A regear claim (docs/regear.md): one per killboard event, ever. `items` is the contract's ItemRegear[]
 * as priced when filed (and fixed at approval); `equipo` the death's equipment as gameinfo sent it
 * (trimmed to the slots), kept for the audit. `silver` is the amount: the rules' amount until approval,
 * the approved one after; `silver_reglas` the rules' amount, the ceiling of an approval.
 */
export const reclamoRegear = pgTable(
  'reclamo_regear',
  {
    idReclamo: serial('id_reclamo').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idPeriodo: integer('id_periodo')
      .notNull()
      .references(() => periodo.idPeriodo),
    idDistribucion: integer('id_distribucion').references(() => distribucion.idDistribucion),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    battleId: bigint('battle_id', { mode: 'number' }),
    fechaMuerte: fecha('fecha_muerte').notNull(),
    ip: integer('ip').notNull().default(0),
    equipo: jsonb('equipo').notNull(),
    items: jsonb('items').notNull(),
    /** pendiente | aprobado | rechazado | pagado */
    estado: text('estado').notNull().default('pendiente'),
    silver: silver('silver').notNull(),
    silverReglas: silver('silver_reglas').notNull(),
    razon: text('razon'),
    idCuentaReclamo: integer('id_cuenta_reclamo')
      .notNull()
      .references(() => cuenta.idCuenta),
    fechaReclamo: fecha('fecha_reclamo').notNull().defaultNow(),
    idCuentaRevisor: integer('id_cuenta_revisor').references(() => cuenta.idCuenta),
    fechaRevision: fecha('fecha_revision'),
    /**
     * The split template whose regear part priced it (a death during a calendar event of that template) and
     * the version: a pending claim of an open period is re-priced when the template's regear part changes.
     */
    idPlantilla: integer('id_plantilla').references((): AnyPgColumn => plantilla.idPlantilla),
    plantillaVersion: integer('plantilla_version'),
  },
  (t) => [
    index('reclamo_regear_plantilla_idx')
      .on(t.idPlantilla, t.estado)
      .where(sql`${t.idPlantilla} is not null`),
    uniqueIndex('reclamo_regear_evento_uq').on(t.eventId),
    index('reclamo_regear_periodo_idx').on(t.idPeriodo, t.estado, t.idReclamo),
    index('reclamo_regear_jugador_idx').on(t.idPlayer, t.idReclamo),
    index('reclamo_regear_estado_idx').on(t.estado, t.idReclamo),
    // One guild's claims (its review queue and their count among many guilds).
    index('reclamo_regear_gremio_estado_idx').on(t.idGremio, t.estado, t.idReclamo),
    // A withdrawal's request sums one player's approved claims (modules/retiros, `comprometido`).
    index('reclamo_regear_jugador_estado_idx').on(t.idPlayer, t.estado),
    index('reclamo_regear_distribucion_idx').on(t.idDistribucion),
  ],
);

/** A regear paid: its own row (by whom, when), beside the players' payments of the period. */
export const pagoRegear = pgTable(
  'pago_regear',
  {
    idReclamo: integer('id_reclamo')
      .primaryKey()
      .references(() => reclamoRegear.idReclamo),
    idPeriodo: integer('id_periodo')
      .notNull()
      .references(() => periodo.idPeriodo),
    silver: silver('silver').notNull(),
    fechaPago: fecha('fecha_pago').notNull().defaultNow(),
    idCuentaDistribuidor: integer('id_cuenta_distribuidor')
      .notNull()
      .references(() => cuenta.idCuenta),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
  },
  (t) => [index('pago_regear_periodo_idx').on(t.idPeriodo)],
);

/**
 * An attendance session (docs/asistencia.md): a voice channel's members recorded from Discord between
 * `inicio` and `fin` (null while it records; `fin_previsto` is when it ends by itself). One session
 * records a channel at a time (the partial unique index). A distribution it fed links it.
 */
export const sesionAsistencia = pgTable(
  'sesion_asistencia',
  {
    idSesion: serial('id_sesion').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idCanal: text('id_canal').notNull(),
    canal: text('canal').notNull(),
    /** The account that started it (null: a Discord member with /contenido and no account). */
    idCuentaInicio: integer('id_cuenta_inicio').references(() => cuenta.idCuenta),
    iniciadaPor: text('iniciada_por').notNull(),
    inicio: fecha('inicio').notNull(),
    finPrevisto: fecha('fin_previsto').notNull(),
    fin: fecha('fin'),
    idDistribucion: integer('id_distribucion').references(() => distribucion.idDistribucion),
  },
  (t) => [
    uniqueIndex('sesion_asistencia_canal_abierta_uq')
      .on(t.idCanal)
      .where(sql`${t.fin} is null`),
    index('sesion_asistencia_inicio_idx').on(t.inicio, t.idSesion),
    index('sesion_asistencia_distribucion_idx').on(t.idDistribucion),
  ],
);

/** One stay of a member in a session's channel: from `entrada` to `salida` (null while there). */
export const intervaloAsistencia = pgTable(
  'intervalo_asistencia',
  {
    idIntervalo: bigserial('id_intervalo', { mode: 'number' }).primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idSesion: integer('id_sesion')
      .notNull()
      .references(() => sesionAsistencia.idSesion),
    /** The member's Discord user id. */
    idDiscord: text('id_discord').notNull(),
    /** Their display name when they joined (as the voice import reads it). */
    nombre: text('nombre').notNull(),
    /** The player the name matched when recorded (null: none). */
    idPlayer: integer('id_player').references(() => jugador.idPlayer),
    entrada: fecha('entrada').notNull(),
    salida: fecha('salida'),
  },
  (t) => [
    index('intervalo_asistencia_sesion_idx').on(t.idSesion, t.idDiscord),
    index('intervalo_asistencia_jugador_idx').on(t.idPlayer, t.idSesion),
    uniqueIndex('intervalo_asistencia_abierto_uq')
      .on(t.idSesion, t.idDiscord)
      .where(sql`${t.salida} is null`),
  ],
);

/**
 * A loot valuation (docs/botin.md): the pasted loot-log rows, the filter, each item's price and its
 * source, and the value. A distribution whose breakdown used it links it; unlinked ones are removed
 * after a day.
 */
export const valoracionBotin = pgTable(
  'valoracion_botin',
  {
    idValoracion: serial('id_valoracion').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idCuenta: integer('id_cuenta')
      .notNull()
      .references(() => cuenta.idCuenta),
    fecha: fecha('fecha').notNull().defaultNow(),
    /** The rows the valuation counted (the header, then the kept lines as pasted). */
    texto: text('texto').notNull(),
    /** gremio, desde, hasta, idSesion. */
    filtro: jsonb('filtro').notNull(),
    items: jsonb('items').notNull(),
    lineasInvalidas: jsonb('lineas_invalidas').notNull(),
    pctVendido: smallint('pct_vendido').notNull(),
    valor: silver('valor').notNull(),
    idDistribucion: integer('id_distribucion').references(() => distribucion.idDistribucion),
  },
  (t) => [index('valoracion_botin_distribucion_idx').on(t.idDistribucion), index('valoracion_botin_fecha_idx').on(t.fecha)],
);

// ---- The ledger (docs/libro.md, docs/decisions/017-libro.md). Owner of every table: the guild. ----

/** What kind of account: a player's (what the guild owes that member) or one of the guild's. */
export type TipoCuentaLibro = 'jugador' | 'gremio';
/** The guild's fixed accounts, by key; the leader's named ones have none. */
export type ClaveCuentaLibro = 'botin' | 'tesoreria' | 'fondo_regear' | 'pagado_juego';

/**
 * A ledger account and its balance (Σ of its entries, updated in the same transaction as they are
 * written: a balance is one row read). A player's account is created with the player's first entry.
 */
export const cuentaLibro = pgTable(
  'cuenta_libro',
  {
    idCuentaLibro: serial('id_cuenta_libro').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    tipo: text('tipo').$type<TipoCuentaLibro>().notNull(),
    clave: text('clave').$type<ClaveCuentaLibro>(),
    /** A guild account's name (a player's account shows the player's nickname). */
    nombre: text('nombre'),
    idPlayer: integer('id_player').references(() => jugador.idPlayer),
    saldo: silver('saldo').notNull().default(0),
    fechaAlta: fecha('fecha_alta').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cuenta_libro_jugador_uq').on(t.idGremio, t.idPlayer),
    uniqueIndex('cuenta_libro_clave_uq').on(t.idGremio, t.clave),
    uniqueIndex('cuenta_libro_nombre_uq').on(t.idGremio, sql`lower(${t.nombre})`),
  ],
);

/**
 * A ledger transaction: what happened (`concepto`, a code), to what (period, claim, withdrawal), by
 * whom, and the one it reverses. Its entries sum to zero.
 */
export const transaccionLibro = pgTable(
  'transaccion_libro',
  {
    idTransaccion: bigserial('id_transaccion', { mode: 'number' }).primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    fecha: fecha('fecha').notNull().defaultNow(),
    concepto: text('concepto').notNull(),
    idPeriodo: integer('id_periodo').references(() => periodo.idPeriodo),
    idReclamo: integer('id_reclamo').references(() => reclamoRegear.idReclamo),
    idRetiro: integer('id_retiro'),
    idCuenta: integer('id_cuenta').references(() => cuenta.idCuenta),
    revierte: bigint('revierte', { mode: 'number' }),
    razon: text('razon'),
  },
  (t) => [
    index('transaccion_libro_periodo_idx').on(t.idPeriodo),
    index('transaccion_libro_reclamo_idx').on(t.idReclamo),
    index('transaccion_libro_retiro_idx').on(t.idRetiro),
    index('transaccion_libro_revierte_idx').on(t.revierte),
    index('transaccion_libro_fecha_idx').on(t.fecha),
  ],
);

/** An entry: silver (+ credits, − debits) on one account, and the account's balance after it. Never updated. */
export const apunteLibro = pgTable(
  'apunte_libro',
  {
    idApunte: bigserial('id_apunte', { mode: 'number' }).primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idTransaccion: bigint('id_transaccion', { mode: 'number' })
      .notNull()
      .references(() => transaccionLibro.idTransaccion),
    idCuentaLibro: integer('id_cuenta_libro')
      .notNull()
      .references(() => cuentaLibro.idCuentaLibro),
    silver: silver('silver').notNull(),
    saldo: silver('saldo').notNull(),
  },
  (t) => [
    index('apunte_libro_cuenta_idx').on(t.idCuentaLibro, t.idApunte),
    index('apunte_libro_transaccion_idx').on(t.idTransaccion),
  ],
);

/** Estado of a withdrawal (docs/libro.md, «Retiros»). */
export type EstadoRetiro = 'pendiente' | 'aprobado' | 'rechazado' | 'pagado' | 'cancelado';

/** A member's withdrawal: asked, reviewed, paid in game (then a ledger transaction), or cancelled. */
export const retiro = pgTable(
  'retiro',
  {
    idRetiro: serial('id_retiro').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    silver: silver('silver').notNull(),
    estado: text('estado').$type<EstadoRetiro>().notNull().default('pendiente'),
    fecha: fecha('fecha').notNull().defaultNow(),
    razon: text('razon'),
    idCuentaSolicitante: integer('id_cuenta_solicitante')
      .notNull()
      .references(() => cuenta.idCuenta),
    idCuentaRevisor: integer('id_cuenta_revisor').references(() => cuenta.idCuenta),
    fechaRevision: fecha('fecha_revision'),
    idCuentaPagador: integer('id_cuenta_pagador').references(() => cuenta.idCuenta),
    fechaPago: fecha('fecha_pago'),
  },
  (t) => [
    index('retiro_jugador_idx').on(t.idPlayer, t.idRetiro),
    index('retiro_estado_idx').on(t.estado, t.idRetiro),
    // A request sums one player's reserved withdrawals, and those of the last week, by their state.
    index('retiro_jugador_estado_idx').on(t.idPlayer, t.estado),
  ],
);

/** The optional weekly cap on withdrawals per cargo (silver a member of that cargo may withdraw in 7 days). */
export const limiteRetiro = pgTable(
  'limite_retiro',
  {
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idCargo: smallint('id_cargo')
      .notNull()
      .references(() => cargo.idCargo),
    silverSemana: silver('silver_semana').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idGremio, t.idCargo] })],
);

/**
 * An officers' card posted to Discord (docs/integraciones.md, «Canal de oficiales»): the message the
 * outbox created for a regear claim or a withdrawal, so that each decision edits it. Owner: the guild.
 */
export const tarjetaDiscord = pgTable(
  'tarjeta_discord',
  {
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    entidad: text('entidad').$type<'regear' | 'retiro'>().notNull(),
    idEntidad: integer('id_entidad').notNull(),
    canal: text('canal').notNull(),
    idMensaje: text('id_mensaje').notNull(),
    creada: fecha('creada').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'tarjeta_discord_pk', columns: [t.entidad, t.idEntidad] })],
);

/**
 * Players the membership re-check found out of the Albion guild (docs/integraciones.md, «Bajas»): since
 * when (`desde`, the first run that found them out), the last run that did (`visto`), and when the
 * purge switched them off (`baja`, with its `modo`). A run that finds them back in the guild deletes the row.
 */
export const fueraGremio = pgTable('fuera_gremio', {
  idPlayer: integer('id_player')
    .primaryKey()
    .references(() => jugador.idPlayer),
  idGremio: smallint('id_gremio')
    .notNull()
    .default(1)
    .references(() => gremio.idGremio),
  desde: fecha('desde').notNull(),
  visto: fecha('visto').notNull(),
  baja: fecha('baja'),
  modo: text('modo').$type<Exclude<ModoBaja, 'no'>>(),
});

// ---- Content planned ahead (docs/calendario.md). Owner of every table: the guild. ----

/**
 * A split template: a named set of rules per kind of content (ZvZ, HCE…). Its rules live in versions
 * (plantilla_version); `version` is the current one. A distribution keeps the version it used.
 */
export const plantilla = pgTable(
  'plantilla',
  {
    idPlantilla: serial('id_plantilla').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    nombre: text('nombre').notNull(),
    /** The current version (the latest of plantilla_version). */
    version: integer('version').notNull().default(1),
    activa: boolean('activa').notNull().default(true),
    creada: fecha('creada').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plantilla_nombre_uq').on(t.idGremio, sql`lower(${t.nombre})`)],
);

/** One version of a template's rules: the contract's ReglasPlantilla as JSON; never updated. */
export const plantillaVersion = pgTable(
  'plantilla_version',
  {
    idPlantilla: integer('id_plantilla')
      .notNull()
      .references(() => plantilla.idPlantilla),
    version: integer('version').notNull(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    reglas: jsonb('reglas').notNull(),
    idCuenta: integer('id_cuenta')
      .notNull()
      .references(() => cuenta.idCuenta),
    fecha: fecha('fecha').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'plantilla_version_pk', columns: [t.idPlantilla, t.version] })],
);

/** Estado of a calendar event. */
export type EstadoEvento = 'abierto' | 'cancelado';

/**
 * A calendar event: content planned ahead, at a place, between `inicio` and `fin` (UTC), with slots per
 * role (the contract's HuecosEvento as JSON) and a sign-up deadline. Its Discord message (with the sign-up
 * buttons) is `canal`/`id_mensaje`; `recordatorio` when its reminder was queued.
 */
export const evento = pgTable(
  'evento',
  {
    idEvento: serial('id_evento').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idPlantilla: integer('id_plantilla').references(() => plantilla.idPlantilla),
    titulo: text('titulo').notNull(),
    idLugarDistribucion: smallint('id_lugar_distribucion')
      .notNull()
      .references(() => lugarDistribucion.idLugarDistribucion),
    inicio: fecha('inicio').notNull(),
    fin: fecha('fin').notNull(),
    cierreInscripcion: fecha('cierre_inscripcion').notNull(),
    huecos: jsonb('huecos').notNull(),
    nota: text('nota'),
    /** A private event is only in the iCal feed with the guild's token (and only for signed-in readers on the web). */
    privado: boolean('privado').notNull().default(false),
    estado: text('estado').$type<EstadoEvento>().notNull().default('abierto'),
    idCuentaCreador: integer('id_cuenta_creador')
      .notNull()
      .references(() => cuenta.idCuenta),
    creado: fecha('creado').notNull().defaultNow(),
    /** Bumped on every change of the event (the iCal SEQUENCE). */
    secuencia: integer('secuencia').notNull().default(0),
    canal: text('canal'),
    idMensaje: text('id_mensaje'),
    recordatorio: fecha('recordatorio'),
    /** The attendance session recorded during it, if any (presence weights for its distribution). */
    idSesion: integer('id_sesion').references(() => sesionAsistencia.idSesion),
  },
  (t) => [
    index('evento_inicio_idx').on(t.idGremio, t.inicio),
    index('evento_recordatorio_idx')
      .on(t.inicio)
      .where(sql`${t.recordatorio} is null and ${t.estado} = 'abierto'`),
  ],
);

/** Estado of a sign-up: the member's (apuntado, reserva, no_va) or the officer's (confirmado). */
export type EstadoInscripcion = 'apuntado' | 'reserva' | 'no_va' | 'confirmado';

/** A member's sign-up to an event, with the role they play. One per player and event. */
export const eventoInscripcion = pgTable(
  'evento_inscripcion',
  {
    idEvento: integer('id_evento')
      .notNull()
      .references(() => evento.idEvento),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    rol: text('rol').notNull(),
    estado: text('estado').$type<EstadoInscripcion>().notNull(),
    /** Who wrote it last (the member, or an officer). */
    idCuenta: integer('id_cuenta').references(() => cuenta.idCuenta),
    /** Where from: the web or Discord. */
    origen: text('origen').$type<'web' | 'discord'>().notNull().default('web'),
    fecha: fecha('fecha').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evento_inscripcion_pk', columns: [t.idEvento, t.idPlayer] }),
    index('evento_inscripcion_jugador_idx').on(t.idPlayer, t.idEvento),
  ],
);

/** A loot sale's state (docs/venta-botin.md): taking bids, sold (a winner), or closed without bids. */
export type EstadoVentaBotin = 'abierta' | 'vendida' | 'desierta';

/**
 * «Venta del botín» (docs/venta-botin.md): a period's loot offered to its participants until `cierre`;
 * closed, the winner's payment becomes a distribution among them (`id_distribucion`).
 */
export const ventaBotin = pgTable(
  'venta_botin',
  {
    idVenta: serial('id_venta').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idPeriodo: integer('id_periodo')
      .notNull()
      .references(() => periodo.idPeriodo),
    valorMercado: silver('valor_mercado').notNull(),
    cierre: fecha('cierre').notNull(),
    motivo: text('motivo').notNull(),
    /** The players who share the loot (and may bid), in the order the officer gave them. */
    participantes: integer('participantes').array().notNull(),
    estado: text('estado').$type<EstadoVentaBotin>().notNull().default('abierta'),
    idDistribucion: integer('id_distribucion').references(() => distribucion.idDistribucion),
    /** The winner, the winning silver and what they pay (that silver minus their own share). */
    idPlayerComprador: integer('id_player_comprador').references(() => jugador.idPlayer),
    silverGanador: silver('silver_ganador'),
    pago: silver('pago'),
    creadaPor: integer('creada_por')
      .notNull()
      .references(() => cuenta.idCuenta),
    creada: fecha('creada').notNull().defaultNow(),
    cerrada: fecha('cerrada'),
  },
  (t) => [
    index('venta_botin_periodo_idx').on(t.idPeriodo, t.idVenta),
    // The closing job reads the open sales whose deadline passed.
    index('venta_botin_abierta_idx')
      .on(t.cierre)
      .where(sql`${t.estado} = 'abierta'`),
  ],
);

/** A bid on a loot sale: a percentage of its market value (`pct`) or an amount; `silver` is what it is worth. */
export const pujaBotin = pgTable(
  'puja_botin',
  {
    idPuja: serial('id_puja').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idVenta: integer('id_venta')
      .notNull()
      .references(() => ventaBotin.idVenta),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    pct: smallint('pct'),
    silver: silver('silver').notNull(),
    creadaEn: fecha('creada_en').notNull().defaultNow(),
  },
  (t) => [index('puja_botin_venta_idx').on(t.idVenta, t.idPlayer, t.idPuja)],
);

/**
 * Web Push (docs/pwa.md, «Avisos en el dispositivo»): one row per browser (its push `endpoint`) an
 * account turned notifications on in, with its keys (RFC 8291: `p256dh`, `auth`) and the kinds it wants.
 * Only its own account reads or changes it; a 404/410 of the push service deletes it.
 */
export const suscripcionPush = pgTable(
  'suscripcion_push',
  {
    idSuscripcion: serial('id_suscripcion').primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idCuenta: integer('id_cuenta')
      .notNull()
      .references(() => cuenta.idCuenta, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the member calls this device (the browser's, by default), shown in «Mi cuenta». */
    etiqueta: text('etiqueta').notNull().default(''),
    /** The kinds turned on (TIPOS_PUSH of the contract). */
    tipos: text('tipos').array().notNull(),
    creada: fecha('creada').notNull().defaultNow(),
  },
  (t) => [index('suscripcion_push_cuenta_idx').on(t.idCuenta)],
);

/**
 * The pushes' own outbox (docs/decisions/021-push-outbox-propio.md): one row per (intent, subscription),
 * written in the transaction of the change that causes it; each row is claimed on its own (no queue
 * head: a push never waits for another push nor for Discord). `id_suscripcion` is a plain number: the
 * subscription may be gone when the row is sent (then it is done, with a note).
 */
export const outboxPush = pgTable(
  'outbox_push',
  {
    idPush: bigserial('id_push', { mode: 'number' }).primaryKey(),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    creado: fecha('creado').notNull().defaultNow(),
    tipo: text('tipo').notNull(),
    idSuscripcion: integer('id_suscripcion').notNull(),
    /** What the device shows: `{ title, body, url, tag }`, already in the account's language. */
    payload: jsonb('payload').notNull(),
    ...estadoDeEnvio(),
  },
  (t) => [
    index('outbox_push_pendiente_idx')
      .on(t.proximoIntento)
      .where(sql`${t.estado} in ('pendiente', 'enviando')`),
  ],
);

/**
 * An alliance of guilds (docs/alianzas.md): proposed by its founder's leader (the row is the founding
 * guild's), joined when the other guild's leader accepts.
 */
export const alianza = pgTable('alianza', {
  idAlianza: serial('id_alianza').primaryKey(),
  /** The founding guild (the owner of the row). */
  idGremio: smallint('id_gremio')
    .notNull()
    .default(1)
    .references(() => gremio.idGremio),
  nombre: text('nombre').notNull(),
  creadaPor: integer('creada_por')
    .notNull()
    .references(() => cuenta.idCuenta),
  creada: fecha('creada').notNull().defaultNow(),
});

/**
 * A guild's place in an alliance (owned by that guild): `invitado` until its leader answers, `miembro`
 * once accepted (the founder from the start), `rechazado` or `fuera` (it left) after.
 */
export const alianzaGremio = pgTable(
  'alianza_gremio',
  {
    idAlianza: integer('id_alianza')
      .notNull()
      .references(() => alianza.idAlianza),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    estado: text('estado').$type<'invitado' | 'miembro' | 'rechazado' | 'fuera'>().notNull(),
    desde: fecha('desde').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idAlianza, t.idGremio] }), index('alianza_gremio_gremio_idx').on(t.idGremio)],
);

/**
 * An alliance's content split (a CTA «de alianza», docs/alianzas.md): owned by the host guild, whose
 * officer listed the participants of every member guild; posted to each guild's ledger when created.
 */
export const repartoAlianza = pgTable(
  'reparto_alianza',
  {
    idRepartoAlianza: serial('id_reparto_alianza').primaryKey(),
    /** The host guild. */
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idAlianza: integer('id_alianza')
      .notNull()
      .references(() => alianza.idAlianza),
    motivo: text('motivo').notNull(),
    silver: silver('silver').notNull(),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => cuenta.idCuenta),
    creado: fecha('creado').notNull().defaultNow(),
  },
  (t) => [index('reparto_alianza_alianza_idx').on(t.idAlianza, t.idRepartoAlianza)],
);

/** A guild's part of an alliance split (owned by that guild): `repartirAlianza`'s numbers and its ledger transaction. */
export const repartoAlianzaGremio = pgTable(
  'reparto_alianza_gremio',
  {
    idRepartoAlianza: integer('id_reparto_alianza')
      .notNull()
      .references(() => repartoAlianza.idRepartoAlianza),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    /** The guild's tax when split, in hundredths of a percent (its «Ajustes del gremio»). */
    impuestoCentesimas: integer('impuesto_centesimas').notNull(),
    parte: silver('parte').notNull(),
    impuesto: silver('impuesto').notNull(),
    resto: silver('resto').notNull(),
    idTransaccion: bigint('id_transaccion', { mode: 'number' }).references(() => transaccionLibro.idTransaccion),
  },
  (t) => [primaryKey({ columns: [t.idRepartoAlianza, t.idGremio] })],
);

/** A participant's share of an alliance split (owned by the participant's guild), and when their guild paid it. */
export const repartoAlianzaJugador = pgTable(
  'reparto_alianza_jugador',
  {
    idRepartoAlianza: integer('id_reparto_alianza')
      .notNull()
      .references(() => repartoAlianza.idRepartoAlianza),
    idGremio: smallint('id_gremio')
      .notNull()
      .default(1)
      .references(() => gremio.idGremio),
    idPlayer: integer('id_player')
      .notNull()
      .references(() => jugador.idPlayer),
    /** The weight in tenths (10 = 1: docs/decisions/019). */
    decimas: smallint('decimas').notNull(),
    silver: silver('silver').notNull(),
    pagado: fecha('pagado'),
    pagadoPor: integer('pagado_por').references(() => cuenta.idCuenta),
  },
  (t) => [primaryKey({ columns: [t.idRepartoAlianza, t.idPlayer] }), index('reparto_alianza_jugador_player_idx').on(t.idPlayer)],
);
