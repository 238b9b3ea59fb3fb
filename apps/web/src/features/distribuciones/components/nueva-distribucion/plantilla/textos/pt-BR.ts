import type { Traduccion } from '@reparto/contract';
import type es from './es';

const ptBR: Traduccion<typeof es> = {
  'plantilla.label': 'Modelo',
  'plantilla.ninguna': 'Sem modelo',
  'plantilla.cargando': 'Carregando modelos…',
  'plantilla.error': 'Não foi possível ler os modelos: os valores são escritos à mão.',
  'plantilla.opcion': '{nombre} (v{version})',
  'plantilla.aplicada':
    'Valores do modelo {nombre} (v{version}) aplicados: imposto, pesos por função, extras fixos e reserva. Todos podem ser alterados.',
  'extras.titulo': 'Extras fixos',
  'extras.ayuda': 'São pagos antes da divisão por peso, cada um a um jogador da lista.',
  'extras.ninguno': 'Sem extras fixos.',
  'extras.concepto': 'Descrição do extra {n}',
  'extras.plata': 'Prata do extra {n}',
  'extras.para': 'Quem recebe o extra {n}',
  'extras.elegir': 'Escolha um jogador',
  'extras.quitar': 'Remover o extra {concepto}',
  'extras.agregar': 'Adicionar extra',
  'extras.sinJugador': 'Escolha quem recebe este extra: um extra sem jogador não pode ser criado',
  'extras.sinConcepto': 'Escreva a descrição do extra',
  'extras.sinPlata': 'Escreva a prata do extra: um número inteiro maior que 0',
  'extras.superan': 'Os extras fixos ({extras}) não deixam prata para dividir: a prata é {silver}',
  'conf.de': 'Do modelo {nombre} (v{version}): {valores}',
  'conf.aMano': 'Alterado à mão: {valores}',
  'conf.impuesto': 'imposto {pct} %',
  'conf.impuestoCambiado': 'imposto {pct} % (o modelo diz {plantilla} %)',
  'conf.rol': '{rol} ×{peso}',
  'conf.reserva': 'reserva ×{peso}',
  'conf.extraPara': '{concepto} +{silver} para {nickname}',
  'conf.extraQuitado': 'sem o extra {concepto}',
  'conf.regearPrimero': 'regear primeiro',
  'conf.peso': '{nickname} peso {peso}',
};
export default ptBR;
