/**
 * Delivery deadlines (issue 18, decision 011): when an order must be picked up and delivered.
 * Pure; the server stores the answer on the order at creation and again at confirmation, the
 * console counts down to it, and "on time" in every figure means delivered by `deliverBy`.
 *
 * - emergency: delivered within 2 h of confirmation; express within 4 h.
 * - standard and scheduled: by the end of the preferred time slot on the scheduled date (or, with
 *   no date, on the day it is confirmed), in Central time (America/Chicago):
 *   morning 08:00-12:00, afternoon 12:00-17:00, evening 17:00-20:00; no slot or "specific" means
 *   by the end of the service day, 20:00. A slot that ends less than 3 h after confirmation is
 *   too close to keep: the same slot on the next day is the deadline.
 * - pickup is due a fixed lead before delivery: 1 h for emergency, 2 h otherwise.
 *
 * Wall-clock times become instants through Intl (central-time.ts), so a deadline on a day the
 * clocks change is still 20:00 on the wall, not 19:00 or 21:00.
 */
import { addDays, dayKey, offsetMinutes } from './central-time';
import type { Priority, TimeSlot } from './enums';

export const DELIVERY_WINDOW_MINUTES = { emergency: 120, express: 240 } as const;

/** Slot hours, [start, end), Central wall clock (8AM-12PM, 12PM-5PM, 5PM-8PM). */
export const SLOT_HOURS = {
  morning: [8, 12],
  afternoon: [12, 17],
  evening: [17, 20],
} as const satisfies Partial<Record<TimeSlot, readonly [number, number]>>;
export const SERVICE_DAY_END_HOUR = 20;

/** A slot ending sooner than this after confirmation moves to the next day. */
export const MIN_SLOT_LEAD_MINUTES = 180;

export const PICKUP_LEAD_MINUTES: Readonly<Record<Priority, number>> = {
  emergency: 60,
  express: 120,
  standard: 120,
  scheduled: 120,
};

const MINUTE = 60_000;

/** The instant a Central wall-clock time happens on a Central day ('YYYY-MM-DD'). */
export function centralInstant(day: string, hour: number, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d, hour, minute);
  // The offset at a first guess, then at the corrected instant: right on both sides of a change.
  const guess = wallAsUtc - offsetMinutes(new Date(wallAsUtc)) * MINUTE;
  return new Date(wallAsUtc - offsetMinutes(new Date(guess)) * MINUTE);
}

export const slotEndHour = (slot: TimeSlot | null): number =>
  slot && slot !== 'specific' ? SLOT_HOURS[slot][1] : SERVICE_DAY_END_HOUR;

export interface DeadlineInput {
  priority: Priority;
  scheduledDate: Date | null;
  preferredTimeSlot: TimeSlot | null;
}

export interface Deadlines {
  pickupBy: Date;
  deliverBy: Date;
}

/** The deadlines of an order confirmed (or, before confirmation, booked) at `from`. */
export function computeDeadlines(order: DeadlineInput, from: Date): Deadlines {
  let deliverBy: Date;
  if (order.priority === 'emergency' || order.priority === 'express') {
    deliverBy = new Date(from.getTime() + DELIVERY_WINDOW_MINUTES[order.priority] * MINUTE);
  } else {
    const hour = slotEndHour(order.preferredTimeSlot);
    let day = dayKey(order.scheduledDate ?? from);
    deliverBy = centralInstant(day, hour);
    // A slot already (nearly) over cannot be kept: the same slot the next day it can be.
    while (deliverBy.getTime() < from.getTime() + MIN_SLOT_LEAD_MINUTES * MINUTE) {
      day = addDays(day, 1);
      deliverBy = centralInstant(day, hour);
    }
  }
  const pickupBy = new Date(deliverBy.getTime() - PICKUP_LEAD_MINUTES[order.priority] * MINUTE);
  return { pickupBy, deliverBy };
}

/** Whether a delivery kept its deadline. */
export const metDeadline = (deliverBy: Date, deliveredAt: Date) =>
  deliveredAt.getTime() <= deliverBy.getTime();

/** Minutes left until a deadline (negative once passed). */
export const minutesLeft = (deadline: Date, now: Date) =>
  Math.floor((deadline.getTime() - now.getTime()) / MINUTE);

/** 'in 1 hr 5 min', '12 min late': the console's countdown. */
export function countdownText(deadline: Date, now: Date): string {
  const left = minutesLeft(deadline, now);
  const abs = Math.abs(left);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  const text = h > 0 ? `${h} hr ${m} min` : `${m} min`;
  return left >= 0 ? `${text} left` : `${text} late`;
}

export type DeadlineRisk = 'on_track' | 'at_risk' | 'late';

/**
 * Whether a deadline will be missed. Before pickup: the minutes the nearest driver needs to the
 * pickup, against pickupBy, plus the trip, against deliverBy. After pickup: the live ETA (minutes
 * to the door) against deliverBy. Unknown minutes (no driver position, no ETA) say nothing.
 */
export function deadlineRisk(
  d: { pickupBy: Date; deliverBy: Date; pickedUp: boolean },
  now: Date,
  minutes: { toPickup?: number | null; toDelivery?: number | null },
): DeadlineRisk {
  const at = (m: number) => now.getTime() + m * MINUTE;
  if (now.getTime() > d.deliverBy.getTime()) return 'late';
  if (!d.pickedUp) {
    if (now.getTime() > d.pickupBy.getTime()) return 'at_risk';
    const toPickup = minutes.toPickup;
    if (toPickup == null) return 'on_track';
    if (at(toPickup) > d.pickupBy.getTime()) return 'at_risk';
    if (minutes.toDelivery != null && at(toPickup + minutes.toDelivery) > d.deliverBy.getTime()) {
      return 'at_risk';
    }
    return 'on_track';
  }
  if (minutes.toDelivery != null && at(minutes.toDelivery) > d.deliverBy.getTime()) return 'at_risk';
  return 'on_track';
}
