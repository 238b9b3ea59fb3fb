// The API's sentences in Spanish about attendance sessions (docs/asistencia.md). The source of pt-BR and en.
export const asistencia = {
  'asistencia.canalNoExiste': 'El canal de voz {canal} no existe en el servidor de Discord',
  'asistencia.sinDiscord': 'Discord no está configurado: no se puede registrar la asistencia de un canal de voz',
  'asistencia.solapada':
    'Ya se está registrando la asistencia del canal {canal} en la sesión {id} (iniciada por {quien}); termínela antes de iniciar otra',
  'asistencia.noExiste': 'La sesión de asistencia {id} no existe',
  'asistencia.terminada': 'Sesión de asistencia {id} terminada',
  'asistencia.soloQuienInicio': 'Solo quien inició la sesión de asistencia {id}, un TESORERO o el LIDER puede terminarla',
  'asistencia.jugadorNoExiste': 'El jugador {id} no existe',
  'asistencia.limite': 'límite de {horas} h',
  // The Discord message when a session ends (docs/integraciones.md).
  'asistencia.discordTitulo': 'Asistencia de {canal} terminada',
  'asistencia.discordResumen':
    'Sesión de asistencia {id} ({canal}) terminada: {n, plural, one {{n} miembro} other {{n} miembros}}',
  'asistencia.discordDuracion': '**Duración:** {minutos} min',
  'asistencia.discordIniciadaPor': '**Iniciada por:** {quien}',
  'asistencia.discordTerminadaPor': '**Terminada por:** {quien}',
  'asistencia.discordMiembros': '**Miembros:** {n}',
  'asistencia.discordMinutos': '{nombre}: {minutos} min',
  // The /contenido command (docs/integraciones.md).
  'asistencia.comandoDescripcion': 'Registrar quién está en un canal de voz durante un contenido',
  'asistencia.iniciarDescripcion': 'Empezar a registrar la asistencia de un canal de voz',
  'asistencia.terminarDescripcion': 'Terminar la sesión de asistencia de un canal de voz',
  'asistencia.canalDescripcion': 'El canal de voz del contenido',
  'asistencia.sinPermiso': 'Solo un ENCARGADO DE CONTENIDO o un LIDER con su cuenta vinculada a Discord puede usar /contenido',
  'asistencia.iniciada': 'Registrando la asistencia de {canal} (sesión {id}) hasta que la termine o pasen {horas} h',
  'asistencia.sinSesionAbierta': 'No hay ninguna sesión de asistencia abierta en ese canal',
  'asistencia.variasAbiertas': 'Hay varias sesiones de asistencia abiertas: indique el canal',
  'asistencia.soloGremio': 'Este comando solo funciona en el servidor de Discord del gremio',
  'asistencia.arrancando': 'La aplicación está arrancando; inténtelo de nuevo en unos segundos',
  'asistencia.fallo': 'No se pudo completar /contenido; inténtelo de nuevo más tarde',
} as const;
