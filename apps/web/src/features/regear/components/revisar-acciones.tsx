// «Aprobar» and «Rechazar» on a pending claim (TESORERO or LIDER). The dialogs load on demand.
import { useState } from 'react';
import type { Reclamo } from '@reparto/contract';
import { BotonFila } from '../../../components/boton-fila';
import { useTextos } from '../../../lib/i18n/textos';
import { MountWhenOpened, onDemand } from '../../../lib/lazy-on-demand';
import { textosRegear } from '../textos';
import { REVISION, REVISIONES, nombreBotonRevision, type Revision } from './revision';

const DIALOGO = {
  aprobar: onDemand(() => import('./aprobar-dialog').then((m) => m.AprobarDialog)),
  rechazar: onDemand(() => import('./rechazar-dialog').then((m) => m.RechazarDialog)),
};

export function RevisarAcciones({ reclamo }: { reclamo: Reclamo }) {
  const t = useTextos(textosRegear);
  const [abierto, setAbierto] = useState<Revision | null>(null);
  if (reclamo.estado !== 'pendiente') return null;
  const cerrar = () => setAbierto(null);
  return (
    <>
      {REVISIONES.map((r) => (
        <BotonFila
          key={r}
          label={t(REVISION[r].verbo)}
          nombre={nombreBotonRevision(t, r, reclamo)}
          icon={REVISION[r].icon}
          severity={REVISION[r].severity}
          outlined
          onClick={() => setAbierto(r)}
        />
      ))}
      {REVISIONES.map((r) => {
        const Dialogo = DIALOGO[r].Component;
        return (
          <MountWhenOpened key={r} open={abierto === r}>
            {abierto === r ? <Dialogo reclamo={reclamo} onHide={cerrar} /> : null}
          </MountWhenOpened>
        );
      })}
    </>
  );
}
