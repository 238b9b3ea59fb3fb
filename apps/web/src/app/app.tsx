import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { queryClient } from '../lib/query-client';
import { soltarPeticiones } from '../lib/api-client';
import { trasPintar } from '../lib/tras-pintar';
import { ToastProvider } from '../components/toast';
import { LoadingOverlay } from '../components/loading-overlay';
import { LocalePrime } from '../components/locale-prime';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';
import { idiomaActual } from '../lib/i18n/idioma';
import { useSession } from '../lib/session';
import { validateSession } from '../features/auth/api';
import { AppRoutes } from './router';
import { useCambiosEnVivo } from './en-vivo';
import { enlazarManifiesto, registrarServiceWorker } from '../lib/pwa';
import { miCuentaKeys } from '../features/mi-cuenta/api/keys';
import { basenameDeGremio } from '../lib/gremio';

function SessionGate() {
  const t = useTextos(textosNucleo);
  const { status } = useSession();
  useCambiosEnVivo(queryClient);
  useEffect(() => {
    void validateSession();
  }, []);
  // Full-screen loader while the stored token is validated (docs/domain.md, "Permissions").
  return (
    <>
      <LoadingOverlay active={status === 'checking'} label={t('sesion.comprobando')} />
      <AppRoutes />
    </>
  );
}

/** Lets the requests main.tsx held go once the first commit is painted (lib/api-client.ts, lib/tras-pintar.ts). */
function useSoltarTrasPintar() {
  useLayoutEffect(() => {
    const cancelar = trasPintar(soltarPeticiones);
    return () => {
      cancelar();
      soltarPeticiones();
    };
  }, []);
}

/**
 * The service worker (docs/pwa.md) is registered once the first screen is painted, never before it. When
 * it first takes control of the page, «Mi cuenta» is read again through it, to be kept for offline reading.
 */
function useServiceWorkerTrasPintar() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return trasPintar(() => {
      enlazarManifiesto();
      registrarServiceWorker(() => void queryClient.invalidateQueries({ queryKey: miCuentaKeys.all, exact: true }));
    });
  }, []);
}

export function App() {
  useSoltarTrasPintar();
  useServiceWorkerTrasPintar();
  return (
    // PrimeReact's texts in the active language (components/locale-prime.tsx): each language is its locale.
    <PrimeReactProvider value={{ ripple: true, locale: idiomaActual(), appendTo: 'self' }}>
      <LocalePrime />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          {/* A guild's pages live under `/g/{slug}` (lib/gremio.ts); the default guild's at the root. */}
          <BrowserRouter basename={basenameDeGremio()}>
            <SessionGate />
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
