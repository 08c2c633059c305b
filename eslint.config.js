import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import medlink from './eslint-rules/no-html-sinks.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Dependencies point one way (DESIGN.md rule 1): domain imports neither side, web never imports server.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/web/**', '@web/*', 'fastify*', 'drizzle-orm*', 'react*', 'node:*'] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', 'fastify*', 'drizzle-orm*', 'pg'] }],
    },
  },
  // A refusal names its code and the catalogue gives the status (src/domain/error-codes.ts): a program
  // branches on the code, so no refusal is built from a bare status.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.name='AppError'][arguments.0.type='Literal'][arguments.0.raw=/^[0-9]/]",
          message:
            "Name the refusal's code: new AppError('CODE', message); its status comes from ERROR_CODES.",
        },
        {
          selector:
            'CallExpression[callee.name=/^(conflict|gone|paymentRequired|unprocessable|payloadTooLarge|serviceUnavailable|badGateway|internalError)$/]',
          message:
            "Status-first helpers are gone: throw new AppError('CODE', message) with the refusal's own code.",
        },
      ],
    },
  },
  // No string reaches an HTML parser unless it is a constant (issue 14, finding 1).
  {
    files: ['**/*.{ts,tsx,js,jsx}'],
    plugins: { medlink },
    rules: { 'medlink/no-html-sinks': 'error' },
  },
  prettier,
);
