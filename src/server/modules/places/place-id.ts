/**
 * place_id: an opaque, stable string that names a suggestion and can be resolved back without any
 * stored state: base64url of a small JSON. Embedded places carry only the ZIP and the street line,
 * so the coordinates always come from the gazetteer on the way back; places from an external
 * geocoder carry their label and coordinates (the geocoder need not be up to resolve them). Either
 * way the answer is re-checked against the service area, so a forged id buys nothing that typing
 * the same address and coordinates into an order would not.
 */
import { z } from 'zod';

/** `p`, the precision (issue 13): absent in ids made before it, read as 'zip' and 'street'. */
const embeddedPlace = z.strictObject({
  k: z.literal('z'),
  z: z.string().regex(/^\d{5}$/),
  s: z.string().trim().min(1).max(120).optional(),
  /** 'c': the person named the city only, so `z` is the city's main ZIP and is not shown. */
  p: z.enum(['c', 'z']).optional(),
});
const externalPlace = z.strictObject({
  k: z.literal('x'),
  a: z.string().trim().min(1).max(300),
  la: z.number().min(-90).max(90),
  lo: z.number().min(-180).max(180),
  p: z.enum(['street', 'zip', 'city']).optional(),
});
const placeParts = z.discriminatedUnion('k', [embeddedPlace, externalPlace]);

export type EmbeddedPlace = z.infer<typeof embeddedPlace>;
export type ExternalPlace = z.infer<typeof externalPlace>;
export type PlaceParts = z.infer<typeof placeParts>;

const MAX_ID_LENGTH = 600;

export function encodePlaceId(parts: PlaceParts): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The parts of a place id, or null when it is not one this server made (or it was altered). */
export function decodePlaceId(id: string): PlaceParts | null {
  if (id.length === 0 || id.length > MAX_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = placeParts.safeParse(json);
  return parsed.success ? parsed.data : null;
}
