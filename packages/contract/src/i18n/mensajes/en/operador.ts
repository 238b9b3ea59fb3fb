// The API's sentences about the host's operator and its quotas (docs/deploy.md, «Operador»).
import type { Traduccion } from '../../idioma.js';
import type { operador as fuente } from '../es/operador.js';

export const operador: Traduccion<typeof fuente> = {
  'operador.slugOcupado': 'There is already a guild at the address «{slug}»: choose another',
  'operador.gremioNoExiste': 'The guild does not exist',
  'operador.liderEnOtroGremio':
    "An account already signs in with that email or Discord id: a new guild's leader needs a new account (give another)",
  'cuota.miembros': 'The guild reached its quota of {cuota} active members: switch someone off or ask the host for more',
};
