// Lint rules for the whole monorepo; `npm run lint` treats warnings as errors.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureBoundaries from './scripts/eslint/feature-boundaries.js';
import docsLinks from './scripts/eslint/docs-links.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Comments point to the repository's own docs/ (file and heading), never to documents a
    // clone does not contain (scripts/eslint/docs-links.js, docs/README.md).
    plugins: { 'osce-docs': { rules: { 'docs-links': docsLinks } } },
    rules: { 'osce-docs/docs-links': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The web app's folders depend one way: a feature imports its own folder and the shared places
    // (components, lib, hooks, stores, api, styles, packages/shared), never another feature or
    // app/; the shared places import no feature. app/ composes features. See docs/web-structure.md.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { osce: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'osce/feature-boundaries': 'error' },
  },
  {
    // Scripts and e2e talk to a terminal on purpose.
    files: ['scripts/**', 'e2e/**', 'apps/server/build.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
