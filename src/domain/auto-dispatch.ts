/**
 * Auto-dispatch: the admin's rules, what the log and the escalation flag look like,
 * and the wording of an escalation's reason. Pure: used by the server, the console and the tests.
 */
import { z } from 'zod';
import { DEFAULT_MAX_DISTANCE_MILES, maxDistanceSetting } from './driver-capabilities';

export const OFFER_STATES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const AUTO_DISPATCH_LOG_KINDS = [
  'offered',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'escalated',
] as const;
export type AutoDispatchLogKind = (typeof AUTO_DISPATCH_LOG_KINDS)[number];

/** The rules as stored; off until an admin turns it on. */
export const AUTO_DISPATCH_DEFAULTS = {
  enabled: false,
  offerTimeoutSeconds: 60,
  maxOffers: 3,
  maxActiveJobs: 1,
  maxDistanceMiles: DEFAULT_MAX_DISTANCE_MILES,
} as const;

/** PUT /api/admin/auto-dispatch: the whole rule set (each field named in a 400 if out of range). */
export const autoDispatchSettingsRequest = z.object({
  enabled: z.boolean(),
  /** How long one driver has to accept before the next is asked. */
  offerTimeoutSeconds: z.number().int().min(10).max(3600),
  /** Offers made before the order goes to a dispatcher. */
  maxOffers: z.number().int().min(1).max(20),
  /** Capacity: a driver holding this many jobs under way (or offers open) is not offered more. */
  maxActiveJobs: z.number().int().min(1).max(10),
  /**
   * How far a driver is sent for a pickup unless its own record says otherwise: auto-dispatch's
   * offers, dispatch's assign list and the driver's board all hold to it, on or off.
   */
  maxDistanceMiles: maxDistanceSetting.default(DEFAULT_MAX_DISTANCE_MILES),
});
export type AutoDispatchSettings = z.output<typeof autoDispatchSettingsRequest>;

export const autoDispatchSettingsResponse = autoDispatchSettingsRequest.extend({
  updatedAt: z.string().nullable(),
});
export type AutoDispatchSettingsResponse = z.infer<typeof autoDispatchSettingsResponse>;

export const autoDispatchLogEntry = z.object({
  id: z.number().int(),
  kind: z.enum(AUTO_DISPATCH_LOG_KINDS),
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable(),
  /** Miles from the driver's last known position to the pickup, one decimal. */
  distance: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type AutoDispatchLogEntry = z.infer<typeof autoDispatchLogEntry>;

export const escalationResponse = z.object({
  orderId: z.number().int(),
  reason: z.string(),
  escalatedAt: z.string(),
});
export type EscalationResponse = z.infer<typeof escalationResponse>;

/** GET /api/admin/orders/{id}/auto-dispatch: the order's open offer, escalation and log. */
export const orderAutoDispatchResponse = z.object({
  orderId: z.number().int(),
  openOffer: z
    .object({ driverId: z.number().int(), driverName: z.string(), expiresAt: z.string() })
    .nullable(),
  escalation: escalationResponse.nullable(),
  log: z.array(autoDispatchLogEntry),
});
export type OrderAutoDispatchResponse = z.infer<typeof orderAutoDispatchResponse>;

const drivers = (n: number) => (n === 1 ? '1 driver' : `${n} drivers`);

/**
 * Why nobody took the order, in the dispatcher's words: "No eligible driver on shift",
 * "3 drivers did not answer", "1 driver declined, 2 drivers did not answer".
 */
export function escalationReason(outcomes: {
  declined: number;
  expired: number;
  /** Asked before the limit was reached: nobody else was eligible. */
  noneLeft: boolean;
}): string {
  const { declined, expired, noneLeft } = outcomes;
  if (declined + expired === 0) return 'No eligible driver on shift';
  const parts: string[] = [];
  if (declined > 0) parts.push(`${drivers(declined)} declined`);
  if (expired > 0) parts.push(`${drivers(expired)} did not answer`);
  return parts.join(', ') + (noneLeft ? '; no other eligible driver on shift' : '');
}

/** The offer a driver sees on its board: until when it holds the job for it alone. */
export const OFFER_FOR_YOU = 'Offered to you';
export const OFFERED_TO_ANOTHER = 'This job is being offered to another driver. Try again shortly.';
