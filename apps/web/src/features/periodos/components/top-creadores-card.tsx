import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import { formatSilver, TOP_DIAS } from '@reparto/contract';
import { useTopCreadores } from '../api/get-top-creadores';
import { TOP_LIST_HEIGHT } from './top-list';

/** TOP content creators: most silver of live distributions in the last 30 days, top 3 (docs/domain.md, "Screens and texts"). */
export function TopCreadoresCard() {
  const { data, isPending, isError } = useTopCreadores();
  return (
    <Card
      title="TOP Creadores de contenido"
      subTitle={`Mayor margen de ganancia de los últimos ${TOP_DIAS} días`}
      className="periodos-card"
    >
      {isPending ? (
        <Skeleton height={TOP_LIST_HEIGHT} />
      ) : isError ? (
        <p className="card-empty">No se pudo cargar el TOP de creadores</p>
      ) : data.message.length === 0 ? (
        <p className="card-empty">Sin contenido en los últimos {TOP_DIAS} días</p>
      ) : (
        <ol className="top-list" aria-label="TOP Creadores de contenido">
          {data.message.map((c, i) => (
            <li key={c.nickname} className="top-item">
              <span className="top-position" aria-hidden="true">
                <i className="pi pi-star-fill" />
                {i + 1}
              </span>
              <span className="top-nickname">{c.nickname}</span>
              <span className="top-silver">{formatSilver(c.silver_app)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
