// Keyboard focus helpers for PrimeReact overlays that do not keep the focus themselves.
import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A field a dialog's user fills in: text, number, a list, a check box — not a button. */
const CAMPO =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';

/**
 * Puts the focus on the first field of `container` (a dialog's content) that is shown, or on the one
 * marked `data-autofocus`; leaves it where it is if the focus is already inside `container` (a field
 * that took it by itself), in another dialog (one opened on top meanwhile), or there is no field.
 */
export function enfocarPrimerCampo(container: HTMLElement | null | undefined): void {
  if (!container || container.contains(document.activeElement)) return;
  const otro = document.activeElement?.closest('.p-dialog, .p-confirm-popup');
  if (otro && otro !== container.closest('.p-dialog')) return;
  const campos = [...container.querySelectorAll<HTMLElement>(`[data-autofocus], ${CAMPO}`)];
  const visible = (el: HTMLElement) => !el.closest('[hidden], [aria-hidden="true"]');
  const campo = campos.find((el) => el.hasAttribute('data-autofocus') && visible(el)) ?? campos.find(visible);
  campo?.focus();
}

/**
 * Keeps Tab and Shift+Tab inside the element that handles the event (a popup on top of a modal):
 * from the last control Tab goes to the first, and back. Put it on the popup's root `onKeyDown`.
 */
export function trapTab(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab') return;
  const focusables = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/** Where the focus belongs while a modal dialog is open: the dialog, a popup on it, or a list it opened. */
const DENTRO_DEL_DIALOGO = '.p-dialog, .p-confirm-popup, .p-confirm-dialog, [role="listbox"], .p-datepicker, .p-overlaypanel';

/**
 * While a modal dialog is open (from the click that opens it, before its content is loaded or shown),
 * a Tab with the focus still on the page behind goes into the dialog, to its first field, instead of
 * to the page's next control; with no dialog on screen yet, the focus waits where it is.
 */
function useTabDentroDelDialogo(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const alTabular = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Tab' || document.activeElement?.closest(DENTRO_DEL_DIALOGO)) return;
      e.preventDefault();
      const dialogos = document.querySelectorAll<HTMLElement>('.p-dialog');
      const ultimo = dialogos[dialogos.length - 1];
      if (ultimo) enfocarPrimerCampo(ultimo.querySelector<HTMLElement>('.p-dialog-content') ?? ultimo);
    };
    document.addEventListener('keydown', alTabular, true);
    return () => document.removeEventListener('keydown', alTabular, true);
  }, [open]);
}

/**
 * Gives the focus back to what had it when `open` became true (the button that opened a dialog),
 * once the dialog has closed and its closing animation ended, if the focus was left nowhere (on
 * `<body>`: the control that had it went away with the dialog). Keyboard users continue where they were.
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  useTabDentroDelDialogo(open);
  useEffect(() => {
    const before = wasOpen.current;
    wasOpen.current = open;
    if (open && !before) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    if (!open && before) {
      const target = opener.current;
      const id = window.setTimeout(() => {
        const active = document.activeElement;
        if (target?.isConnected && (active === null || active === document.body)) target.focus();
      }, 400);
      return () => window.clearTimeout(id);
    }
  }, [open]);
}

/**
 * A PrimeReact Dialog's `onShow`: the field with this id takes the focus once the dialog is shown, so
 * that typing starts there and Enter never lands on the close icon (the dialog's focus trap puts the
 * focus on that icon first: React's `autoFocus` leaves no attribute for it to find). A focus the user
 * already moved to another control of the dialog, during its opening animation, stays where it is.
 */
export function enfocarAlMostrar(id: string): () => void {
  return () => {
    enfocarSiFuera(document.getElementById(id));
  };
}

/** Focuses `campo` unless the user already moved the focus to another control of its dialog. */
function enfocarSiFuera(campo: HTMLElement | null): void {
  const dialogo = campo?.closest('.p-dialog');
  const activo = document.activeElement;
  const movido = activo instanceof HTMLElement && dialogo?.contains(activo) && !activo.matches('.p-dialog-header-close');
  if (campo && !movido) campo.focus();
}

/**
 * A dialog's first field takes the focus as soon as it is on the page, at the first frame of the
 * opening animation, not at its end: a Tab pressed while the dialog fades in would otherwise move the
 * focus from the button that opened it to the page behind the modal. Returns the `onShow` handler
 * (the same focus, for a field rendered late).
 */
export function useFocoAlAbrir(visible: boolean, id: string): () => void {
  useEffect(() => {
    if (!visible) return;
    let frame = 0;
    let intentos = 0;
    const intentar = () => {
      const campo = document.getElementById(id);
      if (campo && !campo.closest('[hidden]')) enfocarSiFuera(campo);
      else if (++intentos < 60) frame = requestAnimationFrame(intentar);
    };
    frame = requestAnimationFrame(intentar);
    return () => cancelAnimationFrame(frame);
  }, [visible, id]);
  return enfocarAlMostrar(id);
}

/**
 * A ConfirmDialog's `onShow`: its `defaultFocus` button has the focus once it is shown. PrimeReact
 * gives it that focus as the dialog opens, but on a busy browser the header's × once had it at the
 * end (Enter would then close instead of answering); a focus the user moved to the other answer stays.
 */
export function enfocarRespuesta(cual: 'accept' | 'reject'): () => void {
  return () => {
    const dialogos = document.querySelectorAll<HTMLElement>('.p-confirm-dialog');
    const dialogo = dialogos[dialogos.length - 1];
    const boton = dialogo?.querySelector<HTMLElement>(`.p-confirm-dialog-${cual}`);
    const activo = document.activeElement;
    if (
      boton &&
      !(
        activo instanceof HTMLElement &&
        dialogo!.contains(activo) &&
        activo.matches('.p-confirm-dialog-accept, .p-confirm-dialog-reject')
      )
    )
      boton.focus();
  };
}
