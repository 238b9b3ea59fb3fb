// «Regear» (docs/regear.md): claim the gear lost in a death read from the killboard, and the claims
// with their states. TESORERO and LIDER (revisaRegear) land on «Reclamos», the review queue, named with
// its pending count; «Reclamar» is the other tab. Every other account sees both sections, one under the
// other. Signed-in accounts only.
import { useState } from 'react';
import { Link } from 'react-router';
import { revisaRegear } from '@reparto/contract';
import { paths } from '../../config/paths';
import { useTextos } from '../../lib/i18n/textos';
import { cargosDe, useSession } from '../../lib/session';
import { useReclamos } from './api/get-reclamos';
import { ReclamarSeccion } from './components/reclamar-seccion';
import { ReclamosSeccion } from './components/reclamos-seccion';
import { conElementos } from './components/texto-rico';
import { textosRegear } from './textos';
import './regear.css';

type Pestana = 'reclamos' | 'reclamar';
const PESTANAS: readonly Pestana[] = ['reclamos', 'reclamar'];

/** A reviewer's two tabs: the queue first (with its pending count), then «Reclamar». */
function PestanasRevisor() {
  const t = useTextos(textosRegear);
  const [activa, setActiva] = useState<Pestana>('reclamos');
  // The count of the queue: the first page of the pending claims (the list's own query).
  const pendientes = useReclamos({ estado: 'pendiente' }, 1).data?.count;
  const nombre = (p: Pestana) =>
    p === 'reclamar'
      ? t('pagina.tabReclamar')
      : pendientes === undefined
        ? t('pagina.tabReclamos')
        : t('pagina.tabPendientes', { n: pendientes });
  return (
    <>
      <div role="tablist" aria-label={t('pagina.secciones')} className="regear-tabs">
        {PESTANAS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`regear-tab-${p}`}
            aria-selected={activa === p}
            aria-controls={`regear-panel-${p}`}
            tabIndex={activa === p ? 0 : -1}
            className="p-button p-component p-button-text p-button-sm"
            onClick={() => setActiva(p)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const otra = PESTANAS.find((x) => x !== p)!;
              setActiva(otra);
              document.getElementById(`regear-tab-${otra}`)?.focus();
            }}
          >
            <span className="p-button-label p-c">{nombre(p)}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`regear-panel-${activa}`} aria-labelledby={`regear-tab-${activa}`}>
        {activa === 'reclamos' ? <ReclamosSeccion /> : <ReclamarSeccion />}
      </div>
    </>
  );
}

export default function RegearPage() {
  const t = useTextos(textosRegear);
  const revisa = revisaRegear(cargosDe(useSession()));
  return (
    <div className="regear-page">
      <h1 className="page-title">{t('pagina.titulo')}</h1>
      <p className="regear-intro">
        {conElementos((v) => t('pagina.intro', v), {
          enlace: <Link to={paths.reglasRegear}>{t('pagina.introEnlace')}</Link>,
        })}
      </p>
      {revisa ? (
        <PestanasRevisor />
      ) : (
        <>
          <ReclamarSeccion />
          <ReclamosSeccion />
        </>
      )}
    </div>
  );
}
