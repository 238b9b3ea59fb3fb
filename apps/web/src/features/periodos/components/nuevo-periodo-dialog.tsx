import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { useToast } from '../../../components/toast';
import { useLugares } from '../api/get-lugares';
import { useCrearPeriodo } from '../api/crear-periodo';
import { ERROR_DETALLE } from './textos';
import { dropdownPt } from './dropdown-pt';

/** New period (charge 8): choose a place, 'Guardar' (seed-spec §2, §5: a place must be chosen). */
export function NuevoPeriodoDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const toast = useToast();
  const lugares = useLugares(visible);
  const crear = useCrearPeriodo();
  const [idLugar, setIdLugar] = useState<number | null>(null);

  const close = () => {
    setIdLugar(null);
    onHide();
  };

  const guardar = () => {
    if (idLugar === null) return;
    crear.mutate(idLugar, {
      onSuccess: (res) => {
        toast.show('success', 'Periodo creado', `Se abrió el periodo ${res.id_periodo}`);
        close();
      },
      onError: (error) => toast.showError('Error', ERROR_DETALLE, error),
    });
  };

  return (
    <Dialog
      className="periodos-dialog"
      header="Nuevo periodo"
      visible={visible}
      onHide={close}
      style={{ width: '28rem' }}
      breakpoints={{ '640px': '94vw' }}
      footer={
        <div className="dialog-footer">
          <Button label="Cancelar" severity="secondary" text onClick={close} />
          <Button label="Guardar" icon="pi pi-check" disabled={idLugar === null} loading={crear.isPending} onClick={guardar} />
        </div>
      }
    >
      <div className="form-grid">
        <label htmlFor="nuevo-periodo-lugar" id="nuevo-periodo-lugar-label">
          Lugar
        </label>
        <Dropdown
          pt={dropdownPt('Lugar')}
          inputId="nuevo-periodo-lugar"
          ariaLabelledBy="nuevo-periodo-lugar-label"
          value={idLugar}
          options={lugares.data?.lugares ?? []}
          optionLabel="lugar"
          optionValue="id_lugar_distribucion"
          placeholder="Selecciona un lugar"
          loading={lugares.isPending}
          onChange={(e) => setIdLugar(e.value as number)}
        />
      </div>
    </Dialog>
  );
}
