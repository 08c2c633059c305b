/**
 * Wait time: the driver says "I have arrived" at the pickup and at the drop, and the server stamps
 * each with its own clock (the first time only); the wait at a stop is from that stamp to the step
 * that ends it (picked up, delivered), both stamped by the server. Nothing about the wait is taken
 * from the browser. The minutes are charged on the order's own rate card version when it is billed.
 */
import { z } from 'zod';
import type { OrderStatus } from './enums';

export const ARRIVAL_STOPS = ['pickup', 'delivery'] as const;
export type ArrivalStop = (typeof ARRIVAL_STOPS)[number];

/** The statuses in which a driver can be at each stop, and so arrive there. */
export const ARRIVAL_STATUSES: Record<ArrivalStop, readonly OrderStatus[]> = {
  pickup: ['assigned', 'pickup_scheduled'],
  delivery: ['pickup_complete', 'in_transit'],
};

/** POST /api/orders/{id}/arrived: which stop; the time is the server's. */
export const arrivalRequest = z.object({
  stop: z.enum(ARRIVAL_STOPS, { message: 'stop must be pickup or delivery' }),
});

export const arrivalResponse = z.object({
  orderId: z.number().int(),
  stop: z.enum(ARRIVAL_STOPS),
  /** When the server first recorded the arrival (a repeated call answers the first). */
  arrivedAt: z.string(),
});
export type ArrivalResponse = z.infer<typeof arrivalResponse>;

interface Stamps {
  pickupArrivedAt: Date | null;
  pickedUpAt: Date | null;
  deliveryArrivedAt: Date | null;
  deliveredAt: Date | null;
}

const minutesBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000)) : 0;

/** Whole minutes waited at both stops, from the server's stamps; a stop without both stamps is 0. */
export const waitedMinutes = (s: Stamps) =>
  minutesBetween(s.pickupArrivedAt, s.pickedUpAt) + minutesBetween(s.deliveryArrivedAt, s.deliveredAt);
