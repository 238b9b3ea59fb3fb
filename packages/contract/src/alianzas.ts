// Alliances on the wire (docs/alianzas.md): a leader proposes an alliance to another guild by its slug,
// the other's leader accepts or refuses, either leaves; the host guild's officer splits a content «de
// alianza» among players of every member guild (`repartirAlianza`), each guild's part posted to its own
// ledger; each guild's treasurer pays its own members. Silver is integer everywhere.
import { z } from 'zod';
import { CARGO, TEXTO_MAX } from './constants.js';
import { IdSchema, QueryIdSchema, oneItem, sinRepetir, textoSchema } from './common.js';
import {
  JUGADORES_POR_DISTRIBUCION_MAX,
  MENSAJE_JUGADORES_REPETIDOS,
  PesoSchema,
  SilverDistribucionSchema,
} from './distribuciones.js';
import { dicho } from './i18n/dichos.js';

/** A guild's place in an alliance. */
export const ESTADOS_ALIANZA = ['invitado', 'miembro', 'rechazado', 'fuera'] as const;
export type EstadoAlianza = (typeof ESTADOS_ALIANZA)[number];

/** Splits a content «de alianza» (the host guild's LIDER or DISTRIBUIDOR). */
export const CARGOS_REPARTO_ALIANZA: readonly number[] = [CARGO.LIDER, CARGO.DISTRIBUIDOR];
/** Pays its own guild's members their alliance shares (TESORERO, LIDER, DISTRIBUIDOR). */
export const CARGOS_PAGO_ALIANZA: readonly number[] = [CARGO.TESORERO, CARGO.LIDER, CARGO.DISTRIBUIDOR];
export const repartoDeAlianza = (cargos: readonly number[]) => CARGOS_REPARTO_ALIANZA.some((c) => cargos.includes(c));
export const pagaAlianza = (cargos: readonly number[]) => CARGOS_PAGO_ALIANZA.some((c) => cargos.includes(c));

/** A guild's address (`gremio.slug`): lower-case letters, digits and dashes. */
export const SlugGremioSchema = z
  .string({ error: dicho('campo.slugGremio', 'La dirección del gremio son letras minúsculas, dígitos y guiones') })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, {
    error: dicho('campo.slugGremio', 'La dirección del gremio son letras minúsculas, dígitos y guiones'),
  });

/** `POST /api/alianzas` `[ {slug, nombre} ]` → 201: proposes an alliance to the guild `slug` (the leader). */
export const ProponerAlianzaRequestSchema = oneItem(
  z.object({ slug: SlugGremioSchema, nombre: textoSchema(dicho('frag.campoNombre', 'El nombre'), 64) }),
);
export type ProponerAlianzaRequest = z.infer<typeof ProponerAlianzaRequestSchema>;

/** `PUT /api/alianzas/aceptar`, `/rechazar`, `/salir`: `[ {idAlianza} ]` (the leader). */
export const IdAlianzaRequestSchema = oneItem(z.object({ idAlianza: IdSchema }));
export type IdAlianzaRequest = z.infer<typeof IdAlianzaRequestSchema>;

/** A guild of an alliance, as every member guild sees it. */
export const GremioDeAlianzaSchema = z.object({
  slug: z.string(),
  nombre: z.string(),
  estado: z.enum(ESTADOS_ALIANZA),
  fundador: z.boolean(),
});
export type GremioDeAlianza = z.infer<typeof GremioDeAlianzaSchema>;

/** An alliance the reader's guild is (or was asked to be) part of. */
export const AlianzaSchema = z.object({
  id_alianza: z.number().int(),
  nombre: z.string(),
  /** The reader's guild's place in it. */
  estado: z.enum(ESTADOS_ALIANZA),
  gremios: z.array(GremioDeAlianzaSchema),
});
export type Alianza = z.infer<typeof AlianzaSchema>;

export const AlianzasResponseSchema = z.object({
  ok: z.literal(true),
  /** The reader's guild's slug and name. */
  gremio: z.object({ slug: z.string(), nombre: z.string() }),
  message: z.array(AlianzaSchema),
});
export type AlianzasResponse = z.infer<typeof AlianzasResponseSchema>;

export const AlianzaCreadaResponseSchema = z.object({ ok: z.literal(true), message: z.string(), id_alianza: z.number().int() });
export type AlianzaCreadaResponse = z.infer<typeof AlianzaCreadaResponseSchema>;

