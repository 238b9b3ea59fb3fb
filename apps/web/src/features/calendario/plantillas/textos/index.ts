// This page's catalogue: only the active language's file is downloaded, with the page.
import { definirTextos } from '../../../../lib/i18n/textos';
import type es from './es';

export const textosPlantillas = definirTextos<typeof es>('plantillas', {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  en: () => import('./en'),
});
