// The API's sentences in English about the loot valuation (source: ../es/botin.ts).
import type { Traduccion } from '../../idioma.js';
import type { botin as fuente } from '../es/botin.js';

export const botin: Traduccion<typeof fuente> = {
  'botin.precioNumero': 'The price must be a number',
  'botin.precioEntero': 'The price must be a whole number',
  'botin.precioNegativo': 'The price cannot be negative',
  'botin.motivoCamposV2': 'The line must have 10 fields separated by «;» and has {campos}',
  'botin.motivoCamposV1': 'The line must have 5 or 6 fields separated by «;» and has {campos}',
  'botin.motivoFecha': 'The date «{fecha}» is not valid',
  'botin.motivoCantidad': 'The quantity «{cantidad}» is not a whole number between 1 and 1,000,000',
  'botin.motivoItem': 'The item id «{item}» is not valid',
  'botin.ventanaInvertida': 'The «from» date cannot be after «to»',
  'botin.precioRepetido': 'The price of {item} is repeated',
  'botin.valorExcesivo': 'The loot value ({valor}) exceeds the maximum of 1,000,000,000,000',
  'botin.sesionNoExiste': 'Attendance session {id} does not exist',
  'botin.demasiadosObjetos':
    'The log has more than 1,000 distinct items in the lines that pass the filter; value it in parts (with a shorter time window, for example)',
  'botin.valoracionNoExiste': 'Loot valuation {id} does not exist',
  'botin.valoracionVinculada': 'Loot valuation {id} is already linked to distribution {distribucion}',
  'botin.valoracionOtroValor': 'The loot value ({valor}) does not match that of loot valuation {id} ({valoracion})',
  'botin.sesionSinTerminar': 'Attendance session {id} has not ended: end it before splitting',
  'botin.sesionVinculada': 'Attendance session {id} is already linked to distribution {distribucion}',
  'botin.cuerpoDemasiadoGrande': 'The request body is too large ({mb} MB at most)',
};
