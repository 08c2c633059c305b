/**
 * The proof the hand-over dialog collects, as pure functions: what the driver has entered so far
 * becomes the `proof` of the step only with the parts the order requires, and what is still
 * missing is worked out by the domain's own `missingProof`, the rule the server enforces.
 */
import {
  MISSING_PROOF_WORDS,
  missingProofParts,
  namesMatch,
  type MissingProofPart,
  type IdType,
  type ProofInput,
  type ProofOrder,
  type ProofStep,
  type SignatureMethod,
} from '@domain/proof';

export type ProofDraft = {
  name: string;
  signature: string | null;
  idType: IdType | '';
  idLast4: string;
  /** 'typed' is the keyboard alternative to drawing (full name typed, plus attestation). */
  signatureMethod?: SignatureMethod;
  typedName?: string;
  attested?: boolean;
};

export const EMPTY_DRAFT: ProofDraft = { name: '', signature: null, idType: '', idLast4: '' };

const ID_LAST4 = /^[A-Za-z0-9]{4}$/;

export const needsProof = (needs: ProofOrder) => needs.requiresSignature || needs.requiresId;

/**
 * The `proof` to send, or undefined when the order asks for none. Parts the order does not require
 * are left out, and parts not yet valid (a 3-character ID) count as not given.
 */
export function draftToProof(needs: ProofOrder, draft: ProofDraft): ProofInput | undefined {
  if (!needsProof(needs)) return undefined;
  const proof: ProofInput = { name: draft.name.trim() };
  if (needs.requiresSignature && draft.signatureMethod === 'typed') {
    proof.signatureMethod = 'typed';
    if (draft.typedName?.trim()) proof.typedName = draft.typedName.trim();
    proof.attested = draft.attested === true;
  } else if (needs.requiresSignature && draft.signature) proof.signature = draft.signature;
  if (needs.requiresId) {
    if (draft.idType) proof.idType = draft.idType;
    const last4 = draft.idLast4.trim();
    if (ID_LAST4.test(last4)) proof.idLast4 = last4;
  }
  return proof;
}

/** What the driver still has to collect, as parts a screen words in its language; empty when complete. */
export function stillNeededParts(needs: ProofOrder, step: ProofStep, draft: ProofDraft): MissingProofPart[] {
  const missing = missingProofParts(needs, draftToProof(needs, draft), step);
  // The server refuses a typed name that is not the person's: say so before sending.
  const typed = draft.typedName?.trim();
  if (needs.requiresSignature && draft.signatureMethod === 'typed' && typed && !namesMatch(typed, draft.name))
    missing.push('typedNameMatch');
  return missing;
}

/** The same, in English words ("recipient name", "signature"). */
export const stillNeeded = (needs: ProofOrder, step: ProofStep, draft: ProofDraft): string[] =>
  stillNeededParts(needs, step, draft).map((part) => MISSING_PROOF_WORDS[part]);
