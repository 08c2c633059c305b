/**
 * Medical-grade delivery through the API: deadlines on the answer, cold-chain jobs only
 * for capable drivers, the temperature, photo and label checks of a driver's step (each a 409
 * naming what is missing), and the custody entries each scan, reading and photo leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverTestApp, newDriver, accept, openJob, type TestDriver } from '../driver-jobs/test-support';
import { bookOrder, HAND_OVERS, handOverProof, pieceLabels, TEST_SIGNATURE } from '../../test/orders';
import type { TestApp } from '../../test/helper';

let t: TestApp;
let admin: string;
let client: string;
let otherClient: string;
let capable: TestDriver;

beforeAll(async () => {
  const s = await driverTestApp();
  ({ t, admin, client } = s);
  otherClient = (
    await t.signUp({
      username: `c${Date.now()}`,
      email: `c${Date.now()}@example.com`,
      password: 'Client-pass1',
      firstName: 'Other',
      lastName: 'Client',
      role: 'client',
    })
  ).json().sessionToken;
  capable = await newDriver(t);
  const set = await coldChain(capable.driverId, true);
  expect(set.statusCode).toBe(200);
});
afterAll(async () => t?.close());

const coldChain = (driverId: number, value: unknown) =>
  t.request({
    method: 'PATCH',
    url: `/api/drivers/${driverId}/cold-chain`,
    token: admin,
    payload: { coldChain: value },
  });

/** A driver's step; at a hand-over it scans every piece unless the body says otherwise. */
const step = async (token: string, id: number, body: Record<string, unknown>) =>
  t.request({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    token,
    payload:
      HAND_OVERS.has(String(body.status)) && !('scans' in body)
        ? { ...body, scans: await pieceLabels(t, id) }
        : body,
  });

const custody = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: client })).json();

/** A refrigerated job taken by the capable driver and driven to the pickup. */
async function refrigeratedAtPickup(extra: Record<string, unknown> = {}) {
  const id = await openJob(t, client, admin, { temperatureClass: 'refrigerated', ...extra });
  expect((await accept(t, capable.token, id)).statusCode).toBe(200);
  expect((await step(capable.token, id, { status: 'pickup_scheduled' })).statusCode).toBe(200);
  return id;
}

