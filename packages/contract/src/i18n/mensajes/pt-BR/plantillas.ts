// The API's sentences about the plantillas, in Portuguese (source: ../es/plantillas.ts).
import type { Traduccion } from '../../idioma.js';
import type { plantillas as fuente } from '../es/plantillas.js';

export const plantillas: Traduccion<typeof fuente> = {};
