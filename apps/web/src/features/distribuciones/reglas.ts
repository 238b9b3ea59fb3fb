// Client-side mirror of the server rules of a new distribution (docs/domain.md, "Distributions"). The server enforces
// them; the dialog only tells the user early.
import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODIGO_DISTRIBUCION_MAX,
  CODIGO_DISTRIBUCION_MIN,
  PESO_DEFECTO,
  SILVER_MAX,
  netoConRegear,
  netoDelDesglose,
  pesoEnDecimas,
  repartirConExtras,
  type Desglose,
  type CrearDistribucionItem,
  type DistribucionParaCorregir,
  type OrigenDistribucion,
  type Portador,
} from '@reparto/contract';
import { formato } from '../../lib/i18n/formato';
import { textosDistribuciones } from './textos';
import {
  extrasDe,
  extrasParaEnviar,
  extrasPorJugador,
  extrasSinResto,
  problemasDeExtras,
} from './components/nueva-distribucion/plantilla/reglas-plantilla';

/** The random 6-digit code (100000–999999) sent as idDistribucion: the server's idempotency key. */
export function nuevoCodigo(random: () => number = Math.random): number {
  const span = CODIGO_DISTRIBUCION_MAX - CODIGO_DISTRIBUCION_MIN + 1;
  return CODIGO_DISTRIBUCION_MIN + Math.min(span - 1, Math.floor(random() * span));
}

export interface BorradorDistribucion {
  jugadores: number[];
  silver: number | null;
  motivo: string;
  desglose?: Desglose | null;
  pesos?: Record<string, number | null>;
}

export type ErroresDistribucion = Partial<Record<keyof BorradorDistribucion, string>>;

// Each message is read when a rule fails, in the language active then (docs/idiomas.md).
const t = textosDistribuciones.t;
const ENTERO_POSITIVO = { error: () => t('regla.entero') };

/** Why a split where every player would get $0 is refused (docs/domain.md, "Money rules"). */
const mensajeRepartoEnCero = (silver: number, jugadores: number) =>
  t('regla.cero', { silver: formato().plata(silver), n: jugadores });

/** The form's schema (react-hook-form's resolver): the first failing rule of each field gives its message. */
export const BorradorDistribucionSchema = z
  .object({
    jugadores: z.array(z.number()).min(1, { error: () => t('regla.jugadores') }),
    silver: z.preprocess(
      (v) => v ?? undefined,
      z
        .number({ error: () => t('regla.silver') })
        .int(ENTERO_POSITIVO)
        .positive(ENTERO_POSITIVO)
        .max(SILVER_MAX, { error: () => t('regla.max') }),
    ),
    motivo: z
      .string()
      .trim()
      .min(1, { error: () => t('regla.motivo') })
      .max(200, { error: () => t('regla.motivoMax') }),
    /**
     * The breakdown the silver was computed from (null: the silver was typed), with the regear claims it
     * deducts («Descontar regear»: their ids are sent, their silver is shown).
     */
    desglose: z
      .object({
        valor_botin: z.number(),
        bolsas: z.number(),
        reparacion: z.number(),
        impuesto_pct: z.number(),
        descontados: z.array(z.object({ id_reclamo: z.number(), silver: z.number() })).optional(),
        /** The loot valuation whose value «Usar como valor del botín» put in valor_botin (docs/botin.md). */
        valoracion_botin: z.number().optional(),
        /** Its looters, valued (the carriers «Tomar del registro de botín» fills); never sent. */
        portadores_botin: z.array(z.object({ nombre: z.string(), valor: z.number() })).optional(),
      })
      .nullable(),
    /** Weight per player id (absent: 1; null: its field's text is not a weight). */
    pesos: z.record(z.string(), z.number().nullable()),
    /** Fixed extras (a template's, or added by hand): each paid to a chosen player before the split. */
    extras: z
      .array(z.object({ concepto: z.string(), silver: z.number().nullable(), id_player: z.number().nullable() }))
      .default([]),
  })
  .superRefine((b, ctx) => {
    for (const { i, mensaje } of problemasDeExtras(b.extras, b.jugadores))
      ctx.addIssue({ code: 'custom', path: ['extras', i, 'id_player'], message: mensaje });
    if (b.jugadores.some((id) => b.pesos[id] === null)) {
      ctx.addIssue({ code: 'custom', path: ['pesos'], message: t('regla.pesos') });
      return;
    }
    const sinResto = typeof b.silver === 'number' ? extrasSinResto(b.silver, b.extras) : undefined;
    if (sinResto) {
      ctx.addIssue({ code: 'custom', path: ['silver'], message: sinResto });
      return;
    }
    // The server refuses a split where every player gets $0 (docs/domain.md, "Money rules").
    const reparto = typeof b.silver === 'number' ? partesDe(b.silver, b.jugadores, b.pesos, b.extras) : null;
    if (reparto && [...reparto.partes.values()].every((p) => p === 0)) {
      ctx.addIssue({ code: 'custom', path: ['silver'], message: mensajeRepartoEnCero(b.silver as number, b.jugadores.length) });
    }
  });
