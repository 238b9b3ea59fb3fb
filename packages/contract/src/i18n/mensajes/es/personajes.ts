// The API's sentences about the personajes (docs/calendario.md, «Personajes de un miembro»).
export const personajes = {
  'personaje.jugadorNoExiste': 'El jugador #{id} no existe',
  'personaje.mismo': 'Un jugador no puede ser personaje de sí mismo',
  'personaje.inactivo': '{nickname} está desactivado: solo se vinculan jugadores activos',
  'personaje.principalEsPersonaje': '{principal} es personaje de {de}: vincule el personaje a {de}',
  'personaje.tienePersonajes': '{nickname} tiene sus propios personajes: un principal no puede ser personaje de otro',
  'personaje.yaVinculado': '{nickname} ya es personaje de {principal}: desvincúlelo antes',
  'personaje.conCuenta':
    '{nickname} tiene su propia cuenta activa: desactívela antes (un personaje cobra en la cuenta de su principal)',
  'personaje.vinculado': '{nickname} es ahora personaje de {principal}',
  'personaje.desvinculado': '{nickname} ya no es personaje de nadie',
  'personaje.sinCambios': 'Sin cambios: {nickname} ya estaba así',
  'personaje.noEsPrincipal': '{nickname} es un personaje: el personaje de comercio se elige en su principal',
  'personaje.comercioAjeno': '{nickname} no es personaje de {principal}',
  'personaje.comercioElegido': '{principal} comercia con {comercio}',
  'pago.miembroSinPlata': '{nickname} y sus personajes no tienen plata que cobrar en el periodo {periodo}',
  'pago.miembroEsPersonaje': '{nickname} es personaje de {principal}: marque pagada la línea de {principal}',
  'saldo.miembro': '**Miembro {nickname}: saldo total {silver}** (comercia con {comercio})',
  'saldo.personaje': '· {nickname}: saldo {silver}',
} as const;
