// «Aprobar» and «Rechazar» on a pending claim, «Rechazar» on an approved one not paid yet (TESORERO or
// LIDER; docs/regear.md, "Review"). None on the reviewer's own player's claim, except for the leader
// (the server says whether another officer exists). The dialogs load on demand.
import { useState } from 'react';
import { esLider, type EstadoReclamo, type Reclamo } from '@reparto/contract';
import { cargosDe, useSession } from '../../../lib/session';
import { BotonFila } from '../../../components/boton-fila';
import { useTextos } from '../../../lib/i18n/textos';
import { MountWhenOpened, onDemand } from '../../../lib/lazy-on-demand';
import { textosRegear } from '../textos';
import { REVISION, REVISIONES, nombreBotonRevision, type Revision } from './revision';

const DIALOGO = {
  aprobar: onDemand(() => import('./aprobar-dialog').then((m) => m.AprobarDialog)),
  rechazar: onDemand(() => import('./rechazar-dialog').then((m) => m.RechazarDialog)),
};

/** The verdicts a claim in each state still takes. */
const POSIBLES: Record<EstadoReclamo, readonly Revision[]> = {
  pendiente: REVISIONES,
  aprobado: ['rechazar'],
  rechazado: [],
  pagado: [],
};

export function RevisarAcciones({ reclamo }: { reclamo: Reclamo }) {
  const t = useTextos(textosRegear);
  const session = useSession();
  const [abierto, setAbierto] = useState<Revision | null>(null);
  const propio = session.nickname !== null && session.nickname.toLowerCase() === reclamo.nickname.toLowerCase();
  const posibles = propio && !esLider(cargosDe(session)) ? [] : POSIBLES[reclamo.estado];
  if (posibles.length === 0) return null;
  const cerrar = () => setAbierto(null);
  return (
    <>
      {posibles.map((r) => (
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
