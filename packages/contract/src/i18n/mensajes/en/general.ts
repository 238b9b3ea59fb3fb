// The API's sentences in English: HTTP, sessions, limits, validation (the Spanish source: ../es/general.ts).
import type { Traduccion } from '../../idioma.js';
import type { general as fuente } from '../es/general.js';

export const general: Traduccion<typeof fuente> = {
  'http.rutaNoEncontrada': 'Route not found',
  'http.cuerpoDemasiadoGrande': 'The request body is too large (1 MB at most)',
  'http.jsonInvalido': 'The request body is not valid JSON',
  'http.tipoNoAdmitido': 'Content type not supported: send application/json',
  'http.demasiadosIntentos': 'Too many attempts, wait a minute and try again',
  'http.peticionCortada': 'The request was cut off before it arrived whole',
  'http.baseDeDatosCaida': 'The database is not available, try again in a few moments',
  'http.valorRechazado': 'Invalid data: a value is out of range or contains characters that are not allowed',
  'http.peticionInvalida': 'Invalid request',
  'http.errorInterno': 'Internal server error',
  'http.servicioNoDisponible': 'Service unavailable, try again in a few moments',
  'http.reiniciando': 'The server is restarting; try again in a few seconds',
  'http.peticionLenta': 'The request took too long to arrive; try again',
  'http.cabecerasGrandes': 'The request headers are too large',
  'http.demasiadasPantallas':
    'There are too many live screens open on this server; the page will keep working, but without updating by itself',
  'gremio.noExiste': 'There is no guild at the address «{slug}»',
  'gremio.suspendido': 'This guild is suspended; talk to whoever hosts the server',
  'salud.baseDeDatos': 'The database is not available',
  'salud.migraciones': 'The database has migrations still to apply',
  'validacion.datos':
    'Invalid data{contexto, select, body { (body)} querystring { (query)} params { (path)} headers { (headers)} ninguno {} other { ({contexto})}}: {detalle}',
  'validacion.valorInvalido': 'invalid value',
  'limite.escritura': 'Too many operations in a row, wait a minute and try again',
  'limite.login': 'Too many sign-in attempts, wait a minute',
  'limite.discord': 'Too many Discord sign-in attempts, wait a minute',
  'idempotencia.claveInvalida': 'The Idempotency-Key header must have 8 to 100 letters, digits, hyphens or underscores',
  'idempotencia.otraPeticion': 'This operation was already sent with other data; try again',
  'idempotencia.enCurso': 'The same operation is still being processed; wait a moment and try again',
  'sesion.invalida': 'Invalid or expired session, sign in again',
  'sesion.sinPermiso': 'You are not allowed to do this',
  'sesion.credenciales': 'Wrong email or password',
  'sesion.cuentaInactiva': 'Your account or your player is deactivated; talk to the guild leader',
  'sesion.yaNoMiembro': "You are no longer a member of the guild's Discord server; your session has been closed",
  'sesion.discordRevocado': 'Discord no longer authorizes the app; sign in with Discord again',
  'sesion.discordNoConfigurado': 'Sign-in with Discord is not configured on this server',
  'sesion.discordCodigo': 'The Discord sign-in code is not valid or has expired; sign in with Discord again',
  'sesion.discordFaltaCodigo': 'The Discord sign-in code is missing',
  'sesion.discordErrorServidor':
    'Sign-in with Discord could not be completed because of a server error; try again in a few moments',
  'sesion.jugadorDesactivado': 'The player {nickname} is deactivated; talk to the guild leader',
  'sesion.jugadorTomado':
    'The player {nickname} is already linked to another account; if it is yours, ask the leader to unlink it',
  'sesion.discordDesvinculado': 'Discord unlinked',
  'sesion.discordNavegador':
    'The Discord sign-in was started in another browser or your cookies are blocked; sign in with Discord again from this browser',
  'sesion.discordSolicitud':
    "Your request for the player {nickname} awaits the guild leader's approval: your Discord names do not match that player, or the player had another account before. Once it is approved, sign in with Discord again",
  'sesion.solicitudNoExiste': 'That request does not exist (it was already approved or rejected)',
  'sesion.solicitudAprobada': 'Request approved: {nickname} can now sign in with Discord',
  'sesion.solicitudRechazada': 'Request rejected',
  'sesion.discordOcupado': 'That Discord account is already linked to another account of the app',
  'sesion.cambiarDiscord':
    'An account created with Discord changes its Discord only through the leader: ask the leader to remove the current Discord and sign in with the new one',
  'campo.fechaRango': 'The date must be between 1970-01-01 and 9999-12-31',
  'idioma.guardado': 'Language saved',
  'avisosMd.activados': 'You will receive Discord direct messages',
  'avisosMd.desactivados': 'You will no longer receive Discord direct messages',
};
