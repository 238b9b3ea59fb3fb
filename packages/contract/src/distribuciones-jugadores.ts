// Where the players of a new distribution come from (docs/domain.md, "Distributions"): the players
// multi-select's options, a voice channel, a pasted list of names, a name registered on the spot, and the
// origin kept with the distribution (for «Corregir»). The distribution's own schemas: distribuciones.ts.
import { z } from 'zod';
import { NicknameSchema, oneItem, respuestaConMensaje } from './common.js';
import { VoiceChannelSchema } from './entities.js';
import { limpiarNombre, limpiarTexto } from './texto.js';
import { dicho } from './i18n/dichos.js';

/** An option of the players multi-select: an active player. */
export const JugadorOpcionSchema = z.object({ id_player: z.number().int(), nickname: z.string() });
export type JugadorOpcion = z.infer<typeof JugadorOpcionSchema>;

const CANAL_OBLIGATORIO = dicho('distribucion.canalObligatorio', 'El canal de voz es obligatorio');
const CANAL_INVALIDO = dicho('distribucion.canalInvalido', 'Canal de voz inválido');
const CANAL_MAXIMO = dicho('distribucion.canalMaximo', 'El nombre del canal admite como máximo 100 caracteres');
const LISTA_MAXIMA = dicho('distribucion.listaMaxima', 'La lista admite como máximo 40.000 caracteres');

/** At most this many names in a pasted list (a distribution takes at most 1,000 players). */
export const LISTA_NOMBRES_MAX = 1000;
/** The pasted text's size limit (characters). */
export const LISTA_TEXTO_MAX = 40_000;

/** Where the players of a distribution came from: a voice channel, a pasted list (or both). */
export const OrigenDistribucionSchema = z.object({
  canal: z
    .object({
      id: z.string().max(64, { error: CANAL_INVALIDO }),
      nombre: z.string().overwrite(limpiarTexto).max(100, { error: CANAL_MAXIMO }),
    })
    .optional(),
  lista: z.string().max(LISTA_TEXTO_MAX, { error: LISTA_MAXIMA }).optional(),
});
export type OrigenDistribucion = z.infer<typeof OrigenDistribucionSchema>;

// GET /getVoiceChannels (charge 7)
export const VoiceChannelsResponseSchema = z.object({
  ok: z.literal(true),
  data: z.array(VoiceChannelSchema),
  /** False when Discord is not configured: the UI says so. */
  configurado: z.boolean(),
});
export type VoiceChannelsResponse = z.infer<typeof VoiceChannelsResponseSchema>;

// POST /getPlayersOfVoiceChannel [ {idVoiceChannel} ] (charge 7)
export const PlayersOfVoiceChannelRequestSchema = oneItem(
  z.object({
    idVoiceChannel: z
      .string({ error: CANAL_OBLIGATORIO })
      .trim()
      .min(1, { error: CANAL_OBLIGATORIO })
      .max(64, { error: CANAL_INVALIDO }),
  }),
);
export type PlayersOfVoiceChannelRequest = z.infer<typeof PlayersOfVoiceChannelRequestSchema>;
export const PlayersOfVoiceChannelResponseSchema = z.object({
  ok: z.literal(true),
  /** Registered active players found in the channel. */
  data: z.array(JugadorOpcionSchema),
  /** Names in the channel with no registered player (guild tag removed). */
  sin_registrar: z.array(z.string()),
  /** Registered players in the channel who are switched off: neither chosen nor offered for registration. */
  desactivados: z.array(z.string()),
});
export type PlayersOfVoiceChannelResponse = z.infer<typeof PlayersOfVoiceChannelResponseSchema>;

// POST /jugadoresDeLista [ {lista} ] (charge 7): a pasted list of names, matched like a voice channel.
export const JugadoresDeListaRequestSchema = oneItem(
  z.object({
    lista: z
      .string({ error: dicho('distribucion.pegueLista', 'Pegue la lista de nombres') })
      .max(LISTA_TEXTO_MAX, { error: LISTA_MAXIMA })
      .refine((texto) => nombresDeLista(texto).length > 0, {
        error: dicho('distribucion.listaSinNombres', 'La lista no tiene ningún nombre'),
      })
      .refine((texto) => nombresDeLista(texto).length <= LISTA_NOMBRES_MAX, {
        error: dicho('distribucion.listaMaximoNombres', 'La lista admite como máximo 1.000 nombres'),
      }),
  }),
);
export type JugadoresDeListaRequest = z.infer<typeof JugadoresDeListaRequestSchema>;
export const JugadoresDeListaResponseSchema = PlayersOfVoiceChannelResponseSchema;
export type JugadoresDeListaResponse = PlayersOfVoiceChannelResponse;

// POST /api/jugadores/registrar [ {nickname} ] (charge 7): cargo 3, rol 5
export const RegistrarJugadorRequestSchema = oneItem(z.object({ nickname: NicknameSchema }));
export type RegistrarJugadorRequest = z.infer<typeof RegistrarJugadorRequestSchema>;
export const RegistrarJugadorResponseSchema = respuestaConMensaje({
  jugador: JugadorOpcionSchema,
  /** true: member of the guild in Albion; false: Albion did not answer (lenient); null: check not configured. */
  verificado: z.boolean().nullable(),
});
export type RegistrarJugadorResponse = z.infer<typeof RegistrarJugadorResponseSchema>;

/** `[TAG] name` → `name`: Discord display names often carry the guild tag. */
export function quitarEtiquetaGremio(nombre: string): string {
  return limpiarNombre(nombre)
    .replace(/^\s*[[(][^\])]*[\])]\s*/, '')
    .trim();
}

/**
 * The names of a pasted list (docs/domain.md, "Distributions"): one per line or separated by commas,
 * semicolons or spaces (an Albion name has none), invisible characters and guild tags such as `[TAG]` or `(TAG)` removed,
 * each name once (ignoring case), in the list's order.
 */
export function nombresDeLista(texto: string): string[] {
  const vistos = new Set<string>();
  const nombres: string[] = [];
  for (const nombre of limpiarNombre(texto)
    .replace(/[[(][^\])\n]*[\])]/g, ' ')
    .split(/[\s,;]+/)) {
    const clave = nombre.toLowerCase();
    if (nombre !== '' && !vistos.has(clave)) {
      vistos.add(clave);
      nombres.push(nombre);
    }
  }
  return nombres;
}
