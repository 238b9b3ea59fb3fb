// The English catalogue: every code of the Spanish one, no more, no fewer (tsc checks it).
import { asistencia } from './en/asistencia.js';
import { botin } from './en/botin.js';
import { campos } from './en/campos.js';
import { discord } from './en/discord.js';
import { fragmentos } from './en/fragmentos.js';
import { general } from './en/general.js';
import { gremio } from './en/gremio.js';
import { regear } from './en/regear.js';
import { libro } from './en/libro.js';
import { retiros } from './en/retiros.js';
import { interacciones } from './en/interacciones.js';
import { miembros } from './en/miembros.js';
import { personajes } from './en/personajes.js';
import { calendario } from './en/calendario.js';
import { plantillas } from './en/plantillas.js';
import { ventas } from './en/ventas.js';
import { push } from './en/push.js';
import { alianzas } from './en/alianzas.js';
import { operador } from './en/operador.js';
import type { Traduccion } from '../idioma.js';
import type { es } from './es.js';

// Each area once (the same order as es.ts).
const areas = {
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
};

export const en: Traduccion<typeof es> = areas;
