// Under the silver of a new distribution: each player's share and what the guild keeps of the
// division (docs/domain.md, "Money rules": shares are floored, the remainder is the guild's), so that
// 1.000.001 among 3 says where the 1 goes before «Crear».
import { formatSilver } from '@reparto/contract';

export function RestoDelGremio({
  silver,
  jugadores,
  porJugador,
  resto,
}: {
  silver: number | null;
  jugadores: number;
  /** The equal share (null with weights). */
  porJugador: number | null;
  /** What the division leaves to the guild (null until there are silver and players). */
  resto: number | null;
}) {
  if (silver === null || resto === null || jugadores === 0) return null;
  return (
    <p className="dist-muted" aria-live="polite" data-testid="resto-gremio">
      {porJugador !== null ? `${formatSilver(porJugador)} por jugador entre ${jugadores} · ` : null}
      El gremio se queda {formatSilver(resto)} del reparto
    </p>
  );
}
