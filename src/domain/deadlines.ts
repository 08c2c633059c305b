/**
 * Delivery deadlines (decision 011): when an order must be picked up and delivered, by the rules
 * of its service level (service-levels.ts, where the windows, slots and wording live). Pure; the
 * server stores the answer on the order at creation and again at confirmation, the console counts
 * down to it, and "on time" in every figure means delivered by `deliverBy`.
 *
 * Wall-clock times become instants through Intl (central-time.ts), so a deadline on a day the
 * clocks change is still 20:00 on the wall, not 19:00 or 21:00.
 */
import { addDays, centralInstant, dayKey } from './central-time';
import type { Priority, TimeSlot } from './enums';
import { MIN_SLOT_LEAD_MINUTES, SERVICE_DAY_END_HOUR, SERVICE_LEVELS, SLOT_HOURS } from './service-levels';

export { MIN_SLOT_LEAD_MINUTES, SERVICE_DAY_END_HOUR, SLOT_HOURS };
export { centralInstant };

const MINUTE = 60_000;

export const slotEndHour = (slot: TimeSlot | null): number =>
  slot && slot !== 'specific' ? SLOT_HOURS[slot][1] : SERVICE_DAY_END_HOUR;

export interface DeadlineInput {
  priority: Priority;
  scheduledDate: Date | string | null;
  /** "specific": scheduledDate is the pickup time itself (a standing order's time of day). */
  preferredTimeSlot: TimeSlot | null;
}

export interface Deadlines {
  pickupBy: Date;
  deliverBy: Date;
}

/** The pickup time an order names, if it names one: a "specific" slot with its scheduled moment. */
export const namedPickupTime = (order: DeadlineInput): Date | null =>
  order.preferredTimeSlot === 'specific' && order.scheduledDate ? new Date(order.scheduledDate) : null;

/** The deadlines of an order confirmed (or, before confirmation, booked) at `from`. */
export function computeDeadlines(order: DeadlineInput, from: Date): Deadlines {
  const level = SERVICE_LEVELS[order.priority];
  const named = namedPickupTime(order);
  if (level.asap || named) {
    // From confirmation, or from the named pickup time when that is still ahead.
    const start = named && named.getTime() > from.getTime() ? named.getTime() : from.getTime();
    return {
      pickupBy: new Date(start + level.pickupWithinMinutes * MINUTE),
      deliverBy: new Date(start + level.deliverWithinMinutes * MINUTE),
    };
  }
  const hour = slotEndHour(order.preferredTimeSlot);
  let day = dayKey(order.scheduledDate ? new Date(order.scheduledDate) : from);
  let deliverBy = centralInstant(day, hour);
  // A slot already (nearly) over cannot be kept: the same slot the next day it can be.
  while (deliverBy.getTime() < from.getTime() + MIN_SLOT_LEAD_MINUTES * MINUTE) {
    day = addDays(day, 1);
    deliverBy = centralInstant(day, hour);
  }
  const pickupBy = new Date(deliverBy.getTime() - level.slotPickupLeadMinutes * MINUTE);
  return { pickupBy, deliverBy };
}

/** The deadlines of one day of a standing order: its time of day ('HH:MM', Central) is the pickup time. */
export function standingDeadlines(priority: Priority, day: string, timeOfDay: string): Deadlines {
  const [h, m] = timeOfDay.split(':').map(Number) as [number, number];
  const pickupAt = centralInstant(day, h, m);
  // Booked ahead of time: counted from the pickup time, whatever the clock says now.
  return computeDeadlines({ priority, scheduledDate: pickupAt, preferredTimeSlot: 'specific' }, pickupAt);
}

/**
 * The deadlines a screen shows for an order: an order not yet confirmed (pending) is promised from
 * the moment it would be confirmed, now; once confirmed, its stored deadlines are the promise.
 */
export function shownDeadlines(
  order: DeadlineInput & { status: string; pickupBy: string | Date; deliverBy: string | Date },
  now: Date,
): Deadlines {
  if (order.status === 'pending') return computeDeadlines(order, now);
  return { pickupBy: new Date(order.pickupBy), deliverBy: new Date(order.deliverBy) };
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
