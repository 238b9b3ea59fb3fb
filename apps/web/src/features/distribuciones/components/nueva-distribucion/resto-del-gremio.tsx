// Under the silver of a new distribution: each player's share and what the guild keeps — the breakdown's
// tax and the remainder of the division (docs/domain.md, "Money rules": shares are floored, the
// remainder is the guild's) — so that 1.000.001 among 3 says where the 1 goes before «Crear».
import { elGremioSeQueda } from './gremio-se-queda';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import { useFormato } from '../../../../lib/i18n/formato';

export function RestoDelGremio({
  silver,
  jugadores,
  porJugador,
  resto,
  impuesto,
}: {
  silver: number | null;
  jugadores: number;
  /** The equal share (null with weights). */
  porJugador: number | null;
  /** What the division leaves to the guild (null until there are silver and players). */
  resto: number | null;
  /** The breakdown's tax (0 without one). */
  impuesto: number;
}) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  if (silver === null || resto === null || jugadores === 0) return null;
  return (
    <p className="dist-muted" aria-live="polite" data-testid="resto-gremio">
      {porJugador !== null ? `${t('resto.porJugador', { silver: plata(porJugador), n: jugadores })} · ` : null}
      {elGremioSeQueda(impuesto, resto)}
    </p>
  );
}
