// The Spanish catalogue (the source, every text exactly as the API has always sent it): its areas merged.
// How a message is added: docs/idiomas.md, "El servidor".
import { asistencia } from './es/asistencia.js';
import { botin } from './es/botin.js';
import { campos } from './es/campos.js';
import { discord } from './es/discord.js';
import { fragmentos } from './es/fragmentos.js';
import { general } from './es/general.js';
import { gremio } from './es/gremio.js';
import { regear } from './es/regear.js';
import { libro } from './es/libro.js';
import { retiros } from './es/retiros.js';
import { interacciones } from './es/interacciones.js';
import { miembros } from './es/miembros.js';
import { personajes } from './es/personajes.js';
import { calendario } from './es/calendario.js';
import { plantillas } from './es/plantillas.js';
import { ventas } from './es/ventas.js';
import { push } from './es/push.js';
import { alianzas } from './es/alianzas.js';
import { operador } from './es/operador.js';

export const es = {
  ...general,
  ...campos,
  ...gremio,
  ...regear,
  ...asistencia,
  ...botin,
  ...fragmentos,
  ...discord,
  ...libro,
  ...retiros,
  ...interacciones,
  ...miembros,
  ...personajes,
  ...calendario,
  ...plantillas,
  ...ventas,
  ...push,
  ...alianzas,
  ...operador,
} as const;

/** A message's stable code (`periodo.noExiste`, `discord.pagoTitulo`…). */
export type CodigoMensaje = keyof typeof es;
