/**
 * Live update frames over /ws (spec 4, "Live updates"). Frames carry ids and statuses, not order
 * contents: the page refetches what changed through the API, which checks access on every read,
 * so a frame can never show anyone more than they could already see (decision 006).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './enums';

export const LIVE_EVENT_TYPES = [
  'new_order',
  'order_status_update',
  'order_assigned',
  'order_accepted',
  'driver_location_update',
  'new_message',
  'tracking_update',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

const orderRef = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  clientId: z.number().int(),
  driverId: z.number().int().nullable(),
});
export type OrderRef = z.infer<typeof orderRef>;

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_order'), order: orderRef }),
  z.object({
    type: z.literal('order_status_update'),
    order: orderRef,
    previousStatus: z.enum(ORDER_STATUSES).optional(),
  }),
  z.object({ type: z.literal('order_assigned'), order: orderRef }),
  z.object({ type: z.literal('order_accepted'), order: orderRef }),
  z.object({
    type: z.literal('driver_location_update'),
    orderId: z.number().int(),
    driverId: z.number().int(),
    latitude: z.number(),
    longitude: z.number(),
    timestamp: z.string(),
  }),
  z.object({
    type: z.literal('new_message'),
    message: z.object({
      id: z.number().int(),
      orderId: z.number().int(),
      senderId: z.number().int(),
      createdAt: z.string(),
    }),
  }),
  z.object({
    type: z.literal('tracking_update'),
    event: z.object({
      id: z.number().int(),
      orderId: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      createdAt: z.string(),
    }),
  }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** Frames a client may send: a keep-alive. Anything else is ignored. */
export const clientFrame = z.object({ type: z.literal('ping') });

/**
 * Who an event is about, resolved by the server when it publishes: the order's client (user id),
 * its driver (driver record id) and whether it is an open job every driver may see.
 */
export interface EventAudience {
  clientId: number;
  driverId: number | null;
  openJob: boolean;
}

export interface Recipient {
  userId: number;
  role: 'client' | 'driver' | 'admin';
  driverId?: number | undefined;
}

/** The one rule of who receives what: admins all; a client its own orders; a driver its jobs and open ones. */
export function mayReceive(recipient: Recipient, audience: EventAudience, type: LiveEventType): boolean {
  if (recipient.role === 'admin') return true;
  if (recipient.role === 'client') return recipient.userId === audience.clientId;
  if (recipient.driverId !== undefined && audience.driverId === recipient.driverId) return true;
  // Positions and chat of a job are for its own driver only; open-job news is for every driver.
  return audience.openJob && type !== 'driver_location_update' && type !== 'new_message';
}
