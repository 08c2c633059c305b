/** The keyboard alternative to drawing a signature, recorded as such in the custody chain. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { TEST_SIGNATURE } from '../../test/orders';
import { acceptedJob, driverTestApp, statusOf, step, type TestDriver } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => t.close());

const RECIPIENT = 'Maria Lopez';
const typed = { name: RECIPIENT, signatureMethod: 'typed', typedName: 'maria  lopez', attested: true };

async function inTransit(): Promise<{ id: number; d: TestDriver }> {
  const { id, d } = await acceptedJob(t, client, admin);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit']) {
    expect((await step(t, d.token, id, status)).statusCode).toBe(200);
  }
  return { id, d };
}

describe('typed signature', () => {
  it('completes a delivery that requires a signature, and the custody chain says it was typed', async () => {
    const { id, d } = await inTransit();
    const done = await step(t, d.token, id, 'delivered', typed);
    expect(done.statusCode).toBe(200);
    const custody = await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: client });
    const last = custody.json().entries.at(-1);
    expect(last.kind).toBe('delivered');
    expect(last.proof).toMatchObject({
      name: RECIPIENT,
      signatureMethod: 'typed',
      typedName: 'maria  lopez',
    });
    expect(last.proof.signature).toBeUndefined();
    // The hash covers the method and the attestation, so neither can be changed afterwards.
    expect(last.content.proof).toMatchObject({ signatureMethod: 'typed', attested: true });
    expect(custody.json().verification.valid).toBe(true);
  });

  it('refuses a typed signature without the attestation (409 naming it), and changes nothing', async () => {
    const { id, d } = await inTransit();
    for (const proof of [
      { ...typed, attested: false },
      { name: RECIPIENT, signatureMethod: 'typed', attested: true },
    ]) {
      const refused = await step(t, d.token, id, 'delivered', proof);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('PROOF_MISSING');
      expect(refused.json().message).toMatch(/attestation|typed signature/);
    }
    expect(await statusOf(t, id)).toBe('in_transit');
  });

  it('refuses with 400 a typed name that is not the recipient, both kinds at once, or typed parts without the method', async () => {
    const { id, d } = await inTransit();
    const cases = [
      [{ ...typed, typedName: 'Someone Else' }, /typedName/],
      [{ ...typed, signature: TEST_SIGNATURE }, /signature/],
      [{ name: RECIPIENT, signature: TEST_SIGNATURE, typedName: RECIPIENT }, /signatureMethod/],
      [{ ...typed, typedName: '<img src=x onerror=alert(1)>\u0000' }, /typedName/],
    ] as const;
    for (const [proof, field] of cases) {
      const refused = await step(t, d.token, id, 'delivered', proof);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(field);
    }
    expect(await statusOf(t, id)).toBe('in_transit');
  });
});
