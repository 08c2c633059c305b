/**
 * THE authorisation matrix: one row per route the app registers, the status each actor gets on
 * its own object and on someone else's. authz-matrix.test.ts requires a row for every registered
 * route (and a route for every row); bad-input.test.ts uses the same rows to find an actor and a
 * request that would succeed, then breaks the request.
 *
 * Reading a row: actors are signed out (`anon`), client (A), other client (B), driver (A), other
 * driver (B), admin (see support/world.ts). A cell is one status, or `[own, other]` where the
 * route acts on an object: `own` is the actor's side's object, `other` the opposite side's.
 * Someone else's order answers 404 where even its existence must not leak (contract), 403 where
 * the route itself is not for that role or the object is known to the caller.
 *
 * Rows marked `mutates` get a fresh object for every cell expected to succeed; refused cells use
 * the shared objects, and the test proves a refusal changed nothing.
 */
import type { Actor, OrderState, SignedIn, Which, World } from './support/world';
import { COUNTERPART, newAccountBody, sideOf } from './support/world';
import { newDriver } from '../modules/driver-jobs/test-support';

export type Cell = number | readonly [own: number, other: number];

/** What a row acts on: an id for the path (or body), plus anything else the request needs. */
export interface Target {
  id: number | string;
  intentId?: string;
  /** A spare session's token, for rows that end the session they are sent with. */
  token?: string;
  /** A driver on shift with no job, for dispatch to assign. */
  driverId?: number;
}

export interface Built {
  /** Replaces the route's url (static files, query strings). */
  url?: string;
  payload?: unknown;
  /** Another session than the actor's (a spare one a test may end). */
  token?: string | null;
}

export interface Row extends Record<Actor, Cell> {
  route: string;
  object?: (w: World, actor: Actor, which: Which, fresh: boolean) => Promise<Target>;
  build?: (w: World, actor: Actor, target: Target | undefined, url: string) => Built;
  mutates?: boolean;
}

// ---- objects -------------------------------------------------------------------------------------

/** An order of the cell's side in this state: shared, or new when the cell's request changes it. */
const order =
  (state: OrderState): NonNullable<Row['object']> =>
  async (w, actor, which, fresh) => {
    const side = sideOf(actor, which);
    return { id: fresh ? await w.newOrder(state, side) : w.orders[state][side] };
  };

/** A job a driver may take (own: an open job) or one another driver already holds (other). */
const takeable: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const side = sideOf(actor, which);
  if (which === 'other') return { id: w.orders.assigned[side] };
  return { id: fresh ? await w.newOrder('open', side) : w.orders.open[side] };
};

const clientUser: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: w.clientId[sideOf(actor, which)],
});
const driverRecord: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: w.driverId[sideOf(actor, which)],
});
const publicToken: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: w.publicToken[sideOf(actor, which)],
});
const place: NonNullable<Row['object']> = async (w) => ({ id: w.placeId });

/** A session of the actor (own) or of the same-role account on the other side (other). */
const session: NonNullable<Row['object']> = async (w, actor, which) => {
  const owner: SignedIn = actor === 'anon' || which === 'other' ? COUNTERPART[actor] : actor;
  return w.spareSession(owner);
};

/** Another sign-in of the actor itself, whichever column (signing out has no object). */
const mySpareSession: NonNullable<Row['object']> = async (w, actor) =>
  w.spareSession(actor === 'anon' ? 'client' : actor);

/** A pending order of the side with a payment intent its client created. */
const intents = new WeakMap<World, Map<string, Target>>();
const intent: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const side = sideOf(actor, which);
  const cache = intents.get(w) ?? new Map<string, Target>();
  intents.set(w, cache);
  if (!fresh && cache.has(side)) return cache.get(side)!;
  const id = await w.newOrder('pending', side);
  const owner = side === 'a' ? w.account.client : w.account.otherClient;
  const created = await w.t.request({
    method: 'POST',
    url: '/api/create-payment-intent',
    token: owner.token,
    payload: { orderId: id },
  });
  if (created.statusCode !== 200) throw new Error(`intent: ${created.statusCode} ${created.body}`);
  const target = { id, intentId: created.json().paymentIntentId as string };
  if (!fresh) cache.set(side, target);
  return target;
};

/** An open job and a driver free to take it (assigning makes the driver busy). */
const idleDrivers = new WeakMap<World, number>();
const openJobAndIdleDriver: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const { id } = await order('open')(w, actor, which, fresh);
  if (fresh) return { id, driverId: (await newDriver(w.t)).driverId };
  if (!idleDrivers.has(w)) idleDrivers.set(w, (await newDriver(w.t)).driverId);
  return { id, driverId: idleDrivers.get(w)! };
};

// ---- bodies --------------------------------------------------------------------------------------

const body =
  (payload: unknown): NonNullable<Row['build']> =>
  () => ({ payload });
const orderIdBody: NonNullable<Row['build']> = (_w, _a, target) => ({ payload: { orderId: target!.id } });
const query =
  (search: string): NonNullable<Row['build']> =>
  (_w, _a, _t, url) => ({ url: `${url}?${search}` });
/** Sends the request with the target's spare session instead of the actor's own. */
const withSpareSession: NonNullable<Row['build']> = (_w, actor, target) => ({
  token: actor === 'anon' ? null : target!.token!,
});

