import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider, addLocale, locale } from 'primereact/api';
import { queryClient } from '../lib/query-client';
import { ToastProvider } from '../components/toast';
import { LoadingOverlay } from '../components/loading-overlay';
import { useSession } from '../lib/session';
import { validateSession } from '../features/auth/api';
import { AppRoutes } from './router';
import { useCambiosEnVivo } from './en-vivo';

// aria texts PrimeReact 10 reads (the password's show/hide button) that its typings do not list.
const ARIA_SIN_TIPOS = {
  passwordShow: 'Mostrar la contraseña',
  passwordHide: 'Ocultar la contraseña',
  expandLabel: 'Expandir',
  collapseLabel: 'Contraer',
};

// The built-in texts of PrimeReact in Spanish that the app's components show (buttons, aria labels of
// close and show-password buttons, empty lists…): the provider below uses this locale everywhere. The
// calendar's own texts (days, months, its navigation) are added by components/calendar-pt.ts, with the
// only screen that has a calendar; DataTable, Paginator and the password meter are not used.
addLocale('es', {
  accept: 'Sí',
  reject: 'No',
  cancel: 'Cancelar',
  emptyMessage: 'Sin resultados',
  emptyFilterMessage: 'Sin resultados',
  aria: {
    trueLabel: 'Verdadero',
    falseLabel: 'Falso',
    nullLabel: 'Sin seleccionar',
    selectAll: 'Seleccionar todos',
    unselectAll: 'Quitar todos',
    close: 'Cerrar',
    previous: 'Anterior',
    next: 'Siguiente',
    navigation: 'Navegación',
    scrollTop: 'Volver arriba',
    ...ARIA_SIN_TIPOS,
    listLabel: 'Lista de opciones',
  },
});
locale('es');

function SessionGate() {
  const { status } = useSession();
  useCambiosEnVivo(queryClient);
  useEffect(() => {
    void validateSession();
  }, []);
  // Full-screen loader while the stored token is validated (docs/domain.md, "Permissions").
  return (
    <>
      <LoadingOverlay active={status === 'checking'} label="Comprobando sesión…" />
      <AppRoutes />
    </>
  );
}

export function App() {
  return (
    <PrimeReactProvider value={{ ripple: true, locale: 'es', appendTo: 'self' }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <SessionGate />
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
