// The shared catalogue (the frame, components/ and lib/): loaded before the first render (main.tsx).
import { definirTextos } from '../i18n/textos';
import type es from './es';

export const textosNucleo = definirTextos<typeof es>('nucleo', {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  en: () => import('./en'),
});
