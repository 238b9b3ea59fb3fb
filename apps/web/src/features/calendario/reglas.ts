// The calendar's rules as the screen shows them (docs/calendario.md): which roles an event takes and
// how full each is, whether a member may still sign up, and why a button is off. The server checks
// them again; its answer (a 400 after the deadline, a 409 for a full role or a cancelled event) is the
// truth the screen shows.
import {
  ROLES_EVENTO,
  type EstadoApuntarse,
  type EstadoInscripcion,
  type Evento,
  type Inscripcion,
  type RolEvento,
} from '@reparto/contract';

/** The states that take a slot of their role: a backup («reserva») and «No voy» take none. */
const OCUPAN = new Set<Inscripcion['estado']>(['apuntado', 'confirmado']);

/** The roles the event takes (a slot or more), in the contract's order; every role when it names none. */
export function rolesDelEvento(evento: Pick<Evento, 'huecos'>): RolEvento[] {
  const conHuecos = ROLES_EVENTO.filter((r) => (evento.huecos[r] ?? 0) > 0);
  return conHuecos.length > 0 ? conHuecos : [...ROLES_EVENTO];
}

/** The slots of a role taken, and how many there are. */
export function ocupacion(evento: Pick<Evento, 'huecos' | 'inscripciones'>, rol: RolEvento) {
  const ocupados = evento.inscripciones.filter((i) => i.rol === rol && OCUPAN.has(i.estado)).length;
  return { ocupados, total: evento.huecos[rol] ?? 0 };
}

/** The sign-up of the reader's player, found by nickname (the session's); null when none. */
export const inscripcionDe = (evento: Pick<Evento, 'inscripciones'>, nickname: string | null): Inscripcion | null =>
  (nickname !== null && evento.inscripciones.find((i) => i.nickname === nickname)) || null;

export const inscripcionesCerradas = (evento: Pick<Evento, 'cierre_inscripcion'>, ahora: number) =>
  ahora >= Date.parse(evento.cierre_inscripcion);

export const haTerminado = (evento: Pick<Evento, 'fin'>, ahora: number) => ahora >= Date.parse(evento.fin);

/** Whether the reader's sign-up already says this (a confirmed player counts as signed up). */
export function yaDice(propia: Inscripcion | null, estado: EstadoApuntarse, rol: RolEvento): boolean {
  if (!propia || propia.rol !== rol) return false;
  return propia.estado === estado || (estado === 'apuntado' && propia.estado === 'confirmado');
}

/** Why a member's button is off: the event cancelled, the deadline passed, the role full; null: it is on. */
export type MotivoBloqueo = 'cancelado' | 'cerrado' | 'completo' | 'yaDice' | null;

export function motivoBloqueo(
  evento: Pick<Evento, 'estado' | 'cierre_inscripcion' | 'huecos' | 'inscripciones'>,
  propia: Inscripcion | null,
  estado: EstadoApuntarse,
  rol: RolEvento,
  ahora: number,
): MotivoBloqueo {
  if (evento.estado === 'cancelado') return 'cancelado';
  if (inscripcionesCerradas(evento, ahora)) return 'cerrado';
  if (yaDice(propia, estado, rol)) return 'yaDice';
  if (estado === 'apuntado') {
    const { ocupados, total } = ocupacion(evento, rol);
    // The reader's own slot in this role is theirs already: it does not make the role full for them.
    const mio = propia && propia.rol === rol && OCUPAN.has(propia.estado) ? 1 : 0;
    if (ocupados - mio >= total) return 'completo';
  }
  return null;
}

/** The order of the sign-up list: confirmed, signed up, backup, not going; then by the time they said it. */
export const ORDEN_ESTADOS = ['confirmado', 'apuntado', 'reserva', 'no_va'] as const satisfies readonly EstadoInscripcion[];
export const porEstado = (inscripciones: readonly Inscripcion[]): Inscripcion[] =>
  [...inscripciones].sort(
    (a, b) => ORDEN_ESTADOS.indexOf(a.estado) - ORDEN_ESTADOS.indexOf(b.estado) || a.fecha.localeCompare(b.fecha),
  );

/** The events still to come or under way (by start), and those ended (the latest first). */
export function proximosYRecientes(eventos: readonly Evento[], ahora: number): { proximos: Evento[]; recientes: Evento[] } {
  const proximos = eventos.filter((e) => !haTerminado(e, ahora)).sort((a, b) => a.inicio.localeCompare(b.inicio));
  const recientes = eventos.filter((e) => haTerminado(e, ahora)).sort((a, b) => b.inicio.localeCompare(a.inicio));
  return { proximos, recientes };
}
