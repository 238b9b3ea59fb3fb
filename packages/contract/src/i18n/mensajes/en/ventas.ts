// The API's sentences about the loot buyout, in English (source: ../es/ventas.ts).
import type { Traduccion } from '../../idioma.js';
import type { ventas as fuente } from '../es/ventas.js';

export const ventas: Traduccion<typeof fuente> = {
  'venta.noExiste': 'Loot sale {id} does not exist',
  'venta.yaCerrada': 'Loot sale {id} is already closed',
  'venta.plazoTerminado': 'Loot sale {id} took bids until {cierre}: it takes no more',
  'venta.plazoAbierto': 'Loot sale {id} takes bids until {cierre}: close it after that',
  'venta.cierrePasado': 'The sale’s deadline must be later than now',
  'venta.noParticipante': 'Only the participants of loot sale {id} may bid',
  'venta.pujaNoSupera': 'Your new bid ({silver}) must beat your previous one ({anterior})',
  'venta.saldoInsuficiente':
    'Period {periodo} pays from the balances: your payment would be {pago} and you have {disponible} available',
  'venta.abierta': 'Loot sale {id} open until {cierre}',
  'venta.pujada': 'Bid of {silver} recorded on loot sale {id}',
  'venta.vendida': 'Loot sale {id} closed: {nickname} buys it for {silver} and pays {pago} (distribution {distribucion})',
  'venta.desierta': 'Loot sale {id} closed without bids',
  'discord.ventaAbiertaResumen': 'Loot buyout {id} opened in period {periodo}: {motivo}',
  'discord.ventaAbiertaTitulo': 'Loot buyout {id}: {motivo}',
  'discord.ventaValor': '**Market value:** {silver}',
  'discord.ventaPlazo': '**Bids until:** {cuando}',
  'discord.ventaComoPujar': 'Participants bid on the distributions page of period {id}',
  'discord.ventaCerradaSola': '**Closed** when its deadline came',
  'discord.ventaDesiertaTitulo': 'Loot buyout {id} closed with no bids: {motivo}',
  'discord.ventaVendidaResumen': 'Loot buyout {id}: {nickname} buys it for {silver}',
  'discord.ventaVendidaTitulo': 'Loot buyout {id}: {nickname} buys it',
  'discord.ventaCompra': '**Winning bid:** {silver} · **Pays:** {pago}',
  'discord.ventaDistribucion': '**Distribution:** {id}',
};
