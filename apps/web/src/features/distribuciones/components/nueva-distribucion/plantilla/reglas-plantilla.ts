// A split template in «Nueva distribución» (docs/calendario.md, «Plantillas de reparto»): what choosing one
// fills (the tax, the weights of the chosen players by their role or standby, the fixed extras, the
// breakdown on for «Descontar regear»), the rules of the fixed extras (each one assigned to a chosen player,
// with a label and its silver, leaving silver to split) and what the confirmation says came from the
// template and what was changed by hand. Pure: the dialog keeps the state.
import {
  formatPeso,
  pesoDePlantilla,
  type DistribucionParaCorregir,
  type ExtraDistribucion,
  type Plantilla,
  type RolEvento,
} from '@reparto/contract';
import { formato } from '../../../../../lib/i18n/formato';
import { nombreRolEvento } from '../../../../../lib/i18n/nombres';
import { textosPlantillaDist } from './textos';

/** A fixed extra as the form keeps it: `silver` null while its field is not a number, `id_player` null until assigned. */
export interface ExtraForm {
  concepto: string;
  silver: number | null;
  id_player: number | null;
}

/** A chosen player's sign-up role and standby (from an event); absent for a player added by hand. */
export type RolesDeJugadores = ReadonlyMap<number, { rol: RolEvento | null; reserva: boolean }>;

/** The template chosen: its rules at `version` (the version the distribution stores). */
export type PlantillaElegida = Pick<Plantilla, 'id_plantilla' | 'nombre' | 'version' | 'reglas'>;

/** What the template filled, kept to tell later what was changed by hand. */
export interface BaseDePlantilla {
  pesos: Record<string, number>;
}

/** The roles and standby of «Corregir»'s or an event's players. */
export const rolesDe = (inicial: DistribucionParaCorregir | null): RolesDeJugadores =>
  new Map(
    (inicial?.jugadores ?? [])
      .filter((j) => j.rol !== undefined || j.reserva !== undefined)
      .map((j) => [j.id_player, { rol: j.rol ?? null, reserva: j.reserva ?? false }]),
  );

/** The extras an opening starts with («Corregir», or an event's template: unassigned, id_player 0). */
export const extrasDe = (inicial: DistribucionParaCorregir | null): ExtraForm[] =>
  (inicial?.extras ?? []).map((e) => ({ concepto: e.concepto, silver: e.silver, id_player: e.id_player || null }));

/** The weight the template gives a chosen player; undefined where it says nothing (no role known, or a role it does not weigh). */
function pesoDe(p: PlantillaElegida, roles: RolesDeJugadores, id: number): number | undefined {
  const r = roles.get(id);
  if (!r) return undefined;
  if (!r.reserva && (r.rol === null || p.reglas.pesos[r.rol] === undefined)) return undefined;
  return pesoDePlantilla(p.reglas, { rol: r.rol, reserva: r.reserva });
}

/**
 * Choosing a template: the tax (the breakdown switched on), the weights of the chosen players where it
 * says, its fixed extras (an extra of the same label keeps its player). Every value stays editable.
 */
export function aplicarPlantilla<D extends { impuesto_pct: number }>(
  p: PlantillaElegida,
  actual: { jugadores: number[]; pesos: Record<string, number | null>; desglose: D | null; extras?: ExtraForm[] | undefined },
  roles: RolesDeJugadores,
  desgloseInicial: (impuestoPct: number) => D,
) {
  const pesos = { ...actual.pesos };
  for (const id of actual.jugadores) {
    const peso = pesoDe(p, roles, id);
    if (peso !== undefined) pesos[id] = peso;
  }
  const extras = p.reglas.extras.map((e) => ({
    ...e,
    id_player: (actual.extras ?? []).find((x) => x.concepto === e.concepto)?.id_player ?? null,
  }));
  const desglose = { ...(actual.desglose ?? desgloseInicial(p.reglas.impuesto_pct)), impuesto_pct: p.reglas.impuesto_pct };
  return { pesos, extras, desglose, base: baseDe(pesos) };
}

export const baseDe = (pesos: Record<string, number | null>): BaseDePlantilla => ({
  pesos: Object.fromEntries(Object.entries(pesos).filter((e): e is [string, number] => e[1] !== null)),
});

/** Σ assigned extras per player (the split pays them before the rest by weight). */
export function extrasPorJugador(extras: readonly ExtraForm[] | undefined): Map<number, number> {
  const m = new Map<number, number>();
  for (const e of extras ?? [])
    if (e.id_player !== null && e.silver !== null) m.set(e.id_player, (m.get(e.id_player) ?? 0) + e.silver);
  return m;
}

