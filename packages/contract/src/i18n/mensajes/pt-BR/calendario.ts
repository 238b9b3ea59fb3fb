// The API's sentences about the calendario, in Portuguese (source: ../es/calendario.ts).
import type { Traduccion } from '../../idioma.js';
import type { calendario as fuente } from '../es/calendario.js';

export const calendario: Traduccion<typeof fuente> = {
  'calendario.rol':
    '{rol, select, tanque {tanque} sanador {curandeiro} dps {DPS} soporte {suporte} explorador {batedor} other {caller}}',
  'calendario.eventoNoExiste': 'O evento #{id} não existe',
  'calendario.lugarNoExiste': 'O local de distribuição #{id} não existe',
  'calendario.plantillaNoExiste': 'O modelo #{id} não existe',
  'calendario.plantillaInactiva': 'O modelo «{nombre}» está desativado: escolha outro',
  'calendario.sinTitulo': 'Um evento sem modelo precisa de um título',
  'calendario.sesionNoExiste': 'A sessão de presença #{id} não existe',
  'calendario.cerrado':
    'O evento «{titulo}» {estado, select, cancelado {está cancelado} other {já terminou}}: sua lista não aceita inscrições',
  'calendario.cancelado': 'O evento «{titulo}» está cancelado: sua lista não muda',
  'calendario.fueraDePlazo': 'As inscrições de «{titulo}» fecharam em {cierre}: agora só um oficial muda a lista',
  'calendario.completo':
    'Não há mais vagas de {rol} em «{titulo}» ({huecos, plural, =0 {não tem nenhuma} one {tem 1} other {tem #}})',
  'calendario.rolNecesario': 'Para adicionar {nickname} à lista, escolha a função',
  'calendario.sinJugador': 'Sua conta não tem um jogador para se inscrever',
  'calendario.eventoCreado': 'Evento «{titulo}» criado',
  'calendario.eventoGuardado': 'Evento «{titulo}» {estado, select, cancelado {cancelado} other {salvo}}',
  'calendario.inscrito':
    '{estado, select, apuntado {Inscrito como {rol} em «{titulo}»} confirmado {Confirmado como {rol} em «{titulo}»} reserva {Inscrito como reserva em «{titulo}»} other {Anotado: você não vai a «{titulo}»}}',
  'calendario.listaCambiada':
    '{nickname}: {estado, select, confirmado {confirmado como {rol}} reserva {passa para reserva} other {removido da lista}} em «{titulo}»',
  // The event's Discord message, its buttons and select, and the reminder.
  'calendario.discordPlantilla': 'Modelo',
  'calendario.discordLugar': 'Local',
  'calendario.discordInicio': 'Início',
  'calendario.discordCierre': 'Fim das inscrições',
  'calendario.discordHuecos': 'Vagas',
  'calendario.discordHueco': '{rol}: {n} de {huecos}{reserva, plural, =0 {} other { (+{reserva} na reserva)}}',
  'calendario.discordNota': 'Observação',
  'calendario.discordEstado': '{estado, select, cancelado {**Evento cancelado**} other {**Evento encerrado**}}',
  'calendario.botonApuntarse': 'Eu vou',
  'calendario.botonReserva': 'Reserva',
  'calendario.botonNoVoy': 'Não vou',
  'calendario.elegirRol':
    '{estado, select, reserva {Com qual função você vai como reserva a «{titulo}»?} other {Com qual função você vai a «{titulo}»?}}',
  'calendario.elegirRolMarcador': 'Escolha sua função',
  'calendario.rolDesconocido': 'Essa função não está em «{titulo}»: escolha uma da lista',
  'calendario.recordatorio': '**{titulo}** começa {cuando} em {lugar}.',
  'calendario.recordatorioApuntados': 'Inscritos: {menciones}',
  // The iCal feed (modules/calendario/ical*.ts).
  'calendario.tokenInvalido': 'O link do calendário não é válido ou foi renovado: copie o novo em «Calendario»',
  'calendario.icsPlantilla': 'Modelo',
  'calendario.icsApuntados': 'Inscritos: {n} de {huecos}',
};
