// The API's sentences in Portuguese (Brasil) about the loot valuation (source: ../es/botin.ts).
import type { Traduccion } from '../../idioma.js';
import type { botin as fuente } from '../es/botin.js';

export const botin: Traduccion<typeof fuente> = {
  'botin.precioNumero': 'O preço deve ser um número',
  'botin.precioEntero': 'O preço deve ser um número inteiro',
  'botin.precioNegativo': 'O preço não pode ser negativo',
  'botin.motivoCamposV2': 'A linha deve ter 10 campos separados por «;» e tem {campos}',
  'botin.motivoCamposV1': 'A linha deve ter 5 ou 6 campos separados por «;» e tem {campos}',
  'botin.motivoFecha': 'A data «{fecha}» não é válida',
  'botin.motivoCantidad': 'A quantidade «{cantidad}» não é um número inteiro entre 1 e 1.000.000',
  'botin.motivoItem': 'O id de item «{item}» não é válido',
  'botin.ventanaInvertida': 'A data «desde» não pode ser posterior a «até»',
  'botin.precioRepetido': 'O preço de {item} está repetido',
  'botin.valorExcesivo': 'O valor do saque ({valor}) ultrapassa o máximo de 1.000.000.000.000',
  'botin.sesionNoExiste': 'A sessão de presença {id} não existe',
  'botin.demasiadosObjetos':
    'O registro tem mais de 1.000 itens distintos nas linhas que passam pelo filtro; avalie-o por partes (com uma janela de tempo mais curta, por exemplo)',
  'botin.valoracionNoExiste': 'A avaliação de saque {id} não existe',
  'botin.valoracionVinculada': 'A avaliação de saque {id} já está vinculada à distribuição {distribucion}',
  'botin.valoracionOtroValor': 'O valor do saque ({valor}) não coincide com o da avaliação de saque {id} ({valoracion})',
  'botin.sesionSinTerminar': 'A sessão de presença {id} não terminou: termine-a antes de repartir',
  'botin.sesionVinculada': 'A sessão de presença {id} já está vinculada à distribuição {distribucion}',
  'botin.cuerpoDemasiadoGrande': 'O corpo da requisição é grande demais (máximo {mb} MB)',
};
