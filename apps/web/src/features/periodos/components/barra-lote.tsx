// The bar of a batch payment in the payments dialog (pago-lote.tsx for the shares, regear-lote.tsx for
// the regear lines): select all that can be paid, clear the selection, pay the selected.
import { Button } from 'primereact/button';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

export function BarraLote({
  nombre,
  seleccionarLabel,
  pagarLabel,
  seleccionables,
  seleccionados,
  enviando,
  onSeleccionar,
  onQuitar,
  onPagar,
}: {
  /** The group's accessible name. */
  nombre: string;
  seleccionarLabel: string;
  /** «Pagar seleccionados», without the count (added here). */
  pagarLabel: string;
  seleccionables: number;
  seleccionados: number;
  enviando: boolean;
  onSeleccionar: () => void;
  onQuitar: () => void;
  onPagar: () => void;
}) {
  const t = useTextos(textosPeriodosDialogos);
  const { entero } = useFormato();
  return (
    <div className="pagos-lote" role="group" aria-label={nombre}>
      <Button
        type="button"
        label={seleccionarLabel}
        icon="pi pi-check-square"
        size="small"
        severity="secondary"
        outlined
        disabled={seleccionables === 0 || enviando}
        onClick={onSeleccionar}
      />
      {seleccionados > 0 ? (
        <Button
          type="button"
          label={t('lote.quitar')}
          size="small"
          severity="secondary"
          text
          disabled={enviando}
          onClick={onQuitar}
        />
      ) : null}
      <Button
        type="button"
        label={t('lote.conCuenta', { label: pagarLabel, n: entero(seleccionados) })}
        icon="pi pi-wallet"
        size="small"
        disabled={seleccionados === 0}
        loading={enviando}
        onClick={onPagar}
      />
    </div>
  );
}
