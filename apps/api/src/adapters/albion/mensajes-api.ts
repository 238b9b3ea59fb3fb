// The failures of the outside APIs the Albion clients read (gameinfo, the Albion Data Project's
// prices), as codes of the message catalogues (docs/idiomas.md, "El servidor").
import { mensaje, type CodigoMensaje } from '../../lib/mensajes.js';

/** The codes of one outside API's failures (503/504): `error` takes `{ status }`, `grande` `{ mb }`. */
export interface MensajesApi {
  timeout: CodigoMensaje;
  caida: CodigoMensaje;
  error: CodigoMensaje;
  datos: CodigoMensaje;
  grande: CodigoMensaje; // an answer over the client's byte cap (in MB)
}

export const CODIGOS_ALBION: MensajesApi = {
  timeout: 'albion.apiTimeout',
  caida: 'albion.apiCaida',
  error: 'albion.apiError',
  datos: 'albion.apiDatos',
  grande: 'albion.apiGrande',
};

/** The Spanish sentences of an API's failures (tests and logs compare with them). */
export const enEspanol = (c: MensajesApi) => ({
  timeout: mensaje(c.timeout),
  caida: mensaje(c.caida),
  error: (status: number) => mensaje(c.error, { status }),
  datos: mensaje(c.datos),
  grande: (mb: number) => mensaje(c.grande, { mb }),
});
export const MENSAJES_ALBION = enEspanol(CODIGOS_ALBION);
