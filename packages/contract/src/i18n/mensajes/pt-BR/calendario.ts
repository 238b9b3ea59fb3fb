// The API's sentences about the calendario, in Portuguese (source: ../es/calendario.ts).
import type { Traduccion } from '../../idioma.js';
import type { calendario as fuente } from '../es/calendario.js';

export const calendario: Traduccion<typeof fuente> = {
  // The iCal feed (modules/calendario/ical*.ts).
  'calendario.tokenInvalido': 'O link do calendário não é válido ou foi renovado: copie o novo em «Calendario»',
  'calendario.icsPlantilla': 'Modelo',
  'calendario.icsApuntados': 'Inscritos: {n} de {huecos}',
};
