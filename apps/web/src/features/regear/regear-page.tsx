// «Regear» (docs/regear.md): claim the gear lost in a death read from the killboard, and the claims
// with their states; TESORERO and LIDER review the pending ones here. Signed-in accounts only.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ReclamarSeccion } from './components/reclamar-seccion';
import { ReclamosSeccion } from './components/reclamos-seccion';
import './regear.css';

export default function RegearPage() {
  return (
    <div className="regear-page">
      <h1 className="page-title">Regear</h1>
      <p className="regear-intro">
        El equipo perdido en contenido del gremio se reclama desde el killboard, se revisa con las{' '}
        <Link to={paths.reglasRegear}>reglas de regear</Link> y se paga con el periodo.
      </p>
      <ReclamarSeccion />
      <ReclamosSeccion />
    </div>
  );
}
