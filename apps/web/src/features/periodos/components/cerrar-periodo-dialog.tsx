import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { formatEntero, MENSAJE_SELECCIONE_DISTRIBUIDOR, type Periodo } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { useDistribuidores } from '../api/get-distribuidores';
import { useCasas } from '../api/get-casas';
import { useTablaDePago } from '../api/get-tabla-pago';
import { useCerrarPeriodo } from '../api/cerrar-periodo';
import { cofresSuficientes } from '../periodo-reglas';
import { ERROR_DETALLE, MENSAJE_COFRES_OK, MENSAJE_FALTAN_COFRES } from './textos';
import { dropdownPt } from './dropdown-pt';

/**
 * Close period (charge 8, state 3): a distributor and houses of the period's place whose chests are
 * at least the required count — one per player with a payment, i.e. the payment rows (seed-spec §5).
 */
export function CerrarPeriodoDialog({ periodo, onHide }: { periodo: Periodo | null; onHide: () => void }) {
  return periodo ? <CerrarPeriodoForm key={periodo.id_periodo} periodo={periodo} onHide={onHide} /> : null;
}

function CerrarPeriodoForm({ periodo, onHide }: { periodo: Periodo; onHide: () => void }) {
  const toast = useToast();
  const distribuidores = useDistribuidores(true);
  const casas = useCasas(periodo.id_lugar_distribucion);
  const pagos = useTablaDePago(periodo.id_periodo);
  const cerrar = useCerrarPeriodo();
  const [idDistribuidor, setIdDistribuidor] = useState<number | null>(null);
  const [idsCasas, setIdsCasas] = useState<number[]>([]);
  const [avisoDistribuidor, setAvisoDistribuidor] = useState(false);

  const lista = casas.data?.message ?? [];
  const requeridos = pagos.data?.count ?? 0;
  const seleccionados = lista.filter((c) => idsCasas.includes(c.id_casa)).reduce((acc, c) => acc + c.cantidad_cofres, 0);
  const cargando = casas.isPending || pagos.isPending;
  const suficientes = !cargando && cofresSuficientes(seleccionados, requeridos, idsCasas.length);

  const toggle = (id: number, checked: boolean) =>
    setIdsCasas((prev) => (checked ? [...prev, id] : prev.filter((x) => x !== id)));

  const confirmar = () => {
    if (idDistribuidor === null) {
      setAvisoDistribuidor(true);
      return;
    }
    cerrar.mutate(
      { idPeriodo: periodo.id_periodo, idPlayerDistribuidor: idDistribuidor, idsCasas },
      {
        onSuccess: () => {
          toast.show('success', 'Periodo cerrado', `El periodo ${periodo.id_periodo} está En distribución`);
          onHide();
        },
        onError: (error) => toast.showError('Error', ERROR_DETALLE, error),
      },
    );
  };

  return (
    <Dialog
      className="periodos-dialog"
      header={`Cerrar periodo ${periodo.id_periodo} (${periodo.lugar})`}
      visible
      onHide={onHide}
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '94vw' }}
      footer={
        <div className="dialog-footer">
          <Button label="Cancelar" severity="secondary" text onClick={onHide} />
          <Button
            label="Cerrar periodo"
            icon="pi pi-lock"
            severity="warning"
            disabled={!suficientes}
            loading={cerrar.isPending}
            onClick={confirmar}
          />
        </div>
      }
    >
      <div className="form-grid">
        <label htmlFor="cerrar-distribuidor" id="cerrar-distribuidor-label">
          Distribuidor
        </label>
        <Dropdown
          pt={dropdownPt('Distribuidor')}
          inputId="cerrar-distribuidor"
          ariaLabelledBy="cerrar-distribuidor-label"
          value={idDistribuidor}
          options={distribuidores.data?.distribuidores ?? []}
          optionLabel="nickname"
          optionValue="id_player"
          placeholder="Selecciona un distribuidor"
          loading={distribuidores.isPending}
          filter
          onChange={(e) => {
            setIdDistribuidor(e.value as number);
            setAvisoDistribuidor(false);
          }}
        />
        {avisoDistribuidor ? <Message severity="error" text={MENSAJE_SELECCIONE_DISTRIBUIDOR} role="alert" /> : null}

        <fieldset className="casas-fieldset">
          <legend>Casas</legend>
          {casas.isPending ? (
            <Skeleton height="5rem" />
          ) : lista.length === 0 ? (
            <p className="card-empty">No hay casas activas en {periodo.lugar}</p>
          ) : (
            lista.map((c) => (
              <div key={c.id_casa} className="casa-option">
                <Checkbox
                  inputId={`casa-${c.id_casa}`}
                  checked={idsCasas.includes(c.id_casa)}
                  onChange={(e) => toggle(c.id_casa, Boolean(e.checked))}
                />
                <label htmlFor={`casa-${c.id_casa}`}>
                  {c.nombre_casa} <span className="casa-cofres">({formatEntero(c.cantidad_cofres)} cofres)</span>
                </label>
              </div>
            ))
          )}
        </fieldset>

        <p className="cofres-resumen" data-testid="cofres-resumen">
          Cofres necesarios: <strong>{cargando ? '…' : formatEntero(requeridos)}</strong> · Cofres seleccionados:{' '}
          <strong>{formatEntero(seleccionados)}</strong>
        </p>
        {cargando ? null : suficientes ? (
          <Message severity="success" text={MENSAJE_COFRES_OK} />
        ) : (
          <Message severity="warn" text={MENSAJE_FALTAN_COFRES} />
        )}
      </div>
    </Dialog>
  );
}
