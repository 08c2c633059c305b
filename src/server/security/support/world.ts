/**
 * The people and objects the security tests act on. Two "sides", a and b, each with a client, a
 * driver on shift and orders in every state that matters, so that every actor has an object of
 * its own and one that belongs to someone else:
 *
 *   side a: client A (the demo `client`), driver A (a new driver), their orders
 *   side b: client B (the demo `lab.dallas`), driver B (a new driver), their orders
 *
 * Actors: signed out, client (A), other client (B), driver (A), other driver (B), admin, a
 * driver who signed up and is not yet approved (it has no jobs, and its "own"
 * objects are side a's, like admin's, except its own driver record), and billing staff (the demo
 * `billing`, who sees every organisation's invoices and nothing of orders). "Own" means the
 * actor's side, "other" the opposite side; signed out, admin and billing own side a's objects.
 */
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { accept, newDriver, step } from '../../modules/driver-jobs/test-support';

export const ACTORS = [
  'anon',
  'client',
  'otherClient',
  'driver',
  'otherDriver',
  'admin',
  'pendingDriver',
  'billing',
] as const;
export type Actor = (typeof ACTORS)[number];
/** The actors every row names; a row may leave out pendingDriver and billing (cells.ts: their defaults). */
export type CoreActor = Exclude<Actor, 'pendingDriver' | 'billing'>;
export type SignedIn = Exclude<Actor, 'anon'>;
export type Side = 'a' | 'b';
export type Which = 'own' | 'other';

export const SIDE: Record<Actor, Side> = {
  anon: 'a',
  client: 'a',
  otherClient: 'b',
  driver: 'a',
  otherDriver: 'b',
  admin: 'a',
  pendingDriver: 'a',
  billing: 'a',
};
const flip = (side: Side): Side => (side === 'a' ? 'b' : 'a');
/** The side whose object a cell uses: the actor's own, or the opposite one. */
export const sideOf = (actor: Actor, which: Which): Side =>
  which === 'own' ? SIDE[actor] : flip(SIDE[actor]);

/** The same-role account on the other side (admin's counterpart is client A). */
export const COUNTERPART: Record<Actor, SignedIn> = {
  anon: 'client',
  client: 'otherClient',
  otherClient: 'client',
  driver: 'otherDriver',
  otherDriver: 'driver',
  admin: 'client',
  pendingDriver: 'otherDriver',
  billing: 'client',
};

