// The API's sentences about the plantillas, in Portuguese (source: ../es/plantillas.ts).
import type { Traduccion } from '../../idioma.js';
import type { plantillas as fuente } from '../es/plantillas.js';

export const plantillas: Traduccion<typeof fuente> = {
  'plantilla.noExiste': 'O modelo {id} não existe',
  'plantilla.versionNoExiste': 'O modelo {id} não tem a versão {version}',
  'plantilla.nombreRepetido': 'Já existe um modelo chamado «{nombre}»',
  'plantilla.creada': 'Modelo «{nombre}» criado',
  'plantilla.guardada': 'Modelo «{nombre}» salvo (versão {version})',
  'plantilla.repreciados':
    'Modelo «{nombre}» salvo (versão {version}); {n, plural, one {1 pedido de regear pendente mudou de preço} other {{n} pedidos de regear pendentes mudaram de preço}}',
  'plantilla.sinCambios': 'O modelo «{nombre}» não mudou',
  'distribucion.extrasSuperanNeto':
    'Os extras fixos ({extras}) não deixam prata para dividir: restam {neto} depois do imposto e do regear',
  'distribucion.eventoNoExiste': 'O evento {id} não existe',
};
