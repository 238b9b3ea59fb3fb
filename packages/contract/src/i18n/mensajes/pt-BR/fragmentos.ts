// Pieces of sentences in Português (Brasil) (source: ../es/fragmentos.ts): what fills a translated sentence's variables.
import type { Traduccion } from '../../idioma.js';
import type { fragmentos as fuente } from '../es/fragmentos.js';

export const fragmentos: Traduccion<typeof fuente> = {
  'frag.estadoFinalizado': 'Finalizado',
  'frag.estadoEnDistribucion': 'Em distribuição',
  'frag.estadoAbierto': 'Aberto',
  'frag.abiertoOEnDistribucion': 'Aberto ou Em distribuição',
  'frag.noFinalizado': 'não finalizado',
  'frag.reclamoPendiente': 'Pendente',
  'frag.reclamoAprobado': 'Aprovado',
  'frag.reclamoRechazado': 'Recusado',
  'frag.reclamoPagado': 'Pago',
  'frag.crear': 'criar',
  'frag.eliminar': 'excluir',
  'frag.aprobar': 'aprovar',
  'frag.rechazarDeshaga': 'recusar (desfaça antes o pagamento)',
  'frag.cambiarValor': 'mudar o valor de um período',
  'frag.cerrarPeriodo': 'fechar um período',
  'frag.finalizarPeriodo': 'finalizar a distribuição de um período',
  'frag.registrarPagos': 'registrar pagamentos em um período',
  'frag.deshacerPagos': 'desfazer pagamentos em um período',
  'frag.conciliarPagos': 'conciliar os pagamentos de um período',
  'frag.reclamarRegear': 'pedir regear em um período',
  'frag.aprobarRegear': 'aprovar regear em um período',
  'frag.rechazarRegear': 'recusar regear em um período',
  'frag.pagarRegear': 'pagar regear em um período',
  'frag.deshacerPagosRegear': 'desfazer pagamentos de regear em um período',
  'frag.ningunGremio': 'nenhuma guilda',
};
