import { TOP_DIAS } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodos } from '../textos';
import { useTopCreadores } from '../api/get-top-creadores';
import { TopCard } from './top-list';

/** TOP content creators: most silver of live distributions in the last 30 days, top 3 (docs/domain.md, "Screens and texts"). */
export function TopCreadoresCard() {
  const t = useTextos(textosPeriodos);
  const { plata } = useFormato();
  return (
    <TopCard
      titulo={t('top.creadores')}
      subtitulo={t('top.creadoresSub', { dias: TOP_DIAS })}
      consulta={useTopCreadores()}
      sinCargar={t('top.creadoresError')}
      vacio={t('top.creadoresVacio', { dias: TOP_DIAS })}
      fila={(c, i) => (
        <li key={c.nickname} className="top-item">
          <span className="top-position" aria-hidden="true">
            <i className="pi pi-star-fill" />
            {i + 1}
          </span>
          <span className="top-nickname">{c.nickname}</span>
          <span className="top-silver">{plata(c.silver_app)}</span>
        </li>
      )}
    />
  );
}
