// Copying to the clipboard where the Clipboard API is missing: it exists only in a secure context
// (HTTPS or localhost), and a guild often opens the app by a LAN address over plain HTTP. Then a
// hidden, selected textarea and the older `execCommand('copy')` do it; if that fails too the caller
// shows the text for the user to copy by hand.

function ejecutarCopia(): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

function copiarConSeleccion(texto: string): boolean {
  const area = document.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  // Inside the open dialog, whose focus trap would otherwise take the focus back.
  const host = (document.activeElement?.closest('[role="dialog"]') as HTMLElement | null) ?? document.body;
  host.appendChild(area);
  const antes = document.activeElement as HTMLElement | null;
  area.focus();
  area.select();
  const ok = ejecutarCopia();
  area.remove();
  antes?.focus();
  return ok;
}

/** Copies `texto`; false when neither way worked (show it to be copied by hand). */
export async function copiarTexto(texto: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(texto);
      return true;
    } catch {
      // Refused (permissions, no focus): try the other way.
    }
  }
  return copiarConSeleccion(texto);
}
