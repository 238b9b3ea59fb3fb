// A react-hook-form form validated by a zod schema of the contract: the field types are the schema's
// input, what a submit hands over is its output (parsed: trimmed, lower-cased, numbers).
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export function useFormularioZod<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  opciones: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...opciones, resolver: zodResolver(schema), defaultValues });
}