const BOOKING = {
  serviceType: 'medical_equipment',
  priority: 'standard',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupLatitude: '29.707300',
  pickupLongitude: '-95.397800',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  deliveryLatitude: '29.760400',
  deliveryLongitude: '-95.369800',
  itemDescription: 'Infusion pump',
};
const QUOTE = {
  pickupLatitude: 29.7073,
  pickupLongitude: -95.3978,
  deliveryLatitude: 29.7604,
  deliveryLongitude: -95.3698,
};
const HOUSTON = { latitude: 29.7101, longitude: -95.3999 };

/** Same status for every signed-in actor; signed out 401. */
const signedIn = (status: Cell) => ({
  anon: 401,
  client: status,
  otherClient: status,
  driver: status,
  otherDriver: status,
  admin: status,
});
/** Anyone, signed in or not. */
const everyone = (status: number) => ({ ...signedIn(status), anon: status });
const adminOnly = { anon: 401, client: 403, otherClient: 403, driver: 403, otherDriver: 403, admin: 200 };

// ---- the table -----------------------------------------------------------------------------------
// The web app's files are one row: fastify-static registers a route per file of the build.
export const WEB_FILE_ROUTE = 'GET /{file of the web build}';

export const ROWS: readonly Row[] = [
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
    ...everyone(201),
    mutates: true,
    build: () => ({ payload: newAccountBody() }),
  },
  {
    route: 'GET /api/public/track/:token',
    ...everyone(200),
    object: publicToken,
  },

  // Any signed-in user, about itself.
  { route: 'GET /api/auth/me', ...signedIn(200) },
  { route: 'GET /api/auth/security', ...signedIn(200) },
  { route: 'GET /api/auth/sessions', ...signedIn(200) },
  {
    route: 'DELETE /api/auth/sessions/:id',
    ...signedIn([200, 404]),
    anon: 401,
    object: session,
    mutates: true,
  },
  {
    route: 'POST /api/auth/logout',
    ...signedIn(200),
    // A spare session of the actor, so the actor's own stays usable for the rows after this one.
    object: mySpareSession,
    mutates: true,
    build: withSpareSession,
  },
  {
    // A wrong current password: the route is for every signed-in user, and a success would end
    // the actor's other sessions (password-and-2fa.test.ts covers that).
    route: 'POST /api/auth/change-password',
    ...signedIn(400),
    build: body({
      currentPassword: 'not-my-password',
      newPassword: 'Other-pass1',
      confirmPassword: 'Other-pass1',
    }),
  },
  { route: 'POST /api/auth/toggle-2fa', ...signedIn(200), build: body({ enable: false }) },
  { route: 'GET /api/places/autocomplete', ...signedIn(200), build: query('q=Houston') },
  { route: 'GET /api/places/:placeId', ...signedIn(200), object: place },
  { route: 'GET /api/payments/config', ...signedIn(200) },
  { route: 'GET /api/messages/conversations', ...signedIn(200) },
  // A plain GET of the socket path; the upgrade itself is tested in realtime/realtime.test.ts.
  { route: 'GET /ws', ...signedIn(404) },

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
  { route: 'GET /api/orders', ...adminOnly },
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
  {
    route: 'GET /api/orders/:id/custody',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [403, 404],
    otherDriver: [403, 404],
    admin: 200,
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

  // The driver app.
  {
    route: 'GET /api/orders/available',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 200,
    otherDriver: 200,
    admin: 200,
  },
  {
    route: 'POST /api/orders/:id/accept',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 409],
    otherDriver: [200, 409],
    admin: 403,
    object: takeable,
    mutates: true,
  },
  {
    route: 'PATCH /api/orders/:id/status',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 403,
    object: order('assigned'),
    mutates: true,
    build: body({ status: 'pickup_scheduled' }),
  },
  {
    route: 'POST /api/orders/:id/location',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [201, 404],
    otherDriver: [201, 404],
    admin: 403,
    object: order('assigned'),
    mutates: true,
    build: body(HOUSTON),
  },
  {
    route: 'GET /api/orders/driver/:driverId/active',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 403],
    otherDriver: [200, 403],
    admin: 200,
    object: driverRecord,
  },
  {
    route: 'POST /api/driver/location',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 200,
    otherDriver: 200,
    admin: 403,
    mutates: true,
    build: body(HOUSTON),
  },
  {
    route: 'PATCH /api/driver/status',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 200,
    otherDriver: 200,
    admin: 403,
    mutates: true,
    build: body({ status: 'available' }),
  },
  {
    route: 'GET /api/driver/stats/:driverId',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 403],
    otherDriver: [200, 403],
    admin: 200,
    object: driverRecord,
  },
  {
    route: 'GET /api/driver/:id/performance',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 403],
    otherDriver: [200, 403],
    admin: 200,
    object: driverRecord,
  },
  {
    route: 'GET /api/driver/:id/achievements',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 403],
    otherDriver: [200, 403],
    admin: 200,
    object: driverRecord,
  },
  {
    route: 'GET /api/driver/leaderboard',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 200,
    otherDriver: 200,
    admin: 200,
  },

  // The dispatch console.
  { route: 'GET /api/admin/stats', ...adminOnly },
  { route: 'GET /api/admin/analytics', ...adminOnly },
  { route: 'GET /api/drivers', ...adminOnly },
  {
    route: 'POST /api/orders/:id/assign',
    ...adminOnly,
    object: openJobAndIdleDriver,
    mutates: true,
    build: (_w, _a, target) => ({ payload: { driverId: target!.driverId } }),
  },
];
