// The actions of a payment row: «Pagar» (asks first), «Deshacer» on a paid row, and the two copies —
// the chest configuration («Copiar») and the nickname alone (what Albion's name field takes).
// A row's buttons keep their places whether it is paid or not: for whoever may pay, an unpaid row
// keeps the room of «Deshacer» (an invisible twin), so that the first payment neither widens the
// column nor moves every other «Pagar» under the pointer of someone paying row after row.
// A visitor who is not signed in gets no «Pagar» at all: it could never be theirs to press.
import type { PagoRow } from '@reparto/contract';
import { BotonFila } from '../../../components/boton-fila';
import { DeshacerPago } from './deshacer-pago';
import { useTextos } from '../../../lib/i18n/textos';
import { textosPeriodosDialogos } from './textos';

const PAGAR = { icon: 'pi pi-check' } as const;
const COPIAR = { icon: 'pi pi-copy', severity: 'secondary', outlined: true } as const;
const NICKNAME = { icon: 'pi pi-user', severity: 'secondary', text: true } as const;

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
  const t = useTextos(textosPeriodosDialogos);
  return (
    <div className="row-actions pago-acciones">
      {conPagar ? (
        <BotonFila
          {...PAGAR}
          label={t('pago.pagar')}
          nombre={t('pago.pagarA', { nickname: row.nickname })}
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
            <BotonFila label={t('desh.accion')} icon="pi pi-undo" outlined nombre={t('desh.accion')} />
          </span>
        )
      ) : null}
      <BotonFila
        {...COPIAR}
        label={t('pago.copiar')}
        nombre={t('pago.copiarConfig', { nickname: row.nickname })}
        onClick={() => onCopiar(row)}
      />
      <BotonFila
        {...NICKNAME}
        label={t('nickname')}
        nombre={t('pago.copiarNickname', { nickname: row.nickname })}
        onClick={() => onCopiarNickname(row)}
      />
    </div>
  );
}
