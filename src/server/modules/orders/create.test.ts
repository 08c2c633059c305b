import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRoadMiles } from '@domain/geo';
import { SCHEDULED_NOTICE_MESSAGE } from '@domain/orders';
import { priceOrder } from '@domain/pricing';
import { auditLog, orders, trackingEvents } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

const pickup = { latitude: 29.7073, longitude: -95.3978 };
const delivery = { latitude: 29.7604, longitude: -95.3698 };
// What the booking form sends: strings for coordinates, nulls for empty optional fields.
const valid = {
  serviceType: 'medical_prescription',
  priority: 'standard',
  status: 'pending',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupLatitude: String(pickup.latitude),
  pickupLongitude: String(pickup.longitude),
  pickupContactName: 'Front desk',
  pickupContactPhone: '713-555-0100',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  deliveryLatitude: String(delivery.latitude),
  deliveryLongitude: String(delivery.longitude),
  deliveryContactName: null,
  deliveryContactPhone: null,
  scheduledDate: null,
  preferredTimeSlot: null,
  itemDescription: 'Insulin, 2 boxes, keep cold',
  specialInstructions: null,
  requiresSignature: false,
  requiresId: false,
};
const create = (payload: Record<string, unknown>, token: string | undefined = client) =>
  t.request({ method: 'POST', url: '/api/orders', payload, token });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

describe('POST /api/orders', () => {
  it('creates a pending order priced by the server, with a tracking event and an audit entry', async () => {
    const response = await create({
      ...valid,
      totalCost: '0.01',
      baseRate: '0.01',
      clientId: 1,
      distance: '0.1',
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    const price = priceOrder({
      serviceType: 'medical_prescription',
      priority: 'standard',
      distanceMiles: estimateRoadMiles(pickup, delivery),
    });
    expect(order).toMatchObject({ ...price, status: 'pending', clientId: 2, driverId: null, driver: null });
    expect(order.displayNumber).toBe(`ML-${String(order.id).padStart(4, '0')}`);
    expect(order.pickupLatitude).toBe('29.707300');
    expect(order.client).toMatchObject({ id: 2, organizationName: 'Sample Pharmacy' });
    expect(order.estimatedTime).toBeGreaterThan(0);

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ totalCost: price.totalCost, clientId: 2, status: 'pending' });
    const events = await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, order.id));
    expect(events).toEqual([expect.objectContaining({ status: 'pending', actorUserId: 2 })]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order.id))
      .orderBy(desc(auditLog.id));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order_created', actorUserId: 2, entityType: 'order' }),
    );
  });

  it('sets the proof the service type needs; a client may raise it, never lower it', async () => {
    const cases = [
      ['medical_prescription', false, false, true, false],
      ['medical_equipment', false, false, false, false],
      ['medical_equipment', true, true, true, true],
      ['secure_document', false, false, true, true],
      ['financial_document', false, true, true, true],
    ] as const;
    for (const [serviceType, askSignature, askId, signature, id] of cases) {
      const response = await create({
        ...valid,
        serviceType,
        requiresSignature: askSignature,
        requiresId: askId,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json(), serviceType).toMatchObject({ requiresSignature: signature, requiresId: id });
    }
  });

  it('answers each missing required field with the spec message, and writes nothing', async () => {
    const before = await orderCount();
    const cases: [string, string][] = [
      ['pickupAddress', 'Pickup address is required'],
      ['deliveryAddress', 'Delivery address is required'],
      ['itemDescription', 'Item description is required'],
    ];
    for (const [field, message] of cases) {
      for (const value of [undefined, '', '   ']) {
        const response = await create({ ...valid, [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
        expect(response.json().errors).toContainEqual({ path: field, message });
      }
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a scheduled delivery with less than 48 hours notice, and accepts one with more', async () => {
    const before = await orderCount();
    const soon = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const refused = await create({ ...valid, priority: 'scheduled', scheduledDate: soon });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(SCHEDULED_NOTICE_MESSAGE);
    expect(await orderCount()).toBe(before);
    const later = new Date(Date.now() + 72 * 3_600_000).toISOString();
    const accepted = await create({ ...valid, priority: 'scheduled', scheduledDate: later });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().scheduledDate).toBe(later);
  });

  it('refuses a pickup or delivery outside the service area, naming which, and writes nothing', async () => {
    const before = await orderCount();
    // The address decides: Denver text is outside, whatever coordinates come with it.
    const pickupOut = await create({ ...valid, pickupAddress: '1700 Lincoln St, Denver, CO 80203' });
    expect(pickupOut.statusCode).toBe(400);
    const pickupMessage = 'Pickup is outside our service area (TX, OK, NM, AR, LA)';
    expect(pickupOut.json().message).toBe(pickupMessage);
    expect(pickupOut.json().errors).toContainEqual({ path: 'pickupAddress', message: pickupMessage });
    const deliveryOut = await create({ ...valid, deliveryAddress: '200 W Washington St, Phoenix, AZ 85003' });
    expect(deliveryOut.statusCode).toBe(400);
    expect(deliveryOut.json().message).toBe('Delivery is outside our service area (TX, OK, NM, AR, LA)');
    const malformed = await create({ ...valid, deliveryLatitude: 'north' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('deliveryLatitude');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a driver before reading the body, writing nothing', async () => {
    const before = await orderCount();
    const driver = await t.login(DEMO.driver.username, DEMO.driver.password);
    // The role is checked before the body: an invalid body from a driver is still 403.
    expect((await create({}, driver)).statusCode).toBe(403);
    expect(await orderCount()).toBe(before);
  });
});
