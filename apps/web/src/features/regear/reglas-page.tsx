// «Reglas de regear» (docs/regear.md, "Rules"): which slots count, tier and item-power limits, the price
// mode, caps and market cities. The leader edits them (editaReglasRegear); everyone else reads them.
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { editaReglasRegear } from '@reparto/contract';
import { errorMessage } from '../../lib/api-client';
import { useTextos } from '../../lib/i18n/textos';
import { cargosDe, useSession } from '../../lib/session';
import { useReglasRegear } from './api/reglas';
import { ReglasForm } from './components/reglas-form';
import { textosRegear } from './textos';
import './regear.css';

export default function ReglasRegearPage() {
  const t = useTextos(textosRegear);
  const session = useSession();
  const edita = editaReglasRegear(cargosDe(session));
  const reglas = useReglasRegear();
  return (
    <div className="regear-page regear-reglas">
      <h1 className="page-title">{t('reglas.titulo')}</h1>
      {edita ? null : <Message severity="info" text={t('reglas.soloLider')} />}
      {reglas.isPending ? (
        <Skeleton height="20rem" />
      ) : reglas.isError ? (
        <Message severity="error" text={t('reglas.errorCarga', { error: errorMessage(reglas.error) })} />
      ) : (
        <ReglasForm key={JSON.stringify(reglas.data)} reglas={reglas.data} edita={edita} />
      )}
    </div>
  );
}
