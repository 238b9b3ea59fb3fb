// The API's sentences about alliances (docs/alianzas.md).
export const alianzas = {
  'alianza.gremioNoExiste': 'No existe un gremio con la dirección «{slug}»',
  'alianza.mismoGremio': 'Un gremio no puede aliarse consigo mismo',
  'alianza.yaExiste': 'Su gremio ya tiene una alianza con «{slug}», propuesta o aceptada',
  'alianza.noExiste': 'La alianza {id} no existe',
  'alianza.noInvitado': 'Su gremio no está invitado a la alianza {id}',
  'alianza.yaRespondida': 'Su gremio ya respondió a la alianza {id}: no hay nada que aceptar o rechazar',
  'alianza.noMiembro': 'Su gremio no es miembro de la alianza {id}',
  'alianza.propuesta': 'Alianza «{nombre}» propuesta a {slug}',
  'alianza.aceptada': 'Su gremio entró en la alianza «{nombre}»',
  'alianza.rechazada': 'Alianza «{nombre}» rechazada',
  'alianza.salida': 'Su gremio salió de la alianza «{nombre}»',
  'alianza.jugadorFuera': 'El jugador {id} no es un miembro activo de un gremio de la alianza',
  'alianza.repartoCreado': 'Reparto de alianza {id} registrado: {silver} entre {n} gremios',
  'alianza.repartoNoExiste': 'El reparto de alianza {id} no existe',
  'alianza.jugadorNoEnReparto': 'El jugador {id} no tiene una parte de su gremio en el reparto de alianza {reparto}',
  'alianza.pagado': 'Parte de {nickname} en el reparto de alianza marcada como pagada',
} as const;
