// «Reglas de regear» (docs/regear.md, "Rules"): which slots count, tier and item-power limits, the price
// mode, caps and market cities. The leader edits them (editaReglasRegear); everyone else reads them.
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { editaReglasRegear } from '@reparto/contract';
import { errorMessage } from '../../lib/api-client';
import { cargosDe, useSession } from '../../lib/session';
import { useReglasRegear } from './api/reglas';
import { ReglasForm } from './components/reglas-form';
import './regear.css';

export default function ReglasRegearPage() {
  const session = useSession();
  const edita = editaReglasRegear(cargosDe(session));
  const reglas = useReglasRegear();
  return (
    <div className="regear-page regear-reglas">
      <h1 className="page-title">Reglas de regear</h1>
      {edita ? null : <Message severity="info" text="Solo el líder cambia las reglas de regear: aquí puede consultarlas." />}
      {reglas.isPending ? (
        <Skeleton height="20rem" />
      ) : reglas.isError ? (
        <Message severity="error" text={`No se pudieron cargar las reglas: ${errorMessage(reglas.error)}`} />
      ) : (
        <ReglasForm key={JSON.stringify(reglas.data)} reglas={reglas.data} edita={edita} />
      )}
    </div>
  );
}
