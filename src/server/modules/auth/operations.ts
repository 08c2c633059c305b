/** The contract's rows for the auth module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const AUTH_OPERATIONS: Record<string, Operation> = {
  'POST /api/auth/login': {
    operationId: 'login',
    summary: 'Sign in with a username and password (and a two-factor code when enabled)',
    tag: 'auth',
    errors: [401, 503],
  },
  'POST /api/register': {
    operationId: 'register',
    summary:
      'Ask for a client or driver account: the same answer whether or not the username or email exists; the email carries the link that finishes it',
    tag: 'auth',
    errors: [503],
  },
  'POST /api/auth/verify-email': {
    operationId: 'verifyEmail',
    summary:
      'Finish a sign-up with its emailed single-use 24-hour link: the account is created and signed in',
    tag: 'auth',
    errors: [409, 503],
  },
  'POST /api/auth/forgot-password': {
    operationId: 'requestPasswordReset',
    summary:
      'Email a single-use 30-minute reset link to the account with this username or email (the same answer whether or not one exists)',
    tag: 'auth',
    errors: [503],
  },
  'POST /api/auth/reset-password': {
    operationId: 'resetPassword',
    summary: 'Choose a new password with an emailed link; every session of the account ends',
    tag: 'auth',
    errors: [503],
  },
  'POST /api/auth/logout': { operationId: 'logout', summary: 'End this session', tag: 'auth' },
  'GET /api/auth/me': { operationId: 'getMe', summary: 'The signed-in user', tag: 'auth' },
  'PUT /api/auth/language': {
    operationId: 'setLanguage',
    summary: "The signed-in user's language for the app (null follows the browser)",
    tag: 'auth',
  },
  'GET /api/auth/security': {
    operationId: 'getSecuritySettings',
    summary: "The signed-in user's two-factor state and recovery codes left",
    tag: 'auth',
  },
  'POST /api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Change the password (other sessions end)',
    tag: 'auth',
  },
  'POST /api/auth/toggle-2fa': {
    operationId: 'toggleTwoFactor',
    summary: 'Turn two-factor authentication on or off',
    tag: 'auth',
  },
  'POST /api/auth/recovery-codes': {
    operationId: 'createRecoveryCodes',
    summary: 'Issue a new set of two-factor recovery codes (the old ones stop working)',
    tag: 'auth',
  },
  'GET /api/auth/sessions': {
    operationId: 'listSessions',
    summary: "The signed-in user's live sessions",
    tag: 'auth',
  },
  'DELETE /api/auth/sessions/:id': {
    operationId: 'revokeSession',
    summary: "End one of the signed-in user's sessions",
    tag: 'auth',
  },
};