export type DistribucionValida = z.output<typeof BorradorDistribucionSchema>;
/** The form's values as typed (silver is null while empty). */
export type BorradorForm = z.input<typeof BorradorDistribucionSchema>;

/** The regear a breakdown deducts: Σ silver of its claims (docs/regear.md, combined mode). */
export const regearDescontado = (desglose: { descontados?: { silver: number }[] | undefined } | null | undefined): number =>
  (desglose?.descontados ?? []).reduce((acc, r) => acc + r.silver, 0);

/** Why the breakdown's regear leaves nothing to split (undefined while something remains). */
export function regearSuperaNeto(desglose: BorradorForm['desglose'] | undefined): string | undefined {
  const regear = regearDescontado(desglose);
  if (!desglose || regear === 0) return undefined;
  const { neto } = netoConRegear(desglose, regear);
  if (neto > 0) return undefined;
  const { plata } = formato();
  return t('regla.regear', { regear: plata(regear), neto: plata(neto + regear) });
}

const resolverZod = zodResolver(BorradorDistribucionSchema);

/**
 * The form's resolver: the schema's, and a deduction of regear that leaves nothing to split is refused
 * on the silver with its own sentence (the silver is empty then, and «Ingrese la cantidad de plata»
 * would not say why).
 */
export const resolverBorrador: Resolver<BorradorForm, unknown, DistribucionValida> = async (values, context, options) => {
  const resultado = await resolverZod(values, context, options);
  const exceso = regearSuperaNeto(values.desglose);
  if (!exceso) return resultado;
  return { values: {}, errors: { ...resultado.errors, silver: { type: 'regear', message: exceso } } };
};

export const VACIO: BorradorForm = { jugadores: [], silver: null, motivo: '', desglose: null, pesos: {}, extras: [] };

/** The form of «Corregir»: the players still active, with their weights; the breakdown; silver; reason. */
export function valoresDe(inicial: DistribucionParaCorregir | null): BorradorForm {
  if (!inicial) return VACIO;
  const activos = inicial.jugadores.filter((j) => j.activo);
  // A breakdown that deducted regear: its silver was the net minus those claims, which are ticked again.
  const sinRegear = inicial.desglose?.regear?.length ? netoDelDesglose(inicial.desglose).neto : null;
  return {
    jugadores: activos.map((j) => j.id_player),
    silver: sinRegear === null ? inicial.silver : sinRegear > 0 ? sinRegear : null,
    motivo: inicial.motivo,
    desglose: inicial.desglose && {
      valor_botin: inicial.desglose.valor_botin,
      bolsas: inicial.desglose.bolsas,
      reparacion: inicial.desglose.reparacion,
      impuesto_pct: inicial.desglose.impuesto_pct,
    },
    pesos: Object.fromEntries(activos.map((j) => [j.id_player, j.peso])),
    extras: extrasDe(inicial),
  };
}

