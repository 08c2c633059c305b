/**
 * API shortcuts every browser spec may use for the steps it does not test: sign-in, sign-up,
 * a booking, a payment, the status an order holds now, and the live socket's readiness. Each is
 * written once here; specs do not keep copies of their own.
 */
import { expect, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { DEMO, newAccount, type NewAccount } from './accounts';
import { HOUSTON_BOOKING } from './bookings';
import { registerAccount } from './sign-up';

type Credentials = { username: string; password: string };
/** A page (its context's cookie jar) or a request context of its own. */
type Caller = Page | APIRequestContext;
const requestOf = (caller: Caller): APIRequestContext => ('request' in caller ? caller.request : caller);

/** Signs in through the API and answers the user's id; a page keeps the cookie, the app confirms it on load. */
export async function apiSignIn(caller: Caller, account: Credentials = DEMO.client): Promise<number> {
  const response = await requestOf(caller).post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

export type SignedUp = { account: NewAccount; userId: number; organizationId: number };

/**
 * A new client through the public sign-up and its emailed link, signed in on `caller`; with
 * `organization`, of an organisation of that name made its own (a spec that finds it by name).
 */
export async function signUpClient(
  caller: Caller,
  { organization, ...overrides }: Partial<NewAccount> & { organization?: string } = {},
): Promise<SignedUp> {
  const account = { ...newAccount('client', organization), ...overrides };
  const response = await registerAccount(requestOf(caller), { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number; organizationId: number } };
  return { account, userId: user.id, organizationId: user.organizationId };
}

export type Booked = { id: number; displayNumber: string; status: string; totalCost: string };

/**
 * Books `booking` (the Houston run by default) as the signed-in client; it starts pending, or with
 * `paid` the checkout's test payment confirms it. Every spec books through here.
 */
export async function book<T extends Booked = Booked>(
  caller: Caller,
  booking: Record<string, unknown> = HOUSTON_BOOKING,
  { paid = false }: { paid?: boolean } = {},
): Promise<T> {
  const response = await requestOf(caller).post('/api/orders', { data: { ...booking, status: 'pending' } });
  expect(response.status(), await response.text()).toBe(201);
  const booked = (await response.json()) as T;
  if (!paid) return booked;
  await pay(caller, booked.id);
  return { ...booked, status: 'confirmed' };
}

/** The checkout's test payment: pending -> confirmed. */
export async function pay(caller: Caller, orderId: number): Promise<void> {
  const response = await requestOf(caller).post('/api/test-payment', { data: { orderId } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The order's status as the server has it now, read by whoever `caller` is signed in as. */
export async function orderStatus(caller: Caller, orderId: number): Promise<string> {
  const response = await requestOf(caller).get(`/api/orders/${orderId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/** Resolves once the page's live socket has passed the server's session check ('connected'). */
export async function liveSocketReady(page: Page): Promise<WebSocket> {
  const ws = await page.waitForEvent('websocket', (socket) => socket.url().includes('/ws'));
  await ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"'));
  return ws;
}
