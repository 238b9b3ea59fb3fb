// «Aprobar» and «Rechazar» on a pending claim (TESORERO or LIDER). The dialogs load on demand.
import { useState } from 'react';
import type { Reclamo } from '@reparto/contract';
import { BotonFila } from '../../../components/boton-fila';
import { MountWhenOpened, onDemand } from '../../../lib/lazy-on-demand';

const AprobarDialog = onDemand(() => import('./aprobar-dialog').then((m) => m.AprobarDialog));
const RechazarDialog = onDemand(() => import('./rechazar-dialog').then((m) => m.RechazarDialog));

export function RevisarAcciones({ reclamo }: { reclamo: Reclamo }) {
  const [abierto, setAbierto] = useState<'aprobar' | 'rechazar' | null>(null);
  if (reclamo.estado !== 'pendiente') return null;
  const cerrar = () => setAbierto(null);
  return (
    <>
      <BotonFila
        label="Aprobar"
        nombre={`Aprobar el reclamo ${reclamo.id_reclamo} de ${reclamo.nickname}`}
        icon="pi pi-check"
        severity="success"
        outlined
        onClick={() => setAbierto('aprobar')}
      />
      <BotonFila
        label="Rechazar"
        nombre={`Rechazar el reclamo ${reclamo.id_reclamo} de ${reclamo.nickname}`}
        icon="pi pi-times"
        severity="danger"
        outlined
        onClick={() => setAbierto('rechazar')}
      />
      <MountWhenOpened open={abierto === 'aprobar'}>
        {abierto === 'aprobar' ? <AprobarDialog.Component reclamo={reclamo} onHide={cerrar} /> : null}
      </MountWhenOpened>
      <MountWhenOpened open={abierto === 'rechazar'}>
        {abierto === 'rechazar' ? <RechazarDialog.Component reclamo={reclamo} onHide={cerrar} /> : null}
      </MountWhenOpened>
    </>
  );
}
