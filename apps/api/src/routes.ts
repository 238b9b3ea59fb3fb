// Every route of the API: method, URL and the module that answers it (src/modules/<module>/
// <module>.routes.ts defines the endpoint; its service holds the rules). The URLs are the wire
// contract (docs/domain.md, "Wire conventions") and stay as they are even where the path names another
// area than the module that owns the entity (periods are served under /api/distribuciones).
// app.ts registers exactly these, in this order; GET /api/health and the docs are app.ts's own.
import type { RouteEntry } from './lib/route.js';
import * as auditoria from './modules/auditoria/auditoria.routes.js';
import * as auth from './modules/auth/auth.routes.js';
import * as discord from './modules/auth/discord.routes.js';
import * as clasificaciones from './modules/clasificaciones/clasificaciones.routes.js';
import * as cuentas from './modules/cuentas/cuentas.routes.js';
import * as distribuciones from './modules/distribuciones/distribuciones.routes.js';
import * as eventos from './modules/eventos/eventos.routes.js';
import * as exportar from './modules/exportar/exportar.routes.js';
import * as ganancias from './modules/ganancias/ganancias.routes.js';
import * as integraciones from './modules/integraciones/integraciones.routes.js';
import * as jugadores from './modules/jugadores/jugadores.routes.js';
import * as notificaciones from './modules/notificaciones/notificaciones.routes.js';
import * as pagos from './modules/pagos/pagos.routes.js';
import * as periodos from './modules/periodos/periodos.routes.js';

const D = '/api/distribuciones';
const J = '/api/jugadores';
const C = '/api/cuentas';

