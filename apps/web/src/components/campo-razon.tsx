// «Razón» of a dialog's form (react-hook-form): its label and the reason's field (razon-input.tsx), two
// lines, focused as the dialog opens. The undo of a payment and the rejection of a regear claim ask it.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { RazonInput } from './razon-input';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';

export function CampoRazon<T extends FieldValues>({
  id,
  name,
  control,
  error,
}: {
  id: string;
  name: Path<T>;
  control: Control<T>;
  error: string | undefined;
}) {
  const t = useTextos(textosNucleo);
  return (
    <>
      <label htmlFor={id}>{t('razon.etiqueta')}</label>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <RazonInput
            id={id}
            campo={t('razon.campo')}
            value={field.value as string}
            onChange={field.onChange}
            rows={2}
            autoFocus
            error={error}
          />
        )}
      />
    </>
  );
}
