import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { formatSilver, SILVER_MAX, type Periodo } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { useCambiarSilver } from '../api/cambiar-silver';
import { ERROR_DETALLE } from './textos';

/** 'Cambiar valor' (charge 8): a numeric new silver albion (seed-spec §2, §5). */
export function CambiarValorDialog({ periodo, onHide }: { periodo: Periodo | null; onHide: () => void }) {
  return periodo ? <CambiarValorForm key={periodo.id_periodo} periodo={periodo} onHide={onHide} /> : null;
}

function CambiarValorForm({ periodo, onHide }: { periodo: Periodo; onHide: () => void }) {
  const toast = useToast();
  const cambiar = useCambiarSilver();
  const [valor, setValor] = useState<number | null>(periodo.silver_albion);

  const guardar = () => {
    if (valor === null) return;
    cambiar.mutate(
      { idPeriodo: periodo.id_periodo, silver: valor },
      {
        onSuccess: () => {
          toast.show('success', 'Valor actualizado', `Periodo ${periodo.id_periodo}: ${formatSilver(valor)}`);
          onHide();
        },
        onError: (error) => toast.showError('Error', ERROR_DETALLE, error),
      },
    );
  };

  return (
    <Dialog
      className="periodos-dialog"
      header="Cambiar valor"
      visible
      onHide={onHide}
      style={{ width: '28rem' }}
      breakpoints={{ '640px': '94vw' }}
      footer={
        <div className="dialog-footer">
          <Button label="Cancelar" severity="secondary" text onClick={onHide} />
          <Button label="Guardar" icon="pi pi-check" disabled={valor === null} loading={cambiar.isPending} onClick={guardar} />
        </div>
      }
    >
      <div className="form-grid">
        <p className="dialog-context">
          Periodo {periodo.id_periodo} ({periodo.lugar}) · valor actual {formatSilver(periodo.silver_albion)}
        </p>
        <label htmlFor="cambiar-valor-input">Nuevo valor (silver albion)</label>
        <InputNumber
          inputId="cambiar-valor-input"
          value={valor}
          onValueChange={(e) => setValor(e.value ?? null)}
          locale="es-ES"
          useGrouping
          maxFractionDigits={0}
          min={0}
          max={SILVER_MAX}
          autoFocus
        />
      </div>
    </Dialog>
  );
}
