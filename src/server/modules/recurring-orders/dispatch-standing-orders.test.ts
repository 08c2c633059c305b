/**
 * Dispatch books a standing order for a client it names, on PGlite and PostgreSQL: the occurrences
 * are that client's orders, the client sees and changes it as its own, and the audit trail names
 * dispatch as the actor. Dispatch must name a client account (a 400 naming clientId otherwise);
 * a client that names another client is refused, and its own id changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@domain/central-time';
import { auditLog, orders } from '../../db/schema/index';
import { appOn, sharedDatabase } from './test-support';

const template = {
  serviceType: 'laboratory_sample',
  priority: 'standard',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  itemDescription: 'Morning specimen run',
};
const tomorrow = () => addDays(dayKey(new Date()), 1);

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let a: Awaited<ReturnType<typeof appOn>>;
let admin: string;
let pharmacy: { token: string; id: number };
let otherPharmacy: { token: string; id: number };
let driver: { token: string; id: number };

/** A fresh account through the public sign-up, signed in. */
async function signUp(role: 'client' | 'driver') {
  const tag = randomBytes(4).toString('hex');
  const account = { username: `so_${tag}`, password: 'Start-Pass-123' };
  const registered = await a.signUp({
    ...account,
    email: `so_${tag}@example.test`,
    firstName: 'Sam',
    lastName: 'Standing',
    organizationName: role === 'client' ? `Standing Pharmacy ${tag}` : '',
    role,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return {
    token: await a.login(account.username, account.password),
    id: registered.json().user.id as number,
  };
}

beforeAll(async () => {
  shared = await sharedDatabase();
  a = await appOn(await shared.open());
  admin = await a.login('admin', 'admin123');
  [pharmacy, otherPharmacy, driver] = await Promise.all([
    signUp('client'),
    signUp('client'),
    signUp('driver'),
  ]);
}, 60_000);
afterAll(async () => {
  await a?.app.close();
  await shared?.drop();
});

const createAs = (token: string, extra: Record<string, unknown> = {}) =>
  a.as(token).post('/api/recurring-orders', {
    template,
    rrule: 'FREQ=DAILY;COUNT=2',
    startDate: tomorrow(),
    ...extra,
  });

describe('dispatch books a standing order for a client', () => {
  it("books the named client's orders, which the client sees and changes as its own", async () => {
    const res = await createAs(admin, { clientId: pharmacy.id });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; clientId: number; upcomingOrders: { id: number }[] };
    expect(created.clientId).toBe(pharmacy.id);

    const booked = await a.db
      .select({ clientId: orders.clientId })
      .from(orders)
      .where(eq(orders.recurringId, created.id));
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.every((o) => o.clientId === pharmacy.id)).toBe(true);

    const mine = (await a.as(pharmacy.token).get('/api/recurring-orders')).json() as { id: number }[];
    expect(mine.map((r) => r.id)).toContain(created.id);
    const paused = await a.as(pharmacy.token).patch(`/api/recurring-orders/${created.id}`, {
      status: 'paused',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await a.as(otherPharmacy.token).get(`/api/recurring-orders/${created.id}`)).statusCode).toBe(404);

    const [audit] = await a.db
      .select({ actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recurring_order_created'), eq(auditLog.entityId, created.id)));
    expect(audit).toMatchObject({ actor: expect.any(Number), details: { clientId: pharmacy.id } });
    expect(audit!.actor).not.toBe(pharmacy.id);
  });

  it('must name a client account: none, a driver or a missing id is a 400 naming clientId', async () => {
    for (const clientId of [undefined, driver.id, 2_000_000_000]) {
      const res = await createAs(admin, clientId === undefined ? {} : { clientId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].path).toBe('clientId');
    }
    const typed = await createAs(admin, { clientId: 'two' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors[0].path).toBe('clientId');
  });

  it('a client never books for another client; naming itself changes nothing', async () => {
    const other = await createAs(pharmacy.token, { clientId: otherPharmacy.id });
    expect(other.statusCode).toBe(403);
    const theirs = (await a.as(otherPharmacy.token).get('/api/recurring-orders')).json() as unknown[];
    expect(theirs).toEqual([]);
    const own = await createAs(pharmacy.token, { clientId: pharmacy.id });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().clientId).toBe(pharmacy.id);
  });
});
