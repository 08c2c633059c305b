import { describe, expect, it } from 'vitest';
import { proofInput } from '@domain/proof';
import { draftToProof, EMPTY_DRAFT, stillNeeded } from './proof-form';

const needs = { requiresSignature: true, requiresId: false };

describe('typed signature in the hand-over form', () => {
  it('asks for the typed name and the attestation, then sends a proof the server schema accepts', () => {
    const typed = { ...EMPTY_DRAFT, name: 'Maria Lopez', signatureMethod: 'typed' as const };
    expect(stillNeeded(needs, 'delivery', typed)).toEqual([
      'typed signature',
      'attestation of the typed signature',
    ]);
    expect(stillNeeded(needs, 'delivery', { ...typed, typedName: 'Someone Else', attested: true })).toEqual([
      'typed name matching the name above',
    ]);
    const done = { ...typed, typedName: 'Maria Lopez', attested: true };
    expect(stillNeeded(needs, 'delivery', done)).toEqual([]);
    const proof = draftToProof(needs, done);
    expect(proof).toEqual({
      name: 'Maria Lopez',
      signatureMethod: 'typed',
      typedName: 'Maria Lopez',
      attested: true,
    });
    expect(proofInput.safeParse(proof).success).toBe(true);
  });

  it('never sends a drawn image along with a typed signature', () => {
    const proof = draftToProof(needs, {
      ...EMPTY_DRAFT,
      name: 'Maria Lopez',
      signature: 'data:image/png;base64,AAAA',
      signatureMethod: 'typed',
      typedName: 'Maria Lopez',
      attested: true,
    });
    expect(proof?.signature).toBeUndefined();
  });
});
