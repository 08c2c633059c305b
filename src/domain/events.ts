/**
 * Live update frames over /ws. Frames carry ids and statuses, not order
 * contents: the page refetches what changed through the API, which checks access on every read,
 * so a frame can never show anyone more than they could already see (decision 006).
 */
import { z } from 'zod';
import { ORDER_STATUSES, type Role } from './enums';
import { isClient, isDispatch } from './capabilities';

export const LIVE_EVENT_TYPES = [
  'new_order',
  'order_status_update',
  'order_assigned',
  'order_accepted',
  'driver_location_update',
  'new_message',
  'tracking_update',
  'order_late',
  'driver_roster_update',
  'job_offer',
  'dispatch_escalation',
  'access_alert',
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
    /** The live ETA recomputed from this position, and whether it breaks the promise. */
    etaAt: z.string().nullable().optional(),
    etaLate: z.boolean().optional(),
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
      /** A cold-chain excursion to tell dispatch and the client about. */
      alert: z.string().optional(),
      /** What the alert is about (a piece exception); a temperature excursion when absent. */
      alertTitle: z.string().optional(),
    }),
  }),
  /** A job's live ETA just passed its promised time. For dispatch only. */
  z.object({
    type: z.literal('order_late'),
    orderId: z.number().int(),
    etaAt: z.string(),
    promisedBy: z.string(),
  }),
  /**
   * A driver joined, was approved or rejected, or went on or off shift: dispatch's driver lists and
   * its "available drivers" figure change without any order changing. For admins only.
   */
  z.object({
    type: z.literal('driver_roster_update'),
    driverId: z.number().int(),
    reason: z.enum(['registered', 'approved', 'rejected', 'shift']),
  }),
  /**
   * Auto-dispatch: an order is offered to this driver alone until `expiresAt`, or the
   * offer closed (`open: false`). Published with that driver as the audience, so only it (and
   * admins) receive it.
   */
  z.object({
    type: z.literal('job_offer'),
    orderId: z.number().int(),
    driverId: z.number().int(),
    expiresAt: z.string(),
    open: z.boolean(),
  }),
  /** Auto-dispatch gave up on an order: it needs a dispatcher. For admins only. */
  z.object({
    type: z.literal('dispatch_escalation'),
    orderId: z.number().int(),
    reason: z.string(),
  }),
  /** One account read unusually many orders (the audit screen's alert). For admins only. */
  z.object({
    type: z.literal('access_alert'),
    alertId: z.number().int(),
    userId: z.number().int(),
    orderCount: z.number().int(),
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
  /**
   * For driver_location_update: whether the order's client may follow the driver now
   * (isPositionShared in job-privacy.ts). Absent means no: a position reaches a client only when
   * the publisher said so.
   */
  positionShared?: boolean;
}

export interface Recipient {
  userId: number;
  /** Billing staff receive nothing: no live event is about their work. */
  role: Role;
  driverId?: number | undefined;
  /** A driver's vetting, kept current on its sockets (roster frames): open jobs are for approved drivers. */
  driverApproval?: 'pending' | 'approved' | 'rejected' | undefined;
}

/**
 * The one rule of who receives what: admins all; a client its own orders (its driver's position
 * only while that job is under way); a driver its jobs, and open ones once approved.
 */
export function mayReceive(recipient: Recipient, audience: EventAudience, type: LiveEventType): boolean {
  if (isDispatch(recipient)) return true;
  // Lateness and the driver roster are dispatch's to act on; the client sees the ETA itself on its
  // tracking page, and no client or driver has any business knowing who else drives.
  if (
    type === 'order_late' ||
    type === 'driver_roster_update' ||
    type === 'dispatch_escalation' ||
    type === 'access_alert'
  )
    return false;
  if (isClient(recipient)) {
    if (type === 'driver_location_update' && audience.positionShared !== true) return false;
    return recipient.userId === audience.clientId;
  }
  if (recipient.driverId !== undefined && audience.driverId === recipient.driverId) return true;
  // Positions and chat of a job are for its own driver only; open-job news is for every approved
  // driver (a job offered to one driver is published as that driver's, not as open).
  if (recipient.driverApproval !== 'approved') return false;
  return audience.openJob && type !== 'driver_location_update' && type !== 'new_message';
}
