/**
 * Proof of pickup and delivery (decision 008).
 *
 * Which proof each service type needs (DESIGN: "requiresSignature / requiresId set by service
 * type"): prescriptions, lab samples and bank or legal papers need someone to sign for them;
 * secure documents also need the person's ID checked. A client may ask for more proof on any
 * order, never less.
 *
 * What the driver sends at Complete Pickup and Complete Delivery (`proofInput`), and the rule that
 * decides whether it is enough (`missingProof`, `proofRefusal`). The driver's page and the server
 * use the same functions, so the page can only ever hide a button the server would refuse anyway.
 */
import { z } from 'zod';
import type { ServiceType } from './enums';
import { ID_TYPES, MISSING_PROOF_WORDS, type MissingProofPart } from './proof-words';

export * from './proof-words';

export interface ProofRequirement {
  signature: boolean;
  id: boolean;
}

export const PROOF_BY_SERVICE: Readonly<Record<ServiceType, ProofRequirement>> = {
  medical_prescription: { signature: true, id: false },
  medical_equipment: { signature: false, id: false },
  laboratory_sample: { signature: true, id: false },
  financial_document: { signature: true, id: false },
  secure_document: { signature: true, id: true },
};

/** What an order stores: the service type's requirement, raised (never lowered) by the request. */
export function proofFor(
  serviceType: ServiceType,
  requested: { requiresSignature?: boolean; requiresId?: boolean } = {},
): { requiresSignature: boolean; requiresId: boolean } {
  const required = PROOF_BY_SERVICE[serviceType];
  return {
    requiresSignature: required.signature || requested.requiresSignature === true,
    requiresId: required.id || requested.requiresId === true,
  };
}

/** The largest signature image accepted, decoded: a signature drawn on a phone is 5 to 30 kB. */
export const MAX_SIGNATURE_BYTES = 100 * 1024;

export const SIGNATURE_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Base64 characters a PNG of MAX_SIGNATURE_BYTES takes: checked before any other work. */
const MAX_SIGNATURE_BASE64 = Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;

export const SIGNATURE_MALFORMED =
  'proof.signature must be a PNG image as a data URL (data:image/png;base64,...)';
export const SIGNATURE_TOO_LARGE = `proof.signature is too large: at most ${MAX_SIGNATURE_BYTES / 1024} kB`;

/** Bytes a padded base64 string decodes to. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** Why a signature data URL is refused, or null when it is a PNG within the size limit. */
export function signatureProblem(dataUrl: string): string | null {
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) return SIGNATURE_MALFORMED;
  const base64 = dataUrl.slice(SIGNATURE_PREFIX.length);
  // The length first: a megabyte of text is refused without scanning it.
  if (base64.length > MAX_SIGNATURE_BASE64 + 4) return SIGNATURE_TOO_LARGE;
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    return SIGNATURE_MALFORMED;
  }
  if (base64DecodedLength(base64) > MAX_SIGNATURE_BYTES) return SIGNATURE_TOO_LARGE;
  // 12 base64 characters are 9 bytes: enough for the 8-byte PNG signature.
  const head = atob(base64.slice(0, 12));
  if (head.length < PNG_MAGIC.length || PNG_MAGIC.some((byte, i) => head.charCodeAt(i) !== byte)) {
    return SIGNATURE_MALFORMED;
  }
  return null;
}

export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** Control characters and lone surrogates cannot be stored in JSON columns; a name never needs them. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

