// The Spanish configuration of zod lives in common.ts (every schema module imports it), so that a client
// importing only constants and formatters does not load zod at all (docs/performance.md).
export * from './constants.js';
export * from './format.js';
export * from './reparto.js';
export * from './texto.js';
export * from './common.js';
export * from './auth.js';
export * from './entities.js';
export * from './jugadores.js';
export * from './cuentas.js';
export * from './periodos.js';
export * from './distribuciones.js';
export * from './eventos.js';
export * from './pagos.js';
export * from './integraciones.js';
export * from './auditoria.js';
export * from './auditoria-texto.js';
export * from './notificaciones.js';
export * from './ganancias.js';
export * from './exportar.js';
export * from './discord.js';
export * from './mi-cuenta.js';
export * from './rutas-web.js';
export * from './permisos.js';
export * from './regear-constantes.js';
export * from './regear-reglas.js';
export * from './regear.js';
