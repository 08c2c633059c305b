/** The in-browser check agrees with an honest chain and names the entry of a tampered one. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, custodyHashPayload } from '@domain/custody';
import { type CustodyResponse } from '@domain/custody-answers';
import { checkInBrowser, hashedText } from './browser-check';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A sealed three-entry chain ending delivered, the delivery signed. */
function chain(): CustodyResponse {
  const actor = { id: 3, role: 'driver' as const, name: 'Marcus Johnson' };
  const raw = [
    { kind: 'created', content: { displayNumber: 'ML-0042' }, proof: null },
    { kind: 'accepted', content: { from: 'confirmed', to: 'assigned' }, proof: null },
    {
      kind: 'delivered',
      content: {
        from: 'in_transit',
        to: 'delivered',
        proof: { name: 'Ben', signatureSha256: sha256(Buffer.from(PNG_BASE64, 'base64')) },
      },
      proof: { name: 'Ben', signature: `data:image/png;base64,${PNG_BASE64}` },
    },
  ];
  let prevHash = GENESIS_HASH;
  const entries = raw.map((r, i) => {
    const fields = {
      orderId: 42,
      seq: i + 1,
      kind: r.kind,
      at: `2026-03-05T1${i}:00:00.000Z`,
      actor,
      position: { latitude: 29.7041, longitude: -95.401 },
      content: r.content,
      prevHash,
    };
    const hash = sha256(custodyHashPayload(fields));
    prevHash = hash;
    const { orderId: _orderId, ...entry } = fields;
    return { ...entry, proof: r.proof, hash };
  });
  return {
    orderId: 42,
    displayNumber: 'ML-0042',
    status: 'delivered',
    subject: {
      client: 'Bayou Pharmacy',
      bookedBy: 'Carla Mendoza',
      itemDescription: 'Insulin',
      pieces: 1,
      temperatureClass: 'ambient',
      pickupAddress: '6565 Fannin St, Houston, TX 77030',
      pickupContactName: null,
      deliveryAddress: '1200 Main St, Houston, TX 77002',
      deliveryContactName: null,
    },
    entries,
    verification: { valid: true, checked: 3, finalHash: prevHash, brokenAt: null, problem: null },
  };
}

describe('checkInBrowser', () => {
  it('passes an honest chain, and shows the exact text that was hashed', async () => {
    const data = chain();
    expect(await checkInBrowser(data)).toMatchObject({
      valid: true,
      checked: 3,
      finalHash: data.entries[2]!.hash,
    });
    expect(sha256(hashedText(42, data.entries[1]!))).toBe(data.entries[1]!.hash);
  });

  it('names the entry whose content was changed', async () => {
    const data = chain();
    data.entries[1]!.content = { from: 'confirmed', to: 'cancelled' };
    expect(await checkInBrowser(data)).toMatchObject({ valid: false, brokenAt: 2 });
  });

  it('notices a signature image swapped for another', async () => {
    const data = chain();
    data.entries[2]!.proof = { name: 'Ben', signature: 'data:image/png;base64,iVBORw0KGgoAAAA=' };
    const result = await checkInBrowser(data);
    expect(result).toMatchObject({ valid: false, brokenAt: 3 });
    expect(result.problem).toMatch(/signature/);
  });
});
