/**
 * The custody answers (GET /api/orders/{id}/custody): the chain's entries as shown, what the
 * certificate is about, and the verification. The ledger's rules live in custody.ts.
 */
import { z } from 'zod';
import { BROKEN_CHAIN_CODES, CUSTODY_ACTOR_ROLES } from './custody';
import { ORDER_STATUSES } from './enums';
import { TEMPERATURE_CLASSES } from './temperature-classes';

const position = z.object({ latitude: z.number(), longitude: z.number() });

export const custodyEntryResponse = z.object({
  seq: z.number().int(),
  kind: z.string(),
  at: z.string(),
  actor: z.object({
    id: z.number().int().nullable(),
    role: z.enum(CUSTODY_ACTOR_ROLES),
    name: z.string(),
  }),
  position: position.nullable(),
  /**
   * The named place nearest the position ("near Pasadena, TX 77506"), from the embedded
   * gazetteer; not hashed (the coordinates are), null where no place is near or none was recorded.
   */
  place: z.string().nullable().optional(),
  content: z.record(z.string(), z.unknown()),
  /** The hand-over proof with the signature image, when one was taken. */
  proof: z
    .object({
      name: z.string(),
      idType: z.string().optional(),
      idLast4: z.string().optional(),
      /** data:image/png;base64,... */
      signature: z.string().optional(),
      /** 'typed' when the person typed their full name and attested instead of drawing. */
      signatureMethod: z.enum(['drawn', 'typed']).optional(),
      typedName: z.string().optional(),
    })
    .nullable(),
  /** The photo of a photo_taken entry, data:image/jpeg or png;base64,... */
  photo: z.string().optional(),
  prevHash: z.string(),
  hash: z.string(),
});
export type CustodyEntryResponse = z.infer<typeof custodyEntryResponse>;

/**
 * What the certificate is about: whose order, what was carried, from where to where. Read from the
 * order when the certificate is asked for; the ledger's hashes cover the events, not these lines.
 */
export const custodySubject = z.object({
  /** The client's organisation, or the client's own name when it has none. */
  client: z.string(),
  /** The person who booked (the client account's name). */
  bookedBy: z.string(),
  itemDescription: z.string(),
  /** How many pieces travel. */
  pieces: z.number().int().min(1),
  temperatureClass: z.enum(TEMPERATURE_CLASSES),
  pickupAddress: z.string(),
  pickupContactName: z.string().nullable(),
  deliveryAddress: z.string(),
  deliveryContactName: z.string().nullable(),
});
export type CustodySubject = z.infer<typeof custodySubject>;

/** GET /api/orders/{id}/custody. */
const brokenChain = z.object({
  code: z.enum(BROKEN_CHAIN_CODES),
  seq: z.number().int().optional(),
  next: z.number().int().optional(),
  kind: z.string().optional(),
});

export const custodyResponse = z.object({
  orderId: z.number().int(),
  displayNumber: z.string(),
  /** Extra: the order's status now, which the chain must end in. */
  status: z.enum(ORDER_STATUSES),
  subject: custodySubject,
  entries: z.array(custodyEntryResponse),
  verification: z.object({
    valid: z.boolean(),
    checked: z.number().int(),
    finalHash: z.string().nullable(),
    brokenAt: z.number().int().nullable(),
    /** The break in English; `reason` is the same break as a code, for a reader in any language. */
    problem: z.string().nullable(),
    reason: brokenChain.nullable().optional(),
  }),
});
export type CustodyResponse = z.infer<typeof custodyResponse>;

/**
 * GET /api/orders/{id}/custody/verification: whether the chain holds, and nothing of what it says.
 * A desk or a compliance check that needs only the verdict reads no contact, proof or item.
 */
export const custodyVerificationResponse = z.object({
  orderId: z.number().int(),
  displayNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  verification: custodyResponse.shape.verification,
});
export type CustodyVerificationResponse = z.infer<typeof custodyVerificationResponse>;
