// The players of a new distribution: a multi-select with search, and "Nuevo jugador" beside it.
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import type { JugadorOpcion } from '@reparto/contract';
import { errorMessage } from '../../../../lib/api-client';
import { FieldError } from '../../../../components/form-messages';
import { multiSelectPt, useMultiSelectFocus } from '../../../../components/multiselect-pt';
import { retenerEscapeDeListas } from '../../../../components/lista-abierta';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

export interface JugadoresPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  opciones: JugadorOpcion[];
  loading: boolean;
  /** The failure of loading the list, if it failed. */
  loadError: unknown;
  error: string | undefined;
  /** «Nuevo jugador» beside the list (absent: no button). */
  onNuevoJugador?: () => void;
  /** The field's id (another dialog's picker, e.g. «Venta del botín», takes its own). */
  id?: string;
}

export function JugadoresPicker({
  value,
  onChange,
  opciones,
  loading,
  loadError,
  error,
  onNuevoJugador,
  id = 'dist-jugadores',
}: JugadoresPickerProps) {
  const t = useTextos(textosDistribuciones);
  const foco = useMultiSelectFocus(id);
  return (
    <>
      <label htmlFor={id} id={`${id}-label`}>
        {t('picker.jugadores')}
      </label>
      <div className="dist-row" onKeyDown={retenerEscapeDeListas}>
        <MultiSelect
          onShow={foco.onShow}
          onHide={foco.onHide}
          inputId={id}
          aria-labelledby={`${id}-label`}
          value={value}
          options={opciones}
          optionLabel="nickname"
          optionValue="id_player"
          onChange={(e) => {
            foco.onChange(e);
            onChange(e.value as number[]);
          }}
          filter
          filterPlaceholder={t('picker.buscar')}
          maxSelectedLabels={3}
          // PrimeReact puts the count where «{0}» is.
          selectedItemsLabel={t('picker.seleccionados', { n: '{0}' })}
          placeholder={loading ? t('picker.cargando') : t('picker.elegir')}
          emptyMessage={t('picker.vacio')}
          emptyFilterMessage={t('picker.ninguno')}
          virtualScrollerOptions={opciones.length > 200 ? { itemSize: 40 } : undefined}
          className="dist-grow"
          pt={multiSelectPt(id, t('picker.jugadores'))}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {onNuevoJugador ? (
          <Button
            type="button"
            label={t('jugador.nuevo')}
            icon="pi pi-user-plus"
            severity="secondary"
            outlined
            onClick={onNuevoJugador}
          />
        ) : null}
      </div>
      {loadError ? (
        <small className="p-error" role="alert">
          {t('picker.errorCarga', { error: errorMessage(loadError) })}
        </small>
      ) : null}
      <FieldError id={`${id}-error`} message={error} alert />
    </>
  );
}
