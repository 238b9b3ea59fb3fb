// The calendar (docs/calendario.md, «Calendario»): content planned ahead. An officer creates an event (a
// template's kind of content, a place, start and end in UTC, slots per role, a sign-up deadline, a note);
// members sign up from the web or from the event's Discord message; officers confirm, move to backup or
// remove; after the deadline only officers change the list. When it ends, «Crear distribución» opens «Nueva
// distribución» with the confirmed players (paraDistribuir). Times travel as ISO 8601 with an offset and
// are stored in UTC; the web shows them in the reader's time zone.
import { z } from 'zod';
import { CARGO, TEXTO_MAX } from './constants.js';
import { IdSchema, QueryIdSchema, oneItem, respuestaConMensaje, textoSchema } from './common.js';
import { DistribucionParaCorregirSchema } from './distribuciones.js';
import { RolEventoSchema } from './plantillas.js';
import { dicho } from './i18n/dichos.js';

/** Who plans events and changes their lists: ENCARGADO DE CONTENIDO, TESORERO, LIDER. */
export const CARGOS_CALENDARIO = [CARGO.ENCARGADO_CONTENIDO, CARGO.TESORERO, CARGO.LIDER] as const;
export const planificaEventos = (cargos: readonly number[]) => CARGOS_CALENDARIO.some((c) => cargos.includes(c));

/** A sign-up's state: the member's own three, and the officer's «confirmado». */
export const ESTADOS_INSCRIPCION = ['apuntado', 'reserva', 'no_va', 'confirmado'] as const;
export type EstadoInscripcion = (typeof ESTADOS_INSCRIPCION)[number];
/** What a member says («Me apunto», «Reserva», «No voy»). */
export const ESTADOS_APUNTARSE = ['apuntado', 'reserva', 'no_va'] as const;
export type EstadoApuntarse = (typeof ESTADOS_APUNTARSE)[number];
/** What an officer does to a sign-up: confirm it, move it to backup, remove it. */
export const ACCIONES_CONFIRMAR = ['confirmado', 'reserva', 'quitado'] as const;
export type AccionConfirmar = (typeof ACCIONES_CONFIRMAR)[number];
export const ESTADOS_EVENTO = ['abierto', 'cancelado'] as const;
export type EstadoEvento = (typeof ESTADOS_EVENTO)[number];

/** Most slots of one role in an event. */
export const HUECOS_MAX = 300;
const MENSAJE_HUECOS = dicho('calendario.huecos', 'Los huecos de cada rol deben ser un número entero entre 0 y 300');
/** Slots per role: how many of each role the event takes (a role not listed takes none). */
export const HuecosSchema = z.partialRecord(
  RolEventoSchema,
  z
    .number({ error: MENSAJE_HUECOS })
    .int({ error: MENSAJE_HUECOS })
    .min(0, { error: MENSAJE_HUECOS })
    .max(HUECOS_MAX, { error: MENSAJE_HUECOS }),
);
export type HuecosEvento = z.infer<typeof HuecosSchema>;

const instante = (codigo: 'calendario.inicioInvalido' | 'calendario.finInvalido' | 'calendario.cierreInvalido', texto: string) =>
  z.iso.datetime({ offset: true, error: dicho(codigo, texto) });
const INICIO = instante('calendario.inicioInvalido', 'El inicio del evento debe ser una fecha y hora válidas');
const FIN = instante('calendario.finInvalido', 'El fin del evento debe ser una fecha y hora válidas');
const CIERRE = instante('calendario.cierreInvalido', 'El cierre de inscripciones debe ser una fecha y hora válidas');
export const MENSAJE_FIN_ANTES = dicho('calendario.finAntesDeInicio', 'El fin del evento debe ser posterior a su inicio');
export const MENSAJE_CIERRE_DESPUES = dicho(
  'calendario.cierreDespuesDeInicio',
  'El cierre de inscripciones no puede ser posterior al inicio del evento',
);
/** Longest event: a day. */
export const EVENTO_MAX_HORAS = 24;
export const MENSAJE_DURACION = dicho('calendario.duracion', 'Un evento dura como máximo 24 horas');

const campos = {
  /** Without it, the template's name. */
  titulo: textoSchema(dicho('frag.campoTitulo', 'El título'), TEXTO_MAX),
  idPlantilla: IdSchema.nullable(),
  idLugarDist: IdSchema,
  inicio: INICIO,
  fin: FIN,
  cierreInscripcion: CIERRE,
  huecos: HuecosSchema,
  nota: textoSchema(dicho('frag.campoNota', 'La nota'), 1000).nullable(),
  privado: z.boolean(),
};

