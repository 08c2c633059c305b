/**
 * How precisely an address is known (decision 009), shared by the server, the form and the
 * dispatcher's console. `street`: a geocoder found the building or street. `zip`: the point is the
 * centroid of a ZIP the person typed. `city`: the point is the centre of a city the person typed.
 * Anything but `street` is approximate: the order's point is not the door.
 */
import { z } from 'zod';
import type { OrderStatus } from './enums';

export const ADDRESS_PRECISIONS = ['street', 'zip', 'city'] as const;
export type AddressPrecision = (typeof ADDRESS_PRECISIONS)[number];
export const addressPrecision = z.enum(ADDRESS_PRECISIONS);

export const isApproximate = (precision: AddressPrecision) => precision !== 'street';

/**
 * How far (miles) a point sent with an order may lie from the place its address resolved to and
 * still be used as the order's point (a pin the client dropped, a building's coordinates). Past
 * this it is ignored: the text decides. A street-level place is already the building (a pin within
 * half a mile moves it to the right door); a ZIP is a few miles across in a city, so 5 miles of its
 * centroid covers the ZIP it names; a city-level place is only trusted within 10 miles of its centre.
 */
export const HINT_RADIUS_MILES: Readonly<Record<AddressPrecision, number>> = {
  street: 0.5,
  zip: 5,
  city: 10,
};

export type AddressEnd = 'pickup' | 'delivery';

/** Statuses in which an order's point still matters and may be corrected on a map: before pickup. */
export const PIN_MOVABLE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'assigned',
  'pickup_scheduled',
];
export const pinMovable = (status: OrderStatus) => PIN_MOVABLE_STATUSES.includes(status);

/**
 * When the business's own deliveries teach it where an address really is: at least `minAgreeing`
 * delivery hand-overs (different orders) within `agreeMetres` of one another make their mean a
 * street-level point for everyone. A hand-over farther from the order's point than
 * `plausibleMiles` for the precision it was known at is a stale fix (the driver's last position
 * from across town) or a wrong address, and teaches nothing: a ZIP's centre is within 2 miles of
 * most of its doors in a city, a city's within 10.
 */
export const LEARNED_POINT = {
  agreeMetres: 150,
  minAgreeing: 2,
  sightingsRead: 20,
  plausibleMiles: { street: 0.25, zip: 2, city: 10 } satisfies Record<AddressPrecision, number>,
} as const;

/** POST /api/orders/{id}/confirm-address (admin): the dispatcher vouches for one end's point. */
export const confirmAddressRequest = z
  .object({
    end: z.enum(['pickup', 'delivery'], { message: 'end must be pickup or delivery' }),
    /** A corrected point; without it the stored point is confirmed as it is. */
    latitude: z.number({ message: 'latitude must be a number' }).min(-90).max(90).optional(),
    longitude: z.number({ message: 'longitude must be a number' }).min(-180).max(180).optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'Send both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type ConfirmAddressRequest = z.infer<typeof confirmAddressRequest>;

/**
 * POST /api/orders/{id}/pin (the order's client, before pickup): the point of one end moved on a
 * map. The server checks it lies in the service area and near the place the address names.
 */
export const movePinRequest = z.object({
  end: z.enum(['pickup', 'delivery'], { message: 'end must be pickup or delivery' }),
  latitude: z.number({ message: 'latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ message: 'longitude must be a number' }).min(-180).max(180),
});
export type MovePinRequest = z.infer<typeof movePinRequest>;

/** The 400 for a pin moved farther from the place its address names than HINT_RADIUS_MILES allows. */
export const implausiblePinMessage = (end: AddressEnd, miles: number) =>
  `The ${end} pin must stay within ${miles} miles of the address it marks`;

/** The 409 an approval meets while an approximate address has not been confirmed. */
export const unconfirmedAddressMessage = (ends: AddressEnd[]) =>
  `Confirm the approximate ${ends.join(' and ')} address before approving this order`;
