// The API's sentences about the personajes, in Portuguese (source: ../es/personajes.ts).
import type { Traduccion } from '../../idioma.js';
import type { personajes as fuente } from '../es/personajes.js';

export const personajes: Traduccion<typeof fuente> = {
  'personaje.jugadorNoExiste': 'O jogador #{id} não existe',
  'personaje.mismo': 'Um jogador não pode ser personagem de si mesmo',
  'personaje.inactivo': '{nickname} está desativado: só se vinculam jogadores ativos',
  'personaje.principalEsPersonaje': '{principal} é personagem de {de}: vincule o personagem a {de}',
  'personaje.tienePersonajes': '{nickname} tem seus próprios personagens: um principal não pode ser personagem de outro',
  'personaje.yaVinculado': '{nickname} já é personagem de {principal}: desvincule-o antes',
  'personaje.conCuenta':
    '{nickname} tem sua própria conta ativa: desative-a antes (um personagem recebe pela conta do seu principal)',
  'personaje.vinculado': '{nickname} agora é personagem de {principal}',
  'personaje.desvinculado': '{nickname} não é mais personagem de ninguém',
  'personaje.sinCambios': 'Sem mudanças: {nickname} já estava assim',
  'personaje.noEsPrincipal': '{nickname} é um personagem: o personagem de comércio se escolhe no seu principal',
  'personaje.comercioAjeno': '{nickname} não é personagem de {principal}',
  'personaje.comercioElegido': '{principal} negocia com {comercio}',
  'pago.miembroSinPlata': '{nickname} e seus personagens não têm prata a receber no período {periodo}',
  'pago.miembroEsPersonaje': '{nickname} é personagem de {principal}: marque paga a linha de {principal}',
  'saldo.miembro': '**Membro {nickname}: saldo total {silver}** (negocia com {comercio})',
  'saldo.personaje': '· {nickname}: saldo {silver}',
};
