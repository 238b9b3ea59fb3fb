import { formatSilver, TOP_DIAS } from '@reparto/contract';
import { useTopCreadores } from '../api/get-top-creadores';
import { TopCard } from './top-list';

/** TOP content creators: most silver of live distributions in the last 30 days, top 3 (docs/domain.md, "Screens and texts"). */
export function TopCreadoresCard() {
  return (
    <TopCard
      titulo="TOP Creadores de contenido"
      subtitulo={`Mayor margen de ganancia de los últimos ${TOP_DIAS} días`}
      consulta={useTopCreadores()}
      sinCargar="No se pudo cargar el TOP de creadores"
      vacio={`Sin contenido en los últimos ${TOP_DIAS} días`}
      fila={(c, i) => (
        <li key={c.nickname} className="top-item">
          <span className="top-position" aria-hidden="true">
            <i className="pi pi-star-fill" />
            {i + 1}
          </span>
          <span className="top-nickname">{c.nickname}</span>
          <span className="top-silver">{formatSilver(c.silver_app)}</span>
        </li>
      )}
    />
  );
}
