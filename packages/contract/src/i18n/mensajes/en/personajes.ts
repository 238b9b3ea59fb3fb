// The API's sentences about the personajes, in English (source: ../es/personajes.ts).
import type { Traduccion } from '../../idioma.js';
import type { personajes as fuente } from '../es/personajes.js';

export const personajes: Traduccion<typeof fuente> = {
  'personaje.jugadorNoExiste': 'Player #{id} does not exist',
  'personaje.mismo': 'A player cannot be their own character',
  'personaje.inactivo': '{nickname} is switched off: only active players are linked',
  'personaje.principalEsPersonaje': '{principal} is a character of {de}: link the character to {de}',
  'personaje.tienePersonajes': '{nickname} has characters of their own: a main cannot be another player’s character',
  'personaje.yaVinculado': '{nickname} is already a character of {principal}: unlink it first',
  'personaje.conCuenta':
    '{nickname} has an active account of their own: disable it first (a character is paid through its main’s account)',
  'personaje.vinculado': '{nickname} is now a character of {principal}',
  'personaje.desvinculado': '{nickname} is no longer anyone’s character',
  'personaje.sinCambios': 'No changes: {nickname} was already so',
  'personaje.noEsPrincipal': '{nickname} is a character: the trading character is chosen on its main',
  'personaje.comercioAjeno': '{nickname} is not a character of {principal}',
  'personaje.comercioElegido': '{principal} trades from {comercio}',
  'pago.miembroSinPlata': '{nickname} and their characters have no silver to collect in period {periodo}',
  'pago.miembroEsPersonaje': '{nickname} is a character of {principal}: mark {principal}’s line paid',
  'saldo.miembro': '**Member {nickname}: total balance {silver}** (trades from {comercio})',
  'saldo.personaje': '· {nickname}: balance {silver}',
};
