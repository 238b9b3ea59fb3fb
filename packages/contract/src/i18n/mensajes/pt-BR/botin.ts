// The API's sentences in Portuguese (Brasil) about the loot valuation (source: ../es/botin.ts).
import type { Traduccion } from '../../idioma.js';
import type { botin as fuente } from '../es/botin.js';

export const botin: Traduccion<typeof fuente> = {};
