/**
 * Proof of delivery each service type needs (DESIGN: "requiresSignature / requiresId set by
 * service type"). Prescriptions, lab samples and bank or legal papers need someone to sign for
 * them; secure documents also need the recipient's ID checked. A client may ask for more proof on
 * any order, never less.
 */
import type { ServiceType } from './enums';

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
