// A dialog of this page opens with the focus on its first field, not on its close icon (a keyboard
// user types at once; Enter never closes the dialog by mistake).

/** Focuses `campo` once the dialog is shown, unless the person already moved into the dialog. */
export function enfocarPrimerCampo(campo: HTMLElement | null): void {
  const activo = document.activeElement;
  const dialogo = campo?.closest('.p-dialog');
  if (!campo || (activo && activo !== document.body && dialogo?.contains(activo))) return;
  campo.focus();
}
