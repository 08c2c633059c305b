/**
 * The authorisation matrix's rows for the auth module's routes (security/authz-table.ts): signing
 * in and up, which are public, and any signed-in user about itself.
 */
import { newAccountBody } from '../../security/support/world';
import {
  body,
  everyone,
  mySpareSession,
  ownAccount,
  session,
  withSpareSession,
} from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  // Public: sign-in and sign-up.
  {
    route: 'POST /api/auth/login',
    ...everyone(200),
    mutates: true,
    build: (w, actor) => {
      const { username, password } = w.account[actor === 'anon' ? 'client' : actor];
      return { payload: { username, password } };
    },
  },
  {
    route: 'POST /api/register',
    ...everyone(202),
    mutates: true,
    build: () => ({ payload: newAccountBody() }),
  },
  // A link the server never issued is refused whoever sends it (register.test.ts has a success).
  {
    route: 'POST /api/auth/verify-email',
    ...everyone(400),
    build: body({ token: 'forged-token' }),
  },
  // Forgot password answers the same for a name no account has (it writes an audit line).
  {
    route: 'POST /api/auth/forgot-password',
    ...everyone(202),
    mutates: true,
    build: body({ login: 'no-such-account' }),
  },
  // A link the server never issued is refused whoever sends it (password-reset.test.ts has a success).
  {
    route: 'POST /api/auth/reset-password',
    ...everyone(400),
    build: body({ token: 'forged-token', newPassword: 'New-pass-123', confirmPassword: 'New-pass-123' }),
  },

  // Any signed-in user, about itself.
  { route: 'GET /api/auth/me', ...ownAccount(200) },
  { route: 'GET /api/auth/security', ...ownAccount(200) },
  { route: 'GET /api/auth/sessions', ...ownAccount(200) },
  {
    route: 'DELETE /api/auth/sessions/:id',
    ...ownAccount([200, 404]),
    anon: 401,
    object: session,
    mutates: true,
  },
  {
    route: 'POST /api/auth/logout',
    ...ownAccount(200),
    // A spare session of the actor, so the actor's own stays usable for the rows after this one.
    object: mySpareSession,
    mutates: true,
    build: withSpareSession,
  },
  {
    // A wrong current password: the route is for every signed-in user, and a success would end
    // the actor's other sessions (password-and-2fa.test.ts covers that).
    route: 'POST /api/auth/change-password',
    ...ownAccount(400),
    build: body({
      currentPassword: 'not-my-password',
      newPassword: 'Other-pass1',
      confirmPassword: 'Other-pass1',
    }),
  },
  {
    // Two-factor changes ask for the actor's own password; off stays off.
    route: 'POST /api/auth/toggle-2fa',
    ...ownAccount(200),
    build: (w, actor) => ({
      payload: { enable: false, currentPassword: w.account[actor === 'anon' ? 'client' : actor].password },
    }),
  },
  {
    // With the right password, but two-factor is off: 409 (a success is in password-and-2fa.test.ts).
    route: 'POST /api/auth/recovery-codes',
    ...ownAccount(409),
    build: (w, actor) => ({
      payload: { currentPassword: w.account[actor === 'anon' ? 'client' : actor].password },
    }),
  },
  // Each person's language for the app, a setting about itself only. null is every new account's
  // value: the row checks who may call, and changes nothing.
  { route: 'PUT /api/auth/language', ...ownAccount(200), build: body({ language: null }) },
];
