/**
 * Place ids. A place's *reference* is base64url of a small JSON naming it: an embedded place by
 * its ZIP and the street line (the coordinates always come from the gazetteer), an external
 * geocoder's place by its label (resolved again through the geocoder when it comes back: the
 * id is never believed for a point). References are what the database keeps (a saved place, a
 * standing order), so a new signing key does not orphan them.
 *
 * What a browser holds is the reference signed (`<ref>.<mac>`, signing/signed-ids.ts): an id the
 * server did not issue, or one altered, fails `verify` and is answered 400 naming the field.
 */
import { z } from 'zod';
import { createIdSigner } from '../../signing/signed-ids';

/** `p`, the precision: absent in ids made before it, read as 'zip' and 'street'. */
const embeddedPlace = z.strictObject({
  k: z.literal('z'),
  z: z.string().regex(/^\d{5}$/),
  s: z.string().trim().min(1).max(120).optional(),
  /** 'c': the person named the city only, so `z` is the city's main ZIP and is not shown. */
  p: z.enum(['c', 'z']).optional(),
});
/** `la`/`lo`: the point older references carried; read, never believed. */
const externalPlace = z.strictObject({
  k: z.literal('x'),
  a: z.string().trim().min(1).max(300),
  la: z.number().min(-90).max(90).optional(),
  lo: z.number().min(-180).max(180).optional(),
  p: z.enum(['street', 'zip', 'city']).optional(),
});
/**
 * A street address the business learned (known-addresses.ts): its street line and ZIP. The point
 * is read from the learned table when it comes back; if the address is no longer known, it is the
 * embedded place of the same street and ZIP.
 */
const knownPlace = z.strictObject({
  k: z.literal('k'),
  s: z.string().trim().min(1).max(120),
  z: z.string().regex(/^\d{5}$/),
});
const placeParts = z.discriminatedUnion('k', [embeddedPlace, externalPlace, knownPlace]);

export type EmbeddedPlace = z.infer<typeof embeddedPlace>;
export type KnownPlace = z.infer<typeof knownPlace>;
export type ExternalPlace = z.infer<typeof externalPlace>;
export type PlaceParts = z.infer<typeof placeParts>;

/** What the request schemas and the database allow; a signed id is its reference plus 23 characters. */
export const MAX_PLACE_ID_LENGTH = 600;
/** The longest reference a geocoder may make, so its signed id still fits. */
export const MAX_NEW_PLACE_REF_LENGTH = MAX_PLACE_ID_LENGTH - 23;

/** A place's reference (unsigned): for the database, and for the geocoders to hand to the signer. */
export function encodePlaceRef(parts: PlaceParts): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The parts of a reference, or null when it is not one. Only for references already trusted. */
export function decodePlaceRef(ref: string): PlaceParts | null {
  if (ref.length === 0 || ref.length > MAX_PLACE_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(ref)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(ref, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = placeParts.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface PlaceIds {
  /** The id a browser is given for a reference. */
  sign(ref: string): string;
  /** The reference inside an id this server issued, or null for any other string. */
  verify(id: string): string | null;
}

export function placeIds(key: Buffer): PlaceIds {
  const signer = createIdSigner(key, 'place');
  return {
    sign: signer.sign,
    verify: (id) => (id.length <= MAX_PLACE_ID_LENGTH ? signer.verify(id) : null),
  };
}
