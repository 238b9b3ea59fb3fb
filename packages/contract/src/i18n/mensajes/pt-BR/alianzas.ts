// The API's sentences about alliances, in Brazilian Portuguese (source: ../es/alianzas.ts).
import type { Traduccion } from '../../idioma.js';
import type { alianzas as fuente } from '../es/alianzas.js';

export const alianzas: Traduccion<typeof fuente> = {
  'alianza.gremioNoExiste': 'Não existe uma guilda com o endereço «{slug}»',
  'alianza.mismoGremio': 'Uma guilda não pode se aliar consigo mesma',
  'alianza.yaExiste': 'Sua guilda já tem uma aliança com «{slug}», proposta ou aceita',
  'alianza.noExiste': 'A aliança {id} não existe',
  'alianza.noInvitado': 'Sua guilda não foi convidada para a aliança {id}',
  'alianza.yaRespondida': 'Sua guilda já respondeu à aliança {id}: não há nada para aceitar ou recusar',
  'alianza.noMiembro': 'Sua guilda não é membro da aliança {id}',
  'alianza.propuesta': 'Aliança «{nombre}» proposta a {slug}',
  'alianza.aceptada': 'Sua guilda entrou na aliança «{nombre}»',
  'alianza.rechazada': 'Aliança «{nombre}» recusada',
  'alianza.salida': 'Sua guilda saiu da aliança «{nombre}»',
  'alianza.jugadorFuera': 'O jogador {id} não é um membro ativo de uma guilda da aliança',
  'alianza.repartoCreado': 'Divisão de aliança {id} registrada: {silver} entre {n} guildas',
  'alianza.repartoNoExiste': 'A divisão de aliança {id} não existe',
  'alianza.jugadorNoEnReparto': 'O jogador {id} não tem uma parte da sua guilda na divisão de aliança {reparto}',
  'alianza.pagado': 'Parte de {nickname} na divisão de aliança marcada como paga',
};
