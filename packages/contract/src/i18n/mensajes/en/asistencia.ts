// The API's sentences in English about attendance sessions (source: ../es/asistencia.ts).
import type { Traduccion } from '../../idioma.js';
import type { asistencia as fuente } from '../es/asistencia.js';

export const asistencia: Traduccion<typeof fuente> = {
  'asistencia.canalNoExiste': 'The voice channel {canal} does not exist in the Discord server',
  'asistencia.sinDiscord': "Discord is not configured: a voice channel's attendance cannot be recorded",
  'asistencia.solapada':
    "Channel {canal}'s attendance is already being recorded in session {id} (started by {quien}); end it before starting another",
  'asistencia.noExiste': 'Attendance session {id} does not exist',
  'asistencia.terminada': 'Attendance session {id} ended',
  'asistencia.soloQuienInicio': 'Only whoever started attendance session {id}, a TREASURER or the LEADER may end it',
  'asistencia.jugadorNoExiste': 'Player {id} does not exist',
  'asistencia.limite': '{horas} h limit',
  'asistencia.discordTitulo': 'Attendance of {canal} ended',
  'asistencia.discordResumen': 'Attendance session {id} ({canal}) ended: {n, plural, one {{n} member} other {{n} members}}',
  'asistencia.discordDuracion': '**Duration:** {minutos} min',
  'asistencia.discordIniciadaPor': '**Started by:** {quien}',
  'asistencia.discordTerminadaPor': '**Ended by:** {quien}',
  'asistencia.discordMiembros': '**Members:** {n}',
  'asistencia.discordMinutos': '{nombre}: {minutos} min',
  // The /contenido command (docs/integraciones.md).
  'asistencia.comandoDescripcion': 'Record who is in a voice channel during a content',
  'asistencia.iniciarDescripcion': "Start recording a voice channel's attendance",
  'asistencia.terminarDescripcion': "End a voice channel's attendance session",
  'asistencia.canalDescripcion': "The content's voice channel",
  'asistencia.sinPermiso': 'Only a CONTENT MANAGER or a LEADER whose account is linked to Discord can use /contenido',
  'asistencia.iniciada': "Recording {canal}'s attendance (session {id}) until you end it or {horas} h pass",
  'asistencia.sinSesionAbierta': 'There is no open attendance session in that channel',
  'asistencia.variasAbiertas': 'Several attendance sessions are open: give the channel',
  'asistencia.soloGremio': "This command only works in the guild's Discord server",
  'asistencia.arrancando': 'The app is starting; try again in a few seconds',
  'asistencia.fallo': '/contenido could not be completed; try again later',
};
