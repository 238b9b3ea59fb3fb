// When the period changes state under an open «Nueva distribución» (another officer closed it): the
// dialog stays, says so, and keeps what was typed, to be copied or moved to another open period
// (docs/domain.md, "Distributions").
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useToast } from '../../../../components/toast';
import { dropdownPt } from '../../../../components/dropdown-pt';
import { usePeriodosAbiertos } from '../../api/get-periodos-abiertos';
import { nombreEstado } from '../../estado';

/** The open period a distribution is moved to (what its page's link needs). */
export interface PeriodoDestino {
  id: number;
  nickname: string;
  estado: number;
}

export function PeriodoCambiado({
  idPeriodo,
  estado,
  destino,
  onDestino,
  resumen,
}: {
  idPeriodo: number;
  /** The state the period has now. */
  estado: number | undefined;
  /** The open period chosen to move the distribution to (null: none yet). */
  destino: number | null;
  onDestino: (periodo: PeriodoDestino | null) => void;
  /** What was typed, as text to copy. */
  resumen: () => string;
}) {
  const toast = useToast();
  const abiertos = usePeriodosAbiertos(true);
  const otros = (abiertos.data ?? []).filter((p) => p.id_periodo !== idPeriodo);
  const copiar = () =>
    void navigator.clipboard.writeText(resumen()).then(
      () => toast.show('info', 'Datos copiados', 'La distribución escrita está en el portapapeles', 3000),
      (error: unknown) => toast.showError({ lead: 'No se pudieron copiar los datos.', error, life: 3000 }),
    );
  return (
    <div className="dist-periodo-cambiado" data-testid="periodo-cambiado">
      <Message
        severity="warn"
        role="alert"
        text={`El periodo ${idPeriodo} cambió de estado: ahora está «${nombreEstado(String(estado))}» y ya no admite distribuciones. Lo escrito sigue aquí: cópielo o muévalo a otro periodo abierto.`}
      />
      <div className="dist-row">
        <Button type="button" label="Copiar los datos" icon="pi pi-copy" size="small" outlined onClick={copiar} />
        {otros.length > 0 ? (
          <label htmlFor="dist-mover" className="sr-only">
            Mover a otro periodo abierto
          </label>
        ) : null}
        {otros.length > 0 ? (
          <Dropdown
            inputId="dist-mover"
            pt={dropdownPt('Mover a otro periodo abierto')}
            value={destino}
            options={otros.map((p) => ({ label: `Periodo ${p.id_periodo} · ${p.lugar}`, value: p.id_periodo }))}
            onChange={(e) => {
              const p = otros.find((o) => o.id_periodo === e.value);
              onDestino(p ? { id: p.id_periodo, nickname: p.nickname, estado: p.id_estado_distribucion } : null);
            }}
            placeholder="Mover a otro periodo abierto"
            className="dist-grow"
          />
        ) : (
          <small className="dist-muted">
            {abiertos.isLoading ? 'Buscando periodos abiertos…' : 'No hay otro periodo abierto.'}
          </small>
        )}
      </div>
      {destino !== null ? <p className="dist-muted">«Crear» la creará en el periodo {destino}.</p> : null}
    </div>
  );
}
