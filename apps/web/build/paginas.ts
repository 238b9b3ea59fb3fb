// The pages whose own files the API announces with their HTML (route-preloads.ts): each page's path,
// or its prefix for a page with parameters, from the contract's one table of web paths
// (packages/contract/src/rutas-web.ts), and the module that renders it (src/app/router.tsx).
// By its file: Vite loads its config with the packages left outside, and the contract's package is
// TypeScript that Node does not run (rutas-web.ts imports nothing, so it comes in alone).
import { RUTAS_WEB, prefijoDe } from '../../../packages/contract/src/rutas-web.js';

const PERIODOS = 'src/features/periodos/periodos-page.tsx';

export const PAGINAS_CON_PRELOAD: Record<string, string> = {
  '/': PERIODOS,
  [RUTAS_WEB.periodos]: PERIODOS,
  [prefijoDe(RUTAS_WEB.distribuciones)]: 'src/features/distribuciones/distribuciones-page.tsx',
  [prefijoDe(RUTAS_WEB.gananciasJugador)]: 'src/features/ganancias/ganancias-page.tsx',
  [RUTAS_WEB.miCuenta]: 'src/features/mi-cuenta/mi-cuenta-page.tsx',
  [RUTAS_WEB.inicioSesion]: 'src/features/auth/login-page.tsx',
  [RUTAS_WEB.gremios]: 'src/features/auth/gremios-page.tsx',
  [RUTAS_WEB.jugadores]: 'src/features/jugadores/jugadores-page.tsx',
  [RUTAS_WEB.auditoria]: 'src/features/auditoria/auditoria-page.tsx',
  [RUTAS_WEB.regear]: 'src/features/regear/regear-page.tsx',
  [RUTAS_WEB.reglasRegear]: 'src/features/regear/reglas-page.tsx',
  [RUTAS_WEB.tesoreria]: 'src/features/tesoreria/tesoreria-page.tsx',
  [RUTAS_WEB.calendario]: 'src/features/calendario/calendario-page.tsx',
  [RUTAS_WEB.plantillas]: 'src/features/calendario/plantillas/plantillas-page.tsx',
  [RUTAS_WEB.alianzas]: 'src/features/alianzas/alianzas-page.tsx',
};
