// Enter in a dialog's one-line-ish reason (a textarea) submits its form, as Enter does in every other
// single-form dialog; Shift+Enter still starts a new line.
import type { KeyboardEvent } from 'react';

/** `onKeyDown` of a reason's textarea. */
export function enterEnviaFormulario(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
