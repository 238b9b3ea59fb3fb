// «Descontar regear» in the breakdown (docs/regear.md, combined mode): the period's approved or paid
// claims that no distribution has deducted yet, each with a check box; the ticked ones' silver comes
// off the breakdown's net before the split (packages/contract reparto.ts, netoConRegear). A template with
// «regear primero» (docs/calendario.md) ticks them all once they are read: `marcarTodos` counts its choices.
import { useEffect, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { Reclamo } from '@reparto/contract';
import { useRegearDescontable } from '../../api/get-regear-descontable';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import { useFormato } from '../../../../lib/i18n/formato';
import { nombreEstadoReclamo } from '../../../../lib/i18n/nombres';

/** A deducted claim, as the form keeps it: its id is sent, its silver is shown and counted. */
export interface RegearDescontado {
  id_reclamo: number;
  silver: number;
}

export function DescontarRegear({
  idPeriodo,
  descontados,
  onChange,
  marcarTodos = 0,
}: {
  idPeriodo: number;
  descontados: readonly RegearDescontado[];
  onChange: (descontados: RegearDescontado[]) => void;
  /** Raised each time a template with «regear primero» is chosen: every claim is ticked (0: never). */
  marcarTodos?: number;
}) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const { reclamos, cargando, error } = useRegearDescontable(idPeriodo, true);
  const [marcadosEn, setMarcadosEn] = useState(0);
  useEffect(() => {
    if (marcarTodos <= marcadosEn || cargando || error) return;
    setMarcadosEn(marcarTodos);
    if (reclamos.length > 0) onChange(reclamos.map((r) => ({ id_reclamo: r.id_reclamo, silver: r.silver })));
  }, [marcarTodos, marcadosEn, cargando, error, reclamos, onChange]);
  const marcados = new Set(descontados.map((r) => r.id_reclamo));
  const alternar = (r: Reclamo, marcado: boolean) =>
    onChange(
      marcado
        ? [...descontados, { id_reclamo: r.id_reclamo, silver: r.silver }]
        : descontados.filter((d) => d.id_reclamo !== r.id_reclamo),
    );
  return (
    <fieldset className="dist-regear" data-testid="descontar-regear">
      <legend>{t('regear.titulo')}</legend>
      {cargando ? (
        <p className="dist-muted">{t('regear.cargando')}</p>
      ) : error ? (
        <p className="p-error">{t('regear.error')}</p>
      ) : reclamos.length === 0 ? (
        <p className="dist-muted">{t('regear.vacio')}</p>
      ) : (
        <ul className="dist-regear-lista">
          {reclamos.map((r) => (
            <li key={r.id_reclamo}>
              <Checkbox
                inputId={`dist-regear-${r.id_reclamo}`}
                checked={marcados.has(r.id_reclamo)}
                onChange={(e) => alternar(r, Boolean(e.checked))}
              />
              <label htmlFor={`dist-regear-${r.id_reclamo}`}>
                {t('regear.linea', {
                  id: r.id_reclamo,
                  nickname: r.nickname,
                  silver: plata(r.silver),
                  estado: nombreEstadoReclamo(r.estado),
                })}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
