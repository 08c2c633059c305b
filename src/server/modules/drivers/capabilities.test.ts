import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, users } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { adminTestApp, allowStatewideReach, get } from '../../test/console';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await adminTestApp());
  await allowStatewideReach(t, admin);
});
afterAll(async () => t.close());

const setCapabilities = (driverId: unknown, payload: unknown, token = admin) =>
  t.request({
    method: 'PATCH',
    url: `/api/drivers/${driverId}/capabilities`,
    token,
    payload: payload as object,
  });

async function driverId(username: string) {
  const [row] = await t.db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(users.username, username));
  return row!.id;
}
const listed = async (id: number) =>
  ((await get(t, '/api/drivers', admin)).json() as { id: number }[]).find((d) => d.id === id);

describe('PATCH /api/drivers/{driverId}/capabilities', () => {
  it('sets what the drivers list shows and what the assign call then accepts', async () => {
    const tom = await driverId('driver.tom');
    await t.db.update(drivers).set({ status: 'available' }).where(eq(drivers.id, tom));

    const small = await setCapabilities(tom, { coldChain: false, vehicleSize: 'car', maxDistanceMiles: 120 });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toEqual({
      driverId: tom,
      coldChain: false,
      vehicleSize: 'car',
      maxDistanceMiles: 120,
      reachMiles: 120,
    });
    expect(await listed(tom)).toMatchObject({ coldChain: false, vehicleSize: 'car', reachMiles: 120 });

    // Equipment needs an SUV or larger: a car is refused, naming why, and nothing is assigned.
    const job = await bookOrder(t, client, { serviceType: 'medical_equipment' });
    expect((await patchOrder(t, admin, job, 'confirmed')).statusCode).toBe(200);
    const assign = () =>
      t.request({
        method: 'POST',
        url: `/api/orders/${job}/assign`,
        token: admin,
        payload: { driverId: tom },
      });
    const refused = await assign();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/Vehicle too small/);

    // Recorded as a van, the same driver gets the job; a null distance falls back to the setting.
    const van = await setCapabilities(tom, { vehicleSize: 'van', maxDistanceMiles: null });
    expect(van.json()).toMatchObject({
      vehicleSize: 'van',
      coldChain: false,
      maxDistanceMiles: null,
      reachMiles: 500,
    });
    expect((await assign()).statusCode).toBe(200);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'driver_capabilities'));
    expect(audit).toMatchObject({ entityId: tom, actorUserId: 1 });
  });

  it('refuses bad values naming the field and changes nothing', async () => {
    const ana = await driverId('driver');
    const before = await listed(ana);
    for (const [payload, field] of [
      [{ vehicleSize: 'truck' }, 'vehicleSize'],
      [{ maxDistanceMiles: 0 }, 'maxDistanceMiles'],
      [{ maxDistanceMiles: 12.5 }, 'maxDistanceMiles'],
      [{ coldChain: 'yes' }, 'coldChain'],
      [{}, 'at least one'],
    ] as const) {
      const response = await setCapabilities(ana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(field);
    }
    expect(await listed(ana)).toEqual(before);
    expect((await setCapabilities(999_999, { coldChain: true })).statusCode).toBe(404);
  });
});
