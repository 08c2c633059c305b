import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMiles } from '@domain/geo';
import { drivers, orders, users } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { adminTestApp, get } from '../../test/console';

let t: TestApp;
let admin: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, driver } = await adminTestApp());
});
afterAll(async () => t.close());

interface Listed {
  id: number;
  status: string;
  user: { firstName: string; email: string };
  currentJob: { id: number; displayNumber: string; status: string } | null;
  currentLatitude: string | null;
  currentLongitude: string | null;
  distanceMiles?: string | null;
  currentPlace?: string | null;
}
const list = async (query = '', token = admin) => {
  const response = await get(t, `/api/drivers${query}`, token);
  return { response, body: response.json() as Listed[] };
};

// The Texas Medical Center, on Fannin St in Houston.
const PICKUP = { latitude: 29.7073, longitude: -95.3978 };

describe('GET /api/drivers (admin)', () => {
  it('lists every driver with its person and its current job', async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(drivers);
    expect(body.map((d) => d.id).sort((a, b) => a - b)).toEqual(rows.map((d) => d.id).sort((a, b) => a - b));
    expect(body.length).toBe(11);
    const james = body.find((d) => d.user.firstName === 'James')!;
    expect(james).toMatchObject({ status: 'available', user: { email: 'driver@medlink.test' } });
    expect(body[0]).not.toHaveProperty('distanceMiles');

    // A driver's current job is one of its active orders; one with none has null.
    const active = await t.db
      .select({ id: orders.id, driverId: orders.driverId })
      .from(orders)
      .where(inArray(orders.status, ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit']));
    for (const d of body) {
      const mine = active.filter((o) => o.driverId === d.id).map((o) => o.id);
      if (mine.length === 0) expect(d.currentJob).toBeNull();
      else expect(mine).toContain(d.currentJob!.id);
    }
    expect(body.some((d) => d.currentJob !== null)).toBe(true);
    const withJob = body.find((d) => d.currentJob)!;
    expect(withJob.currentJob!.displayNumber).toBe(`ML-${String(withJob.currentJob!.id).padStart(4, '0')}`);
  });

  it('filters by status', async () => {
    const { body } = await list('?status=available');
    expect(body).toHaveLength(6);
    expect(body.every((d) => d.status === 'available')).toBe(true);
    expect((await list('?status=offline')).body.map((d) => d.status)).toEqual(['offline']);
  });

  it('sorts by distance from a point with near, nearest first, unknown positions last', async () => {
    // One driver has never shared a position.
    const [nowhere] = await t.db
      .select({ id: drivers.id })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(and(eq(users.username, 'driver.jasmine')));
    await t.db
      .update(drivers)
      .set({ currentLatitude: null, currentLongitude: null })
      .where(eq(drivers.id, nowhere!.id));

    const { response, body } = await list(`?status=available&near=${PICKUP.latitude},${PICKUP.longitude}`);
    expect(response.statusCode).toBe(200);
    const known = body.filter((d) => d.currentLatitude !== null);
    const miles = known.map((d) =>
      haversineMiles(PICKUP, { latitude: Number(d.currentLatitude), longitude: Number(d.currentLongitude) }),
    );
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(known.map((d) => d.distanceMiles)).toEqual(miles.map((m) => m.toFixed(1)));
    expect(body.at(-1)).toMatchObject({ id: nowhere!.id, distanceMiles: null, currentPlace: null });
    // Each known position is named by the place nearest it, never shown as bare coordinates alone.
    for (const d of known)
      expect(d.currentPlace, `driver ${d.id}`).toMatch(/^near [A-Z][A-Za-z .'-]+, (TX|OK|NM|AR|LA) \d{5}$/);
    // Houston's available drivers come before Dallas, Austin and San Antonio ones.
    expect(Number(body[0]!.distanceMiles)).toBeLessThan(30);
    expect(Number(body[known.length - 1]!.distanceMiles)).toBeGreaterThan(100);
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?status=sleeping', 'status'],
      ['?near=29.7', 'near'],
      ['?near=91,-95', 'near'],
      ['?near=abc,def', 'near'],
      ['?near=29.7,-95.3,1', 'near'],
    ] as const) {
      const { response } = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].path, query).toBe(field);
    }
  });

  it('refuses a driver before reading its query: 403, not 400', async () => {
    expect((await list('?near=bad', driver)).response.statusCode).toBe(403);
  });
});
