// The regear lines of the reconciliation (docs/conciliacion.md): the period's approved and paid claims,
// each against what the log moved to its player (the server decides the outcome: the claim alone, the
// player's regear, or share plus regear). Mismatches first, as the shares' review.
import { Tag } from 'primereact/tag';
import { formatSilver, type ConciliacionRegearRow, type EstadoConciliacion } from '@reparto/contract';

const ESTADO: Record<EstadoConciliacion, { texto: string; severity: 'success' | 'danger' | 'warning'; orden: number }> = {
  difiere: { texto: 'Difiere', severity: 'danger', orden: 0 },
  sin_movimiento: { texto: 'Sin movimiento', severity: 'warning', orden: 1 },
  coincide: { texto: 'Coincide', severity: 'success', orden: 2 },
};

export function RevisionRegear({ filas }: { filas: ConciliacionRegearRow[] }) {
  if (filas.length === 0) return null;
  const ordenadas = [...filas].sort((a, b) => ESTADO[a.estado].orden - ESTADO[b.estado].orden);
  return (
    <table className="conciliacion-tabla" data-testid="conciliacion-regear">
      <caption className="conciliacion-caption">Regear del periodo</caption>
      <thead>
        <tr>
          <th scope="col">Regear</th>
          <th scope="col">Nickname</th>
          <th scope="col">Aprobado</th>
          <th scope="col">Movido</th>
          <th scope="col">Revisión</th>
        </tr>
      </thead>
      <tbody>
        {ordenadas.map((f) => (
          <tr key={f.id_reclamo} data-testid={`conciliacion-regear-${f.id_reclamo}`}>
            <td>#{f.id_reclamo}</td>
            <td>{f.nickname}</td>
            <td>{formatSilver(f.silver)}</td>
            <td>{formatSilver(f.movido)}</td>
            <td>
              <Tag severity={ESTADO[f.estado].severity} value={ESTADO[f.estado].texto} />
              {f.esta_pagado ? <span className="conciliacion-pagado"> · pagado</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
