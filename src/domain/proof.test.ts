import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from './enums';
import { PROOF_BY_SERVICE, proofFor } from './proof';

describe('proof of delivery by service type', () => {
  it('needs a signature for prescriptions, lab samples and documents, and an ID for secure documents', () => {
    const signed = SERVICE_TYPES.filter((s) => PROOF_BY_SERVICE[s].signature);
    const identified = SERVICE_TYPES.filter((s) => PROOF_BY_SERVICE[s].id);
    expect(signed).toEqual([
      'medical_prescription',
      'laboratory_sample',
      'financial_document',
      'secure_document',
    ]);
    expect(identified).toEqual(['secure_document']);
  });

  it('lets a request raise the requirement, never lower it', () => {
    expect(proofFor('secure_document', { requiresSignature: false, requiresId: false })).toEqual({
      requiresSignature: true,
      requiresId: true,
    });
    expect(proofFor('medical_equipment', { requiresId: true })).toEqual({
      requiresSignature: false,
      requiresId: true,
    });
    expect(proofFor('medical_equipment')).toEqual({ requiresSignature: false, requiresId: false });
  });
});
