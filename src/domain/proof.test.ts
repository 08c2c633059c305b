import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from './enums';
import {
  base64DecodedLength,
  ID_NAME_MISMATCH,
  MAX_SIGNATURE_BYTES,
  missingProof,
  namesMatch,
  PROOF_BY_SERVICE,
  proofFor,
  proofInput,
  proofRefusal,
  SIGNATURE_MALFORMED,
  SIGNATURE_PREFIX,
  SIGNATURE_TOO_LARGE,
  signatureProblem,
} from './proof';

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

/** A 1x1 transparent PNG: the smallest real signature image. */
const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('proofInput', () => {
  it('takes a name, a PNG signature and an ID, trimming the name', () => {
    const parsed = proofInput.parse({
      name: '  Maria Lopez ',
      signature: PNG_1x1,
      idType: 'passport',
      idLast4: 'A1b2',
    });
    expect(parsed).toEqual({ name: 'Maria Lopez', signature: PNG_1x1, idType: 'passport', idLast4: 'A1b2' });
  });

  it('refuses a signature that is not a PNG data URL, naming proof.signature', () => {
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    const notPng = `data:image/png;base64,${btoa('GIF89a-not-a-png')}`;
    for (const signature of [jpeg, notPng, 'data:image/png;base64,', 'data:image/png;base64,@@@@', 'x']) {
      expect(signatureProblem(signature), signature).toBe(SIGNATURE_MALFORMED);
      const result = proofInput.safeParse({ name: 'A', signature });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain('proof.signature');
    }
  });

  it('refuses a signature over 100 kB decoded, and accepts one just within it', () => {
    const png = PNG_1x1.slice(SIGNATURE_PREFIX.length);
    // Padding made of 'A's decodes to zero bytes: only the size matters here.
    const sized = (bytes: number) => {
      const base64Length = Math.ceil(bytes / 3) * 4;
      return SIGNATURE_PREFIX + png.slice(0, 64) + 'A'.repeat(base64Length - 64);
    };
    expect(base64DecodedLength('A'.repeat(Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4))).toBeGreaterThanOrEqual(
      MAX_SIGNATURE_BYTES,
    );
    expect(signatureProblem(sized(MAX_SIGNATURE_BYTES - 2))).toBeNull();
    expect(signatureProblem(sized(MAX_SIGNATURE_BYTES + 3))).toBe(SIGNATURE_TOO_LARGE);
    expect(signatureProblem(SIGNATURE_PREFIX + 'A'.repeat(2_000_000))).toBe(SIGNATURE_TOO_LARGE);
  });

  it('refuses an unknown ID type, a last-four that is not 4 letters or digits, and an empty name', () => {
    expect(proofInput.safeParse({ name: 'A', idType: 'library_card' }).success).toBe(false);
    for (const idLast4 of ['123', '12345', '12-4', '']) {
      expect(proofInput.safeParse({ name: 'A', idLast4 }).success, idLast4).toBe(false);
    }
    expect(proofInput.safeParse({ name: '   ' }).success).toBe(false);
    expect(proofInput.safeParse({ name: 'A\u0000B' }).success).toBe(false);
    expect(proofInput.safeParse('signed').success).toBe(false);
  });
});

describe('missingProof and proofRefusal', () => {
  const none = { requiresSignature: false, requiresId: false };
  const signed = { requiresSignature: true, requiresId: false };
  const identified = { requiresSignature: true, requiresId: true };
  const contacts = { pickupContactName: 'Front Desk', deliveryContactName: 'Maria  Lopez' };

  it('lists what is missing in words, in the order the form asks for it', () => {
    expect(missingProof(none, undefined)).toEqual([]);
    expect(missingProof(signed, undefined)).toEqual(['recipient name', 'signature']);
    expect(missingProof(signed, undefined, 'pickup')).toEqual([
      'name of the person handing over',
      'signature',
    ]);
    expect(missingProof(signed, { name: 'Maria' })).toEqual(['signature']);
    expect(missingProof(identified, { name: 'Maria', signature: PNG_1x1 })).toEqual([
      'ID type',
      'last 4 characters of the ID',
    ]);
    expect(
      missingProof({ requiresSignature: false, requiresId: true }, { name: 'M', idType: 'passport' }),
    ).toEqual(['last 4 characters of the ID']);
  });

  it('says "Proof missing:" first, then checks the name on the ID against the expected person', () => {
    expect(proofRefusal({ ...signed, ...contacts }, 'delivery', undefined)).toBe(
      'Proof missing: recipient name, signature',
    );
    const id = { signature: PNG_1x1, idType: 'drivers_license' as const, idLast4: '1234' };
    expect(proofRefusal({ ...identified, ...contacts }, 'delivery', { name: 'Someone Else', ...id })).toBe(
      ID_NAME_MISMATCH,
    );
    expect(
      proofRefusal({ ...identified, ...contacts }, 'delivery', { name: 'maria lopez', ...id }),
    ).toBeNull();
    expect(proofRefusal({ ...identified, ...contacts }, 'pickup', { name: 'FRONT DESK', ...id })).toBeNull();
    expect(proofRefusal({ ...identified, ...contacts }, 'pickup', { name: 'Maria Lopez', ...id })).toBe(
      ID_NAME_MISMATCH,
    );
    // Without an expected name there is nothing to compare; a signature alone compares no name.
    const unnamed = { ...identified, pickupContactName: null, deliveryContactName: ' ' };
    expect(proofRefusal(unnamed, 'delivery', { name: 'Anyone', ...id })).toBeNull();
    expect(
      proofRefusal({ ...signed, ...contacts }, 'delivery', { name: 'Anyone', signature: PNG_1x1 }),
    ).toBeNull();
    expect(proofRefusal({ ...none, ...contacts }, 'delivery', undefined)).toBeNull();
  });

  it('compares names ignoring case and spaces only', () => {
    expect(namesMatch('  MARIA   lopez', 'Maria Lopez')).toBe(true);
    expect(namesMatch('Maria Lopes', 'Maria Lopez')).toBe(false);
  });
});