/** The order of start, end and deadline, where all three are known. */
function ordenDeFechas(
  e: { inicio?: string | undefined; fin?: string | undefined; cierreInscripcion?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const inicio = e.inicio ? Date.parse(e.inicio) : NaN;
  const fin = e.fin ? Date.parse(e.fin) : NaN;
  const cierre = e.cierreInscripcion ? Date.parse(e.cierreInscripcion) : NaN;
  if (fin <= inicio) ctx.addIssue({ code: 'custom', path: ['fin'], message: MENSAJE_FIN_ANTES });
  else if (fin - inicio > EVENTO_MAX_HORAS * 3_600_000)
    ctx.addIssue({ code: 'custom', path: ['fin'], message: MENSAJE_DURACION });
  if (cierre > inicio) ctx.addIssue({ code: 'custom', path: ['cierreInscripcion'], message: MENSAJE_CIERRE_DESPUES });
}

// POST /api/calendario/eventos [ {titulo?, idPlantilla?, idLugarDist, inicio, fin, cierreInscripcion, huecos, nota?, privado?} ]
export const CrearEventoItemSchema = z
  .object({
    ...campos,
    titulo: campos.titulo.optional(),
    idPlantilla: campos.idPlantilla.optional(),
    nota: campos.nota.optional(),
    privado: campos.privado.optional(),
  })
  .superRefine(ordenDeFechas);
export const CrearEventoRequestSchema = oneItem(CrearEventoItemSchema);
export type CrearEventoItem = z.infer<typeof CrearEventoItemSchema>;

// PUT /api/calendario/eventos [ {idEvento, …any field, estado?} ]: a change (the whole event is re-checked
// in the service, with the stored values for the fields not sent); `estado: 'cancelado'` cancels it.
export const EditarEventoItemSchema = z
  .object({
    idEvento: IdSchema,
    titulo: campos.titulo.optional(),
    idPlantilla: campos.idPlantilla.optional(),
    idLugarDist: campos.idLugarDist.optional(),
    inicio: campos.inicio.optional(),
    fin: campos.fin.optional(),
    cierreInscripcion: campos.cierreInscripcion.optional(),
    huecos: campos.huecos.optional(),
    nota: campos.nota.optional(),
    privado: campos.privado.optional(),
    estado: z
      .enum(ESTADOS_EVENTO, { error: dicho('calendario.estadoEvento', 'El estado del evento debe ser abierto o cancelado') })
      .optional(),
    /** The attendance session recorded during it (presence weights for its distribution); null unlinks. */
    idSesion: IdSchema.nullable().optional(),
  })
  .superRefine(ordenDeFechas);
export const EditarEventoRequestSchema = oneItem(EditarEventoItemSchema);
export type EditarEventoItem = z.infer<typeof EditarEventoItemSchema>;

// POST /api/calendario/apuntarse [ {idEvento, rol, estado: 'apuntado'|'reserva'|'no_va'} ] (the account's player)
export const ApuntarseItemSchema = z.object({
  idEvento: IdSchema,
  rol: RolEventoSchema,
  estado: z.enum(ESTADOS_APUNTARSE, {
    error: dicho('calendario.estadoApuntarse', 'El estado de la inscripción debe ser apuntado, reserva o no_va'),
  }),
});
export const ApuntarseRequestSchema = oneItem(ApuntarseItemSchema);
export type ApuntarseItem = z.infer<typeof ApuntarseItemSchema>;

// PUT /api/calendario/confirmar [ {idEvento, idPlayer, estado: 'confirmado'|'reserva'|'quitado', rol?} ] (officers)
export const ConfirmarItemSchema = z.object({
  idEvento: IdSchema,
  idPlayer: IdSchema,
  estado: z.enum(ACCIONES_CONFIRMAR, {
    error: dicho('calendario.accionConfirmar', 'La acción debe ser confirmado, reserva o quitado'),
  }),
  /** Optional: the role the officer places them in (an officer may add a player who never signed up). */
  rol: RolEventoSchema.optional(),
});
export const ConfirmarRequestSchema = oneItem(ConfirmarItemSchema);
export type ConfirmarItem = z.infer<typeof ConfirmarItemSchema>;

/** A sign-up as the wire shows it. */
export const InscripcionSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  rol: RolEventoSchema,
  estado: z.enum(ESTADOS_INSCRIPCION),
  origen: z.enum(['web', 'discord']),
  fecha: z.string(),
});
export type Inscripcion = z.infer<typeof InscripcionSchema>;