/* prettier-ignore */
export const ROUTES: readonly RouteEntry[] = [
  { method: 'POST', url: '/api/auth/login',                 module: 'auth',            endpoint: auth.login },
  { method: 'POST', url: '/api/auth/validarJsonWebToken',   module: 'auth',            endpoint: auth.validar },
  { method: 'GET',  url: '/api/auth/discord/config',        module: 'auth',            endpoint: discord.config },
  { method: 'POST', url: '/api/auth/discord/iniciar',       module: 'auth',            endpoint: discord.iniciar },
  { method: 'POST', url: '/api/auth/discord/vincularCuenta', module: 'auth',           endpoint: discord.vincularCuenta },
  { method: 'GET',  url: '/api/auth/discord/callback',      module: 'auth',            endpoint: discord.callback },
  { method: 'POST', url: '/api/auth/discord/sesion',        module: 'auth',            endpoint: discord.sesion },
  { method: 'POST', url: '/api/auth/discord/vincular',      module: 'auth',            endpoint: discord.vincular },

  { method: 'GET',  url: `${J}/getSelects`,                 module: 'jugadores',       endpoint: jugadores.getSelects },
  { method: 'POST', url: `${J}/lista`,                      module: 'jugadores',       endpoint: jugadores.lista },
  { method: 'POST', url: J,                                 module: 'jugadores',       endpoint: jugadores.crear },
  { method: 'PUT',  url: J,                                 module: 'jugadores',       endpoint: jugadores.editar },
  { method: 'PUT',  url: `${J}/DeleteJugador`,              module: 'jugadores',       endpoint: jugadores.cambiarEstado },
  { method: 'POST', url: `${J}/registrar`,                  module: 'jugadores',       endpoint: jugadores.registrar },
  { method: 'GET',  url: `${J}/getDistributors`,            module: 'jugadores',       endpoint: jugadores.distribuidores },
  { method: 'GET',  url: `${D}/getJugadoresSelect`,         module: 'jugadores',       endpoint: jugadores.jugadoresSelect },
  { method: 'POST', url: `${D}/jugadoresDeLista`,           module: 'jugadores',       endpoint: jugadores.jugadoresDeLista },
  { method: 'GET',  url: `${J}/isMember`,                   module: 'integraciones',   endpoint: integraciones.esMiembro },
  { method: 'GET',  url: `${J}/revisionMembresia`,          module: 'integraciones',   endpoint: integraciones.revisionMembresia },

  { method: 'GET',  url: `${D}/resumenDistribucion`,        module: 'periodos',        endpoint: periodos.resumen },
  { method: 'GET',  url: `${D}/periodosEnCurso`,            module: 'periodos',        endpoint: periodos.enCurso },
  { method: 'GET',  url: `${D}/periodo`,                    module: 'periodos',        endpoint: periodos.uno },
  { method: 'GET',  url: `${D}/getLugares`,                 module: 'periodos',        endpoint: periodos.lugares },
  { method: 'POST', url: `${D}/getCasas`,                   module: 'periodos',        endpoint: periodos.casas },
  { method: 'POST', url: D,                                 module: 'periodos',        endpoint: periodos.crear },
  { method: 'PUT',  url: `${D}/cambiarSilver`,              module: 'periodos',        endpoint: periodos.cambiarSilver },
  { method: 'PUT',  url: `${D}/cerrarPeriodo`,              module: 'periodos',        endpoint: periodos.cerrar },
  { method: 'PUT',  url: `${D}/cerrarDistribucion`,         module: 'periodos',        endpoint: periodos.finalizar },
  { method: 'POST', url: `${D}/tablaDePago`,                module: 'pagos',           endpoint: pagos.tablaDePago },
  { method: 'PUT',  url: `${D}/jugadorDistribuido`,         module: 'pagos',           endpoint: pagos.pagar },
  { method: 'PUT',  url: `${D}/jugadoresDistribuidos`,      module: 'pagos',           endpoint: pagos.pagarVarios },
  { method: 'PUT',  url: `${D}/deshacerPago`,               module: 'pagos',           endpoint: pagos.deshacer },
  { method: 'POST', url: `${D}/conciliarPagos`,             module: 'pagos',           endpoint: pagos.conciliar },
  { method: 'GET',  url: `${D}/top3BestPlayers`,            module: 'clasificaciones', endpoint: clasificaciones.topPlayers },
  { method: 'GET',  url: `${D}/top3BestCreadores`,          module: 'clasificaciones', endpoint: clasificaciones.topCreadores },
  { method: 'GET',  url: `${D}/searchGananciasPlayer`,      module: 'clasificaciones', endpoint: clasificaciones.ganancias },
  { method: 'GET',  url: `${D}/gananciasJugador`,          module: 'ganancias',       endpoint: ganancias.gananciasJugador },
  { method: 'POST', url: `${D}/historialJugador`,          module: 'ganancias',       endpoint: ganancias.historialJugador },

  { method: 'POST', url: `${D}/getDistribucion`,            module: 'distribuciones',  endpoint: distribuciones.listar },
  { method: 'POST', url: `${D}/crear`,                      module: 'distribuciones',  endpoint: distribuciones.crear },
  { method: 'PUT',  url: `${D}/eliminarDistribucion`,       module: 'distribuciones',  endpoint: distribuciones.eliminar },
  { method: 'GET',  url: `${D}/fondoGremio`,                module: 'distribuciones',  endpoint: distribuciones.fondo },
  { method: 'GET',  url: `${D}/paraCorregir`,               module: 'distribuciones',  endpoint: distribuciones.corregir },
  { method: 'GET',  url: `${D}/getVoiceChannels`,           module: 'integraciones',   endpoint: integraciones.canalesDeVoz },
  { method: 'POST', url: `${D}/getPlayersOfVoiceChannel`,   module: 'integraciones',   endpoint: integraciones.jugadoresEnCanal },

  { method: 'GET',  url: C,                                 module: 'cuentas',         endpoint: cuentas.listar },
  { method: 'GET',  url: `${C}/mia`,                        module: 'cuentas',         endpoint: cuentas.mia },
  { method: 'POST', url: C,                                 module: 'cuentas',         endpoint: cuentas.crear },
  { method: 'PUT',  url: `${C}/cargos`,                     module: 'cuentas',         endpoint: cuentas.cargos },
  { method: 'PUT',  url: `${C}/clave`,                      module: 'cuentas',         endpoint: cuentas.clave },
  { method: 'PUT',  url: `${C}/desactivar`,                 module: 'cuentas',         endpoint: cuentas.desactivar },
  { method: 'PUT',  url: `${C}/activar`,                    module: 'cuentas',         endpoint: cuentas.activar },
  { method: 'PUT',  url: `${C}/desvincularDiscord`,         module: 'auth',            endpoint: discord.desvincular },

  { method: 'POST', url: '/api/auditoria/lista',            module: 'auditoria',       endpoint: auditoria.lista },
  { method: 'GET',  url: '/api/auditoria/filtros',          module: 'auditoria',       endpoint: auditoria.filtros },

  { method: 'GET',  url: '/api/exportar/pagos.csv',          module: 'exportar',        endpoint: exportar.pagos },
  { method: 'GET',  url: '/api/exportar/distribuciones.csv', module: 'exportar',        endpoint: exportar.distribuciones },
  { method: 'GET',  url: '/api/exportar/historial.csv',      module: 'exportar',        endpoint: exportar.historial },
  { method: 'GET',  url: '/api/exportar/auditoria.csv',      module: 'exportar',        endpoint: exportar.auditoria },
  { method: 'GET',  url: '/api/exportar/jugadores.csv',      module: 'exportar',        endpoint: exportar.jugadores },

  { method: 'GET',  url: '/api/notificaciones',             module: 'notificaciones',  endpoint: notificaciones.lista },
  { method: 'GET',  url: '/api/eventos',                    module: 'eventos',         endpoint: eventos.stream },
  { method: 'PUT',  url: '/api/notificaciones/reintentar',  module: 'notificaciones',  endpoint: notificaciones.reintentar },
];
