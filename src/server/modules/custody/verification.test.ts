/**
 * GET /api/orders/{id}/custody/verification: the chain's verdict, to those who may read the ledger,
 * with no protected field in it, so checking a chain is not a read of the order's contents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodyResponse, custodyVerificationResponse } from '@domain/custody-answers';
import type { TestApp } from '../../test/helper';
import {
  accept,
  driverTestApp,
  newDriver,
  openJob,
  step,
  type TestDriver,
} from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';

let t: TestApp;
let admin: string;
let client: string;
let d: TestDriver;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  d = await newDriver(t);
});
afterAll(async () => t.close());

async function deliveredJob() {
  const id = await openJob(t, client, admin);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'])
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  return id;
}

/** Entries the access log holds for one order. */
async function readsOf(id: number): Promise<number> {
  const response = await t.as(admin).get(`/api/admin/access-log?orderId=${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as unknown[]).length;
}

describe("a custody chain's verdict", () => {
  it('is the full ledger verdict, for the client and dispatch', async () => {
    const id = await deliveredJob();
    const ledger = custodyResponse.parse((await t.as(client).get(`/api/orders/${id}/custody`)).json());
    for (const token of [client, admin]) {
      const response = await t.as(token).get(`/api/orders/${id}/custody/verification`);
      expect(response.statusCode).toBe(200);
      const verdict = custodyVerificationResponse.strict().parse(response.json());
      expect(verdict).toEqual({
        orderId: id,
        displayNumber: ledger.displayNumber,
        status: 'delivered',
        verification: ledger.verification,
      });
      expect(verdict.verification.valid).toBe(true);
      expect(verdict.verification.checked).toBe(ledger.entries.length);
    }
  });

  it('shows nothing protected, so reading it leaves no entry in the access log', async () => {
    const id = await deliveredJob();
    const before = await readsOf(id);
    const text = (await t.as(client).get(`/api/orders/${id}/custody/verification`)).body;
    expect(text).not.toMatch(/Contact|Address|itemDescription|proof|signature/i);
    expect(await readsOf(id)).toBe(before);
    await t.as(client).get(`/api/orders/${id}/custody`);
    expect(await readsOf(id)).toBe(before + 1);
  });

  it('is not there for another client', async () => {
    const id = await deliveredJob();
    const stranger = (await signUp(t, 'client')).token;
    expect((await t.as(stranger).get(`/api/orders/${id}/custody/verification`)).statusCode).toBe(404);
  });
});
