/**
 * The objects the matrix rows act on, and the request bodies and cell shorthands they share. The
 * rows live in each module's authz-rows.ts, and a module imports no other module's insides: what
 * rows of two modules use, or what needs another module's test support, is here.
 */
import type { OrderState, Side, SignedIn, World } from '../support/world';
import { COUNTERPART, sideOf } from '../support/world';
import { newDriver } from '../../modules/driver-jobs/test-support';
import type { Row, Target, Cell } from './types';

// ---- objects -------------------------------------------------------------------------------------

/** An order of the cell's side in this state: shared, or new when the cell's request changes it. */
export const order =
  (state: OrderState): NonNullable<Row['object']> =>
  async (w, actor, which, fresh) => {
    const side = sideOf(actor, which);
    return { id: fresh ? await w.newOrder(state, side) : w.orders[state][side] };
  };

/** A job a driver may take (own: an open job) or one another driver already holds (other). */
export const takeable: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const side = sideOf(actor, which);
  if (which === 'other') return { id: w.orders.assigned[side] };
  return { id: fresh ? await w.newOrder('open', side) : w.orders.open[side] };
};

export const clientUser: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: w.clientId[sideOf(actor, which)],
});
export const driverRecord: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: actor === 'pendingDriver' && which === 'own' ? w.pendingDriverId : w.driverId[sideOf(actor, which)],
});
/** A driver awaiting approval: the shared pending driver, or a new one for a decision that succeeds. */
export const applicant: NonNullable<Row['object']> = async (w, _actor, _which, fresh) => ({
  id: fresh ? (await newDriver(w.t, false, false)).driverId : w.pendingDriverId,
});
export const publicToken: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: w.publicToken[sideOf(actor, which)],
});
export const place: NonNullable<Row['object']> = async (w) => ({ id: w.placeId });

/** A session of the actor (own) or of the same-role account on the other side (other). */
export const session: NonNullable<Row['object']> = async (w, actor, which) => {
  const owner: SignedIn = actor === 'anon' || which === 'other' ? COUNTERPART[actor] : actor;
  return w.spareSession(owner);
};

/** Another sign-in of the actor itself, whichever column (signing out has no object). */
export const mySpareSession: NonNullable<Row['object']> = async (w, actor) =>
  w.spareSession(actor === 'anon' ? 'client' : actor);

/** A pending order of the side with a payment intent its client created. */
export const intents = new WeakMap<World, Map<string, Target>>();
export const intent: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
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
export const idleDrivers = new WeakMap<World, number>();
export const openJobAndIdleDriver: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const { id } = await order('open')(w, actor, which, fresh);
  if (fresh) return { id, driverId: (await newDriver(w.t)).driverId };
  if (!idleDrivers.has(w)) idleDrivers.set(w, (await newDriver(w.t)).driverId);
  return { id, driverId: idleDrivers.get(w)! };
};

/** A new driver for a driver-pay week that is issued (once only), the side's driver otherwise. */
export const issuable: NonNullable<Row['object']> = async (w, actor, which, fresh) =>
  fresh ? { id: (await newDriver(w.t, false)).driverId } : driverRecord(w, actor, which, fresh);

const organizationIds = new WeakMap<World, Partial<Record<Side, number>>>();

/** The organisation the side's client owns, read as that client sees itself. */
export async function organizationOf(w: World, side: Side): Promise<number> {
  const cache = organizationIds.get(w) ?? {};
  organizationIds.set(w, cache);
  if (cache[side] === undefined) {
    const token = side === 'a' ? w.account.client.token : w.account.otherClient.token;
    const me = await w.t.request({ method: 'GET', url: '/api/auth/me', token });
    cache[side] = me.json().organizationId as number;
  }
  return cache[side]!;
}

export const organization: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: await organizationOf(w, sideOf(actor, which)),
});

// ---- bodies --------------------------------------------------------------------------------------

export const body =
  (payload: unknown): NonNullable<Row['build']> =>
  () => ({ payload });
export const orderIdBody: NonNullable<Row['build']> = (_w, _a, target) => ({
  payload: { orderId: target!.id },
});
export const query =
  (search: string): NonNullable<Row['build']> =>
  (_w, _a, _t, url) => ({ url: `${url}?${search}` });
/** Sends the request with the target's spare session instead of the actor's own. */
export const withSpareSession: NonNullable<Row['build']> = (_w, actor, target) => ({
  token: actor === 'anon' ? null : target!.token!,
});

export const BOOKING = {
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
export const QUOTE = {
  pickupLatitude: 29.7073,
  pickupLongitude: -95.3978,
  deliveryLatitude: 29.7604,
  deliveryLongitude: -95.3698,
};
export const HOUSTON = { latitude: 29.7101, longitude: -95.3999 };

/** Same status for every signed-in actor; signed out 401. */
export const signedIn = (status: Cell) => ({
  anon: 401,
  client: status,
  otherClient: status,
  driver: status,
  otherDriver: status,
  admin: status,
  pendingDriver: status,
});
/** Anyone, signed in or not. */
export const everyone = (status: number) => ({ ...signedIn(status), anon: status, billing: status });
/** Every signed-in person's own account (profile, sessions, preferences): billing staff too. */
export const ownAccount = (status: Cell) => ({ ...signedIn(status), billing: status });
export const adminOnly = {
  anon: 401,
  client: 403,
  otherClient: 403,
  driver: 403,
  otherDriver: 403,
  admin: 200,
  pendingDriver: 403,
};
/** An organisation's owners (the demo clients are owners); drivers and dispatch are refused. */
export const forOwners = (own: Cell) => ({
  anon: 401,
  client: own,
  otherClient: own,
  driver: 403,
  otherDriver: 403,
  admin: 403,
});
