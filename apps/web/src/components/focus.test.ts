// enfocarRespuesta (focus.ts): a ConfirmDialog shown with the focus on its × gives it to its default
// answer; a focus the user moved to the other answer stays there.
import { afterEach, describe, expect, it } from 'vitest';
import { enfocarRespuesta } from './focus';

afterEach(() => document.body.replaceChildren());

function confirmacion() {
  const dialogo = document.createElement('div');
  dialogo.className = 'p-dialog p-confirm-dialog';
  for (const clase of ['p-dialog-header-close', 'p-confirm-dialog-reject', 'p-confirm-dialog-accept']) {
    const b = document.createElement('button');
    b.className = clase;
    dialogo.append(b);
  }
  document.body.append(dialogo);
  const boton = (clase: string) => dialogo.querySelector<HTMLElement>(`.${clase}`)!;
  return { cerrar: boton('p-dialog-header-close'), no: boton('p-confirm-dialog-reject'), si: boton('p-confirm-dialog-accept') };
}

describe('enfocarRespuesta', () => {
  it('moves the focus from the × (or from outside) to the default answer', () => {
    const { cerrar, no } = confirmacion();
    cerrar.focus();
    enfocarRespuesta('reject')();
    expect(document.activeElement).toBe(no);
    no.blur();
    enfocarRespuesta('reject')();
    expect(document.activeElement).toBe(no);
  });

  it('leaves the focus on an answer the user chose', () => {
    const { si } = confirmacion();
    si.focus();
    enfocarRespuesta('reject')();
    expect(document.activeElement).toBe(si);
  });
});
