/**
 * Every proof a hand-over of this order asks for, in one table: what the job card, checkout, the
 * order page and the label list, worded once. The rules that refuse a step without it live beside
 * the proof itself (missingProof in proof.ts, medicalRefusal in proof-media.ts); this table only
 * names what those rules will ask, read from the same order fields.
 */
import { TEMPERATURE_RANGES, type TemperatureClass } from './temperature-classes';

export const PROOF_KINDS = ['signature', 'id', 'photo', 'temperature'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

export interface ProofOrderFacts {
  requiresSignature: boolean;
  requiresId: boolean;
  requiresPhoto: boolean;
  temperatureClass: TemperatureClass;
}

interface ProofRow {
  /** The short word on chips ("Signature"). */
  label: string;
  /** When and what, for the order page and checkout ("Signature at pickup and delivery"). */
  detail: (order: ProofOrderFacts) => string;
  required: (order: ProofOrderFacts) => boolean;
}

/** The class's range as the proof table words it (' (2 to 8 °C)'), empty for ambient; figures read alike in Spanish. */
export const temperatureRangeText = (temperatureClass: TemperatureClass): string => {
  if (temperatureClass === 'ambient') return '';
  const { min, max } = TEMPERATURE_RANGES[temperatureClass];
  if (min !== null && max !== null) return ` (${min} to ${max} °C)`;
  if (max !== null) return ` (${max} °C or colder)`;
  return min !== null ? ` (${min} °C or warmer)` : '';
};

export const PROOF_REQUIREMENTS: Readonly<Record<ProofKind, ProofRow>> = {
  signature: {
    label: 'Signature',
    detail: () => 'Signature at pickup and delivery',
    required: (o) => o.requiresSignature,
  },
  id: {
    label: 'ID check',
    detail: () => 'ID checked at pickup and delivery',
    required: (o) => o.requiresId,
  },
  photo: {
    label: 'Photo',
    detail: () => 'Photo of the delivered item',
    required: (o) => o.requiresPhoto,
  },
  temperature: {
    label: 'Temperature',
    detail: (o) => `Temperature reading at pickup and delivery${temperatureRangeText(o.temperatureClass)}`,
    required: (o) => o.temperatureClass !== 'ambient',
  },
};

/** The proofs this order's hand-overs ask for, in the table's order. */
export function proofRequirements(
  order: ProofOrderFacts,
): { kind: ProofKind; label: string; detail: string }[] {
  return PROOF_KINDS.filter((kind) => PROOF_REQUIREMENTS[kind].required(order)).map((kind) => ({
    kind,
    label: PROOF_REQUIREMENTS[kind].label,
    detail: PROOF_REQUIREMENTS[kind].detail(order),
  }));
}
