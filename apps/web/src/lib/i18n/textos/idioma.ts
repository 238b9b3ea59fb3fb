// The picker's and the offer's texts (docs/idiomas.md): the same whatever the active language, so
// they live here, with every language in the entry (a few hundred bytes), not in a catalogue.
import type { Idioma } from '@reparto/contract';

/** The picker's accessible name, «Idioma» in every language (the words). */
export const ETIQUETA_IDIOMA = 'Idioma';

/** The one-line offer, written in the language it offers. */
export const OFERTA: Readonly<Record<Idioma, { texto: string; cambiar: string; ahoraNo: string; region: string }>> = {
  es: {
    texto: 'Esta aplicación también está en español.',
    cambiar: 'Cambiar a español',
    ahoraNo: 'Ahora no',
    region: 'Idioma sugerido',
  },
  'pt-BR': {
    texto: 'Este aplicativo também está em português.',
    cambiar: 'Mudar para português',
    ahoraNo: 'Agora não',
    region: 'Idioma sugerido',
  },
  en: {
    texto: 'This app is also available in English.',
    cambiar: 'Switch to English',
    ahoraNo: 'Not now',
    region: 'Suggested language',
  },
};
