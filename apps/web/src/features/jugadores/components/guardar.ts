// The submit of a dialog's form that saves through its `onSave` (the players' and the accounts'
// dialogs): the save resolves with the server's message when it failed, and the form keeps it as its
// `root.server` error, which <ServerError> shows under the fields.
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Resolves with the server's message when the change failed (shown in the dialog). */
export type Save<T> = (values: T) => Promise<string | undefined>;

export function enviarGuardando<F extends FieldValues, V>(form: UseFormReturn<F, unknown, V>, guardar: Save<V>) {
  return form.handleSubmit(async (values) => {
    const failure = await guardar(values);
    if (failure) form.setError('root.server', { message: failure });
  });
}