/** The proof a driver sends with pickup_complete or delivered (contract). */
/** The fields of a hand-over proof; `proofInput` adds the rule that ties a typed signature together. */
export const proofFields = z.object(
  {
    name: z
      .string({ message: 'proof.name must be text' })
      .trim()
      .min(1, 'proof.name: enter the name of the person handing over or receiving')
      .max(120, 'proof.name must be at most 120 characters')
      .refine((v) => !UNPRINTABLE.test(v), 'proof.name contains characters that are not allowed'),
    signature: z
      .string({ message: SIGNATURE_MALFORMED })
      .superRefine((v, ctx) => {
        const problem = signatureProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    idType: z.enum(ID_TYPES, { message: `proof.idType must be one of ${ID_TYPES.join(', ')}` }).optional(),
    idLast4: z
      .string({ message: 'proof.idLast4 must be text' })
      .regex(/^[A-Za-z0-9]{4}$/, 'proof.idLast4 must be the last 4 letters or digits of the ID')
      .optional(),
    /**
     * The keyboard alternative to drawing: 'typed' means the person typed their full
     * name (`typedName`) and attested (`attested: true`) that it is their signature.
     */
    signatureMethod: z
      .enum(SIGNATURE_METHODS, { message: "proof.signatureMethod must be 'drawn' or 'typed'" })
      .optional(),
    typedName: z
      .string({ message: 'proof.typedName must be text' })
      .trim()
      .min(1, 'proof.typedName: type the full name to sign')
      .max(120, 'proof.typedName must be at most 120 characters')
      .refine((v) => !UNPRINTABLE.test(v), 'proof.typedName contains characters that are not allowed')
      .optional(),
    attested: z.boolean({ message: 'proof.attested must be true or false' }).optional(),
  },
  { message: 'proof must be an object' },
);

/** A typed signature is the typed name plus an attestation, never alongside a drawn image. */
export function checkTypedSignature(
  proof: {
    signatureMethod?: string | undefined;
    signature?: string | undefined;
    typedName?: string | undefined;
    attested?: boolean | undefined;
    name?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (proof.signatureMethod === 'typed') {
    if (proof.signature !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['signature'],
        message: 'proof.signature: send a drawn signature or a typed one, not both',
      });
    if (proof.typedName !== undefined && !namesMatch(proof.typedName, proof.name ?? ''))
      ctx.addIssue({
        code: 'custom',
        path: ['typedName'],
        message: 'proof.typedName must be the same name as proof.name',
      });
  } else if (proof.typedName !== undefined || proof.attested !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['signatureMethod'],
      message: "proof.signatureMethod must be 'typed' to send typedName or attested",
    });
  }
}

export const proofInput = proofFields.superRefine(checkTypedSignature);
export type ProofInput = z.infer<typeof proofInput>;

/** The two hand-overs that need proof, and whose name is expected at each. */
export type ProofStep = 'pickup' | 'delivery';

export interface ProofOrder {
  requiresSignature: boolean;
  requiresId: boolean;
}

/** What is missing, as parts (a screen words them in its own language). */
export function missingProofParts(
  order: ProofOrder,
  proof: Partial<ProofInput> | undefined,
  step: ProofStep = 'delivery',
): MissingProofPart[] {
  const missing: MissingProofPart[] = [];
  if (!order.requiresSignature && !order.requiresId) return missing;
  if (!proof?.name?.trim()) missing.push(step === 'pickup' ? 'giverName' : 'recipientName');
  if (order.requiresSignature) {
    if (proof?.signatureMethod === 'typed') {
      if (!proof.typedName?.trim()) missing.push('typedSignature');
      if (proof.attested !== true) missing.push('attestation');
    } else if (!proof?.signature) missing.push('signature');
  }
  if (order.requiresId && !proof?.idType) missing.push('idType');
  if (order.requiresId && !proof?.idLast4) missing.push('idLast4');
  return missing;
}

/**
 * What the proof lacks, in words, in the order a form asks for it; empty when it is enough.
 * `step` only chooses the word for the person: the one handing over at pickup, the recipient at
 * delivery.
 */
export function missingProof(
  order: ProofOrder,
  proof: Partial<ProofInput> | undefined,
  step: ProofStep = 'delivery',
): string[] {
  return missingProofParts(order, proof, step).map((part) => MISSING_PROOF_WORDS[part]);
}

export const PROOF_MISSING_PREFIX = 'Proof missing:';
export const ID_NAME_MISMATCH = 'The name on the ID does not match the expected recipient';

/** Names compared as a person reads them: case, accents' composition and spaces do not count. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

export const namesMatch = (a: string, b: string) => normalizeName(a) === normalizeName(b);

/**
 * Why the server refuses a hand-over (409), or null when the proof is enough. The name on an ID
 * must be the expected person's (the order's pickup or delivery contact) when the order names one.
 */
export function proofRefusal(
  order: ProofOrder & { pickupContactName: string | null; deliveryContactName: string | null },
  step: ProofStep,
  proof: Partial<ProofInput> | undefined,
): string | null {
  const missing = missingProof(order, proof, step);
  if (missing.length > 0) return `${PROOF_MISSING_PREFIX} ${missing.join(', ')}`;
  const expected = step === 'pickup' ? order.pickupContactName : order.deliveryContactName;
  if (order.requiresId && proof?.name && expected?.trim() && !namesMatch(proof.name, expected)) {
    return ID_NAME_MISMATCH;
  }
  return null;
}
