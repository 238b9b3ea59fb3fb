// The API's sentences about Discord's HTTP interactions (docs/integraciones.md, «Interacciones»): the
// endpoint's refusals, the commands' descriptions and answers, the officers' buttons and modals.
export const interacciones = {
  'interacciones.sinConfigurar': 'Las interacciones de Discord no están configuradas en este servidor: falta {falta}',
  'interacciones.firmaInvalida': 'La petición no está firmada por Discord (firma ausente, inválida o caducada)',
  'interacciones.cuerpoInvalido': 'El cuerpo de la interacción no es un objeto JSON de Discord',
  'interacciones.desconocida': 'Esta acción no existe o ya no está disponible',
  'interacciones.enCurso': 'Esta interacción todavía se está procesando; espere un momento',
  'interacciones.sinVincular':
    'Su usuario de Discord no está vinculado a ninguna cuenta del gremio: entre una vez con «Entrar con Discord» en {url} (si ya tiene cuenta, con «Vincular Discord» en «Mi cuenta»)',
  'interacciones.sinVincularSinUrl':
    'Su usuario de Discord no está vinculado a ninguna cuenta del gremio: entre una vez con «Entrar con Discord» en la web del gremio (si ya tiene cuenta, con «Vincular Discord» en «Mi cuenta»)',
  'interacciones.fallo': 'No se pudo completar ahora; inténtelo de nuevo más tarde',
  'saldo.descripcion': 'Su saldo en el libro del gremio, sus retiros pendientes y su regear pendiente',
  'saldo.titulo': '**Saldo de {nickname}**',
  'saldo.saldo': 'Saldo en el gremio: {silver}',
  'saldo.retiros': 'Retiros pedidos o aprobados sin pagar: {silver}',
  'saldo.disponible': 'Disponible para retirar: {silver}',
  'saldo.regearPendiente':
    'Regear por revisar: {n, plural, =0 {ninguno} one {{n} reclamo ({silver})} other {{n} reclamos ({silver})}}',
  'saldo.regearAprobado':
    'Regear aprobado sin pagar: {n, plural, =0 {ninguno} one {{n} reclamo ({silver})} other {{n} reclamos ({silver})}}',
  'regear.comandoDescripcion': 'Reclamar el regear de una de sus muertes recientes',
  'regear.opcionMuerte': 'Su muerte (escriba para buscar entre las recientes)',
  'regear.muerteOpcion': '{fecha}: {silver}{sinPrecio, plural, =0 {} other { ({sinPrecio} sin precio)}}',
  'regear.muerteNoValida': 'Elija una de sus muertes de la lista',
  'regear.sinPeriodo': 'Ningún periodo sin finalizar incluye la fecha de esa muerte ({fecha})',
  'regear.reclamado': 'Regear #{id} reclamado en el periodo {periodo}: {silver}, pendiente de revisión',
  'retiro.comandoDescripcion': 'Pedir un retiro de su saldo en el gremio',
  'retiro.opcionMonto': 'La plata a retirar: 5.000.000, 5m, 5kk o 1,5m',
  'retiro.montoInvalido': 'Escriba el monto como 5.000.000, 5m, 5kk o 1,5m (plata entera, mayor que 0)',
  'retiro.pedido': 'Retiro #{id} pedido: {silver}, pendiente de aprobación',
  'pendientes.descripcion': 'Los reclamos de regear y los retiros pendientes de revisión (TESORERO o LIDER)',
  'pendientes.sinPermiso': 'Solo un TESORERO o un LIDER con su cuenta vinculada a Discord puede usar /pendientes',
  'pendientes.regearTitulo': '**Regear por revisar ({n})**',
  'pendientes.retirosTitulo': '**Retiros por revisar ({n})**',
  'pendientes.regearLinea': '• #{id} {nickname}: {silver} (periodo {periodo})',
  'pendientes.retiroLinea': '• #{id} {nickname}: {silver}',
  'pendientes.nada': 'No hay nada pendiente de revisión.',
  'pendientes.mas': '… y {n} más',
  'boton.razonTitulo': 'Rechazar {entidad, select, regear {el regear} other {el retiro}} #{id}',
  'boton.razonEtiqueta': 'Razón del rechazo',
  'boton.razonFalta': 'Escriba la razón del rechazo',
  'boton.yaDecidido':
    '{entidad, select, regear {El regear} other {El retiro}} #{id} ya está {estado, select, pendiente {pendiente} aprobado {aprobado} rechazado {rechazado} pagado {pagado} other {cancelado}}{por, select, nadie {} other { por {por}}}; no se cambió nada',
  'boton.hecho': '{entidad, select, regear {Regear} other {Retiro}} #{id} {accion, select, aprobar {aprobado} other {rechazado}}',
} as const;
