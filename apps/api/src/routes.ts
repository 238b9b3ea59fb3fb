// Every route of the API, gathered from the modules: each src/modules/<module>/<module>.routes.ts
// declares its endpoints, each with its method, URL and facts (lib/route.ts: `endpoint({ ruta:
// 'POST /api/…', … })`); its service holds the rules. The URLs are the wire contract (docs/domain.md,
// "Wire conventions") and stay as they are even where the path names another area than the module
// that owns the entity (periods are served under /api/distribuciones). app.ts registers exactly these;
// GET /api/health, /api/ready and the docs are app.ts's own.
import { esEndpoint, type RouteEntry } from './lib/route.js';
import * as alianzas from './modules/alianzas/alianzas.routes.js';
import * as asistencia from './modules/asistencia/asistencia.routes.js';
import * as auditoria from './modules/auditoria/auditoria.routes.js';
import * as auth from './modules/auth/auth.routes.js';
import * as discord from './modules/auth/discord.routes.js';
import * as botin from './modules/botin/botin.routes.js';
import * as calendario from './modules/calendario/calendario.routes.js';
import * as clasificaciones from './modules/clasificaciones/clasificaciones.routes.js';
import * as cuentas from './modules/cuentas/cuentas.routes.js';
import * as miCuenta from './modules/mi-cuenta/mi-cuenta.routes.js';
import * as distribuciones from './modules/distribuciones/distribuciones.routes.js';
import * as eventos from './modules/eventos/eventos.routes.js';
import * as exportar from './modules/exportar/exportar.routes.js';
import * as ganancias from './modules/ganancias/ganancias.routes.js';
import * as gremio from './modules/gremio/gremio.routes.js';
import * as integraciones from './modules/integraciones/integraciones.routes.js';
import * as jugadores from './modules/jugadores/jugadores.routes.js';
import * as personajes from './modules/jugadores/personajes.routes.js';
import * as libro from './modules/libro/libro.routes.js';
import * as operador from './modules/operador/operador.routes.js';
import * as notificaciones from './modules/notificaciones/notificaciones.routes.js';
import * as pagos from './modules/pagos/pagos.routes.js';
import * as push from './modules/push/push.routes.js';
import * as periodos from './modules/periodos/periodos.routes.js';
import * as plantillas from './modules/plantillas/plantillas.routes.js';
import * as regear from './modules/regear/regear.routes.js';
import * as pagosRegear from './modules/regear/pagos-regear.routes.js';
import * as retiros from './modules/retiros/retiros.routes.js';
import * as ical from './modules/calendario/ical.routes.js';
import * as ventas from './modules/ventas/ventas.routes.js';

/** Each module (its folder under src/modules/) and its routes files. */
const MODULES: Record<string, object[]> = {
  auth: [auth, discord],
  jugadores: [jugadores, personajes],
  integraciones: [integraciones],
  periodos: [periodos],
  pagos: [pagos],
  clasificaciones: [clasificaciones],
  ganancias: [ganancias],
  distribuciones: [distribuciones],
  cuentas: [cuentas],
  'mi-cuenta': [miCuenta],
  auditoria: [auditoria],
  exportar: [exportar],
  notificaciones: [notificaciones],
  eventos: [eventos],
  regear: [regear, pagosRegear],
  asistencia: [asistencia],
  botin: [botin],
  gremio: [gremio],
  libro: [libro],
  retiros: [retiros],
  calendario: [calendario, ical],
  plantillas: [plantillas],
  ventas: [ventas],
  push: [push],
  alianzas: [alianzas],
  operador: [operador],
};

export const ROUTES: readonly RouteEntry[] = Object.entries(MODULES).flatMap(([module, files]) =>
  files.flatMap((file) =>
    Object.values(file)
      .filter(esEndpoint)
      .map((endpoint) => ({ method: endpoint.method, url: endpoint.url, module, endpoint })),
  ),
);
