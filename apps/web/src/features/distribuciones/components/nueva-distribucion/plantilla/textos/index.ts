// The catalogue of «Nueva distribución»'s template part (the «Plantilla» picker, the fixed extras, what the
// confirmation says came from the template): only the active language's file is downloaded.
import { definirTextos } from '../../../../../../lib/i18n/textos';
import type es from './es';

export const textosPlantillaDist = definirTextos<typeof es>('distribuciones-plantilla', {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  en: () => import('./en'),
});