export function validarDistribucion(b: BorradorDistribucion): ErroresDistribucion {
  const result = BorradorDistribucionSchema.safeParse({ desglose: null, pesos: {}, extras: [], ...b });
  const errores: ErroresDistribucion = {};
  for (const issue of result.error?.issues ?? []) {
    const campo = issue.path[0] as keyof BorradorDistribucion;
    errores[campo] ??= issue.message;
  }
  return errores;
}

/**
 * Each chosen player's share of `silver`: their fixed extras first, then the rest by weight
 * (repartirConExtras); and what the guild keeps of the division. Null when the extras leave nothing.
 */
export function partesDe(
  silver: number | null,
  ids: number[],
  pesos: Record<string, number | null>,
  extras?: BorradorForm['extras'],
): { partes: Map<number, number>; resto: number } | null {
  if (silver === null || silver <= 0 || ids.length === 0 || ids.some((id) => pesos[id] === null)) return null;
  const porJugador = extrasPorJugador(extras);
  const reparto = repartirConExtras(
    silver,
    ids.map((id) => pesoEnDecimas(pesos[id] ?? PESO_DEFECTO)),
    ids.map((id) => porJugador.get(id) ?? 0),
  );
  if (!reparto) return null;
  return { partes: new Map(ids.map((id, i) => [id, reparto.partes[i]!])), resto: reparto.resto };
}

/** The weights to send: none when every chosen player weighs 1 (the request stays as before). */
export function pesosParaEnviar(ids: number[], pesos: Record<string, number | null>) {
  const lista = ids.map((id) => ({ id_player: id, peso: pesos[id] ?? PESO_DEFECTO }));
  return lista.some((p) => p.peso !== PESO_DEFECTO) ? lista : undefined;
}

/**
 * The breakdown as the wire has it: the deducted claims by id (`regear`), only when there are some, and
 * the loot valuation it used (`valoracion_botin`), only when there is one.
 */
export function desgloseParaEnviar({
  descontados,
  valoracion_botin,
  portadores_botin: _soloDelFormulario,
  ...desglose
}: NonNullable<DistribucionValida['desglose']>) {
  return {
    ...desglose,
    ...(descontados?.length ? { regear: descontados.map((r) => r.id_reclamo) } : {}),
    ...(valoracion_botin === undefined ? {} : { valoracion_botin }),
  };
}

/** The request of «Sí, crear»: the valid form, with the weights and breakdown only when they say something. */
export function peticionDe(
  valida: DistribucionValida,
  datos: {
    idDistribucion: number;
    idPeriodoDist: number;
    email: string | null;
    origen: OrigenDistribucion | null;
    /** The attendance session imported (docs/asistencia.md): the distribution links it. */
    idSesion?: number | null;
    /** The split template and version whose values filled the dialog (docs/calendario.md). */
    plantilla?: { idPlantilla: number; version: number } | null;
    /** The calendar event it is made from. */
    idEvento?: number | null;
    /** «El botín lo tienen varios» (docs/liquidacion.md): what each carrier holds. */
    portadores?: Portador[] | null;
  },
): CrearDistribucionItem {
  const pesos = pesosParaEnviar(valida.jugadores, valida.pesos);
  return {
    idDistribucion: datos.idDistribucion,
    idPeriodoDist: datos.idPeriodoDist,
    silver: valida.silver,
    motivo: valida.motivo,
    email: datos.email,
    jugadores: valida.jugadores,
    ...(pesos ? { pesos } : {}),
    ...(valida.desglose ? { desglose: desgloseParaEnviar(valida.desglose) } : {}),
    ...(datos.origen ? { origen: datos.origen } : {}),
    ...(datos.idSesion ? { idSesion: datos.idSesion } : {}),
    ...(valida.extras.length ? { extras: extrasParaEnviar(valida.extras) } : {}),
    ...(datos.plantilla ? { plantilla: datos.plantilla } : {}),
    ...(datos.idEvento ? { idEvento: datos.idEvento } : {}),
    ...(datos.portadores ? { portadores: datos.portadores } : {}),
  };
}
