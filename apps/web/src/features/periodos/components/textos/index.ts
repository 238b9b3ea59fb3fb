// The catalogue of the periods' dialogs (new period, value, close, payments): loaded with a dialog's
// chunk, not with the overview (docs/idiomas.md).
import { definirTextos } from '../../../../lib/i18n/textos';
import type es from './es';

export const textosPeriodosDialogos = definirTextos<typeof es>('periodos-dialogos', {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  en: () => import('./en'),
});
