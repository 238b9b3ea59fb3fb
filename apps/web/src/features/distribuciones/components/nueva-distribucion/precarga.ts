import { useEffect, useRef, useState } from 'react';
import type { JugadorOpcion } from '@reparto/contract';

/** A distribution to correct: its players by nickname (the list gives their ids), silver and reason. */
export interface BorradorInicial {
  nicknames: string[];
  silver: number;
  motivo: string;
}

/**
 * «Corregir»: once the active players are known, the distribution's players are chosen again by
 * nickname. Answers the ones no longer active, for the dialog to name instead of leaving them out.
 */
export function usePrecarga(
  inicial: BorradorInicial | null,
  activos: JugadorOpcion[] | undefined,
  agregar: (jugadores: JugadorOpcion[]) => void,
): string[] {
  const hecho = useRef(false);
  const [faltan, setFaltan] = useState<string[]>([]);
  useEffect(() => {
    if (!inicial || !activos || hecho.current) return;
    hecho.current = true;
    const porNickname = new Map(activos.map((j) => [j.nickname, j]));
    agregar(inicial.nicknames.flatMap((n) => porNickname.get(n) ?? []));
    setFaltan(inicial.nicknames.filter((n) => !porNickname.has(n)));
  }, [inicial, activos, agregar]);
  return faltan;
}
