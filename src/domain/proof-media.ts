/**
 * The medical-grade parts of a hand-over (decision 011), beside proof.ts: the
 * temperature reading, the photo and the label scan a driver's step may carry, and the rules
 * that refuse a step without them. Shared by the driver's page and the server.
 */
import { z } from 'zod';
import {
  needsTemperature,
  TEMPERATURE_MISSING,
  temperatureReadingSchema,
  type TemperatureClass,
} from './cold-chain';
import { base64DecodedLength, checkTypedSignature, proofFields } from './proof';

/** The largest photo accepted, decoded: the phone resizes to 1280 px and re-encodes under this. */
export const MAX_PHOTO_BYTES = 300 * 1024;
export const MAX_PHOTO_EDGE_PX = 1280;
const MAX_PHOTO_BASE64 = Math.ceil(MAX_PHOTO_BYTES / 3) * 4;

export const PHOTO_MALFORMED = 'proof.photo must be a JPEG or PNG image as a data URL';
export const PHOTO_TOO_LARGE = `proof.photo is too large: at most ${MAX_PHOTO_BYTES / 1024} KB`;
export const PHOTO_MISSING = 'Proof missing: photo (proof.photo) of the delivered item';
export const LABEL_MISMATCH = "The scanned label is not this order's label";

const PHOTO_PREFIX = /^data:image\/(jpeg|png);base64,/;
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpeg: [0xff, 0xd8, 0xff],
};

/** The photo's media type and base64 body, or a problem; the size is checked before the content. */
export function parsePhoto(
  dataUrl: string,
): { type: 'image/jpeg' | 'image/png'; base64: string } | { problem: string } {
  const match = PHOTO_PREFIX.exec(dataUrl);
  if (!match) return { problem: PHOTO_MALFORMED };
  const base64 = dataUrl.slice(match[0].length);
  if (base64.length > MAX_PHOTO_BASE64 + 4) return { problem: PHOTO_TOO_LARGE };
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    return { problem: PHOTO_MALFORMED };
  }
  if (base64DecodedLength(base64) > MAX_PHOTO_BYTES) return { problem: PHOTO_TOO_LARGE };
  const kind = match[1] as 'jpeg' | 'png';
  const head = atob(base64.slice(0, 8));
  if (MAGIC[kind]!.some((byte, i) => head.charCodeAt(i) !== byte)) return { problem: PHOTO_MALFORMED };
  return { type: `image/${kind}`, base64 };
}

export const photoProblem = (dataUrl: string) => {
  const parsed = parsePhoto(dataUrl);
  return 'problem' in parsed ? parsed.problem : null;
};

/**
 * The proof of a driver's step: proof.ts's fields, plus a temperature and a photo. The name is
 * needed only where a signature or ID is (missingProof says so), so a cold-chain reading alone is
 * a complete body for an order that needs no signature.
 */
export const stepProofInput = proofFields
  .extend({
    name: proofFields.shape.name.optional(),
    temperatureC: temperatureReadingSchema.optional(),
    photo: z
      .string({ message: PHOTO_MALFORMED })
      .superRefine((v, ctx) => {
        const problem = photoProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /** When the phone took this proof, if it was queued offline (captured-at.ts). */
    capturedAt: z.iso
      .datetime({ offset: true, message: 'proof.capturedAt must be an ISO date and time' })
      .optional(),
  })
  .superRefine(checkTypedSignature);
export type StepProofInput = z.infer<typeof stepProofInput>;

/** A label's decoded text: the display number (ML-0001), as typed or scanned. */
export const scanSchema = z
  .string({ message: 'scan must be the text of the label (e.g. ML-0001)' })
  .trim()
  .min(1, 'scan must be the text of the label (e.g. ML-0001)')
  .max(200, 'scan must be at most 200 characters');

/** A scan matches when it is the display number, whatever the case or a leading '#'. */
export const scanMatches = (scan: string, displayNumber: string) =>
  scan.trim().replace(/^#/, '').toUpperCase() === displayNumber.toUpperCase();

export interface MedicalOrder {
  temperatureClass: TemperatureClass;
  requiresPhoto: boolean;
}

/** Why a hand-over lacks its medical proof (409), or null. Photos are required at delivery only. */
export function medicalRefusal(
  order: MedicalOrder,
  step: 'pickup' | 'delivery',
  proof: Pick<StepProofInput, 'temperatureC' | 'photo'> | undefined,
): string | null {
  if (needsTemperature(order.temperatureClass) && typeof proof?.temperatureC !== 'number') {
    return TEMPERATURE_MISSING;
  }
  if (step === 'delivery' && order.requiresPhoto && !proof?.photo) return PHOTO_MISSING;
  return null;
}
