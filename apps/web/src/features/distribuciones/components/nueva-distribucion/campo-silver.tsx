// The silver of a new distribution: typed, or computed by the breakdown (then read-only).
import { Controller, type Control } from 'react-hook-form';
import { SilverInput } from '../../../../components/silver-input';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import type { BorradorForm, DistribucionValida } from '../../reglas';

export function CampoSilver({
  control,
  silver,
  readOnly,
  error,
  onCambio,
}: {
  control: Control<BorradorForm, unknown, DistribucionValida>;
  silver: number | null;
  readOnly: boolean;
  error: string | undefined;
  /** After each change (the dialog clears the silver's error). */
  onCambio: () => void;
}) {
  const t = useTextos(textosDistribuciones);
  return (
    <>
      <label htmlFor="dist-silver">{t('nueva.silver')}</label>
      <Controller
        name="silver"
        control={control}
        render={({ field }) => (
          <SilverInput
            id="dist-silver"
            value={silver}
            onChange={(value) => {
              field.onChange(value);
              onCambio();
            }}
            placeholder={t('nueva.cantidad')}
            readOnly={readOnly}
            error={error}
          />
        )}
      />
    </>
  );
}
