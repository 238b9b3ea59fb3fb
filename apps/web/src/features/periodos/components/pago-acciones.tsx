// The actions of a payment row: «Pagar» (asks first), «Deshacer» on a paid row, and the two copies —
// the chest configuration («Copiar») and the nickname alone (what Albion's name field takes).
import { Button } from 'primereact/button';
import type { PagoRow } from '@reparto/contract';
import { DeshacerPago } from './deshacer-pago';

export function PagoAcciones({
  row,
  habilitado,
  pagando,
  ocupado,
  onPagar,
  onCopiar,
  onCopiarNickname,
}: {
  row: PagoRow;
  /** The viewer may pay in this period (its distributor, state 2). */
  habilitado: boolean;
  /** This row's payment is being sent. */
  pagando: boolean;
  /** Another row's payment is being sent. */
  ocupado: boolean;
  onPagar: (row: PagoRow) => void;
  onCopiar: (row: PagoRow) => void;
  onCopiarNickname: (row: PagoRow) => void;
}) {
  return (
    <div className="row-actions">
      <Button
        label="Pagar"
        icon="pi pi-check"
        size="small"
        aria-label={`Pagar a ${row.nickname}`}
        disabled={!habilitado || row.esta_pagado || ocupado}
        loading={pagando}
        onClick={() => onPagar(row)}
      />
      {row.esta_pagado && habilitado ? <DeshacerPago row={row} disabled={ocupado || pagando} /> : null}
      <Button
        label="Copiar"
        icon="pi pi-copy"
        size="small"
        severity="secondary"
        outlined
        aria-label={`Copiar configuración del cofre de ${row.nickname}`}
        onClick={() => onCopiar(row)}
      />
      <Button
        label="Nickname"
        icon="pi pi-user"
        size="small"
        severity="secondary"
        text
        aria-label={`Copiar el nickname de ${row.nickname}`}
        onClick={() => onCopiarNickname(row)}
      />
    </div>
  );
}