/** `GET /api/alianzas/jugadores?idAlianza=`: the active players of every member guild (the picker). */
export const JugadoresAlianzaQuerySchema = z.object({ idAlianza: QueryIdSchema });
export type JugadoresAlianzaQuery = z.infer<typeof JugadoresAlianzaQuerySchema>;
export const JugadorDeAlianzaSchema = z.object({ id_player: z.number().int(), nickname: z.string(), gremio: z.string() });
export type JugadorDeAlianza = z.infer<typeof JugadorDeAlianzaSchema>;
export const JugadoresAlianzaResponseSchema = z.object({ ok: z.literal(true), message: z.array(JugadorDeAlianzaSchema) });
export type JugadoresAlianzaResponse = z.infer<typeof JugadoresAlianzaResponseSchema>;

const MENSAJE_PARTICIPANTES = dicho('campo.participantesAlianza', 'Los participantes deben ser una lista de 1 a 1000 jugadores');

/** `POST /api/alianzas/repartos` `[ {idAlianza, motivo, silver, participantes: [{id_player, peso}]} ]` → 201. */
export const RepartoAlianzaRequestSchema = oneItem(
  z.object({
    idAlianza: IdSchema,
    motivo: textoSchema(dicho('frag.campoMotivo', 'El motivo'), TEXTO_MAX),
    silver: SilverDistribucionSchema,
    participantes: z
      .array(z.object({ id_player: IdSchema, peso: PesoSchema }), { error: MENSAJE_PARTICIPANTES })
      .min(1, { error: MENSAJE_PARTICIPANTES })
      .max(JUGADORES_POR_DISTRIBUCION_MAX, { error: MENSAJE_PARTICIPANTES })
      .refine((ps) => sinRepetir(ps.map((p) => p.id_player)), { error: MENSAJE_JUGADORES_REPETIDOS }),
  }),
);
export type RepartoAlianzaRequest = z.infer<typeof RepartoAlianzaRequestSchema>;
export const RepartoAlianzaCreadoResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  id_reparto_alianza: z.number().int(),
});
export type RepartoAlianzaCreadoResponse = z.infer<typeof RepartoAlianzaCreadoResponseSchema>;

/** A guild's part of an alliance split: the totals every member guild may see. */
export const ParteAlianzaSchema = z.object({
  gremio: z.string(),
  nombre: z.string(),
  participantes: z.number().int(),
  parte: z.number().int(),
  impuesto: z.number().int(),
  resto: z.number().int(),
  /** Σ of its members' shares its treasurer has paid. */
  pagado: z.number().int(),
});
export type ParteAlianza = z.infer<typeof ParteAlianzaSchema>;

/** A share of the reader's own guild (the others' are never sent). */
export const ParticipanteAlianzaSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  peso: z.number(),
  silver: z.number().int(),
  pagado: z.boolean(),
});
export type ParticipanteAlianzaWire = z.infer<typeof ParticipanteAlianzaSchema>;

export const RepartoAlianzaSchema = z.object({
  id_reparto_alianza: z.number().int(),
  motivo: z.string(),
  silver: z.number().int(),
  fecha: z.string(),
  /** The host guild's slug. */
  anfitrion: z.string(),
  partes: z.array(ParteAlianzaSchema),
  /** The reader's guild's participants and their shares. */
  mios: z.array(ParticipanteAlianzaSchema),
});
export type RepartoAlianza = z.infer<typeof RepartoAlianzaSchema>;

/** `GET /api/alianzas/repartos?idAlianza=`: the alliance's splits, the newest first (the last 50). */
export const RepartosAlianzaQuerySchema = z.object({ idAlianza: QueryIdSchema });
export type RepartosAlianzaQuery = z.infer<typeof RepartosAlianzaQuerySchema>;
export const RepartosAlianzaResponseSchema = z.object({ ok: z.literal(true), message: z.array(RepartoAlianzaSchema) });
export type RepartosAlianzaResponse = z.infer<typeof RepartosAlianzaResponseSchema>;

/** `PUT /api/alianzas/repartos/pagar` `[ {idRepartoAlianza, id_player} ]`: one's own guild's member, paid in game. */
export const PagarRepartoAlianzaRequestSchema = oneItem(z.object({ idRepartoAlianza: IdSchema, id_player: IdSchema }));
export type PagarRepartoAlianzaRequest = z.infer<typeof PagarRepartoAlianzaRequestSchema>;
