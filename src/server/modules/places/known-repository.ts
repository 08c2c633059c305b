/**
 * The learned addresses in the database: a hand-over or a dispatcher's pin is recorded as a
 * sighting, and the address's known point is worked out again from its recent sightings in the
 * same transaction, so the next booking to it is resolved at street level at once.
 */
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { LEARNED_POINT, type AddressPrecision } from '@domain/addresses';
import { haversineMiles, type LatLng } from '@domain/geo';
import type { AddressSelection } from '@domain/orders';
import type { DbOrTx } from '../../db/client';
import { addressSightings, knownAddresses } from '../../db/schema/index';
import { gazetteer, normalizeName } from './gazetteer';
import { addressKey, agreedPoint, type AddressKey } from './known-addresses';
import { encodePlaceRef } from './place-id';
import type { ParsedQuery } from './query';

export interface Sighting {
  orderId: number | null;
  end: 'pickup' | 'delivery';
  /** The order's address text, as stored. */
  address: string;
  /** Where the order's point is, and how precisely it was known. */
  orderPoint: LatLng;
  precision: AddressPrecision;
  position: LatLng;
  actorId: number | null;
  source: 'deliveries' | 'dispatch';
}

const toPoint = (row: { latitude: string; longitude: string }): LatLng => ({
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

/**
 * Records where an address was handed over (or pinned) and updates its known point. Returns
 * whether the address now has one. An address without a house number and ZIP, or a position
 * implausibly far from the order's point, teaches nothing.
 */
export async function recordSighting(db: DbOrTx, sighting: Sighting): Promise<boolean> {
  const key = addressKey(sighting.address);
  if (!key) return false;
  const far =
    haversineMiles(sighting.orderPoint, sighting.position) > LEARNED_POINT.plausibleMiles[sighting.precision];
  if (far && sighting.source === 'deliveries') return false;
  await db
    .insert(addressSightings)
    .values({
      key: key.key,
      orderId: sighting.orderId,
      end: sighting.end,
      source: sighting.source,
      latitude: sighting.position.latitude.toFixed(6),
      longitude: sighting.position.longitude.toFixed(6),
      actorId: sighting.actorId,
    })
    // One hand-over per order and end: a step sent twice does not count twice.
    .onConflictDoNothing();
  if (sighting.source === 'dispatch') {
    await upsertKnown(db, key, sighting.position, 'dispatch', 0);
    return true;
  }
  const [current] = await db
    .select({ source: knownAddresses.source })
    .from(knownAddresses)
    .where(eq(knownAddresses.key, key.key));
  const recent = await db
    .select({ latitude: addressSightings.latitude, longitude: addressSightings.longitude })
    .from(addressSightings)
    .where(and(eq(addressSightings.key, key.key), eq(addressSightings.source, 'deliveries')))
    .orderBy(desc(addressSightings.at))
    .limit(LEARNED_POINT.sightingsRead);
  const agreed = agreedPoint(recent.map(toPoint));
  if (!agreed) return current !== undefined;
  // A dispatcher's pin is a person looking at the map: hand-overs count it, but do not move it.
  if (current?.source === 'dispatch') {
    await db
      .update(knownAddresses)
      .set({ observations: agreed.count, updatedAt: new Date() })
      .where(eq(knownAddresses.key, key.key));
    return true;
  }
  await upsertKnown(db, key, agreed.point, 'deliveries', agreed.count);
  return true;
}

async function upsertKnown(
  db: DbOrTx,
  key: AddressKey,
  point: LatLng,
  source: 'deliveries' | 'dispatch',
  observations: number,
) {
  const values = {
    latitude: point.latitude.toFixed(6),
    longitude: point.longitude.toFixed(6),
    source,
    updatedAt: new Date(),
  };
  await db
    .insert(knownAddresses)
    .values({ key: key.key, street: key.street, zip: key.zip, observations, ...values })
    .onConflictDoUpdate({
      target: knownAddresses.key,
      set: source === 'dispatch' ? values : { ...values, observations },
    });
}

type KnownRow = typeof knownAddresses.$inferSelect;

/** A learned address as a suggestion: street precision, its reference naming the key's parts. */
function toSelection(row: KnownRow): AddressSelection | null {
  const place = gazetteer().zips.get(row.zip);
  if (!place) return null;
  return {
    formatted_address: `${row.street}, ${place.city}, ${place.state} ${row.zip}`,
    ...toPoint(row),
    place_id: encodePlaceRef({ k: 'k', s: row.street, z: row.zip }),
    precision: 'street',
  };
}

export async function knownPlace(db: DbOrTx, key: AddressKey): Promise<AddressSelection | null> {
  const [row] = await db.select().from(knownAddresses).where(eq(knownAddresses.key, key.key));
  return row ? toSelection(row) : null;
}

/**
 * Learned addresses for what is being typed: the street line as a prefix ('6621 Fannin St' or
 * '6621 Fan'), narrowed by the ZIP or city when typed. Only typed text with a house number.
 */
export async function searchKnown(
  db: DbOrTx,
  parsed: ParsedQuery,
  limit: number,
): Promise<AddressSelection[]> {
  if (!parsed.street || !/^\d/.test(parsed.street)) return [];
  // normalizeName leaves letters, digits and spaces only, so the pattern has no wildcard in it.
  const prefix = normalizeName(parsed.street);
  const rows = await db
    .select()
    .from(knownAddresses)
    .where(
      and(
        like(knownAddresses.key, `${prefix}%`),
        parsed.zip ? eq(knownAddresses.zip, parsed.zip) : sql`true`,
      ),
    )
    .orderBy(desc(knownAddresses.observations))
    .limit(limit * 2);
  const city = parsed.city ? normalizeName(parsed.city) : null;
  return rows
    .map(toSelection)
    .filter((s): s is AddressSelection => s !== null)
    .filter((s) => !city || normalizeName(s.formatted_address.split(',')[1] ?? '').startsWith(city))
    .slice(0, limit);
}
