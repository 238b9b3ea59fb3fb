// The houses of the close-period dialog: one checkbox per active house of the period's place, and the
// summary of chests needed and chosen.
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { formatEntero, type CasasResponse } from '@reparto/contract';
import { MENSAJE_COFRES_OK, MENSAJE_FALTAN_COFRES } from './textos';

export function CasasFieldset({
  lugar,
  casas,
  loading,
  value,
  onChange,
}: {
  lugar: string;
  casas: CasasResponse['message'];
  loading: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((x) => x !== id));
  return (
    <fieldset className="casas-fieldset">
      <legend>Casas</legend>
      {loading ? (
        <Skeleton height="5rem" />
      ) : casas.length === 0 ? (
        <p className="card-empty">No hay casas activas en {lugar}</p>
      ) : (
        casas.map((c) => (
          <div key={c.id_casa} className="casa-option">
            <Checkbox
              inputId={`casa-${c.id_casa}`}
              checked={value.includes(c.id_casa)}
              onChange={(e) => toggle(c.id_casa, Boolean(e.checked))}
            />
            <label htmlFor={`casa-${c.id_casa}`}>
              {c.nombre_casa} <span className="casa-cofres">({formatEntero(c.cantidad_cofres)} cofres)</span>
            </label>
          </div>
        ))
      )}
    </fieldset>
  );
}

export function CofresResumen(props: { cargando: boolean; requeridos: number; seleccionados: number; suficientes: boolean }) {
  return (
    <>
      <p className="cofres-resumen" data-testid="cofres-resumen">
        Cofres necesarios: <strong>{props.cargando ? '…' : formatEntero(props.requeridos)}</strong> · Cofres seleccionados:{' '}
        <strong>{formatEntero(props.seleccionados)}</strong>
      </p>
      <p className="field-hint" data-testid="cofres-explicacion">
        Se necesita un cofre por cada jugador con plata por cobrar en el periodo
        {props.cargando ? '' : ` (${formatEntero(props.requeridos)} ${props.requeridos === 1 ? 'jugador' : 'jugadores'})`}.
      </p>
      {props.cargando ? null : props.suficientes ? (
        <Message severity="success" text={MENSAJE_COFRES_OK} />
      ) : (
        <Message severity="warn" text={MENSAJE_FALTAN_COFRES} />
      )}
    </>
  );
}
