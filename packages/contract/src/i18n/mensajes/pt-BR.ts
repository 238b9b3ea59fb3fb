// The Português (Brasil) catalogue: every code of the Spanish one, no more, no fewer (tsc checks it).
import { asistencia } from './pt-BR/asistencia.js';
import { botin } from './pt-BR/botin.js';
import { campos } from './pt-BR/campos.js';
import { discord } from './pt-BR/discord.js';
import { fragmentos } from './pt-BR/fragmentos.js';
import { general } from './pt-BR/general.js';
import { gremio } from './pt-BR/gremio.js';
import { regear } from './pt-BR/regear.js';
import { libro } from './pt-BR/libro.js';
import { retiros } from './pt-BR/retiros.js';
import { interacciones } from './pt-BR/interacciones.js';
import { miembros } from './pt-BR/miembros.js';
import { personajes } from './pt-BR/personajes.js';
import { calendario } from './pt-BR/calendario.js';
import { plantillas } from './pt-BR/plantillas.js';
import { ventas } from './pt-BR/ventas.js';
import { push } from './pt-BR/push.js';
import { alianzas } from './pt-BR/alianzas.js';
import { operador } from './pt-BR/operador.js';
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

export const ptBR: Traduccion<typeof es> = areas;
