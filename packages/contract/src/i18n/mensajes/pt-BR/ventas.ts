// The API's sentences about the loot buyout, in Brazilian Portuguese (source: ../es/ventas.ts).
import type { Traduccion } from '../../idioma.js';
import type { ventas as fuente } from '../es/ventas.js';

export const ventas: Traduccion<typeof fuente> = {
  'venta.noExiste': 'A venda do saque {id} não existe',
  'venta.yaCerrada': 'A venda do saque {id} já está encerrada',
  'venta.plazoTerminado': 'A venda do saque {id} aceitava lances até {cierre}: não aceita mais',
  'venta.plazoAbierto': 'A venda do saque {id} aceita lances até {cierre}: encerre-a depois',
  'venta.cierrePasado': 'O encerramento da venda deve ser posterior a este momento',
  'venta.noParticipante': 'Só os participantes da venda do saque {id} podem dar lances',
  'venta.pujaNoSupera': 'Seu novo lance ({silver}) deve superar o anterior ({anterior})',
  'venta.saldoInsuficiente':
    'O período {periodo} paga com os saldos: seu pagamento seria {pago} e você tem {disponible} disponível',
  'venta.abierta': 'Venda do saque {id} aberta até {cierre}',
  'venta.pujada': 'Lance de {silver} registrado na venda do saque {id}',
  'venta.vendida': 'Venda do saque {id} encerrada: {nickname} a compra por {silver} e paga {pago} (distribuição {distribucion})',
  'venta.desierta': 'Venda do saque {id} encerrada sem lances',
  'discord.ventaAbiertaResumen': 'Venda do saque {id} aberta no período {periodo}: {motivo}',
  'discord.ventaAbiertaTitulo': 'Venda do saque {id}: {motivo}',
  'discord.ventaValor': '**Valor de mercado:** {silver}',
  'discord.ventaPlazo': '**Lances até:** {cuando}',
  'discord.ventaComoPujar': 'Os participantes dão lances na página de distribuições do período {id}',
  'discord.ventaCerradaSola': '**Encerrada** ao chegar o prazo',
  'discord.ventaDesiertaTitulo': 'Venda do saque {id} deserta (sem lances): {motivo}',
  'discord.ventaVendidaResumen': 'Venda do saque {id}: {nickname} compra por {silver}',
  'discord.ventaVendidaTitulo': 'Venda do saque {id}: {nickname} compra',
  'discord.ventaCompra': '**Lance vencedor:** {silver} · **Paga:** {pago}',
  'discord.ventaDistribucion': '**Distribuição:** {id}',
};
