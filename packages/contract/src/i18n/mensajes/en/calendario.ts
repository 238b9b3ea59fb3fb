// The API's sentences about the calendario, in English (source: ../es/calendario.ts).
import type { Traduccion } from '../../idioma.js';
import type { calendario as fuente } from '../es/calendario.js';

export const calendario: Traduccion<typeof fuente> = {};
