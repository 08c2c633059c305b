/** Accounts and delivered orders for the invoice tests: each test gets organisations of its own. */
import { eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema/index';
import { startStripeTestServer } from '../../adapters/payments/stripe-test-server';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { newOwner, type Member } from '../../test/organization-members';
import { bookOrder, patchOrder } from '../../test/orders';
import { accept, newDriver, step } from '../driver-jobs/test-support';

/** The owner of a new one-member organisation (signed up through the API). */
export type Owner = Member;
export { newOwner };

/** A booker of the owner's organisation (written directly: the invitation has its own tests). */
export async function newBooker(t: TestApp, owner: Owner): Promise<string> {
  const username = uniqueName('booker');
  const { hashPassword } = await import('../auth/index');
  await t.db.insert(users).values({
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword('Booker-pass1'),
    firstName: 'Ben',
    lastName: 'Booker',
    role: 'client',
    organizationId: owner.organizationId,
    organizationRole: 'booker',
  });
  return t.login(username, 'Booker-pass1');
}

/** A billing staff account (the operator makes these; there is no sign-up for them). */
export async function newBillingClerk(t: TestApp): Promise<string> {
  const username = uniqueName('billing');
  const { hashPassword } = await import('../auth/index');
  await t.db.insert(users).values({
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword('Billing-pass1'),
    firstName: 'Bill',
    lastName: 'Clerk',
    role: 'billing',
  });
  return t.login(username, 'Billing-pass1');
}

interface Run {
  admin: string;
  driver?: string;
}

/**
 * An order booked by `client`, paid as `payment` says (`account`: dispatch approves it unpaid,
 * billed on account; `card`: the client pays by the test provider), then run to delivered by a
 * driver through the API. The driver's steps happen now; `deliveredAt` moves the delivery to the
 * day a test needs, which no API can (a test's month is in the past).
 */
export async function deliveredOrder(
  t: TestApp,
  client: string,
  run: Run,
  options: { payment?: 'account' | 'card'; deliveredAt?: Date; deliver?: boolean; costCentre?: string } = {},
): Promise<number> {
  const id = await bookOrder(t, client, {
    serviceType: 'medical_equipment',
    ...(options.costCentre ? { costCentre: options.costCentre } : {}),
  });
  if (options.payment === 'card') {
    const paid = await t.request({
      method: 'POST',
      url: '/api/test-payment',
      token: client,
      payload: { orderId: id },
    });
    if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  } else {
    const approved = await patchOrder(t, run.admin, id, 'confirmed');
    if (approved.statusCode !== 200)
      throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
  }
  if (options.deliver === false) return id;
  const driver = run.driver ?? (await newDriver(t)).token;
  const accepted = await accept(t, driver, id);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    const moved = await step(t, driver, id, status);
    if (moved.statusCode !== 200) throw new Error(`${status} failed: ${moved.statusCode} ${moved.body}`);
  }
  if (options.deliveredAt)
    await t.db.update(orders).set({ deliveredAt: options.deliveredAt }).where(eq(orders.id, id));
  return id;
}

export const issue = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/invoices', token, payload });

export const pay = (t: TestApp, token: string, invoiceId: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/invoices/${invoiceId}/payments`, token, payload });

export const credit = (t: TestApp, token: string, invoiceId: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/invoices/${invoiceId}/credit-notes`, token, payload });

/** The invoice tests' app: dispatch, a billing clerk and a driver, on an app of their own. */
export async function invoiceTestApp(env: Record<string, string> = {}) {
  // Each test signs up organisations of its own; the sign-up flood limit is not what is tested.
  const t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '100000', ...env });
  return {
    t,
    admin: await t.login(DEMO.admin.username, DEMO.admin.password),
    billing: await newBillingClerk(t),
    driver: (await newDriver(t)).token,
  };
}

/**
 * `invoiceTestApp` with PAYMENT_PROVIDER=stripe: the real SDK against the local stand-in of
 * Stripe's API (`stripe`), signing webhooks with `webhookSecret`. `close` stops both.
 */
export async function stripeInvoiceTestApp(webhookSecret: string) {
  const stripe = await startStripeTestServer();
  const app = await invoiceTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    PUBLIC_BASE_URL: 'https://medlink.example',
  });
  return {
    ...app,
    stripe,
    async close() {
      await app.t.close();
      await stripe.close();
    },
  };
}

/** The invoice of September 2026 for an owner's organisation, issued by billing. */
export const issueSeptember = (t: TestApp, billing: string, owner: Owner) =>
  issue(t, billing, {
    organizationId: owner.organizationId,
    periodStart: '2026-09-01',
    periodEnd: '2026-09-30',
  });
