// The API's sentences about the plantillas, in English (source: ../es/plantillas.ts).
import type { Traduccion } from '../../idioma.js';
import type { plantillas as fuente } from '../es/plantillas.js';

export const plantillas: Traduccion<typeof fuente> = {
  'plantilla.noExiste': 'Template {id} does not exist',
  'plantilla.versionNoExiste': 'Template {id} has no version {version}',
  'plantilla.nombreRepetido': 'A template named «{nombre}» already exists',
  'plantilla.creada': 'Template «{nombre}» created',
  'plantilla.guardada': 'Template «{nombre}» saved (version {version})',
  'plantilla.repreciados':
    'Template «{nombre}» saved (version {version}); {n, plural, one {1 pending regear claim changed price} other {{n} pending regear claims changed price}}',
  'plantilla.sinCambios': 'Template «{nombre}» did not change',
  'distribucion.extrasSuperanNeto':
    'The fixed extras ({extras}) leave no silver to split: {neto} is left after the tax and the regear',
  'distribucion.eventoNoExiste': 'Event {id} does not exist',
};
