/**
 * The ID documents a driver may check and the parts of a hand-over's proof, with their names,
 * apart from the proof schemas so the web catalogue and the custody certificate's words can name
 * them without loading zod (proof.ts re-exports them).
 */

/** Documents a driver may check; the last four characters are recorded, never the whole number. */
export const ID_TYPES = ['drivers_license', 'state_id', 'passport', 'military_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Readonly<Record<IdType, string>> = {
  drivers_license: "Driver's license",
  state_id: 'State ID card',
  passport: 'Passport',
  military_id: 'Military ID',
};

/** The words for each part of a hand-over's proof still to collect (missingProof's answers). */
export const MISSING_PROOF_WORDS = {
  giverName: 'name of the person handing over',
  recipientName: 'recipient name',
  typedSignature: 'typed signature',
  attestation: 'attestation of the typed signature',
  signature: 'signature',
  idType: 'ID type',
  idLast4: 'last 4 characters of the ID',
  typedNameMatch: 'typed name matching the name above',
} as const;
export type MissingProofPart = keyof typeof MISSING_PROOF_WORDS;
