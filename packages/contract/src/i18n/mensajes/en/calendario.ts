// The API's sentences about the calendario, in English (source: ../es/calendario.ts).
import type { Traduccion } from '../../idioma.js';
import type { calendario as fuente } from '../es/calendario.js';

export const calendario: Traduccion<typeof fuente> = {
  'calendario.rol': '{rol, select, tanque {tank} sanador {healer} dps {DPS} soporte {support} explorador {scout} other {caller}}',
  'calendario.eventoNoExiste': 'Event #{id} does not exist',
  'calendario.lugarNoExiste': 'Distribution place #{id} does not exist',
  'calendario.plantillaNoExiste': 'Template #{id} does not exist',
  'calendario.plantillaInactiva': 'The template «{nombre}» is deactivated: choose another one',
  'calendario.sinTitulo': 'An event without a template needs a title',
  'calendario.sesionNoExiste': 'Attendance session #{id} does not exist',
  'calendario.cerrado':
    'The event «{titulo}» {estado, select, cancelado {is cancelled} other {has already ended}}: its list takes no sign-ups',
  'calendario.cancelado': 'The event «{titulo}» is cancelled: its list does not change',
  'calendario.fueraDePlazo': 'Sign-ups for «{titulo}» closed on {cierre}: only an officer changes the list now',
  'calendario.completo': 'No {rol} slots left in «{titulo}» ({huecos, plural, =0 {it has none} one {it has 1} other {it has #}})',
  'calendario.rolNecesario': 'To add {nickname} to the list, choose their role',
  'calendario.sinJugador': 'Your account has no player to sign up with',
  'calendario.eventoCreado': 'Event «{titulo}» created',
  'calendario.eventoGuardado': 'Event «{titulo}» {estado, select, cancelado {cancelled} other {saved}}',
  'calendario.inscrito':
    '{estado, select, apuntado {Signed up as {rol} for «{titulo}»} confirmado {Confirmed as {rol} for «{titulo}»} reserva {Signed up as backup for «{titulo}»} other {Noted: you are not going to «{titulo}»}}',
  'calendario.listaCambiada':
    '{nickname}: {estado, select, confirmado {confirmed as {rol}} reserva {moved to backup} other {removed from the list}} in «{titulo}»',
  // The event's Discord message, its buttons and select, and the reminder.
  'calendario.discordPlantilla': 'Template',
  'calendario.discordLugar': 'Place',
  'calendario.discordInicio': 'Start',
  'calendario.discordCierre': 'Sign-ups close',
  'calendario.discordHuecos': 'Slots',
  'calendario.discordHueco': '{rol}: {n} of {huecos}{reserva, plural, =0 {} other { (+{reserva} on backup)}}',
  'calendario.discordNota': 'Note',
  'calendario.discordEstado': '{estado, select, cancelado {**Event cancelled**} other {**Event closed**}}',
  'calendario.botonApuntarse': "I'm in",
  'calendario.botonReserva': 'Backup',
  'calendario.botonNoVoy': "I'm out",
  'calendario.elegirRol':
    '{estado, select, reserva {Which role do you go as backup with to «{titulo}»?} other {Which role do you go with to «{titulo}»?}}',
  'calendario.elegirRolMarcador': 'Choose your role',
  'calendario.rolDesconocido': 'That role is not in «{titulo}»: choose one from the list',
  'calendario.recordatorio': '**{titulo}** starts {cuando} at {lugar}.',
  'calendario.recordatorioApuntados': 'Signed up: {menciones}',
  // The iCal feed (modules/calendario/ical*.ts).
  'calendario.tokenInvalido': 'The calendar link is not valid or was renewed: copy the new one from «Calendario»',
  'calendario.icsPlantilla': 'Template',
  'calendario.icsApuntados': 'Signed up: {n} of {huecos}',
};
