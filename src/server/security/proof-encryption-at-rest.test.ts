/**
 * Proof images and ID digits are encrypted at rest: a copy of the database (a dump, a backup, a
 * read-only account) shows neither a signature nor ID digits, while the custody record still
 * verifies and shows them to those allowed; a key rotation seals everything under the new key.
 */
import { randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodyResponse } from '@domain/custody-answers';
import { trackingEvents } from '../db/schema/index';
import { dataKeyring, installDataKeyring, keyringOf, parseDataKey } from '../encryption/data-keys';
import { sealedKeyId } from '../encryption/field-cipher';
import { openProof } from '../encryption/proof-fields';
import { rotateDataKey } from '../encryption/rotate';
import type { TestApp } from '../test/helper';
import { TEST_SIGNATURE } from '../test/orders';
import { accept, driverTestApp, newDriver, openJob, step } from '../modules/driver-jobs/test-support';

let t: TestApp;
let admin: string;
let client: string;
const before = dataKeyring();
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => {
  installDataKeyring(before);
  await t.close();
});

async function deliveredJob(): Promise<number> {
  const id = await openJob(t, client, admin);
  const d = await newDriver(t);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  }
  return id;
}

const storedProofs = (orderId?: number) =>
  t.db
    .select({ id: trackingEvents.id, orderId: trackingEvents.orderId, proof: trackingEvents.proof })
    .from(trackingEvents)
    .where(orderId === undefined ? isNotNull(trackingEvents.proof) : eq(trackingEvents.orderId, orderId));

const signatureBase64 = TEST_SIGNATURE.slice(
  TEST_SIGNATURE.indexOf(',') + 1,
  TEST_SIGNATURE.indexOf(',') + 41,
);

describe('proof media and ID digits at rest', () => {
  it('stores neither the signature image nor the ID digits readable, and the custody record still shows and verifies them', async () => {
    const id = await deliveredJob();
    const stored = JSON.stringify((await storedProofs(id)).map((row) => row.proof));
    expect(stored).toContain('"name"');
    expect(stored).not.toContain(signatureBase64);
    expect(stored).not.toMatch(/"idLast4":"1234"/);
    expect(stored).toMatch(/"signature":"enc1:/);

    const custody = custodyResponse.parse(
      (await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: client })).json(),
    );
    expect(custody.verification.valid).toBe(true);
    expect(custody.entries.at(-1)!.proof).toMatchObject({ idLast4: '1234', signature: TEST_SIGNATURE });
    // The ledger, which can never be rewritten, does not hold the digits either.
    expect(JSON.stringify(custody.entries.map((e) => e.content))).not.toMatch(/idLast4/);
  });

  it('seals every stored proof with the new key on rotation, seeded ones included, and they open without the old key', async () => {
    const id = await deliveredJob();
    const next = parseDataKey(randomBytes(32).toString('base64'), 'test');
    const oldId = dataKeyring().current.id;
    // Every key this process knows is a previous one (other servers started by tests in this
    // worker may have installed theirs; the template was sealed with the run's own).
    const rotating = keyringOf(next, [...dataKeyring().byId.values()]);
    installDataKeyring(rotating);

    const result = await rotateDataKey(t.db, rotating, 50);
    expect(result.resealed).toBeGreaterThan(10);
    expect(result.resealed).toBe(result.checked);
    // A second run finds nothing left to do.
    expect((await rotateDataKey(t.db, rotating, 50)).resealed).toBe(0);

    const newOnly = keyringOf(next);
    for (const row of await storedProofs()) {
      for (const value of Object.values(row.proof as Record<string, unknown>)) {
        if (typeof value === 'string' && value.startsWith('enc1:')) expect(sealedKeyId(value)).toBe(next.id);
      }
      expect(() => openProof(row.proof, row.orderId, newOnly)).not.toThrow();
    }
    expect(oldId).not.toBe(next.id);
    const custody = (
      await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: admin })
    ).json();
    expect(custody.verification.valid).toBe(true);
  });
});
