/**
 * The desk's temperature readings through the API: a cold piece read in range is recorded, one
 * out of range is accepted and marks the order's excursion; a reading of an ambient piece, or of a
 * piece not scanned now, is a 400 naming the reading with nothing checked in. Dispatch's
 * resolution takes a note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { pieceLabels } from '../../test/orders';
import { accept, newDriver, openJob, step } from '../driver-jobs/test-support';
import { startTestSmtp } from '../notifications/test-smtp';
import { newOwner, receivingSite } from './test-support';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let admin: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_BASE_URL: 'https://medlink.example',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
  });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const COLD = [{ kind: 'bag' }, { kind: 'cooler', temperatureClass: 'refrigerated' }];

async function coldDelivery() {
  const site = await receivingSite(t, smtp);
  const booker = await newOwner(t, 'Clinic');
  const id = await openJob(t, booker.token, admin, {
    pieces: COLD,
    deliveryOrganizationId: site.organizationId,
  });
  const d = await newDriver(t);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  }
  const [bag, cooler] = await pieceLabels(t, id);
  const checkIn = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/orders/${id}/check-in`, token: site.desk.token, payload });
  const order = async () => (await t.request({ url: `/api/orders/${id}`, token: booker.token })).json();
  const chain = async () =>
    (await t.request({ url: `/api/orders/${id}/custody`, token: booker.token })).json();
  return { id, bag: bag!, cooler: cooler!, checkIn, order, chain };
}

describe('temperature readings at check-in', () => {
  it('records a cold piece read in range, with the piece checked in', async () => {
    const o = await coldDelivery();
    const r = await o.checkIn({
      scans: [o.bag, o.cooler],
      temperatures: [{ piece: o.cooler, temperatureC: 4.5 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().pieces.map((p: { checkInTemperatureC: number | null }) => p.checkInTemperatureC)).toEqual(
      [null, 4.5],
    );
    expect((await o.order()).temperatureExcursion).toBe(false);
    const readings = (await o.chain()).entries.filter(
      (e: { kind: string }) => e.kind === 'temperature_reading',
    );
    expect(readings.map((e: { content: { piece: string } }) => e.content.piece)).toEqual([o.cooler]);
  });

  it('accepts a reading out of range and marks the excursion; the chain still verifies', async () => {
    const o = await coldDelivery();
    const r = await o.checkIn({
      scans: [o.bag, o.cooler],
      temperatures: [{ piece: o.cooler, temperatureC: 12 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await o.order()).temperatureExcursion).toBe(true);
    const chain = await o.chain();
    expect(chain.verification.valid).toBe(true);
    expect(chain.entries.some((e: { kind: string }) => e.kind === 'temperature_excursion')).toBe(true);
  });

  it('refuses a reading of an ambient piece, or of a piece not scanned now, naming it; nothing checked in', async () => {
    const o = await coldDelivery();
    const ambient = await o.checkIn({ scans: [o.bag], temperatures: [{ piece: o.bag, temperatureC: 20 }] });
    expect(ambient.statusCode).toBe(400);
    expect(ambient.json().errors[0].path).toBe('temperatures.0.piece');
    const unscanned = await o.checkIn({
      scans: [o.bag],
      temperatures: [{ piece: o.cooler, temperatureC: 4 }],
    });
    expect(unscanned.statusCode).toBe(400);
    expect(unscanned.json().errors[0].path).toBe('temperatures.0.piece');
    const notANumber = await o.checkIn({
      scans: [o.cooler],
      temperatures: [{ piece: o.cooler, temperatureC: 'cold' }],
    });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().errors[0].path).toBe('temperatures.0.temperatureC');
    const chain = await o.chain();
    expect(chain.entries.some((e: { kind: string }) => e.kind === 'piece_checked_in')).toBe(false);
  });
});

describe('POST /api/discrepancies/{id}/resolve', () => {
  it('needs a note (400 naming resolution) and an open discrepancy (404 unknown)', async () => {
    const o = await coldDelivery();
    const opened = await t.request({
      method: 'POST',
      url: `/api/orders/${o.id}/check-in`,
      token: admin,
      payload: { scans: [o.bag] },
    });
    const id = opened.json().discrepancy.id as number;
    const empty = await t.request({
      method: 'POST',
      url: `/api/discrepancies/${id}/resolve`,
      token: admin,
      payload: { resolution: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('resolution');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/discrepancies/9999999/resolve',
      token: admin,
      payload: { resolution: 'Found it' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
