/**
 * Test support for the chat, rating and tracking tests: people registered through the API (as
 * they really sign up) and orders written straight into the database in any status, so a test
 * owns its orders and never depends on what the demo seed happened to plan.
 */
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@domain/enums';
import { drivers, orders } from '../../db/schema/index';
import { DEMO, uniqueName, type TestApp } from '../../test/helper';

export const DEMO_CLIENT_ID = 2;

export interface Person {
  token: string;
  userId: number;
  driverId?: number | undefined;
}

/** A new client or driver account, signed in. */
export async function signUp(t: TestApp, role: 'client' | 'driver' = 'client'): Promise<Person> {
  const username = uniqueName(role);
  const response = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Test-pass-1',
    firstName: role === 'driver' ? 'Dana' : 'Casey',
    lastName: uniqueName('L').slice(0, 20),
    role,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json();
  // A driver working jobs has been approved by dispatch.
  if (role === 'driver') {
    await t.db.update(drivers).set({ approvalStatus: 'approved' }).where(eq(drivers.id, body.user.driverId));
  }
  return { token: body.sessionToken, userId: body.user.id, driverId: body.user.driverId };
}

/** The demo accounts, signed in, with their ids read from the session (never assumed). */
export async function demoPeople(t: TestApp) {
  const sign = async (who: keyof typeof DEMO): Promise<Person> => {
    const token = await t.login(DEMO[who].username, DEMO[who].password);
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();
    return { token, userId: me.id, driverId: me.driverId };
  };
  return { admin: await sign('admin'), client: await sign('client'), driver: await sign('driver') };
}

export async function insertOrder(
  t: TestApp,
  {
    clientId = DEMO_CLIENT_ID,
    driverId = null,
    status = 'pending',
  }: Partial<{
    clientId: number;
    driverId: number | null;
    status: OrderStatus;
  }> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(orders)
    .values({
      clientId,
      driverId,
      status,
      serviceType: 'laboratory_sample',
      pickupAddress: '6411 Fannin St, Houston, TX 77030',
      pickupLatitude: '29.707000',
      pickupLongitude: '-95.401000',
      deliveryAddress: '1200 Binz St, Houston, TX 77004',
      deliveryLatitude: '29.725000',
      deliveryLongitude: '-95.384000',
      itemDescription: 'Blood samples',
      baseRate: '25.00',
      distanceFee: '12.30',
      priorityFee: '0.00',
      totalCost: '37.30',
      distance: '8.2',
      deliveredAt: status === 'delivered' ? new Date() : null,
    })
    .returning({ id: orders.id });
  return row!.id;
}

export async function driverRating(t: TestApp, driverId: number) {
  const [row] = await t.db.select({ rating: drivers.rating }).from(drivers).where(eq(drivers.id, driverId));
  return row?.rating ?? null;
}
