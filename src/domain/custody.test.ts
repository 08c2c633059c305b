import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  custodyHashPayload,
  GENESIS_HASH,
  verifyCustody,
  type CustodyHashFields,
} from './custody';

/** A stand-in digest (FNV-1a, 64 hex): the chain logic does not depend on which hash it is. */
function fakeHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(8);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type Entry = CustodyHashFields & { hash: string };

function chain(kinds: string[], hash = fakeHash): Entry[] {
  const entries: Entry[] = [];
  kinds.forEach((kind, i) => {
    const fields: CustodyHashFields = {
      orderId: 7,
      seq: i + 1,
      kind,
      at: new Date(Date.UTC(2026, 10, 21, 12, i)).toISOString(),
      actor: { id: 2, role: 'client', name: 'Carla Client' },
      position: i === 0 ? null : { latitude: 29.7073, longitude: -95.3978 },
      content: { step: i, note: null },
      prevHash: i === 0 ? GENESIS_HASH : entries[i - 1]!.hash,
    };
    entries.push({ ...fields, hash: hash(custodyHashPayload(fields)) });
  });
  return entries;
}

const options = { sha256: fakeHash, orderStatus: 'assigned' as const };

describe('canonicalJson', () => {
  it('sorts keys at every level, drops undefined, keeps arrays in order, adds no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 'x', null], c: true }, e: undefined, f: 'é"' })).toBe(
      '{"a":{"c":true,"d":[3,"x",null]},"b":1,"f":"é\\""}',
    );
  });

  it('writes the same text however the object was built', () => {
    expect(canonicalJson({ x: 1, y: { q: 2, p: 1 } })).toBe(canonicalJson({ y: { p: 1, q: 2 }, x: 1 }));
    expect(canonicalJson(JSON.parse(JSON.stringify({ n: 29.7073 })))).toBe('{"n":29.7073}');
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});

describe('custodyHashPayload', () => {
  it('covers exactly the documented fields, and hashes to the documented SHA-256', async () => {
    const fields: CustodyHashFields = {
      orderId: 1,
      seq: 1,
      kind: 'created',
      at: '2026-11-21T12:00:00.000Z',
      actor: { id: 2, role: 'client', name: 'Carla Client' },
      position: null,
      content: { displayNumber: 'ML-0001' },
      prevHash: GENESIS_HASH,
    };
    const payload = custodyHashPayload(fields);
    expect(payload).toBe(
      '{"actor":{"id":2,"name":"Carla Client","role":"client"},"at":"2026-11-21T12:00:00.000Z",' +
        '"content":{"displayNumber":"ML-0001"},"kind":"created","orderId":1,' +
        `"position":null,"prevHash":"${GENESIS_HASH}","seq":1}`,
    );
    // The worked example of decision 008: anyone can reproduce it with `sha256sum`.
    expect(await sha256Hex(payload)).toBe('b9b8b41a3d326ed8e9fe7852b5af23bf47ab982609a2f1e0f62ddeb60cbbbcd5');
  });
});

describe('verifyCustody', () => {
  it('passes an honest chain and gives its final hash', () => {
    const entries = chain(['created', 'approved', 'assigned']);
    expect(verifyCustody(entries, options)).toEqual({
      valid: true,
      checked: 3,
      finalHash: entries[2]!.hash,
      brokenAt: null,
      problem: null,
    });
  });

  it('names the entry whose content was altered', () => {
    const entries = chain(['created', 'approved', 'assigned']);
    entries[1] = { ...entries[1]!, content: { step: 1, note: 'edited' } };
    expect(verifyCustody(entries, options)).toMatchObject({
      valid: false,
      checked: 1,
      brokenAt: 2,
      problem: 'Entry 2 was altered: its content no longer matches its hash',
    });
  });

  it('names the next entry when an altered entry was also re-hashed', () => {
    const entries = chain(['created', 'approved', 'assigned']);
    const altered = { ...entries[1]!, actor: { id: 1, role: 'admin' as const, name: 'Someone Else' } };
    entries[1] = { ...altered, hash: fakeHash(custodyHashPayload(altered)) };
    expect(verifyCustody(entries, options)).toMatchObject({ valid: false, brokenAt: 3 });
    expect(verifyCustody(entries, options).problem).toMatch(/Entry 3 does not link to entry 2/);
  });

  it('finds a removed entry, a missing start and a cut-off end', () => {
    const entries = chain(['created', 'approved', 'assigned']);
    expect(verifyCustody([entries[0]!, entries[2]!], options)).toMatchObject({
      brokenAt: 2,
      problem: 'Entry 2 is missing: the next entry found is 3',
    });
    expect(verifyCustody(entries.slice(0, 2), options)).toMatchObject({
      valid: false,
      brokenAt: 3,
      problem: 'The record ends at approved but the order is assigned: entries are missing',
    });
    expect(verifyCustody([], options)).toMatchObject({ valid: false, brokenAt: null, checked: 0 });
    const headless = chain(['approved', 'assigned']);
    expect(verifyCustody(headless, options)).toMatchObject({ brokenAt: 1 });
  });

  it('checks the signature image each entry committed to', () => {
    const entries = chain(['created', 'approved', 'assigned']);
    const content = { proof: { name: 'Maria', signatureSha256: 'abc' } };
    const signedFields = { ...entries[2]!, content };
    entries[2] = { ...signedFields, hash: fakeHash(custodyHashPayload(signedFields)) };
    const withSignature = (hash: string | null) => new Map([[3, hash]]);
    expect(verifyCustody(entries, { ...options, signatureSha256: withSignature('abc') }).valid).toBe(true);
    expect(verifyCustody(entries, { ...options, signatureSha256: withSignature('def') })).toMatchObject({
      brokenAt: 3,
      problem: 'The signature of entry 3 is not the one that was signed',
    });
    expect(verifyCustody(entries, { ...options, signatureSha256: withSignature(null) })).toMatchObject({
      brokenAt: 3,
      problem: 'The signature of entry 3 is missing',
    });
  });
});
