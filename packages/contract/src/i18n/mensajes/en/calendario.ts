// The API's sentences about the calendario, in English (source: ../es/calendario.ts).
import type { Traduccion } from '../../idioma.js';
import type { calendario as fuente } from '../es/calendario.js';

export const calendario: Traduccion<typeof fuente> = {
  // The iCal feed (modules/calendario/ical*.ts).
  'calendario.tokenInvalido': 'The calendar link is not valid or was renewed: copy the new one from «Calendario»',
  'calendario.icsPlantilla': 'Template',
  'calendario.icsApuntados': 'Signed up: {n} of {huecos}',
};
