// The players of a new distribution: a multi-select with search, and "Nuevo jugador" beside it.
import type { KeyboardEvent } from 'react';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import type { JugadorOpcion } from '@reparto/contract';
import { errorMessage } from '../../../../lib/api-client';
import { FieldError } from '../../../../components/form-messages';
import { multiSelectPt, useMultiSelectFocus } from '../../../../components/multiselect-pt';

export interface JugadoresPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  opciones: JugadorOpcion[];
  loading: boolean;
  /** The failure of loading the list, if it failed. */
  loadError: unknown;
  error: string | undefined;
  onNuevoJugador: () => void;
  escape: { onKeyDown: (e: KeyboardEvent) => void; listProps: { onShow: () => void; onHide: () => void } };
}

export function JugadoresPicker({
  value,
  onChange,
  opciones,
  loading,
  loadError,
  error,
  onNuevoJugador,
  escape,
}: JugadoresPickerProps) {
  const foco = useMultiSelectFocus('dist-jugadores');
  return (
    <>
      <label htmlFor="dist-jugadores" id="dist-jugadores-label">
        Jugadores
      </label>
      <div className="dist-row" onKeyDown={escape.onKeyDown}>
        <MultiSelect
          onShow={() => {
            escape.listProps.onShow();
            foco.onShow();
          }}
          onHide={() => {
            escape.listProps.onHide();
            foco.onHide();
          }}
          inputId="dist-jugadores"
          aria-labelledby="dist-jugadores-label"
          value={value}
          options={opciones}
          optionLabel="nickname"
          optionValue="id_player"
          onChange={(e) => {
            foco.onChange(e);
            onChange(e.value as number[]);
          }}
          filter
          filterPlaceholder="Buscar jugador"
          maxSelectedLabels={3}
          selectedItemsLabel="{0} jugadores seleccionados"
          placeholder={loading ? 'Cargando jugadores…' : 'Selecciona los jugadores'}
          emptyMessage="No hay jugadores"
          emptyFilterMessage="Ningún jugador coincide"
          virtualScrollerOptions={opciones.length > 200 ? { itemSize: 40 } : undefined}
          className="dist-grow"
          pt={multiSelectPt('dist-jugadores', 'Jugadores')}
          invalid={Boolean(error)}
          aria-describedby={error ? 'dist-jugadores-error' : undefined}
        />
        <Button
          type="button"
          label="Nuevo jugador"
          icon="pi pi-user-plus"
          severity="secondary"
          outlined
          onClick={onNuevoJugador}
        />
      </div>
      {loadError ? (
        <small className="p-error" role="alert">
          No se pudo cargar la lista de jugadores: {errorMessage(loadError)}
        </small>
      ) : null}
      <FieldError id="dist-jugadores-error" message={error} alert />
    </>
  );
}
