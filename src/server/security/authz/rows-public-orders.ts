/** Matrix rows: the public routes, the signed-in user about itself, orders, custody, chat, ratings and payments. */
import { newAccountBody } from '../support/world';
import {
  order,
  clientUser,
  publicToken,
  place,
  session,
  mySpareSession,
  intent,
  body,
  orderIdBody,
  query,
  withSpareSession,
  BOOKING,
  QUOTE,
  signedIn,
  ownAccount,
  everyone,
} from './objects';
import type { Row } from './types';

/** The web app's files are one row: fastify-static registers a route per file of the build. */
export const WEB_FILE_ROUTE = 'GET /{file of the web build}';

export const ROWS_PUBLIC_ORDERS: readonly Row[] = [
  // Public: the web app, the API documentation, health, configuration, price estimate, sign-in/up.
  { route: WEB_FILE_ROUTE, ...everyone(200), build: () => ({ url: '/index.html' }) },
  { route: 'GET /api/docs', ...everyone(200) },
  { route: 'GET /api/docs/', ...everyone(200) },
  { route: 'GET /api/docs/*', ...everyone(200), build: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  { route: 'GET /api/docs/json', ...everyone(200) },
  { route: 'GET /api/docs/yaml', ...everyone(200) },
  { route: 'GET /api/docs/static/index.html', ...everyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', ...everyone(200) },
  { route: 'GET /api/health', ...everyone(200) },
  { route: 'GET /api/public-config', ...everyone(200) },
  { route: 'POST /api/pricing/calculate', ...everyone(200), build: body(QUOTE) },
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
  {
    route: 'GET /api/public/track/:token',
    ...everyone(200),
    object: publicToken,
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
  { route: 'GET /api/places/autocomplete', ...signedIn(200), build: query('q=Houston') },
  { route: 'GET /api/places/:placeId', ...signedIn(200), object: place },
  { route: 'GET /api/payments/config', ...signedIn(200) },
  { route: 'GET /api/messages/conversations', ...signedIn(200) },
  // A plain GET of the socket path; the upgrade itself is tested in realtime/realtime.test.ts.
  { route: 'GET /ws', ...ownAccount(404) },

  // Orders: booking, reading, the client's list and figures.
  {
    route: 'POST /api/orders',
    anon: 401,
    client: 201,
    otherClient: 201,
    driver: 403,
    otherDriver: 403,
    admin: 403,
    mutates: true,
    build: body(BOOKING),
  },
  {
    route: 'GET /api/orders/:id',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
  {
    route: 'PATCH /api/orders/:id',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: order('pending'),
    mutates: true,
    build: body({ status: 'cancelled' }),
  },
  {
    route: 'GET /api/orders/client/:clientId',
    anon: 401,
    client: [200, 403],
    otherClient: [200, 403],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: clientUser,
  },
  {
    route: 'GET /api/stats/client/:clientId',
    anon: 401,
    client: [200, 403],
    otherClient: [200, 403],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: clientUser,
  },
  {
    route: 'GET /api/orders/:id/tracking',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
  // Custody and the recipient link are for the order's client and dispatch. A driver's own job
  // answers 403 (it knows the order exists); another driver's job 404, like the order itself.
  // The printable label, to whoever may see the order.
  {
    route: 'GET /api/orders/:id/label',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
  {
    route: 'GET /api/orders/:id/custody',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [403, 404],
    otherDriver: [403, 404],
    admin: 200,
    // Billing staff see no order: it is not there for them, as for a driver not on it.
    billing: 404,
    object: order('assigned'),
  },
  {
    route: 'GET /api/orders/:id/custody/pdf',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [403, 404],
    otherDriver: [403, 404],
    admin: 200,
    // Billing staff see no order: it is not there for them, as for a driver not on it.
    billing: 404,
    object: order('assigned'),
  },
  {
    route: 'GET /api/orders/:id/public-link',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [403, 404],
    otherDriver: [403, 404],
    admin: 200,
    // Billing staff see no order: it is not there for them, as for a driver not on it.
    billing: 404,
    object: order('assigned'),
  },
  // The chat and the ratings belong to the order's parties; to anyone else the order is not there.
  {
    route: 'GET /api/orders/:id/messages',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
  {
    route: 'POST /api/orders/:id/messages',
    anon: 401,
    client: [201, 404],
    otherClient: [201, 404],
    driver: [201, 404],
    otherDriver: [201, 404],
    admin: 201,
    object: order('assigned'),
    mutates: true,
    build: body({ content: 'Is the pump charged?' }),
  },
  {
    route: 'GET /api/orders/:id/rating',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('delivered'),
  },
  {
    route: 'POST /api/orders/:id/rating',
    anon: 401,
    client: [201, 404],
    otherClient: [201, 404],
    driver: [201, 404],
    otherDriver: [201, 404],
    admin: 403,
    object: order('delivered'),
    mutates: true,
    build: body({ rating: 5, feedback: 'On time' }),
  },

  // Payments: only a client, only for its own order.
  {
    route: 'POST /api/create-payment-intent',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 403,
    object: order('pending'),
    mutates: true,
    build: orderIdBody,
  },
  {
    route: 'POST /api/confirm-payment',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 403,
    object: intent,
    mutates: true,
    build: (_w, _a, target) => ({ payload: { orderId: target!.id, paymentIntentId: target!.intentId } }),
  },
  {
    // The receipt's payment summary, for the order's client and dispatch.
    route: 'GET /api/orders/:id/payment',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: order('pending'),
  },
  // Stripe's webhook is public (Stripe signs it); with no STRIPE_WEBHOOK_SECRET it is off (404).
  { route: 'POST /api/payments/stripe-webhook', ...everyone(404), build: body({ id: 'evt_x' }) },
  {
    route: 'POST /api/test-payment',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 403,
    object: order('pending'),
    mutates: true,
    build: orderIdBody,
  },
];
