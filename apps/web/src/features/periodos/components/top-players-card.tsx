import { TOP_DIAS } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodos } from '../textos';
import { useTopPlayers } from '../api/get-top-players';
import { JugadorLink } from '../../../components/jugador-link';
import { MedalIcon } from './medal-icon';
import { TopCard } from './top-list';

/** TOP Players: highest individual earnings of the last 30 days, top 3, with medals (docs/domain.md, "Screens and texts"). */
export function TopPlayersCard() {
  const t = useTextos(textosPeriodos);
  const { plata } = useFormato();
  return (
    <TopCard
      titulo={t('top.players')}
      subtitulo={t('top.playersSub', { dias: TOP_DIAS })}
      consulta={useTopPlayers()}
      sinCargar={t('top.playersError')}
      vacio={t('top.playersVacio', { dias: TOP_DIAS })}
      fila={(p, i) => (
        <li key={p.nickname} className="top-item">
          <MedalIcon position={i as 0 | 1 | 2} />
          <JugadorLink nickname={p.nickname} className="top-nickname" />
          <span className="top-silver">{plata(p.total_silver_unitario)}</span>
        </li>
      )}
    />
  );
}
