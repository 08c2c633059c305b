/** A real Houston booking for API tests, and shortcuts that drive an order through its states. */
import { asc, eq } from 'drizzle-orm';
import { orderPieces } from '../db/schema/index';
import { signatureFor } from '../db/seed/signature';
import type { TestApp } from './helper';

/** A booking with its coordinates as numbers, for tests that start servers of their own. */
export const sampleOrder = {
  pickupAddress: '1200 Main St, Houston, TX 77002',
  pickupLatitude: 29.7604,
  pickupLongitude: -95.3698,
  deliveryAddress: '23501 Cinco Ranch Blvd, Katy, TX 77494',
  deliveryLatitude: 29.7858,
  deliveryLongitude: -95.8245,
  itemDescription: 'Lab kits',
};

export const HOUSTON_BOOKING = {
  serviceType: 'medical_prescription',
  priority: 'standard',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupLatitude: '29.707300',
  pickupLongitude: '-95.397800',
  pickupContactName: 'Front desk',
  pickupContactPhone: '713-555-0101',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  deliveryLatitude: '29.760400',
  deliveryLongitude: '-95.369800',
  deliveryContactName: 'Maria Lopez',
  deliveryContactPhone: '713-555-0102',
  itemDescription: 'Insulin, 2 pens, keep cold',
} as const;

/** Books a pending order as this client and answers its id. */
export async function bookOrder(t: TestApp, clientToken: string, overrides: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/orders',
    token: clientToken,
    payload: { ...HOUSTON_BOOKING, ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

export function patchOrder(t: TestApp, token: string, orderId: number, status: string) {
  return t.request({ method: 'PATCH', url: `/api/orders/${orderId}`, token, payload: { status } });
}

/** A real PNG signature, as the driver's page sends it. */
export const TEST_SIGNATURE = signatureFor('Test Signer');

/**
 * Proof that satisfies any order booked with HOUSTON_BOOKING's contacts at its hand-overs
 * (pickup_complete, delivered): name, signature and ID; undefined at the other steps.
 */
export function handOverProof(
  status: string,
  contacts: { pickup: string; delivery: string } = {
    pickup: HOUSTON_BOOKING.pickupContactName,
    delivery: HOUSTON_BOOKING.deliveryContactName,
  },
) {
  const name =
    status === 'pickup_complete' ? contacts.pickup : status === 'delivered' ? contacts.delivery : null;
  if (name === null) return undefined;
  return { name, signature: TEST_SIGNATURE, idType: 'drivers_license', idLast4: '1234' };
}

/** The steps at which every piece is scanned. */
export const HAND_OVERS = new Set(['pickup_complete', 'delivered']);

/** The labels of an order's pieces, as a driver scans them. */
export async function pieceLabels(t: Pick<TestApp, 'db'>, orderId: number): Promise<string[]> {
  const rows = await t.db
    .select({ label: orderPieces.label })
    .from(orderPieces)
    .where(eq(orderPieces.orderId, orderId))
    .orderBy(asc(orderPieces.seq));
  return rows.map((r) => r.label);
}
