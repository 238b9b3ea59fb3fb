// The API's sentences about the calendario (docs/calendario.md), and its Discord messages.
export const calendario = {
  'calendario.rol':
    '{rol, select, tanque {tanque} sanador {sanador} dps {DPS} soporte {soporte} explorador {explorador} other {caller}}',
  'calendario.eventoNoExiste': 'El evento #{id} no existe',
  'calendario.lugarNoExiste': 'El lugar de distribución #{id} no existe',
  'calendario.plantillaNoExiste': 'La plantilla #{id} no existe',
  'calendario.plantillaInactiva': 'La plantilla «{nombre}» está desactivada: elige otra',
  'calendario.sinTitulo': 'Un evento sin plantilla necesita un título',
  'calendario.sesionNoExiste': 'La sesión de asistencia #{id} no existe',
  'calendario.cerrado':
    'El evento «{titulo}» {estado, select, cancelado {está cancelado} other {ya terminó}}: su lista no admite inscripciones',
  'calendario.cancelado': 'El evento «{titulo}» está cancelado: su lista no cambia',
  'calendario.fueraDePlazo': 'Las inscripciones de «{titulo}» cerraron el {cierre}: ahora solo un oficial cambia la lista',
  'calendario.completo':
    'No quedan huecos de {rol} en «{titulo}» ({huecos, plural, =0 {no tiene} one {tiene 1} other {tiene #}})',
  'calendario.rolNecesario': 'Para añadir a {nickname} a la lista, elige su rol',
  'calendario.sinJugador': 'Tu cuenta no tiene un jugador con el que apuntarse',
  'calendario.eventoCreado': 'Evento «{titulo}» creado',
  'calendario.eventoGuardado': 'Evento «{titulo}» {estado, select, cancelado {cancelado} other {guardado}}',
  'calendario.inscrito':
    '{estado, select, apuntado {Apuntado como {rol} en «{titulo}»} confirmado {Confirmado como {rol} en «{titulo}»} reserva {Apuntado como reserva en «{titulo}»} other {Anotado: no vas a «{titulo}»}}',
  'calendario.listaCambiada':
    '{nickname}: {estado, select, confirmado {confirmado como {rol}} reserva {pasa a reserva} other {quitado de la lista}} en «{titulo}»',
  // The event's Discord message, its buttons and select, and the reminder (modules/calendario/discord.ts,
  // recordatorio.ts; modules/comandos/calendario.ts).
  'calendario.discordPlantilla': 'Plantilla',
  'calendario.discordLugar': 'Lugar',
  'calendario.discordInicio': 'Inicio',
  'calendario.discordCierre': 'Cierre de inscripciones',
  'calendario.discordHuecos': 'Huecos',
  'calendario.discordHueco': '{rol}: {n} de {huecos}{reserva, plural, =0 {} other { (+{reserva} de reserva)}}',
  'calendario.discordNota': 'Nota',
  'calendario.discordEstado': '{estado, select, cancelado {**Evento cancelado**} other {**Evento cerrado**}}',
  'calendario.botonApuntarse': 'Me apunto',
  'calendario.botonReserva': 'Reserva',
  'calendario.botonNoVoy': 'No voy',
  'calendario.elegirRol':
    '{estado, select, reserva {¿Con qué rol vas de reserva a «{titulo}»?} other {¿Con qué rol vas a «{titulo}»?}}',
  'calendario.elegirRolMarcador': 'Elige tu rol',
  'calendario.rolDesconocido': 'Ese rol no está en «{titulo}»: elige uno de la lista',
  'calendario.recordatorio': '**{titulo}** empieza {cuando} en {lugar}.',
  'calendario.recordatorioApuntados': 'Apuntados: {menciones}',
  // The iCal feed (modules/calendario/ical*.ts).
  'calendario.tokenInvalido': 'El enlace del calendario no es válido o fue renovado: copie el nuevo en «Calendario»',
  'calendario.icsPlantilla': 'Plantilla',
  'calendario.icsApuntados': 'Apuntados: {n} de {huecos}',
} as const;
