// One Toast for the whole app; features call useToast() with the texts of docs/domain.md, "Screens and texts".
// Every error toast goes through showError, which builds its detail from a lead text and the failure.
// PrimeReact's Toast (with its animations, react-transition-group) is not part of a page's first
// paint: its code is fetched once the page is idle, or at the first toast if that comes sooner; a
// toast shown before it is there waits for it (docs/performance.md, "Web delivery").
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefAttributes,
} from 'react';
import type { Toast, ToastMessage, ToastProps } from 'primereact/toast';
import { TOAST_MS } from '@reparto/contract';
import { errorMessage, sentence } from '../lib/api-client';
import { textosNucleo } from '../lib/textos';
import { seguirIdioma } from '../lib/texto-vivo';
import { alEstarInactivo } from '../lib/tras-pintar';
import './toast.css';

/**
 * The detail of the error toast of a failed save, when the screen has nothing more precise to say, in
 * the active language (a binding that follows it: read it when the toast is shown).
 */
export let ERROR_DETALLE = '';
seguirIdioma(() => {
  ERROR_DETALLE = textosNucleo.t('toast.errorDetalle');
});

export interface ErrorToast {
  /** «Error» (in the active language) unless told. */
  summary?: string;
  /** Text before the failure's message (its own punctuation included), or the whole detail without one. */
  lead?: string;
  /** The failure: its message ends the detail. */
  error?: unknown;
  life?: number;
}

/**
 * The detail of an error toast: the lead, then the failure's message. Each is a sentence of its own:
 * a lead without punctuation gets its full stop before the message, so that the two never read as one.
 */
export function errorDetail({ lead, error }: Pick<ErrorToast, 'lead' | 'error'>): string {
  if (error === undefined) return lead ?? '';
  const message = errorMessage(error);
  return lead === undefined ? message : `${sentence(lead)} ${message}`;
}

interface ToastApi {
  show(severity: 'info' | 'warn' | 'success', summary: string, detail?: string, life?: number): void;
  showError(toast: ErrorToast): void;
}

const ToastContext = createContext<ToastApi | null>(null);

type ToastComponent = ComponentType<ToastProps & RefAttributes<Toast>>;
let toastModule: Promise<ToastComponent> | null = null;
/** PrimeReact's Toast, fetched once (a failed download is tried again at the next toast). */
function cargarToast(): Promise<ToastComponent> {
  return (toastModule ??= import('primereact/toast').then(
    (m) => m.Toast,
    (error: unknown) => {
      toastModule = null;
      throw error;
    },
  ));
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const [ToastPrime, setToastPrime] = useState<ToastComponent | null>(null);
  // Toasts shown before the Toast is mounted: shown by it as soon as it is.
  const pendientes = useRef<ToastMessage[]>([]);
  const montar = useCallback(() => {
    cargarToast().then(
      (c) => setToastPrime(() => c),
      () => undefined,
    );
  }, []);
  useEffect(() => alEstarInactivo(montar), [montar]);
  const alMontar = useCallback((toast: Toast | null) => {
    ref.current = toast;
    if (toast && pendientes.current.length > 0) toast.show(pendientes.current.splice(0));
  }, []);
  const show = useCallback(
    (severity: ToastMessage['severity'], summary: string, detail?: string, life = TOAST_MS) => {
      const message: ToastMessage = { severity, summary, life };
      if (detail !== undefined) message.detail = detail;
      if (ref.current) ref.current.show(message);
      else {
        pendientes.current.push(message);
        montar();
      }
    },
    [montar],
  );
  const value = useMemo<ToastApi>(
    () => ({
      show,
      showError: (t) => show('error', t.summary ?? textosNucleo.t('toast.error'), errorDetail(t), t.life),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={value}>
      {ToastPrime ? <ToastPrime ref={alMontar} position="top-right" /> : null}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast fuera de ToastProvider');
  return ctx;
}

/**
 * The outcome of a save, as `mutate` callbacks: a success toast (summary and detail from the answer),
 * then `after`; or the error toast of a failed save (ERROR_DETALLE and the server's message).
 */
export function useSaveToasts() {
  const toast = useToast();
  return <T,>(success: (data: T) => readonly [summary: string, detail: string], after?: () => void) => ({
    onSuccess: (data: T) => {
      toast.show('success', ...success(data));
      after?.();
    },
    onError: (error: unknown) => toast.showError({ lead: textosNucleo.t('toast.errorDetalle'), error }),
  });
}
