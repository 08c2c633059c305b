/** Proof of pickup and delivery at the driver's steps: refused without it, stored with it. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_BYTES, SIGNATURE_PREFIX } from '@domain/proof';
import { custodyEntries } from '../../db/schema/index';
import { signaturePng } from '../../db/seed/signature';
import type { TestApp } from '../../test/helper';
import { handOverProof, TEST_SIGNATURE } from '../../test/orders';
import { sha256Hex } from '../custody/index';
import { openProof } from '../../encryption/proof-fields';
import {
  accept,
  acceptedJob,
  driverTestApp,
  newDriver,
  openJob,
  statusOf,
  step,
  type TestDriver,
  trackingOf,
} from './test-support';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => t.close());

const ledgerOf = (id: number) =>
  t.db.select().from(custodyEntries).where(eq(custodyEntries.orderId, id)).orderBy(custodyEntries.seq);

/** A job of this service type, accepted by a new driver and walked up to (not through) `until`. */
async function jobAt(
  until: 'pickup_complete' | 'delivered',
  booking: Record<string, unknown> = {},
): Promise<{ id: number; d: TestDriver }> {
  const { id, d } = await acceptedJob(t, client, admin, booking);
  const steps = ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'];
  for (const status of steps.slice(0, steps.indexOf(until))) {
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  }
  return { id, d };
}

/** What a refusal must leave alone: the status, the tracking events and the ledger. */
async function snapshot(id: number) {
  return {
    status: await statusOf(t, id),
    events: (await trackingOf(t, id)).length,
    ledger: (await ledgerOf(id)).length,
  };
}

const secure = { serviceType: 'secure_document' };

describe('proof at Complete Pickup and Complete Delivery', () => {
  it('refuses a hand-over without the required proof with 409 naming what is missing, changing nothing', async () => {
    const { id, d } = await jobAt('delivered', secure);
    const before = await snapshot(id);
    const none = await step(t, d.token, id, 'delivered', null);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('PROOF_MISSING');
    expect(none.json().message).toBe(
      'Proof missing: recipient name, signature, ID type, last 4 characters of the ID',
    );
    const nameOnly = await step(t, d.token, id, 'delivered', { name: 'Maria Lopez' });
    expect(nameOnly.statusCode).toBe(409);
    expect(nameOnly.json().message).toBe('Proof missing: signature, ID type, last 4 characters of the ID');
    expect(await snapshot(id)).toEqual(before);
  });

  it('names the person handing over at pickup', async () => {
    const { id, d } = await jobAt('pickup_complete');
    const response = await step(t, d.token, id, 'pickup_complete', null);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Proof missing: name of the person handing over, signature');
    expect(await statusOf(t, id)).toBe('pickup_scheduled');
  });

  it('refuses an ID whose name is not the expected recipient, changing nothing', async () => {
    const { id, d } = await jobAt('delivered', secure);
    const before = await snapshot(id);
    const response = await step(t, d.token, id, 'delivered', {
      ...handOverProof('delivered'),
      name: 'Somebody Else',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PROOF_MISSING');
    expect(response.json().message).toBe('The name on the ID does not match the expected recipient');
    expect(await snapshot(id)).toEqual(before);
    // Case and spacing do not matter.
    const ok = await step(t, d.token, id, 'delivered', {
      ...handOverProof('delivered'),
      name: ' maria  LOPEZ ',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an oversized or malformed signature with 400 naming proof.signature, changing nothing', async () => {
    const { id, d } = await jobAt('pickup_complete');
    const before = await snapshot(id);
    // A real PNG padded past the limit: the size is what is refused.
    const big = Buffer.concat([signaturePng('Front desk'), Buffer.alloc(MAX_SIGNATURE_BYTES)]);
    const cases = [
      SIGNATURE_PREFIX + big.toString('base64'),
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
      `${SIGNATURE_PREFIX}${Buffer.from('not a png at all').toString('base64')}`,
      `${SIGNATURE_PREFIX}!!!!`,
      'a signature',
    ];
    for (const signature of cases) {
      const response = await step(t, d.token, id, 'pickup_complete', { name: 'Front desk', signature });
      expect(response.statusCode, signature.slice(0, 40)).toBe(400);
      expect(response.json().message).toContain('proof.signature');
      expect(response.json().errors[0].path).toBe('proof.signature');
    }
    for (const proof of [
      { name: 'Front desk', idType: 'library_card' },
      { name: 'Front desk', idLast4: '12' },
      { name: '' },
    ]) {
      const response = await step(t, d.token, id, 'pickup_complete', proof);
      expect(response.statusCode, JSON.stringify(proof)).toBe(400);
      expect(response.json().message).toMatch(/proof\./);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('stores the proof with the tracking event and commits the ledger entry to the signature image', async () => {
    const { id, d } = await jobAt('pickup_complete');
    const proof = { name: 'Front desk', signature: TEST_SIGNATURE };
    expect((await step(t, d.token, id, 'pickup_complete', proof)).statusCode).toBe(200);
    const event = (await trackingOf(t, id)).at(-1)!;
    // Stored sealed (encryption at rest), and opening it gives back what the driver sent.
    expect(event).toMatchObject({ status: 'pickup_complete', proof: { name: 'Front desk' } });
    expect(JSON.stringify(event.proof)).not.toContain(SIGNATURE_PREFIX);
    expect(openProof(event.proof, id)).toEqual(proof);
    const entry = (await ledgerOf(id)).at(-1)!;
    const png = Buffer.from(TEST_SIGNATURE.slice(SIGNATURE_PREFIX.length), 'base64');
    expect(entry).toMatchObject({
      kind: 'pickup_complete',
      content: {
        trackingEventId: event.id,
        proof: { name: 'Front desk', signatureSha256: sha256Hex(png), signatureBytes: png.length },
      },
    });
    // The image itself is kept once, with the tracking event, not in the ledger.
    expect(JSON.stringify(entry.content)).not.toContain(SIGNATURE_PREFIX);
  });

  it('lets an order that needs no proof complete without it, and ignores proof at other steps', async () => {
    const { id, d } = await jobAt('delivered', { serviceType: 'medical_equipment' });
    expect((await step(t, d.token, id, 'delivered', null)).statusCode).toBe(200);
    expect((await trackingOf(t, id)).at(-1)).toMatchObject({ status: 'delivered', proof: null });

    const other = await openJob(t, client, admin);
    const driver = await newDriver(t);
    expect((await accept(t, driver.token, other)).statusCode).toBe(200);
    const started = await step(t, driver.token, other, 'pickup_scheduled', { name: 'Front desk' });
    expect(started.statusCode).toBe(200);
    expect((await trackingOf(t, other)).at(-1)).toMatchObject({ status: 'pickup_scheduled', proof: null });
    expect(JSON.stringify((await ledgerOf(other)).at(-1)!.content)).not.toContain('proof');
  });
});
