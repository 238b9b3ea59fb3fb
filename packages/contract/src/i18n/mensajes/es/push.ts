// The API's sentences about Web Push (docs/pwa.md, «Avisos en el dispositivo»), and the pushes' texts.
export const push = {
  'push.guardada': 'Avisos encendidos en este dispositivo',
  'push.baja': 'Avisos apagados en este dispositivo',
  'push.noConfigurado': 'Este servidor no tiene avisos en el dispositivo: falta VAPID_PUBLIC_KEY',
  'push.pagadoTitulo': 'Pago recibido',
  'push.pagadoCuerpo': 'Se le pagaron {silver} del periodo {idPeriodo} ({lugar})',
  'push.retiroPagadoCuerpo': 'Se le pagó el retiro #{id}: {silver}',
  'push.regearPagadoCuerpo': 'Se le pagó el regear #{id}: {silver}',
  'push.retiroTitulo': '{aprobado, select, si {Retiro aprobado} other {Retiro rechazado}}',
  'push.retiroCuerpo': 'Retiro #{id} de {silver}',
  'push.regearTitulo': '{aprobado, select, si {Regear aprobado} other {Regear rechazado}}',
  'push.regearCuerpo': 'Regear #{id} de {silver}',
  'push.recordatorioTitulo': 'Evento en {minutos} min',
  'push.recordatorioCuerpo': '{titulo} en {lugar}',
} as const;
