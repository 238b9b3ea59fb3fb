import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The web app's feature folders (apps/web/src/features/<name>): none may import another. */
const WEB_FEATURES = ['auditoria', 'auth', 'distribuciones', 'ganancias', 'jugadores', 'mi-cuenta', 'periodos'];

/**
 * "Features never import each other" (docs/development.md, "Web conventions"): in a feature's files,
 * an import that climbs out of the folder into another feature, or names `features/<other>`, is an
 * error. What features share lives in components/ or lib/.
 */
const featureBoundaries = WEB_FEATURES.map((feature) => {
  const others = WEB_FEATURES.filter((f) => f !== feature).join('|');
  const message = `La funcionalidad "${feature}" no importa otra: lo compartido va a components/ o lib/.`;
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\.\\./)+(${others})(/|$)`, message },
            { regex: `(^|/)features/(${others})(/|$)`, message },
          ],
        },
      ],
    },
  };
});

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
  ...featureBoundaries,
);
