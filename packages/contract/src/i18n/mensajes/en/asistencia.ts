// The API's sentences in English about attendance sessions (source: ../es/asistencia.ts).
import type { Traduccion } from '../../idioma.js';
import type { asistencia as fuente } from '../es/asistencia.js';

export const asistencia: Traduccion<typeof fuente> = {};
