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
import { useCambiosEnVivo } from './en-vivo';

// aria texts PrimeReact 10 reads (the password's show/hide button) that its typings do not list.
const ARIA_SIN_TIPOS = {
  passwordShow: 'Mostrar la contraseña',
  passwordHide: 'Ocultar la contraseña',
  expandLabel: 'Expandir',
  collapseLabel: 'Contraer',
};

// Every built-in text of PrimeReact in Spanish (buttons, calendar, aria labels of close and
// show-password buttons…): the provider below uses this locale everywhere.
addLocale('es', {
  firstDayOfWeek: 1,
  dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  dayNamesShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  dayNamesMin: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
  monthNames: [...MESES],
  monthNamesShort: MESES.map((m) => m.slice(0, 3)),
  today: 'Hoy',
  now: 'Ahora',
  clear: 'Limpiar',
  accept: 'Sí',
  reject: 'No',
  cancel: 'Cancelar',
  apply: 'Aplicar',
  choose: 'Elegir',
  chooseDate: 'Elegir fecha',
  chooseMonth: 'Elegir mes',
  chooseYear: 'Elegir año',
  prevDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
  prevYear: 'Año anterior',
  nextYear: 'Año siguiente',
  prevMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  prevHour: 'Hora anterior',
  nextHour: 'Hora siguiente',
  prevMinute: 'Minuto anterior',
  nextMinute: 'Minuto siguiente',
  prevSecond: 'Segundo anterior',
  nextSecond: 'Segundo siguiente',
  weekHeader: 'Sem',
  dateFormat: 'dd/mm/yy',
  weak: 'Débil',
  medium: 'Media',
  strong: 'Fuerte',
  passwordPrompt: 'Escriba una contraseña',
  emptyMessage: 'Sin resultados',
  emptyFilterMessage: 'Sin resultados',
  upload: 'Subir',
  noFilter: 'Sin filtro',
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
