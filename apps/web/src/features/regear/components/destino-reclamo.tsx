// Where a claim goes: a period that is not finalized (open ones first, then those being paid) and,
// optionally, the distribution of the content where the death happened. The browser's own lists
// (the system picker on a phone; nothing to load).
import { useEffect } from 'react';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { textosRegear } from '../textos';
import { useDistribucionesRegear, usePeriodosRegear } from '../api/get-destinos';
import { nombreEstadoPeriodo } from './nombres';

export interface Destino {
  idPeriodo: number | null;
  idDistribucion: number | null;
}

export function DestinoReclamo({ valor, onChange }: { valor: Destino; onChange: (d: Destino) => void }) {
  const t = useTextos(textosRegear);
  const { fecha, plata } = useFormato();
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
      <Lista
        id="regear-periodo"
        label={t('destino.periodo')}
        valor={valor.idPeriodo}
        vacia={periodos.isPending ? t('destino.cargando') : t('destino.elija')}
        opciones={lista.map((p) => ({
          id: p.id_periodo,
          texto: t('destino.opcion', {
            id: String(p.id_periodo),
            lugar: p.lugar,
            estado: nombreEstadoPeriodo(t, p.id_estado_distribucion, p.nombre_estado_distribucion),
            fecha: fecha(p.fecha_inicial),
          }),
        }))}
        ayuda={
          periodos.isError
            ? t('destino.errorCarga')
            : !periodos.isPending && lista.length === 0
              ? t('destino.sinPeriodos')
              : t('destino.ayuda')
        }
        onChange={(idPeriodo) => onChange({ idPeriodo, idDistribucion: null })}
      />
      <Lista
        id="regear-distribucion"
        label={t('destino.distribucion')}
        valor={valor.idDistribucion}
        vacia={t('destino.ninguna')}
        opciones={(distribuciones.data ?? []).map((d) => ({
          id: d.id_distribucion,
          texto: `#${d.id_distribucion} · ${d.motivo} · ${fecha(d.fecha)} · ${plata(d.silver)}`,
        }))}
        disabled={valor.idPeriodo === null}
        onChange={(idDistribucion) => onChange({ ...valor, idDistribucion })}
      />
    </div>
  );
}

/** One of the two lists: its first option is «none» (null); `ayuda`, a line under it that describes it. */
function Lista({
  id,
  label,
  valor,
  vacia,
  opciones,
  ayuda,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  valor: number | null;
  vacia: string;
  opciones: { id: number; texto: string }[];
  ayuda?: string;
  disabled?: boolean;
  onChange: (valor: number | null) => void;
}) {
  return (
    <div className="regear-campo">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="p-inputtext p-component"
        value={valor ?? ''}
        disabled={disabled}
        aria-describedby={ayuda === undefined ? undefined : `${id}-ayuda`}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{vacia}</option>
        {opciones.map((o) => (
          <option key={o.id} value={o.id}>
            {o.texto}
          </option>
        ))}
      </select>
      {ayuda === undefined ? null : <small id={`${id}-ayuda`}>{ayuda}</small>}
    </div>
  );
}
