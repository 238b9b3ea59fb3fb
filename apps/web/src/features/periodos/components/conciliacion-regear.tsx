// The regear lines of the reconciliation (docs/conciliacion.md): the period's approved and paid claims,
// each against what the log moved to its player (the server decides the outcome: the claim alone, the
// player's regear, or share plus regear). Mismatches first, as the shares' review.
import { Tag } from 'primereact/tag';
import type { ConciliacionRegearRow, EstadoConciliacion } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

/** Each outcome of the review: its tag (catalogue key, colour) and its place in the list. */
export const ESTADO_CONCILIACION = {
  difiere: { clave: 'conc.difiere', severity: 'danger', orden: 0 },
  sin_movimiento: { clave: 'conc.sinMovimiento', severity: 'warning', orden: 1 },
  coincide: { clave: 'conc.coincide', severity: 'success', orden: 2 },
} as const satisfies Record<EstadoConciliacion, { clave: string; severity: 'success' | 'danger' | 'warning'; orden: number }>;
const ESTADO = ESTADO_CONCILIACION;

export function RevisionRegear({ filas }: { filas: ConciliacionRegearRow[] }) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  if (filas.length === 0) return null;
  const ordenadas = [...filas].sort((a, b) => ESTADO[a.estado].orden - ESTADO[b.estado].orden);
  return (
    <table className="conciliacion-tabla" data-testid="conciliacion-regear">
      <caption className="conciliacion-caption">{t('conc.regear')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('regear')}</th>
          <th scope="col">{t('nickname')}</th>
          <th scope="col">{t('reclamo.aprobado')}</th>
          <th scope="col">{t('conc.movido')}</th>
          <th scope="col">{t('conc.revision')}</th>
        </tr>
      </thead>
      <tbody>
        {ordenadas.map((f) => (
          <tr key={f.id_reclamo} data-testid={`conciliacion-regear-${f.id_reclamo}`}>
            <td>#{f.id_reclamo}</td>
            <td>{f.nickname}</td>
            <td>{plata(f.silver)}</td>
            <td>{plata(f.movido)}</td>
            <td>
              <Tag severity={ESTADO[f.estado].severity} value={t(ESTADO[f.estado].clave)} />
              {f.esta_pagado ? <span className="conciliacion-pagado"> · {t('conc.pagado')}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
