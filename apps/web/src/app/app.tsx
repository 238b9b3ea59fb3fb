import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider, addLocale, locale } from 'primereact/api';
import { MESES } from '@reparto/contract';
import { queryClient } from '../lib/query-client';
import { ToastProvider } from '../components/toast';
import { LoadingOverlay } from '../components/loading-overlay';
import { useSession } from '../lib/session';
import { validateSession } from '../features/auth/api';
import { AppRoutes } from './router';

addLocale('es', {
  firstDayOfWeek: 1,
  dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  dayNamesShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  dayNamesMin: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
  monthNames: [...MESES],
  monthNamesShort: MESES.map((m) => m.slice(0, 3)),
  today: 'Hoy',
  clear: 'Limpiar',
  accept: 'Sí',
  reject: 'No',
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
    pageLabel: 'Página {page}',
    firstPageLabel: 'Primera página',
    lastPageLabel: 'Última página',
    nextPageLabel: 'Página siguiente',
    prevPageLabel: 'Página anterior',
    rowsPerPageLabel: 'Filas por página',
    jumpToPageDropdownLabel: 'Ir a la página',
    jumpToPageInputLabel: 'Ir a la página',
    selectRow: 'Seleccionar fila',
    unselectRow: 'Quitar fila',
    expandRow: 'Expandir fila',
    collapseRow: 'Contraer fila',
    showFilterMenu: 'Mostrar filtros',
    hideFilterMenu: 'Ocultar filtros',
  },
});
locale('es');

function SessionGate() {
  const { status } = useSession();
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
    <PrimeReactProvider value={{ ripple: true }}>
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
