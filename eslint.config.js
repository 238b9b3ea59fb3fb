import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import textos from './eslint-rules/textos.js';

/** The web app's feature folders (apps/web/src/features/<name>), read from the disk: none may import another. */
const WEB_FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Tests sit beside what they test and may reach across layers to set a case up. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** `no-restricted-imports` with these patterns (one rule per file: a later config would replace it, not add to it). */
const restricted = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The web's direction (docs/development.md, "Web conventions"): lib/ and components/ → features/ →
 * app/. In a feature's files, an import that climbs into another feature, names `features/<other>`
 * or reaches app/ is an error; lib/ and components/ import neither features/ nor app/.
 */
const appMessage = 'Solo app/ compone las funcionalidades: una funcionalidad no importa app/.';
const webBoundaries = [
  ...WEB_FEATURES.map((feature) => {
    const others = WEB_FEATURES.filter((f) => f !== feature).join('|');
    const message = `La funcionalidad "${feature}" no importa otra: lo compartido va a components/ o lib/.`;
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: restricted([
        { regex: `^(\\.\\./)+(${others})(/|$)`, message },
        { regex: `(^|/)features/(${others})(/|$)`, message },
        { regex: '^(\\.\\./)+app(/|$)', message: appMessage },
        { regex: '(^|/)src/app(/|$)', message: appMessage },
      ]),
    };
  }),
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: restricted([
      {
        regex: '^(\\.\\./)+(features|app)(/|$)|(^|/)src/(features|app)(/|$)',
        message: 'lib/ y components/ están debajo de las funcionalidades: no importan features/ ni app/.',
      },
    ]),
  },
];

/**
 * The API's layers (docs/development.md, "Layers"): routes → service → repository → db, with lib/ and
 * adapters/ below every module. A path ending in `.routes`, `.service` or `.repository` (with or
 * without `.js`) is that layer; `routes.js` is the route table.
 */
const capa = (nombre) => `\\.${nombre}(\\.[jt]s)?$`;
const tablaDeRutas = '^(\\.\\./)+routes(\\.[jt]s)?$';
const apiLayers = [
  {
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/adapters/**/*.ts'],
    ignores: TESTS,
    rules: restricted([
      {
        regex: '^(\\.\\./)+modules(/|$)|(^|/)src/modules(/|$)',
        message: 'lib/ y adapters/ están debajo de los módulos: no importan modules/ (el módulo les pasa lo que necesitan).',
      },
    ]),
  },
  {
    files: ['apps/api/src/modules/**/*.repository.ts'],
    rules: restricted([
      {
        regex: `${capa('service')}|${capa('routes')}|${tablaDeRutas}`,
        message: 'Un repositorio solo lee y escribe tablas: no importa servicios ni rutas.',
      },
    ]),
  },
  {
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: restricted([{ regex: `${capa('routes')}|${tablaDeRutas}`, message: 'Un servicio no conoce HTTP: no importa rutas.' }]),
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: restricted([
      {
        regex: capa('repository'),
        allowTypeImports: true,
        message: 'Ninguna ruta se salta el servicio: llama al servicio, no al repositorio.',
      },
    ]),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/api/drizzle/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // No source file over 300 lines (docs/development.md, "Rules of the road"): every line counts, blank
  // and comment lines too, as `wc -l` counts them. Tests, their support and the schema are exempt.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [...TESTS, 'e2e/**', '**/testing/**', 'apps/api/src/db/schema.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  // Every visible text of the web from a catalogue (eslint-rules/textos.js, docs/idiomas.md).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, '**/textos/**', 'apps/web/src/testing/**'],
    plugins: { reparto: textos },
    rules: { 'reparto/sin-texto-suelto': 'error' },
  },
  ...webBoundaries,
  ...apiLayers,
);
