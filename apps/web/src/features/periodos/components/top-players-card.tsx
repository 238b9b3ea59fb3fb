import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import { formatSilver, TOP_DIAS } from '@reparto/contract';
import { useTopPlayers } from '../api/get-top-players';
import { JugadorLink } from '../../../components/jugador-link';
import { MedalIcon } from './medal-icon';
import { TOP_LIST_HEIGHT } from './top-list';

/** TOP Players: highest individual earnings of the last 30 days, top 3, with medals (docs/domain.md, "Screens and texts"). */
export function TopPlayersCard() {
  const { data, isPending, isError } = useTopPlayers();
  return (
    <Card title="TOP Players" subTitle={`Mayores ganancias de los últimos ${TOP_DIAS} días`} className="periodos-card">
      {isPending ? (
        <Skeleton height={TOP_LIST_HEIGHT} />
      ) : isError ? (
        <p className="card-empty">No se pudo cargar el TOP de jugadores</p>
      ) : data.message.length === 0 ? (
        <p className="card-empty">Sin ganancias en los últimos {TOP_DIAS} días</p>
      ) : (
        <ol className="top-list" aria-label="TOP Players">
          {data.message.map((p, i) => (
            <li key={p.nickname} className="top-item">
              <MedalIcon position={i as 0 | 1 | 2} />
              <JugadorLink nickname={p.nickname} className="top-nickname" />
              <span className="top-silver">{formatSilver(p.total_silver_unitario)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