/** An event as the wire shows it. */
export const EventoSchema = z.object({
  id_evento: z.number().int(),
  titulo: z.string(),
  id_plantilla: z.number().int().nullable(),
  /** The template's name (null: none). */
  plantilla: z.string().nullable(),
  id_lugar_distribucion: z.number().int(),
  lugar: z.string(),
  /** UTC, ISO 8601. */
  inicio: z.string(),
  fin: z.string(),
  cierre_inscripcion: z.string(),
  huecos: HuecosSchema,
  nota: z.string().nullable(),
  privado: z.boolean(),
  estado: z.enum(ESTADOS_EVENTO),
  /** The nickname of the officer who created it. */
  creador: z.string(),
  inscripciones: z.array(InscripcionSchema),
  /** The live distribution made from it, if any. */
  id_distribucion: z.number().int().nullable(),
  id_sesion: z.number().int().nullable(),
});
export type Evento = z.infer<typeof EventoSchema>;

// GET /api/calendario/eventos?desde=&hasta=&idEvento= (every signed-in account): the events whose start is
// in [desde, hasta) (default: from 7 days ago, 60 days ahead), or the one asked.
export const EventosQuerySchema = z.object({
  desde: z.iso.datetime({ offset: true, error: dicho('calendario.desdeInvalida', 'La fecha «desde» no es válida') }).optional(),
  hasta: z.iso.datetime({ offset: true, error: dicho('calendario.hastaInvalida', 'La fecha «hasta» no es válida') }).optional(),
  idEvento: QueryIdSchema.optional(),
});
export const EventosResponseSchema = z.object({ ok: z.literal(true), message: z.array(EventoSchema) });
export type EventosResponse = z.infer<typeof EventosResponseSchema>;
export const EventoResponseSchema = respuestaConMensaje({ evento: EventoSchema });
export type EventoResponse = z.infer<typeof EventoResponseSchema>;

// GET /api/calendario/paraDistribuir?idEvento= (ENCARGADO DE CONTENIDO, TESORERO, LIDER): what «Nueva
// distribución» starts with when made from an event — the confirmed players (and standby ones, `reserva`
// true) with their role and weight (pesoDePlantilla: the template's role weight × presence when a session
// was recorded; standby at the template's standby weight), the template and its version, the fixed extras
// to assign, and the open period of the event's place.
export const ParaDistribuirQuerySchema = z.object({ idEvento: QueryIdSchema });
export const ParaDistribuirSchema = DistribucionParaCorregirSchema.extend({
  /** Each player's sign-up role and whether they stood by (`reserva`: the template's standby weight). */
  jugadores: z.array(
    z.object({
      id_player: z.number().int(),
      nickname: z.string(),
      peso: z.number(),
      activo: z.boolean(),
      rol: RolEventoSchema.nullable().optional(),
      reserva: z.boolean().optional(),
    }),
  ),
  /** The event's template and its current version (null: none). */
  id_plantilla: z.number().int().nullable().optional(),
  plantilla_version: z.number().int().nullable().optional(),
  id_evento: z.number().int().nullable().optional(),
  /** The template's fixed extras, to assign: `id_player` 0 until the dialog names who gets each (always sent). */
  extras: z.array(z.object({ concepto: z.string(), silver: z.number().int(), id_player: z.number().int() })).optional(),
  /** The open period of the event's place (null: none open). */
  id_periodo: z.number().int().nullable(),
});
export type ParaDistribuir = z.infer<typeof ParaDistribuirSchema>;
export const ParaDistribuirResponseSchema = z.object({ ok: z.literal(true), message: ParaDistribuirSchema });

// GET /api/calendario/calendario.ics?token= (anonymous): the guild's events as iCalendar (RFC 5545); private
// events only with the guild's token. GET /api/calendario/enlaceIcs (signed-in): the feed's URL with the token.
export const CalendarioIcsQuerySchema = z.object({ token: z.string().max(200).optional() });
export const EnlaceIcsResponseSchema = z.object({
  ok: z.literal(true),
  message: z.object({ url: z.string(), privado: z.string() }),
});
