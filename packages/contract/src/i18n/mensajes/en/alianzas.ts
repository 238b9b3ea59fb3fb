// The API's sentences about alliances, in English (source: ../es/alianzas.ts).
import type { Traduccion } from '../../idioma.js';
import type { alianzas as fuente } from '../es/alianzas.js';

export const alianzas: Traduccion<typeof fuente> = {
  'alianza.gremioNoExiste': 'There is no guild at the address «{slug}»',
  'alianza.mismoGremio': 'A guild cannot ally with itself',
  'alianza.yaExiste': 'Your guild already has an alliance with «{slug}», proposed or accepted',
  'alianza.noExiste': 'Alliance {id} does not exist',
  'alianza.noInvitado': 'Your guild is not invited to alliance {id}',
  'alianza.yaRespondida': 'Your guild already answered alliance {id}: there is nothing to accept or refuse',
  'alianza.noMiembro': 'Your guild is not a member of alliance {id}',
  'alianza.propuesta': 'Alliance «{nombre}» proposed to {slug}',
  'alianza.aceptada': 'Your guild joined the alliance «{nombre}»',
  'alianza.rechazada': 'Alliance «{nombre}» refused',
  'alianza.salida': 'Your guild left the alliance «{nombre}»',
  'alianza.jugadorFuera': 'Player {id} is not an active member of a guild of the alliance',
  'alianza.repartoCreado': 'Alliance split {id} recorded: {silver} among {n} guilds',
  'alianza.repartoNoExiste': 'Alliance split {id} does not exist',
  'alianza.jugadorNoEnReparto': "Player {id} has no share of your guild's in alliance split {reparto}",
  'alianza.pagado': "{nickname}'s alliance share marked as paid",
};
