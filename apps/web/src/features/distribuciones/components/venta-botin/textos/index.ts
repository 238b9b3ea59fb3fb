// «Venta del botín»'s catalogue: only the active language's file is downloaded, with the period's page.
import { definirTextos } from '../../../../../lib/i18n/textos';
import type es from './es';

export const textosVentaBotin = definirTextos<typeof es>('venta-botin', {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  en: () => import('./en'),
});
