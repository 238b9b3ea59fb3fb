// The regear lines of the reconciliation (docs/conciliacion.md): the period's approved and paid claims,
// each against what the log moved to its player (the server decides the outcome: the claim alone, the
// player's regear, or share plus regear). Mismatches first, as the shares' review (tabla-revision.tsx).
import type { ConciliacionRegearRow } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';
import { TablaRevision } from './tabla-revision';

export function RevisionRegear({ filas }: { filas: ConciliacionRegearRow[] }) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  if (filas.length === 0) return null;
  return (
    <TablaRevision
      filas={filas}
      caption={<caption className="conciliacion-caption">{t('conc.regear')}</caption>}
      testId="conciliacion-regear"
      columnas={[
        { header: t('regear'), celda: (f) => `#${f.id_reclamo}` },
        { header: t('nickname'), celda: (f) => f.nickname },
        { header: t('reclamo.aprobado'), celda: (f) => plata(f.silver) },
      ]}
      clave={(f) => f.id_reclamo}
      testIdFila={(f) => `conciliacion-regear-${f.id_reclamo}`}
    />
  );
}
