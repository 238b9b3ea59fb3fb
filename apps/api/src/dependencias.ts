// Which folder of apps/api/src may import which, at run time (docs/development.md, "Dependencies run
// one way"). apps/api/src/dependencias.test.ts reads every source's import lines (not the tests',
// not `import type`) and fails on an import between two folders that this table does not allow, and
// on any cycle among folders, this table's included. A new edge is a design decision: add it here,
// in the same commit, only if it keeps the table free of cycles.
//
// A folder is `modules/<module>`, or a folder under src (`lib`, `db`, `plugins`, `adapters`, `ops`,
// `openapi`, `cli`, `testing`), or `raíz` (the files directly in src: the composition root, app.ts,
// server.ts, routes.ts, bootstrap.ts), or one of the two files at the root that the layers below
// read: `paths` (src/paths.ts, whose folder arithmetic needs it there) and `env` (src/env.ts, the
// configuration parsed once).

/** What every module may use: the layers below the modules. */
const DEBAJO = ['lib', 'db', 'openapi', 'plugins', 'adapters', 'ops'] as const;

const modulo = (...otros: string[]) => [...DEBAJO, ...otros.map((m) => `modules/${m}`)];

/** The modules: the leaves first (they import no other module), then each over what it reads. */
const MODULOS: Readonly<Record<string, readonly string[]>> = {
  'modules/idempotencia': modulo(),
  // Web Push (docs/pwa.md) is a leaf: the avisador (notificaciones) and the calendar's reminder queue its rows.
  'modules/push': modulo(),
  'modules/notificaciones': modulo('push'),
  'modules/jugadores': modulo(),
  'modules/clasificaciones': modulo(),
  'modules/eventos': modulo(),
  'modules/gremio': modulo(),
  'modules/cuentas': modulo('jugadores', 'notificaciones'),
  'modules/libro': modulo('jugadores'),
  'modules/auth': modulo('cuentas', 'jugadores', 'notificaciones'),
  'modules/periodos': modulo('jugadores', 'notificaciones'),
  'modules/pagos': modulo('jugadores', 'periodos', 'notificaciones'),
  'modules/auditoria': modulo('cuentas', 'jugadores', 'periodos'),
  'modules/asistencia': modulo('jugadores', 'notificaciones'),
  'modules/regear': modulo('cuentas', 'jugadores', 'notificaciones', 'periodos'),
  'modules/botin': modulo('regear'),
  'modules/plantillas': modulo('regear'),
  'modules/distribuciones': modulo('asistencia', 'botin', 'jugadores', 'notificaciones', 'periodos', 'plantillas', 'regear'),
  'modules/ganancias': modulo('distribuciones', 'jugadores', 'regear'),
  // «Mi cuenta» reads the member's Discord servers through the login's module (its «Sus gremios»).
  'modules/mi-cuenta': modulo('auth', 'cuentas', 'ganancias', 'jugadores', 'libro', 'pagos', 'regear'),
  'modules/exportar': modulo('auditoria', 'distribuciones', 'ganancias', 'jugadores', 'libro', 'pagos', 'periodos', 'regear'),
  'modules/integraciones': modulo('cuentas', 'jugadores', 'notificaciones'),
  'modules/retiros': modulo('cuentas', 'jugadores', 'libro', 'notificaciones', 'pagos'),
  'modules/calendario': modulo('asistencia', 'cuentas', 'gremio', 'jugadores', 'notificaciones', 'periodos', 'push'),
  'modules/ventas': modulo('cuentas', 'distribuciones', 'jugadores', 'notificaciones', 'periodos', 'retiros'),
  'modules/operador': modulo('cuentas', 'gremio', 'jugadores'),
  // Alliances (docs/alianzas.md) post each guild's part to its ledger through lib/libro.ts.
  'modules/alianzas': modulo('cuentas'),
  'modules/comandos': modulo(
    'asistencia',
    'calendario',
    'cuentas',
    'ganancias',
    'jugadores',
    'libro',
    'notificaciones',
    'periodos',
    'regear',
    'retiros',
  ),
};

/** Each folder and the folders it may import (at run time). */
export const DEPENDENCIAS: Readonly<Record<string, readonly string[]>> = {
  // Below the modules: none of them imports a module, and each imports only what is below it.
  paths: [],
  env: ['adapters'],
  lib: [],
  openapi: [],
  db: ['lib', 'paths'],
  adapters: ['lib'],
  ops: ['lib', 'paths', 'env'],
  plugins: ['lib', 'openapi'],

  ...MODULOS,

  // Above the modules: the composition root, the command-line tools, the tests' support.
  raíz: [...DEBAJO, 'paths', 'env', ...Object.keys(MODULOS)],
  cli: ['raíz', 'paths', 'env', 'lib', 'db', 'ops', 'modules/comandos', 'modules/cuentas', 'modules/libro', 'modules/operador'],
  testing: ['raíz', 'paths', 'env', ...DEBAJO, 'modules/asistencia', 'modules/libro', 'modules/regear'],
};
