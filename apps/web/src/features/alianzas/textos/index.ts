// This feature's catalogue: only the active language's file is downloaded, with the feature's page.
import { definirTextos } from '../../../lib/i18n/textos';
import type es from './es';

export const textosAlianzas = definirTextos<typeof es>('alianzas', {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  en: () => import('./en'),
});
