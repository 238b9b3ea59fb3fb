// The API's sentences about Web Push, in Brazilian Portuguese (source: ../es/push.ts).
import type { Traduccion } from '../../idioma.js';
import type { push as fuente } from '../es/push.js';

export const push: Traduccion<typeof fuente> = {
  'push.guardada': 'Avisos ativados neste dispositivo',
  'push.baja': 'Avisos desativados neste dispositivo',
  'push.noConfigurado': 'Este servidor não tem avisos no dispositivo: falta VAPID_PUBLIC_KEY',
  'push.pagadoTitulo': 'Pagamento recebido',
  'push.pagadoCuerpo': 'Você recebeu {silver} do período {idPeriodo} ({lugar})',
  'push.retiroPagadoCuerpo': 'Sua retirada #{id} foi paga: {silver}',
  'push.regearPagadoCuerpo': 'Seu regear #{id} foi pago: {silver}',
  'push.retiroTitulo': '{aprobado, select, si {Retirada aprovada} other {Retirada rejeitada}}',
  'push.retiroCuerpo': 'Retirada #{id} de {silver}',
  'push.regearTitulo': '{aprobado, select, si {Regear aprovado} other {Regear rejeitado}}',
  'push.regearCuerpo': 'Regear #{id} de {silver}',
  'push.recordatorioTitulo': 'Evento em {minutos} min',
  'push.recordatorioCuerpo': '{titulo} em {lugar}',
  'push.ventaAbiertaTitulo': 'Venda do loot {id}: você pode dar lances',
  'push.ventaAbiertaCuerpo': '{motivo}: valor de mercado {valor}. Dê seu lance antes que feche.',
  'push.ventaGanadaTitulo': 'Você ganhou a venda do loot {id}',
  'push.ventaGanadaCuerpo': '{motivo}: seu lance de {silver} ganhou; pague {pago} (o lance menos a sua parte).',
  'push.ventaCerradaTitulo': 'Venda do loot {id} fechada',
  'push.ventaVendidaCuerpo': '{motivo}: {comprador} comprou por {silver}; a sua parte está na distribuição {idDistribucion}.',
  'push.ventaDesiertaCuerpo': '{motivo}: ninguém deu lance; nenhuma distribuição foi feita.',
};
