// The actions of a payment row: «Pagar» (asks first), «Deshacer» on a paid row, and the two copies —
// the chest configuration («Copiar») and the nickname alone (what Albion's name field takes).
// A row's buttons keep their places whether it is paid or not: for whoever may pay, an unpaid row
// keeps the room of «Deshacer» (an invisible twin), so that the first payment neither widens the
// column nor moves every other «Pagar» under the pointer of someone paying row after row.
// A visitor who is not signed in gets no «Pagar» at all: it could never be theirs to press.
import { Button } from 'primereact/button';
import type { PagoRow } from '@reparto/contract';
import { DeshacerPago } from './deshacer-pago';

export function PagoAcciones({
  row,
  conPagar,
  habilitado,
  pagando,
  ocupado,
  onPagar,
  onCopiar,
  onCopiarNickname,
}: {
  row: PagoRow;
  /** «Pagar» is shown (to a signed-in viewer; enabled or not by `habilitado`). */
  conPagar: boolean;
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
    <div className="row-actions pago-acciones">
      {conPagar ? (
        <Button
          label="Pagar"
          icon="pi pi-check"
          size="small"
          aria-label={`Pagar a ${row.nickname}`}
          disabled={!habilitado || row.esta_pagado || ocupado}
          loading={pagando}
          onClick={() => onPagar(row)}
        />
      ) : null}
      {habilitado ? (
        row.esta_pagado ? (
          <DeshacerPago row={row} disabled={ocupado || pagando} />
        ) : (
          // Not seen, not read, not focusable (visibility: hidden): only its room is kept.
          <span className="pago-hueco" data-testid="pago-hueco" style={{ visibility: 'hidden' }}>
            <Button label="Deshacer" icon="pi pi-undo" size="small" outlined tabIndex={-1} />
          </span>
        )
      ) : null}
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
