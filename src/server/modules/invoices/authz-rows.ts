/**
 * Matrix rows: invoices, their payments and credit notes, statements and aging. Billing staff and
 * dispatch issue and record for every organisation; an owner (the demo clients are owners) reads
 * its own organisation's, and another organisation's answers 404, its existence hidden. Drivers
 * have none; an owner, billing and dispatch may pay one online. An issued invoice never changes: PATCH, PUT and DELETE answer 409 to those who may
 * see it.
 */
import { addDays, dayKey } from '@domain/central-time';
import type { Side, World } from '../../security/support/world';
import { sideOf } from '../../security/support/world';
import { body } from '../../security/authz/objects';
import type { Cell, Row } from '../../security/authz/types';

const organizationIds = new WeakMap<World, Partial<Record<Side, number>>>();

async function organizationOf(w: World, side: Side): Promise<number> {
  const cache = organizationIds.get(w) ?? {};
  organizationIds.set(w, cache);
  if (cache[side] === undefined) {
    const token = side === 'a' ? w.account.client.token : w.account.otherClient.token;
    const me = await w.t.request({ method: 'GET', url: '/api/auth/me', token });
    cache[side] = me.json().organizationId as number;
  }
  return cache[side]!;
}

/** Since yesterday: the orders the world delivered, whatever the clock did since it started. */
const period = () => {
  const today = dayKey(new Date());
  return { periodStart: addDays(today, -1), periodEnd: today };
};

/** A new on-account order of the side, delivered now: something for an invoice to hold. */
async function billable(w: World, side: Side) {
  await w.newOrder('delivered', side);
  return organizationOf(w, side);
}

async function issueFor(w: World, side: Side): Promise<number> {
  const organizationId = await billable(w, side);
  const r = await w.t.request({
    method: 'POST',
    url: '/api/invoices',
    token: w.account.admin.token,
    payload: { organizationId, ...period() },
  });
  if (r.statusCode !== 201) throw new Error(`invoice: ${r.statusCode} ${r.body}`);
  return r.json().id as number;
}

const shared = new WeakMap<World, Partial<Record<Side, number>>>();
/** An invoice of the side: a shared one for reads and refusals, a new one for a payment or credit. */
const invoice: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const side = sideOf(actor, which);
  if (fresh) return { id: await issueFor(w, side) };
  const cache = shared.get(w) ?? {};
  shared.set(w, cache);
  cache[side] ??= await issueFor(w, side);
  return { id: cache[side] };
};

/** The side's organisation, with a new billable order when the cell's request will invoice it. */
const toInvoice: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const side = sideOf(actor, which);
  return { id: fresh ? await billable(w, side) : await organizationOf(w, side) };
};

const organization: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: await organizationOf(w, sideOf(actor, which)),
});

/** Billing and dispatch do it to any organisation's; nobody else at all. */
const staff = (status: Cell) => ({
  anon: 401,
  client: 403,
  otherClient: 403,
  driver: 403,
  otherDriver: 403,
  admin: status,
  billing: status,
});
/** The owner reads its own (another's is not there); billing and dispatch read any. */
const ownerOrStaff = {
  anon: 401,
  client: [200, 404] as Cell,
  otherClient: [200, 404] as Cell,
  driver: 403,
  otherDriver: 403,
  admin: 200,
  billing: 200,
};

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'POST /api/invoices',
    ...staff(201),
    object: toInvoice,
    mutates: true,
    build: (_w, _actor, target) => ({
      url: '/api/invoices',
      payload: { organizationId: target!.id, ...period() },
    }),
  },
  // Everyone's list is their own: an owner's holds its organisation's invoices only.
  { route: 'GET /api/invoices', ...ownerOrStaff, client: 200, otherClient: 200 },
  { route: 'GET /api/invoices/:id', ...ownerOrStaff, object: invoice },
  { route: 'GET /api/invoices/:id/pdf', ...ownerOrStaff, object: invoice },
  { route: 'GET /api/invoices/:id/csv', ...ownerOrStaff, object: invoice },
  {
    route: 'POST /api/invoices/:id/payments',
    ...staff(201),
    object: invoice,
    mutates: true,
    build: body({ amount: '0.01', method: 'check', reference: 'Matrix 1' }),
  },
  // The matrix runs on the test provider, which has no hosted page: whoever may pay the invoice is
  // told so (409); another organisation's owner does not learn it exists. With Stripe:
  // modules/invoices/pay-online.test.ts.
  {
    route: 'POST /api/invoices/:id/pay-online',
    anon: 401,
    client: [409, 404],
    otherClient: [409, 404],
    driver: 403,
    otherDriver: 403,
    admin: 409,
    billing: 409,
    object: invoice,
    build: body({ amount: '0.01' }),
  },
  {
    route: 'POST /api/invoices/:id/credit-notes',
    ...staff(201),
    object: invoice,
    mutates: true,
    build: body({ amount: '0.01', reason: 'Matrix adjustment' }),
  },
  { route: 'PATCH /api/invoices/:id', ...staff(409), object: invoice, build: body({ total: '0.00' }) },
  { route: 'PUT /api/invoices/:id', ...staff(409), object: invoice, build: body({ total: '0.00' }) },
  { route: 'DELETE /api/invoices/:id', ...staff(409), object: invoice },
  { route: 'GET /api/organizations/:id/statement', ...ownerOrStaff, object: organization },
  { route: 'GET /api/billing/aging', ...staff(200) },
  { route: 'GET /api/organizations/:id/billing-cycle', ...staff(200), object: organization },
  {
    route: 'PUT /api/organizations/:id/billing-cycle',
    ...staff(200),
    object: organization,
    mutates: true,
    // Monthly, as every organisation starts: no other row's invoice moves.
    build: body({ billingCycle: 'monthly' }),
  },
  // The world's orders are delivered today, in no last whole period: the run bills none of them.
  { route: 'POST /api/invoices/run', ...staff(200), mutates: true },
];
