import type { CalendarPassThroughOptions } from 'primereact/calendar';
import { addLocale, localeOptions } from 'primereact/api';
import { MESES } from '@reparto/contract';

// The calendar's texts of the Spanish locale (app/app.tsx registers the rest): added when a screen
// with a calendar loads, so that the first screens do not download them.
addLocale('es', {
  ...localeOptions('es'),
  firstDayOfWeek: 1,
  dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  dayNamesShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  dayNamesMin: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
  monthNames: [...MESES],
  monthNamesShort: MESES.map((m) => m.slice(0, 3)),
  today: 'Hoy',
  now: 'Ahora',
  clear: 'Limpiar',
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
});

/**
 * Pass-through for PrimeReact 10 Calendars (axe-core with the date panel open): a day's number is a
 * <span> that claims `aria-selected`, which only options and cells may carry (aria-allowed-attr; its
 * cell already has the date as its name), and the month and year buttons are named "Choose Month" /
 * "Choose Year" while they show "noviembre" / "2026" (label-content-name-mismatch): they keep the
 * name they show. A day's cell is named "1 de noviembre de 2026", which holds the "1" it shows (a
 * "01/11/2026" did not).
 */
export const calendarPt = {
  day: ({ context }: { context: { date: { day: number; month: number; year: number } } }) => ({
    'aria-label': `${context.date.day} de ${MESES[context.date.month]} de ${context.date.year}`,
  }),
  dayLabel: { 'aria-selected': undefined },
  monthTitle: { 'aria-label': undefined },
  yearTitle: { 'aria-label': undefined },
} as CalendarPassThroughOptions;
