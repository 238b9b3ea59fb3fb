// «Regear» (docs/regear.md): claim the gear lost in a death read from the killboard, and the claims
// with their states; TESORERO and LIDER review the pending ones here. Signed-in accounts only.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTextos } from '../../lib/i18n/textos';
import { ReclamarSeccion } from './components/reclamar-seccion';
import { ReclamosSeccion } from './components/reclamos-seccion';
import { conElementos } from './components/texto-rico';
import { textosRegear } from './textos';
import './regear.css';

export default function RegearPage() {
  const t = useTextos(textosRegear);
  return (
    <div className="regear-page">
      <h1 className="page-title">{t('pagina.titulo')}</h1>
      <p className="regear-intro">
        {conElementos((v) => t('pagina.intro', v), {
          enlace: <Link to={paths.reglasRegear}>{t('pagina.introEnlace')}</Link>,
        })}
      </p>
      <ReclamarSeccion />
      <ReclamosSeccion />
    </div>
  );
}
