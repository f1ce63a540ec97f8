// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The engine is pure: no I/O, no clock, no ambient randomness (ARCHITECTURE.md, convention 1). */
const engineRestrictedSyntax = [
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'The engine takes time as an argument: no Date.now().',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'The engine takes time as an argument: no new Date() without an argument.',
  },
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'The engine uses its seeded PRNG (random.ts): no Math.random().',
  },
];

/** What each folder of client/src may not import (docs/architecture.md, "Who may import whom": one line per folder). */
const CLIENT_FEATURES = ['game', 'day', 'account', 'progress', 'help', 'settings', 'offline'];
const inClient = (folder) => `client/src/${folder}`;
const clientZones = [
  {
    target: inClient('shared'),
    from: ['api', 'domain', 'features', 'app', 'sw'].map(inClient),
    message: 'shared imports only shared.',
  },
  {
    target: inClient('api'),
    from: ['domain', 'features', 'app', 'sw'].map(inClient),
    message: 'api imports only api and shared.',
  },
  {
    target: inClient('domain'),
    from: ['api', 'features', 'app', 'sw'].map(inClient),
    message: 'domain imports only domain and shared.',
  },
  ...CLIENT_FEATURES.map((name) => ({
    target: inClient(`features/${name}`),
    from: inClient('features'),
    except: [`./${name}`],
    message: 'A feature never imports another feature: the app composes them (app/).',
  })),
  {
    target: inClient('features'),
    from: [inClient('app'), inClient('sw')],
    message: 'A feature never imports the app.',
  },
  { target: inClient('app'), from: inClient('sw'), message: 'The service worker is its own program.' },
  {
    target: inClient('sw'),
    from: ['app', 'api', 'domain', 'features', 'shared'].map(inClient),
    message: 'The service worker imports only its own folder.',
  },
  {
    target: inClient(''),
    from: inClient('test-support'),
    message: 'Only tests import client/src/test-support.',
  },
];

/**
 * Source and test files past `max-lines`, each with its reason: only tables of known answers or
 * data, whose length is their content, never code. None is that long today.
 */
const LONG_TABLES = {
  // 'path/to/file.test.ts': 'one line: what table it holds, and why it stays whole',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // verbatimModuleSyntax keeps `import { type X } from './m.js'` as `import './m.js'`: the
      // module still loads (a lazy chunk pulled into the first page). `import type` is erased.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A file holds one concern, and one concern fits in 400 lines: a longer file is split by
    // concern (not by count). Every line counts, as `wc -l` counts them: blank lines are prettier's,
    // and comments are part of what a reader reads, so a file long with explanations is long too.
    files: ['**/*.{ts,tsx,mts,cts}'],
    ignores: Object.keys(LONG_TABLES),
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['engine/src/**/*.ts'],
    ignores: ['engine/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'child_process'],
              message: 'The engine does no I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'require', 'setTimeout', 'setInterval'],
      'no-restricted-syntax': ['error', ...engineRestrictedSyntax],
    },
  },
  {
    // The client's house (docs/architecture.md): app above the features, the features side by
    // side, domain and api below them, shared at the bottom; the service worker on its own; tests
    // apart. Production files only: a test may import whatever it tests with.
    // scripts/src/lint/client-boundaries.test.ts holds the rules' known answers.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/test-support/**', 'client/src/test-setup.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'client/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: clientZones }],
      // No barrel files: each module is imported where it is defined (re-exports defeat
      // tree-shaking and hide which file a name comes from).
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Import from the defining file: no re-exports.' },
        {
          selector: 'ExportNamedDeclaration[source]',
          message: 'Import from the defining file: no re-exports.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['vitest', 'vitest/*', '@testing-library/*'],
              message: 'Production code never imports a test library.',
            },
            { group: ['**/engine/src/**'], message: 'The client imports the engine as @dozen/engine.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
