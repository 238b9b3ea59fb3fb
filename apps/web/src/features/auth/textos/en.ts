import type { Traduccion } from '@reparto/contract';
import type es from './es';

const en: Traduccion<typeof es> = {
  'login.subtitulo': 'Sign in to manage the guild’s silver payouts',
  'login.email': 'Email',
  'login.clave': 'Password',
  'login.faltaEmail': 'Enter your email',
  'login.faltaClave': 'Enter your password',
  'login.ingresar': 'Sign in',
  'login.verDistribuciones': 'View distributions',
  'gremios.titulo': 'Choose a guild',
  'gremios.explicacion': 'Your account belongs to several guilds. Which one do you want to open?',
  'gremios.sinCargo': 'Member, no rank',
  'gremios.error': 'Your guilds could not be loaded: {error}',
  'discord.o': 'or',
  'discord.entrar': 'Sign in with Discord',
  'discord.entrando': 'Signing in with Discord…',
  'discord.vinculado': 'Your account can now sign in with Discord',
  'discord.irMiCuenta': 'Go to My account',
  'discord.volver': 'Back to sign in',
  'discord.hola': 'Hi, {discord}. This is your first sign-in with Discord: confirm your Albion Online player.',
  'discord.propuesta': 'Your name on the server matches the player «{propuesta}». Confirm it or type the right nickname.',
  'discord.sinPropuesta':
    'There is no free player with your name on the server («{apodo}»). Type your nickname: if it is not registered, it will be registered after checking it in Albion Online.',
  'discord.nickname': 'Albion Online nickname',
  'discord.confirmar': 'Confirm player',
  'discord.cancelar': 'Cancel and go back to sign in',
  'discord.regla':
    'An existing player is linked at once only if its nickname is one of your Discord names and it never had an account; otherwise the guild leader must approve it.',
  'discord.solicitudEspera':
    'Your request for the player “{nickname}” is still waiting for the leader’s approval. You can wait, or pick another player: a new nickname is registered at once.',
  'discord.error': 'Could not sign in with Discord; please try again',
  'error.denegado': 'You cancelled the access in Discord; you are not signed in',
  'error.estado': 'The Discord sign-in attempt is not valid or has expired; please try again',
  'error.codigo': 'Discord did not accept the access code (expired or already used); please try again',
  'error.noMiembro': 'Your Discord account is not a member of the guild’s server; no account was created',
  'error.caido': 'Discord is not responding right now; try again later or sign in with your email',
  'error.ocupado': 'That Discord account is already linked to another account of the app',
  'error.noConfigurado': 'Sign-in with Discord is not set up on this server',
  'error.limite': 'Too many Discord sign-in attempts; wait a minute and try again',
  'error.invalido': 'The return from Discord came with invalid data; please try again',
  'error.error': 'Could not complete the Discord sign-in because of a server error; try again in a few moments',
  'error.navegador':
    'The Discord sign-in was started in another browser or your cookies are blocked; sign in with Discord again from this browser',
};
export default en;
