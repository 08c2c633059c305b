/**
 * A standing order carries every field a one-off order does, on PGlite and PostgreSQL: its answer
 * shows the contacts, instructions, cold chain and proof asked for, and each booked occurrence is
 * an order with all of them. A template naming a bad field is refused naming that field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@domain/central-time';
import { appOn, sharedDatabase } from './test-support';

const template = {
  serviceType: 'medical_prescription',
  priority: 'standard',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupContactName: 'Front desk',
  pickupContactPhone: '(713) 555-0100',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  deliveryContactName: 'Pat Recipient',
  deliveryContactPhone: '(713) 555-0199',
  itemDescription: 'Insulin pens',
  specialInstructions: 'Ring the bell at the side door',
  temperatureClass: 'refrigerated',
  requiresSignature: true,
  requiresId: true,
  requiresPhoto: true,
  pieces: [{ kind: 'cooler' }],
};

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let a: Awaited<ReturnType<typeof appOn>>;
let client: string;

beforeAll(async () => {
  shared = await sharedDatabase();
  a = await appOn(await shared.open());
  client = await a.login('client', 'client123');
}, 60_000);
afterAll(async () => {
  await a?.app.close();
  await shared?.drop();
});

describe('a standing order template', () => {
  it('keeps contacts, instructions, cold chain and proof, and books them on every occurrence', async () => {
    const created = await a.as(client).post('/api/recurring-orders', {
      rrule: 'FREQ=DAILY;COUNT=2',
      startDate: addDays(dayKey(new Date()), 1),
      timeOfDay: '07:30',
      template,
    });
    expect(created.statusCode, created.body).toBe(201);
    const carried = {
      pickupContactName: 'Front desk',
      pickupContactPhone: '(713) 555-0100',
      deliveryContactName: 'Pat Recipient',
      deliveryContactPhone: '(713) 555-0199',
      specialInstructions: 'Ring the bell at the side door',
      temperatureClass: 'refrigerated',
      requiresSignature: true,
      requiresId: true,
      requiresPhoto: true,
    };
    expect(created.json().template).toMatchObject({ ...carried, pieces: [{ kind: 'cooler' }] });

    const listed = (await a.as(client).get('/api/recurring-orders')).json() as {
      id: number;
      template: Record<string, unknown>;
    }[];
    expect(listed.find((s) => s.id === created.json().id)?.template).toMatchObject(carried);

    const upcoming = created.json().upcomingOrders as { id: number }[];
    expect(upcoming).toHaveLength(2);
    for (const { id } of upcoming) {
      const order = await a.as(client).get(`/api/orders/${id}`);
      expect(order.json()).toMatchObject(carried);
    }
  });

  it('is refused naming the template field at fault', async () => {
    const refused = await a.as(client).post('/api/recurring-orders', {
      rrule: 'FREQ=DAILY',
      template: { ...template, deliveryContactPhone: 'call me' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      path: 'template.deliveryContactPhone',
      message: 'Delivery contact phone must be a phone number',
    });
  });
});
