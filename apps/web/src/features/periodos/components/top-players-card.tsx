import { formatSilver, TOP_DIAS } from '@reparto/contract';
import { useTopPlayers } from '../api/get-top-players';
import { JugadorLink } from '../../../components/jugador-link';
import { MedalIcon } from './medal-icon';
import { TopCard } from './top-list';

/** TOP Players: highest individual earnings of the last 30 days, top 3, with medals (docs/domain.md, "Screens and texts"). */
export function TopPlayersCard() {
  return (
    <TopCard
      titulo="TOP Players"
      subtitulo={`Mayores ganancias de los últimos ${TOP_DIAS} días`}
      consulta={useTopPlayers()}
      sinCargar="No se pudo cargar el TOP de jugadores"
      vacio={`Sin ganancias en los últimos ${TOP_DIAS} días`}
      fila={(p, i) => (
        <li key={p.nickname} className="top-item">
          <MedalIcon position={i as 0 | 1 | 2} />
          <JugadorLink nickname={p.nickname} className="top-nickname" />
          <span className="top-silver">{formatSilver(p.total_silver_unitario)}</span>
        </li>
      )}
    />
  );
}
