// The API's sentences about the loot buyout, «Venta del botín» (docs/venta-botin.md).
export const ventas = {
  'venta.noExiste': 'La venta del botín {id} no existe',
  'venta.yaCerrada': 'La venta del botín {id} ya está cerrada',
  'venta.plazoTerminado': 'La venta del botín {id} admitía pujas hasta el {cierre}: ya no admite más',
  'venta.plazoAbierto': 'La venta del botín {id} admite pujas hasta el {cierre}: se cierra después',
  'venta.cierrePasado': 'El cierre de la venta debe ser posterior a este momento',
  'venta.noParticipante': 'Solo los participantes de la venta del botín {id} pueden pujar',
  'venta.pujaNoSupera': 'Su nueva puja ({silver}) debe superar la anterior ({anterior})',
  'venta.saldoInsuficiente': 'El periodo {periodo} paga con los saldos: su pago sería {pago} y puede disponer de {disponible}',
  'venta.abierta': 'Venta del botín {id} abierta hasta el {cierre}',
  'venta.pujada': 'Puja de {silver} registrada en la venta del botín {id}',
  'venta.vendida': 'Venta del botín {id} cerrada: {nickname} la compra por {silver} y paga {pago} (distribución {distribucion})',
  'venta.desierta': 'Venta del botín {id} cerrada sin pujas',
} as const;