describe('deadlines', () => {
  it('puts pickupBy and deliverBy on the answer; an emergency confirmed now is due within 2 h', async () => {
    const id = await bookOrder(t, client, { priority: 'emergency' });
    const before = Date.now();
    await t.request({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      token: admin,
      payload: { status: 'confirmed' },
    });
    const order = (await t.request({ method: 'GET', url: `/api/orders/${id}`, token: client })).json();
    const due = Date.parse(order.deliverBy);
    expect(due).toBeGreaterThanOrEqual(before + 2 * 3_600_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);
    expect(Date.parse(order.pickupBy)).toBe(due - 3_600_000);
    expect(order.temperatureClass).toBe('ambient');
    expect(order.temperatureExcursion).toBe(false);
    expect(order.requiresPhoto).toBe(false);
  });

  it('refuses an unknown temperature class, naming it', async () => {
    const r = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: client,
      payload: { ...(await import('../../test/orders')).HOUSTON_BOOKING, temperatureClass: 'lukewarm' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('temperatureClass');
  });
});

describe('cold chain', () => {
  it('offers and gives a refrigerated job only to a cold-chain driver', async () => {
    const plain = await newDriver(t);
    const id = await openJob(t, client, admin, { temperatureClass: 'refrigerated' });
    const board = (
      await t.request({ method: 'GET', url: '/api/orders/available', token: plain.token })
    ).json();
    expect(board.some((o: { id: number }) => o.id === id)).toBe(false);
    const refused = await accept(t, plain.token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COLD_CHAIN_REQUIRED', message: /No cooler/ });
    // Dispatch calling around the screen (which shows this driver disabled) meets the same rule.
    const assigned = await t.request({
      method: 'POST',
      url: `/api/orders/${id}/assign`,
      token: admin,
      payload: { driverId: plain.driverId },
    });
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().code).toBe('COLD_CHAIN_REQUIRED');
    const capableBoard = (
      await t.request({ method: 'GET', url: '/api/orders/available', token: capable.token })
    ).json();
    expect(capableBoard.some((o: { id: number }) => o.id === id)).toBe(true);
    const drivers = (await t.request({ method: 'GET', url: '/api/drivers', token: admin })).json();
    expect(drivers.find((d: { id: number }) => d.id === capable.driverId).coldChain).toBe(true);
    expect((await coldChain(capable.driverId, 'yes')).statusCode).toBe(400);
  });

  it('needs a numeric reading at pickup; an excursion is accepted, flagged and chained', async () => {
    const id = await refrigeratedAtPickup();
    const proof = handOverProof('pickup_complete')!;
    const missing = await step(capable.token, id, { status: 'pickup_complete', proof });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('PROOF_MISSING');
    expect(missing.json().message).toMatch(/temperature/);
    const text = await step(capable.token, id, {
      status: 'pickup_complete',
      proof: { ...proof, temperatureC: '5' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.body).toContain('temperatureC');
    const warm = await step(capable.token, id, {
      status: 'pickup_complete',
      proof: { ...proof, temperatureC: 12.5 },
    });
    expect(warm.statusCode).toBe(200);
    expect(warm.json().temperatureExcursion).toBe(true);
    const chain = await custody(id);
    expect(chain.verification.valid).toBe(true);
    const excursion = chain.entries.find((e: { kind: string }) => e.kind === 'temperature_excursion');
    expect(excursion.content.temperatureC).toBe(12.5);
    expect(excursion.content.excursion).toMatch(/excursion: 12.5 °C/);
    expect(chain.entries.at(-1).kind).toBe('pickup_complete');
  });

  it('records an in-range reading without an excursion', async () => {
    const id = await refrigeratedAtPickup();
    const ok = await step(capable.token, id, {
      status: 'pickup_complete',
      proof: { ...handOverProof('pickup_complete')!, temperatureC: 4 },
    });
    expect(ok.json().temperatureExcursion).toBe(false);
    const chain = await custody(id);
    expect(
      chain.entries.find((e: { kind: string }) => e.kind === 'temperature_reading').content.inRange,
    ).toBe(true);
  });
});

describe('labels and scans', () => {
  it('answers a PDF label to whoever may see the order, 404 to another client', async () => {
    const id = await bookOrder(t, client, { specialInstructions: '<b>Fragile</b> — 冷蔵' });
    const r = await t.request({ method: 'GET', url: `/api/orders/${id}/label`, token: client });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.request({ method: 'GET', url: `/api/orders/${id}/label`, token: otherClient })).statusCode,
    ).toBe(404);
  });

  it("refuses another order's label and chains each scan", async () => {
    const other = await bookOrder(t, client);
    const id = await refrigeratedAtPickup();
    const wrong = await step(capable.token, id, {
      status: 'pickup_complete',
      scan: `ML-${String(other).padStart(4, '0')}`,
      proof: { ...handOverProof('pickup_complete')!, temperatureC: 5 },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('LABEL_MISMATCH');
    expect(wrong.json().message).toMatch(/label/);
    const right = await step(capable.token, id, {
      status: 'pickup_complete',
      scan: `ML-${String(id).padStart(4, '0')}`,
      proof: { ...handOverProof('pickup_complete')!, temperatureC: 5 },
    });
    expect(right.statusCode).toBe(200);
    const scans = (await custody(id)).entries.filter((e: { kind: string }) => e.kind === 'label_scanned');
    expect(scans).toHaveLength(1);
    expect(scans[0].content.scan).toBe(`ML-${String(id).padStart(4, '0')}`);
  });
});

describe('photo proof', () => {
  async function inTransit(extra: Record<string, unknown> = {}) {
    const id = await openJob(t, client, admin, { requiresPhoto: true, ...extra });
    await accept(t, capable.token, id);
    await step(capable.token, id, { status: 'pickup_scheduled' });
    await step(capable.token, id, { status: 'pickup_complete', proof: handOverProof('pickup_complete') });
    await step(capable.token, id, { status: 'in_transit' });
    return id;
  }

  it('requires the photo at delivery, refuses one too large, and chains its hash', async () => {
    const id = await inTransit();
    const proof = handOverProof('delivered')!;
    const missing = await step(capable.token, id, { status: 'delivered', proof });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('PROOF_MISSING');
    expect(missing.json().message).toMatch(/photo/);
    const huge = await step(capable.token, id, {
      status: 'delivered',
      proof: { ...proof, photo: `data:image/jpeg;base64,${'A'.repeat(4 * 1024 * 1024)}` },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/photo/);
    const big = await step(capable.token, id, {
      status: 'delivered',
      proof: { ...proof, photo: `data:image/jpeg;base64,/9j/${'A'.repeat(420_000)}` },
    });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain('proof.photo');
    const done = await step(capable.token, id, {
      status: 'delivered',
      proof: { ...proof, photo: TEST_SIGNATURE },
    });
    expect(done.statusCode).toBe(200);
    const chain = await custody(id);
    expect(chain.verification.valid).toBe(true);
    const photo = chain.entries.find((e: { kind: string }) => e.kind === 'photo_taken');
    expect(photo.content.photoSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(photo.photo).toBe(TEST_SIGNATURE);
    expect(chain.entries.at(-1).kind).toBe('delivered');
  });
});
