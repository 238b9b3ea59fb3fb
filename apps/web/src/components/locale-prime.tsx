// PrimeReact's built-in texts (buttons, the aria labels of close and show-password buttons, empty
// lists, the calendar's days, months and navigation) in the active language: one PrimeReact locale
// per language (its id is the language's), written from the shared catalogue when the language is
// first shown, and made the current one of the provider and of PrimeReact's global (some components
// read one, some the other). DataTable, Paginator and the password meter are not used.
import { useContext, useLayoutEffect } from 'react';
import { PrimeReactContext, addLocale, locale, type LocaleOptions } from 'primereact/api';
import { textosNucleo } from '../lib/textos';
import { useIdioma, useTextos } from '../lib/i18n/textos';

type T = typeof textosNucleo.t;

/** A comma-separated list of the catalogue (days, months). */
const lista = (t: T, clave: Parameters<T>[0]) => t(clave).split(',');

/** The calendar's month names in the active language («enero», «janeiro», «January»). */
export const mesesCalendario = (): string[] => lista(textosNucleo.t, 'cal.meses');

// aria texts PrimeReact 10 reads (the password's show/hide button) that its typings do not list.
const ariaSinTipos = (t: T) => ({
  passwordShow: t('clave.mostrar'),
  passwordHide: t('clave.ocultar'),
  expandLabel: t('prime.expandir'),
  collapseLabel: t('prime.contraer'),
});

/** The locale of the active language, from the catalogue. */
export function opcionesPrime(t: T): LocaleOptions {
  const meses = lista(t, 'cal.meses');
  return {
    accept: t('prime.si'),
    reject: t('prime.no'),
    cancel: t('comun.cancelar'),
    emptyMessage: t('prime.sinResultados'),
    emptyFilterMessage: t('prime.sinResultados'),
    aria: {
      trueLabel: t('prime.verdadero'),
      falseLabel: t('prime.falso'),
      nullLabel: t('prime.sinSeleccionar'),
      selectAll: t('prime.todos'),
      unselectAll: t('prime.ninguno'),
      close: t('prime.cerrar'),
      previous: t('prime.anterior'),
      next: t('prime.siguiente'),
      navigation: t('prime.navegacion'),
      scrollTop: t('prime.arriba'),
      ...ariaSinTipos(t),
      listLabel: t('prime.lista'),
    },
    // The calendar (the audit's date filters, with components/calendar-pt.ts).
    firstDayOfWeek: Number(t('cal.primerDia')),
    dayNames: lista(t, 'cal.dias'),
    dayNamesShort: lista(t, 'cal.diasCortos'),
    dayNamesMin: lista(t, 'cal.diasMin'),
    monthNames: meses,
    monthNamesShort: meses.map((m) => m.slice(0, 3)),
    today: t('cal.hoy'),
    now: t('cal.ahora'),
    clear: t('cal.limpiar'),
    chooseDate: t('cal.elegirFecha'),
    chooseMonth: t('cal.elegirMes'),
    chooseYear: t('cal.elegirAnio'),
    prevDecade: t('cal.decadaAnterior'),
    nextDecade: t('cal.decadaSiguiente'),
    prevYear: t('cal.anioAnterior'),
    nextYear: t('cal.anioSiguiente'),
    prevMonth: t('cal.mesAnterior'),
    nextMonth: t('cal.mesSiguiente'),
    prevHour: t('cal.horaAnterior'),
    nextHour: t('cal.horaSiguiente'),
    prevMinute: t('cal.minutoAnterior'),
    nextMinute: t('cal.minutoSiguiente'),
    prevSecond: t('cal.segundoAnterior'),
    nextSecond: t('cal.segundoSiguiente'),
    weekHeader: t('cal.semana'),
    dateFormat: t('cal.formato'),
  } as LocaleOptions;
}

/**
 * Put first inside PrimeReactProvider: PrimeReact speaks the active language. The locale is written
 * as this renders, before the components after it render in the same pass; the provider's own
 * locale follows before the paint, which renders its components again.
 */
export function LocalePrime(): null {
  const t = useTextos(textosNucleo);
  const idioma = useIdioma();
  const prime = useContext(PrimeReactContext);
  addLocale(idioma, opcionesPrime(t));
  locale(idioma);
  const setLocale = prime?.setLocale;
  useLayoutEffect(() => {
    setLocale?.(idioma);
  }, [setLocale, idioma]);
  return null;
}
