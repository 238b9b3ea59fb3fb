// Where a claim goes: a period that is not finalized (open ones first, then those being paid) and,
// optionally, the distribution of the content where the death happened. The browser's own lists
// (the system picker on a phone; nothing to load).
import { useEffect } from 'react';
import { formatFecha, formatSilver } from '@reparto/contract';
import { useDistribucionesRegear, usePeriodosRegear } from '../api/get-destinos';

export interface Destino {
  idPeriodo: number | null;
  idDistribucion: number | null;
}

export function DestinoReclamo({ valor, onChange }: { valor: Destino; onChange: (d: Destino) => void }) {
  const periodos = usePeriodosRegear();
  const distribuciones = useDistribucionesRegear(valor.idPeriodo);
  const lista = periodos.data ?? [];
  // The only period in course is the one.
  const unico = lista.length === 1 ? lista[0]!.id_periodo : null;
  useEffect(() => {
    if (unico !== null && valor.idPeriodo === null) onChange({ idPeriodo: unico, idDistribucion: null });
  }, [unico, valor.idPeriodo, onChange]);
  return (
    <div className="regear-fila-campos regear-fila-arriba">
      <div className="regear-campo">
        <label htmlFor="regear-periodo">Periodo</label>
        <select
          id="regear-periodo"
          className="p-inputtext p-component"
          value={valor.idPeriodo ?? ''}
          aria-describedby="regear-periodo-ayuda"
          onChange={(e) => onChange({ idPeriodo: e.target.value === '' ? null : Number(e.target.value), idDistribucion: null })}
        >
          <option value="">{periodos.isPending ? 'Cargando…' : 'Elija el periodo'}</option>
          {lista.map((p) => (
            <option key={p.id_periodo} value={p.id_periodo}>
              Periodo {p.id_periodo} · {p.lugar} · {p.nombre_estado_distribucion} · desde {formatFecha(p.fecha_inicial)}
            </option>
          ))}
        </select>
        <small id="regear-periodo-ayuda">
          {periodos.isError
            ? 'No se pudieron cargar los periodos'
            : !periodos.isPending && lista.length === 0
              ? 'No hay periodos en curso: no se puede reclamar ahora'
              : 'La muerte debe caer dentro del periodo'}
        </small>
      </div>
      <div className="regear-campo">
        <label htmlFor="regear-distribucion">Distribución (opcional)</label>
        <select
          id="regear-distribucion"
          className="p-inputtext p-component"
          value={valor.idDistribucion ?? ''}
          disabled={valor.idPeriodo === null}
          onChange={(e) => onChange({ ...valor, idDistribucion: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">Ninguna</option>
          {(distribuciones.data ?? []).map((d) => (
            <option key={d.id_distribucion} value={d.id_distribucion}>
              #{d.id_distribucion} · {d.motivo} · {formatFecha(d.fecha)} · {formatSilver(d.silver)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
