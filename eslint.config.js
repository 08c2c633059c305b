import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import htmlSinks from './eslint-rules/no-html-sinks.js';
import formsUseReactHookForm from './eslint-rules/forms-use-react-hook-form.js';
import formsUseWordedResolver from './eslint-rules/forms-use-worded-resolver.js';

const medlink = {
  ...htmlSinks,
  rules: {
    ...htmlSinks.rules,
    'forms-use-react-hook-form': formsUseReactHookForm,
    'forms-use-worded-resolver': formsUseWordedResolver,
  },
};

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
  // Dependencies point one way (docs/ARCHITECTURE.md): domain imports neither side, web never imports server.
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
  // No string reaches an HTML parser unless it is a constant.
  {
    files: ['**/*.{ts,tsx,js,jsx}'],
    plugins: { medlink },
    rules: { 'medlink/no-html-sinks': 'error' },
  },
  // Every form holds its fields in react-hook-form with a resolver on the domain's schema
  // (src/web/lib/forms.ts: useWordedResolver words its issues in the reader's language).
  {
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { medlink },
    rules: { 'medlink/forms-use-react-hook-form': 'error' },
  },
  // And checks through the worded resolver (src/web/lib/forms.ts), never @hookform/resolvers' own
  // (`@hookform/resolvers/zod`), whose messages are the schema's English sentences for every reader.
  // No exception: the booking form's deferred check (order-form-check.ts) and the sign-in cards'
  // (auth/deferred.ts) word their issues in the reader's language too.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { medlink },
    rules: { 'medlink/forms-use-worded-resolver': 'error' },
  },
  {
    // Named exceptions, each with its reason. The sign-in and sign-up cards are the first page
    // most people load: their small hand-written hook (use-auth-form.ts, the same behaviour as
    // react-hook-form's defaults, still checking with the domain's zod schema) keeps
    // react-hook-form out of that page's script.
    files: [
      'src/web/features/auth/SignInCard.tsx',
      'src/web/features/auth/SignUpCard.tsx',
      'src/web/features/auth/ForgotPasswordPage.tsx',
      'src/web/features/auth/ResetPasswordPage.tsx',
    ],
    rules: { 'medlink/forms-use-react-hook-form': 'off' },
  },
  {
    // The card's fields are Stripe's own inputs in Stripe's frames, not ours to hold.
    files: [
      'src/web/features/checkout/CardPayment.tsx',
      'src/web/features/checkout/stripe/StripeCardPayment.tsx',
    ],
    rules: { 'medlink/forms-use-react-hook-form': 'off' },
  },
  {
    // Still on their own state, each for the reason beside it: the list only shrinks (a new form
    // cannot join it without saying so here).
    files: [
      // It sits in the booking form, which paints before zod: it needs a check loaded after the
      // first paint, as the form's own (order-form-check.ts).
      'src/web/features/address-book/TemplateBar.tsx',
      // Filters for a query string, not a request body, checked by filterProblems in the
      // catalogue's words.
      'src/web/features/audit/AuditPage.tsx',
      // A signed-out page that paints before zod, as the sign-in cards do (the auth schemas load after).
      'src/web/features/auth/VerifyEmailPage.tsx',
      // A CSV file sent as it is: the server reads and checks it row by row and answers per row.
      'src/web/features/order-import/ImportOrdersPage.tsx',
      // Finds an order to show and sends nothing: the typed number is read by orderNumberFrom.
      'src/web/features/tracking/TrackByNumber.tsx',
    ],
    rules: { 'medlink/forms-use-react-hook-form': 'off' },
  },
  // Who someone is is asked by name (src/domain/capabilities.ts: isDispatch, isClient, ...), and what
  // one may do by the access policy; never by comparing a role to a string literal, so a role's
  // meaning lives in those tables and not in scattered comparisons.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      // The tables themselves: where each role's literal is written.
      'src/domain/capabilities.ts',
      'src/server/modules/access-policy/**',
      // A custody entry's actor may be the system, which is no user role.
      'src/domain/custody-wording.ts',
      // Tests and their fixtures compare roles to say what they expect or build.
      '**/*.test.{ts,tsx}',
      '**/test-support.ts',
      'src/server/test/**',
      'src/server/security/support/**',
      // The demo seed writes rows per role; it decides nothing about access.
      'src/server/db/seed/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='role'], [left.name='role'], [right.property.name='role'], [right.name='role']):matches([left.type='Literal'][left.value=/./], [right.type='Literal'][right.value=/./])",
          message:
            "Ask who someone is by name (@domain/capabilities: isDispatch, isClient, isDriver, isBillingStaff, isStaff) or what it may do (the access policy), not role === '<literal>'.",
        },
      ],
    },
  },
  prettier,
);
