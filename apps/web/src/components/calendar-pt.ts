import type { CalendarPassThroughOptions } from 'primereact/calendar';
import { textosNucleo } from '../lib/textos';
import { mesesCalendario } from './locale-prime';

// The calendar's texts (days, months, its navigation) are PrimeReact's locale of the active language,
// which components/locale-prime.tsx writes from the shared catalogue.

/**
 * Pass-through for PrimeReact 10 Calendars (axe-core with the date panel open): a day's number is a
 * <span> that claims `aria-selected`, which only options and cells may carry (aria-allowed-attr; its
 * cell already has the date as its name), and the month and year buttons are named "Choose Month" /
 * "Choose Year" while they show "noviembre" / "2026" (label-content-name-mismatch): they keep the
 * name they show. A day's cell is named "1 de noviembre de 2026" (en "November 1, 2026"), which holds
 * the "1" it shows (a "01/11/2026" did not).
 */
export const calendarPt = {
  day: ({ context }: { context: { date: { day: number; month: number; year: number } } }) => ({
    'aria-label': textosNucleo.t('cal.dia', {
      dia: context.date.day,
      mes: mesesCalendario()[context.date.month] ?? '',
      anio: context.date.year,
    }),
  }),
  dayLabel: { 'aria-selected': undefined },
  monthTitle: { 'aria-label': undefined },
  yearTitle: { 'aria-label': undefined },
} as CalendarPassThroughOptions;
