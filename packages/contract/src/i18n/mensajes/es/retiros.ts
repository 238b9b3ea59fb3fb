// The API's sentences about the withdrawals (docs/libro.md, «Retiros»), and their Discord messages.
export const retiros = {
  'retiro.noExiste': 'El retiro #{id} no existe',
  'retiro.superaDisponible': 'La plata pedida ({silver}) supera la disponible para retirar: {disponible}',
  'retiro.limiteSemanal': 'Supera el límite semanal de {cargo}: {limite} en 7 días (ya pedido: {usado})',
  'retiro.enEstado':
    'El retiro #{id} está {estado, select, pendiente {pendiente} aprobado {aprobado} rechazado {rechazado} pagado {pagado} other {cancelado}}: no se puede {accion, select, aprobar {aprobar} rechazar {rechazar} pagar {pagar} deshacer {deshacer su pago} other {cancelar}}',
  'retiro.paraOtro': 'Solo TESORERO o LIDER piden un retiro para otro jugador',
  'retiro.verOtro': 'Solo TESORERO, LIDER o DISTRIBUIDOR ven los retiros de otro jugador',
  'retiro.cancelarAjeno': 'Solo el propio jugador, TESORERO o LIDER cancelan el retiro #{id}',
  'retiro.revisionPropia': 'Nadie aprueba ni paga su propio retiro: el retiro #{id} lo aprueba o paga otro oficial',
  'retiro.saldoInsuficiente': 'El saldo de {nickname} ({saldo}) no alcanza para pagar el retiro #{id} ({silver})',
  'retiro.pagados':
    '{n, plural, one {1 retiro pagado} other {{n} retiros pagados}}{ya, plural, =0 {} one { (1 ya estaba pagado)} other { ({ya} ya estaban pagados)}}',
  'arqueo.jugadorDesconocido': 'La app no conoce a ningún jugador {jugador}',
  'arqueo.sinRetiro': '{jugador} no tiene un retiro aprobado ni un pago pendiente de {silver}',
  'arqueo.retiroYaPagado': 'El retiro #{id} de {jugador} por {silver} ya está pagado',
  'arqueo.sinAjuste': 'Ningún ajuste del líder abona {silver} a {jugador} ni a la Tesorería',
  'arqueo.otraLinea': 'La línea no es un retiro ni un depósito',
  'discord.retiroSolicitado': 'Retiro solicitado',
  'discord.retiroAprobado': 'Retiro aprobado',
  'discord.retiroRechazado': 'Retiro rechazado',
  'discord.retiroPagado': 'Retiro pagado',
  'discord.retiroResumen': '{titulo} #{id}: {silver} de {jugador}',
  'discord.retiroTitulo': '{titulo} #{id}: {jugador}',
  'discord.solicitadoPor': 'Solicitado por',
  'discord.pagadoPor': 'Pagado por',
} as const;
