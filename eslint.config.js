// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
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
    // Production client code never reaches test code: fakes, fixtures and render helpers live in
    // client/src/test-support/, which only tests import (scripts/src/lint/client-boundaries.test.ts).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/test-support/**', 'client/src/test-setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/test-support/**'], message: 'Only tests import client/src/test-support.' },
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
