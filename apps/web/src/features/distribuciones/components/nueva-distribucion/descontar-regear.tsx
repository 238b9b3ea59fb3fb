// «Descontar regear» in the breakdown (docs/regear.md, combined mode): the period's approved or paid
// claims that no distribution has deducted yet, each with a check box; the ticked ones' silver comes
// off the breakdown's net before the split (packages/contract reparto.ts, netoConRegear).
import { Checkbox } from 'primereact/checkbox';
import { formatSilver, NOMBRE_ESTADO_RECLAMO, type Reclamo } from '@reparto/contract';
import { useRegearDescontable } from '../../api/get-regear-descontable';

/** A deducted claim, as the form keeps it: its id is sent, its silver is shown and counted. */
export interface RegearDescontado {
  id_reclamo: number;
  silver: number;
}

export function DescontarRegear({
  idPeriodo,
  descontados,
  onChange,
}: {
  idPeriodo: number;
  descontados: readonly RegearDescontado[];
  onChange: (descontados: RegearDescontado[]) => void;
}) {
  const { reclamos, cargando, error } = useRegearDescontable(idPeriodo, true);
  const marcados = new Set(descontados.map((r) => r.id_reclamo));
  const alternar = (r: Reclamo, marcado: boolean) =>
    onChange(
      marcado
        ? [...descontados, { id_reclamo: r.id_reclamo, silver: r.silver }]
        : descontados.filter((d) => d.id_reclamo !== r.id_reclamo),
    );
  return (
    <fieldset className="dist-regear" data-testid="descontar-regear">
      <legend>Descontar regear</legend>
      {cargando ? (
        <p className="dist-muted">Cargando el regear del periodo…</p>
      ) : error ? (
        <p className="p-error">No se pudo cargar el regear del periodo</p>
      ) : reclamos.length === 0 ? (
        <p className="dist-muted">Ningún regear aprobado de este periodo queda por descontar</p>
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
                Regear #{r.id_reclamo} de {r.nickname}: {formatSilver(r.silver)} ({NOMBRE_ESTADO_RECLAMO[r.estado]})
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
