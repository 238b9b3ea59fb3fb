import { useMemo, useState } from 'react';
import type { JugadorOpcion } from '@reparto/contract';
import { useJugadoresSelect } from '../../api/get-jugadores-select';

/**
 * The players to choose from: the active ones, plus the ones registered here until the list reloads
 * (and those a form starts with, named before the list arrives).
 */
export function useOpcionesJugadores(enabled: boolean, iniciales: JugadorOpcion[] = []) {
  const lista = useJugadoresSelect(enabled);
  const [extra, setExtra] = useState<JugadorOpcion[]>(() =>
    iniciales.map(({ id_player, nickname }) => ({ id_player, nickname })),
  );
  const opciones = useMemo(() => {
    const byId = new Map<number, JugadorOpcion>();
    for (const j of lista.data ?? []) byId.set(j.id_player, j);
    for (const j of extra) if (!byId.has(j.id_player)) byId.set(j.id_player, j);
    return [...byId.values()].sort((a, b) => a.nickname.localeCompare(b.nickname));
  }, [lista.data, extra]);
  const nickOf = useMemo(() => new Map(opciones.map((o) => [o.id_player, o.nickname])), [opciones]);
  return {
    lista,
    opciones,
    /** The chosen ids with their nicknames (`#id` for one not in the list). */
    nicknames: (ids: number[]) => ids.map((id) => ({ id, nickname: nickOf.get(id) ?? `#${id}` })),
    recordar: (nuevos: JugadorOpcion[]) => setExtra((prev) => [...prev, ...nuevos]),
  };
}
