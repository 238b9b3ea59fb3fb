// Where a claim goes: a period that is not finalized (open ones first, then those being paid) and,
// optionally, the distribution of the content where the death happened. The browser's own lists
// (the system picker on a phone; nothing to load).
import { useEffect } from 'react';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { textosRegear } from '../textos';
import { useDistribucionesRegear, usePeriodosRegear } from '../api/get-destinos';

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
      <div className="regear-campo">
        <label htmlFor="regear-periodo">{t('destino.periodo')}</label>
        <select
          id="regear-periodo"
          className="p-inputtext p-component"
          value={valor.idPeriodo ?? ''}
          aria-describedby="regear-periodo-ayuda"
          onChange={(e) => onChange({ idPeriodo: e.target.value === '' ? null : Number(e.target.value), idDistribucion: null })}
        >
          <option value="">{periodos.isPending ? t('destino.cargando') : t('destino.elija')}</option>
          {lista.map((p) => (
            <option key={p.id_periodo} value={p.id_periodo}>
              {t('destino.opcion', {
                id: String(p.id_periodo),
                lugar: p.lugar,
                estado: p.nombre_estado_distribucion,
                fecha: fecha(p.fecha_inicial),
              })}
            </option>
          ))}
        </select>
        <small id="regear-periodo-ayuda">
          {periodos.isError
            ? t('destino.errorCarga')
            : !periodos.isPending && lista.length === 0
              ? t('destino.sinPeriodos')
              : t('destino.ayuda')}
        </small>
      </div>
      <div className="regear-campo">
        <label htmlFor="regear-distribucion">{t('destino.distribucion')}</label>
        <select
          id="regear-distribucion"
          className="p-inputtext p-component"
          value={valor.idDistribucion ?? ''}
          disabled={valor.idPeriodo === null}
          onChange={(e) => onChange({ ...valor, idDistribucion: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('destino.ninguna')}</option>
          {(distribuciones.data ?? []).map((d) => (
            <option key={d.id_distribucion} value={d.id_distribucion}>
              #{d.id_distribucion} · {d.motivo} · {fecha(d.fecha)} · {plata(d.silver)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
