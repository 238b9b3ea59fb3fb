// The reason of a new distribution; Enter in it asks for the confirmation, as «Crear» does.
import { Controller, type Control } from 'react-hook-form';
import { RazonInput } from '../../../../components/razon-input';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import type { BorradorForm, DistribucionValida } from '../../reglas';

export function CampoMotivo({
  control,
  error,
  onCambio,
  onEnter,
}: {
  control: Control<BorradorForm, unknown, DistribucionValida>;
  error: string | undefined;
  /** After each change (the dialog clears the reason's error). */
  onCambio: () => void;
  onEnter: () => void;
}) {
  const t = useTextos(textosDistribuciones);
  return (
    <>
      <label htmlFor="dist-motivo">{t('nueva.motivo')}</label>
      <Controller
        name="motivo"
        control={control}
        render={({ field }) => (
          <RazonInput
            id="dist-motivo"
            campo={t('nueva.elMotivo')}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              onCambio();
            }}
            onEnter={onEnter}
            placeholder={t('nueva.ejemplo')}
            error={error}
          />
        )}
      />
    </>
  );
}
