// One Toast for the whole app; features call useToast().show(...) with the spec's texts (seed-spec §8).
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';
import { TOAST_MS } from '@reparto/contract';
import { errorMessage } from '../lib/api-client';

export type Severity = 'info' | 'warn' | 'error' | 'success';

interface ToastApi {
  show(severity: Severity, summary: string, detail?: string, life?: number): void;
  /** Error toast with the failure's message as detail. */
  showError(summary: string, detail: string, error?: unknown, life?: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const show = useCallback((severity: Severity, summary: string, detail?: string, life = TOAST_MS) => {
    const message: ToastMessage = { severity, summary, life };
    if (detail !== undefined) message.detail = detail;
    ref.current?.show(message);
  }, []);
  const value = useMemo<ToastApi>(
    () => ({
      show,
      showError: (summary, detail, error, life = TOAST_MS) =>
        show('error', summary, error === undefined ? detail : `${detail} ${errorMessage(error)}`, life),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={value}>
      <Toast ref={ref} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast fuera de ToastProvider');
  return ctx;
}
