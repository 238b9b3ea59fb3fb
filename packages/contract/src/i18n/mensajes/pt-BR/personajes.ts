// The API's sentences about the personajes, in Portuguese (source: ../es/personajes.ts).
import type { Traduccion } from '../../idioma.js';
import type { personajes as fuente } from '../es/personajes.js';

export const personajes: Traduccion<typeof fuente> = {};
