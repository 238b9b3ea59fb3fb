// The API's sentences in Portuguese (Brasil) about attendance sessions (source: ../es/asistencia.ts).
import type { Traduccion } from '../../idioma.js';
import type { asistencia as fuente } from '../es/asistencia.js';

export const asistencia: Traduccion<typeof fuente> = {
  'asistencia.canalNoExiste': 'O canal de voz {canal} não existe no servidor do Discord',
  'asistencia.sinDiscord': 'O Discord não está configurado: não é possível registrar a presença de um canal de voz',
  'asistencia.solapada':
    'A presença do canal {canal} já está sendo registrada na sessão {id} (iniciada por {quien}); termine-a antes de iniciar outra',
  'asistencia.noExiste': 'A sessão de presença {id} não existe',
  'asistencia.terminada': 'Sessão de presença {id} terminada',
  'asistencia.soloQuienInicio': 'Só quem iniciou a sessão de presença {id}, um TESOUREIRO ou o LÍDER pode terminá-la',
  'asistencia.jugadorNoExiste': 'O jogador {id} não existe',
  'asistencia.limite': 'limite de {horas} h',
  'asistencia.discordTitulo': 'Presença de {canal} terminada',
  'asistencia.discordResumen': 'Sessão de presença {id} ({canal}) terminada: {n, plural, one {{n} membro} other {{n} membros}}',
  'asistencia.discordDuracion': '**Duração:** {minutos} min',
  'asistencia.discordIniciadaPor': '**Iniciada por:** {quien}',
  'asistencia.discordTerminadaPor': '**Terminada por:** {quien}',
  'asistencia.discordMiembros': '**Membros:** {n}',
  'asistencia.discordMinutos': '{nombre}: {minutos} min',
  // The /contenido command (docs/integraciones.md).
  'asistencia.comandoDescripcion': 'Registrar quem está em um canal de voz durante um conteúdo',
  'asistencia.iniciarDescripcion': 'Começar a registrar a presença de um canal de voz',
  'asistencia.terminarDescripcion': 'Terminar a sessão de presença de um canal de voz',
  'asistencia.canalDescripcion': 'O canal de voz do conteúdo',
  'asistencia.sinPermiso': 'Só um ENCARREGADO DE CONTEÚDO ou um LÍDER com a conta vinculada ao Discord pode usar /contenido',
  'asistencia.iniciada': 'Registrando a presença de {canal} (sessão {id}) até que você a termine ou passem {horas} h',
  'asistencia.sinSesionAbierta': 'Não há nenhuma sessão de presença aberta nesse canal',
  'asistencia.variasAbiertas': 'Há várias sessões de presença abertas: indique o canal',
  'asistencia.soloGremio': 'Este comando só funciona no servidor do Discord da guilda',
  'asistencia.arrancando': 'O aplicativo está iniciando; tente de novo em alguns segundos',
  'asistencia.fallo': 'Não foi possível concluir /contenido; tente de novo mais tarde',
};