/** The states the table's rows need. medical_equipment needs no proof, so a run is four steps. */
export const ORDER_STATES = ['pending', 'open', 'assigned', 'delivered'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
const RUN = ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'];

interface Account {
  username: string;
  password: string;
  token: string;
  userId: number;
}

export interface World {
  t: TestApp;
  token: Record<Actor, string | null>;
  account: Record<SignedIn, Account>;
  clientId: Record<Side, number>;
  driverId: Record<Side, number>;
  /** The pending driver's own record. */
  pendingDriverId: number;
  /** Shared objects, one per state and side, that only refused requests touch. */
  orders: Record<OrderState, Record<Side, number>>;
  publicToken: Record<Side, string>;
  /** A place id from the gazetteer, for GET /api/places/{placeId}. */
  placeId: string;
  /** A new order of this side's client, walked to this state by the side's people. */
  newOrder(state: OrderState, side: Side): Promise<number>;
  /** A second sign-in of this actor: a session it owns that a test may end. */
  spareSession(actor: SignedIn): Promise<{ id: number; token: string }>;
  /** Every session token handed out so far: none may appear in an answer but its sign-in. */
  issuedTokens: Set<string>;
}

function must(ok: boolean, what: string, response: { statusCode: number; body: string }) {
  if (!ok) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

export async function buildWorld(options: { webRoot?: string; env?: Record<string, string> } = {}) {
  // Sign-in and sign-up flood limits are not what these tests are about; the throttle tests are.
  // Webhooks the matrix registers point at a closed loopback port, never at another host, and no
  // worker sends them: its retries would change the database under a later row's "refusal changes
  // nothing" check.
  const t = await createTestApp(
    {
      WEBHOOK_POLL_MS: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      REGISTER_RATE_LIMIT_PER_MINUTE: '100000',
      PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '100000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...options.env,
    },
    { webRoot: options.webRoot },
  );
  const issuedTokens = new Set<string>();
  const signIn = async (username: string, password: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    must(response.statusCode === 200, `login ${username}`, response);
    const { user, sessionToken } = response.json();
    issuedTokens.add(sessionToken);
    return { username, password, token: sessionToken as string, userId: user.id as number };
  };
  const driverAccount = async (approved = true) => {
    const d = await newDriver(t, approved, approved);
    issuedTokens.add(d.token);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: d.token });
    return {
      account: { username: me.json().username, password: 'Driver-pass1', token: d.token, userId: d.userId },
      driverId: d.driverId,
    };
  };

  const [admin, clientA, clientB, driverA, driverB, pending, billing] = await Promise.all([
    signIn(DEMO.admin.username, DEMO.admin.password),
    signIn(DEMO.client.username, DEMO.client.password),
    signIn('lab.dallas', 'client123'),
    driverAccount(),
    driverAccount(),
    driverAccount(false),
    signIn(DEMO.billing.username, DEMO.billing.password),
  ]);
  const account: Record<SignedIn, Account> = {
    admin,
    client: clientA,
    otherClient: clientB,
    driver: driverA.account,
    otherDriver: driverB.account,
    pendingDriver: pending.account,
    billing,
  };
  const token: Record<Actor, string | null> = {
    anon: null,
    admin: admin.token,
    client: clientA.token,
    otherClient: clientB.token,
    driver: driverA.account.token,
    otherDriver: driverB.account.token,
    pendingDriver: pending.account.token,
    billing: billing.token,
  };
  const clientToken: Record<Side, string> = { a: clientA.token, b: clientB.token };
  const driverToken: Record<Side, string> = { a: driverA.account.token, b: driverB.account.token };

  async function newOrder(state: OrderState, side: Side): Promise<number> {
    const id = await bookOrder(t, clientToken[side], { serviceType: 'medical_equipment' });
    if (state === 'pending') return id;
    const approved = await patchOrder(t, admin.token, id, 'confirmed');
    must(approved.statusCode === 200, 'approve', approved);
    if (state === 'open') return id;
    const accepted = await accept(t, driverToken[side], id);
    must(accepted.statusCode === 200, 'accept', accepted);
    if (state === 'assigned') return id;
    for (const status of RUN) {
      const moved = await step(t, driverToken[side], id, status);
      must(moved.statusCode === 200, `step ${status}`, moved);
    }
    return id;
  }

  async function spareSession(actor: SignedIn) {
    const { username, password } = account[actor];
    const { token: spare } = await signIn(username, password);
    const list = await t.request({ method: 'GET', url: '/api/auth/sessions', token: spare });
    const current = (list.json().sessions as { id: number; current: boolean }[]).find((s) => s.current);
    return { id: current!.id, token: spare };
  }

  const orders = {} as World['orders'];
  for (const state of ORDER_STATES) {
    orders[state] = { a: await newOrder(state, 'a'), b: await newOrder(state, 'b') };
  }
  const publicToken = {} as Record<Side, string>;
  for (const side of ['a', 'b'] as const) {
    const link = await t.request({
      method: 'GET',
      url: `/api/orders/${orders.assigned[side]}/public-link`,
      token: admin.token,
    });
    must(link.statusCode === 200, 'public link', link);
    publicToken[side] = String(link.json().path).split('/').pop()!;
  }
  const places = await t.request({
    method: 'GET',
    url: '/api/places/autocomplete?q=Houston',
    token: clientA.token,
  });
  must(places.statusCode === 200, 'autocomplete', places);

  const world: World = {
    t,
    token,
    account,
    clientId: { a: clientA.userId, b: clientB.userId },
    driverId: { a: driverA.driverId, b: driverB.driverId },
    pendingDriverId: pending.driverId,
    orders,
    publicToken,
    placeId: places.json().suggestions[0].place_id,
    newOrder,
    spareSession,
    issuedTokens,
  };
  return world;
}

/** A sign-up body no one has used. */
export function newAccountBody(role: 'client' | 'driver' = 'client') {
  const username = uniqueName('sec');
  return {
    username,
    email: `${username}@example.com`,
    password: 'Secure-pass1',
    firstName: 'Sec',
    lastName: 'Test',
    organizationName: role === 'client' ? 'Security Test Clinic' : undefined,
    role,
  };
}
