/**
 * GET /api/orders/{id}/tracking: every status change of an order with
 * who made it, when and where, oldest first: the chain of custody. Proof images are not part of
 * it; they travel only in the custody answer.
 */
import { z } from 'zod';
import { ORDER_STATUSES, ROLES } from './enums';

export const trackingActor = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});

export const trackingEventResponse = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  note: z.string().nullable(),
  /** Decimal strings, like every coordinate the API answers; null when no position was taken. */
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  /** Null only when the account that made the change was deleted. */
  actor: trackingActor.nullable(),
});
export type TrackingEventResponse = z.infer<typeof trackingEventResponse>;

export const trackingListResponse = z.array(trackingEventResponse);