/** Each extra's problem (its index and sentence): no label, no silver, or no player of the list. */
export function problemasDeExtras(extras: readonly ExtraForm[], jugadores: readonly number[]): { i: number; mensaje: string }[] {
  const t = textosPlantillaDist.t;
  return extras.flatMap((e, i) => {
    const mensaje =
      e.concepto.trim() === ''
        ? t('extras.sinConcepto')
        : e.silver === null || e.silver <= 0
          ? t('extras.sinPlata')
          : e.id_player === null || !jugadores.includes(e.id_player)
            ? t('extras.sinJugador')
            : null;
    return mensaje === null ? [] : [{ i, mensaje }];
  });
}

/** Why the extras leave nothing to split (undefined while something remains). */
export function extrasSinResto(silver: number, extras: readonly ExtraForm[]): string | undefined {
  const suma = extras.reduce((a, e) => a + (e.silver ?? 0), 0);
  if (suma === 0 || suma < silver) return undefined;
  const { plata } = formato();
  return textosPlantillaDist.t('extras.superan', { extras: plata(suma), silver: plata(silver) });
}

/** The extras as the wire has them (only assigned ones reach here: the form refuses the others). */
export const extrasParaEnviar = (extras: readonly ExtraForm[]): ExtraDistribucion[] =>
  extras.map((e) => ({ concepto: e.concepto.trim(), silver: e.silver ?? 0, id_player: e.id_player ?? 0 }));

const peso = (p: number) => (formato().idioma === 'en' ? String(p) : formatPeso(p));

/**
 * The confirmation's two lines: «De la plantilla ZvZ (v3): impuesto 10 %, caller ×1,5, Looter +$200.000
 * para aldrakar» and «Cambiado a mano: …» (null when nothing was).
 */
export function lineasDePlantilla(
  p: PlantillaElegida,
  base: BaseDePlantilla,
  actual: {
    impuesto_pct: number | null;
    jugadores: { id: number; nickname: string }[];
    pesos: Record<string, number | null>;
    extras: readonly ExtraForm[];
  },
  roles: RolesDeJugadores,
): { de: string; aMano: string | null } {
  const t = textosPlantillaDist.t;
  const { plata } = formato();
  const nick = (id: number | null) => actual.jugadores.find((j) => j.id === id)?.nickname ?? '?';
  const de: string[] = [];
  const aMano: string[] = [];
  const pct = p.reglas.impuesto_pct;
  if (actual.impuesto_pct === pct) de.push(t('conf.impuesto', { pct }));
  else if (actual.impuesto_pct !== null) aMano.push(t('conf.impuestoCambiado', { pct: actual.impuesto_pct, plantilla: pct }));
  const elegidos = actual.jugadores.map((j) => roles.get(j.id)).filter((r) => r !== undefined);
  for (const [rol, w] of Object.entries(p.reglas.pesos) as [RolEvento, number][])
    if (elegidos.some((r) => !r.reserva && r.rol === rol)) de.push(t('conf.rol', { rol: nombreRolEvento(rol), peso: peso(w) }));
  if (elegidos.some((r) => r.reserva)) de.push(t('conf.reserva', { peso: peso(p.reglas.peso_reserva) }));
  for (const e of p.reglas.extras) {
    const ahora = actual.extras.find((x) => x.concepto.trim() === e.concepto);
    if (!ahora) aMano.push(t('conf.extraQuitado', { concepto: e.concepto }));
    else if (ahora.silver === e.silver)
      de.push(t('conf.extraPara', { concepto: e.concepto, silver: plata(e.silver), nickname: nick(ahora.id_player) }));
  }
  for (const e of actual.extras)
    if (!p.reglas.extras.some((x) => x.concepto === e.concepto.trim() && x.silver === e.silver))
      aMano.push(t('conf.extraPara', { concepto: e.concepto.trim(), silver: plata(e.silver ?? 0), nickname: nick(e.id_player) }));
  if (p.reglas.regear_primero) de.push(t('conf.regearPrimero'));
  for (const j of actual.jugadores) {
    const ahora = actual.pesos[j.id] ?? 1;
    if ((base.pesos[j.id] ?? 1) !== ahora) aMano.push(t('conf.peso', { nickname: j.nickname, peso: peso(ahora) }));
  }
  return {
    de: t('conf.de', { nombre: p.nombre, version: p.version, valores: de.join(', ') || '—' }),
    aMano: aMano.length ? t('conf.aMano', { valores: aMano.join(', ') }) : null,
  };
}
