/**
 * When things happen to a demo order: the steps it went through, the minutes between them, and
 * when it was booked, so that every timeline ends at or before `now` and reads like a real day.
 */
import type { OrderStatus, Priority, TimeSlot } from '@domain/enums';
import type { Rng } from './random';
import type { OrderSpec } from './specs';
import { addMinutes, centralParts, DAY, HOUR, MINUTE, monthStarts, onCentralDay } from './time';
import type { PlannedEvent, PlannedOrder } from './types';

const FLOW = [
  'pending',
  'confirmed',
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
  'delivered',
] as const;
export const flowIndex = (status: OrderStatus) => FLOW.indexOf(status as (typeof FLOW)[number]);
export const TERMINAL: readonly OrderStatus[] = ['delivered', 'cancelled', 'declined'];

export function pathTo(spec: OrderSpec): OrderStatus[] {
  if (spec.status === 'declined') return ['pending', 'declined'];
  if (spec.status === 'cancelled')
    return spec.cancelledAfterConfirm ? ['pending', 'confirmed', 'cancelled'] : ['pending', 'cancelled'];
  return FLOW.slice(0, flowIndex(spec.status) + 1);
}

export const slotOf = (date: Date): TimeSlot => {
  const hour = centralParts(date).hour;
  if (hour >= 8 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 20) return 'evening';
  return 'specific';
};

/** Minutes from creation to each step: quick for emergencies, days ahead for scheduled runs. */
export function offsetsFor(
  path: OrderStatus[],
  priority: Priority,
  travelMinutes: number,
  leadMinutes: number,
  rng: Rng,
): number[] {
  const fast = priority === 'emergency' ? 0 : priority === 'express' ? 1 : 2;
  const gap = (status: OrderStatus, elapsed: number): number => {
    switch (status) {
      case 'confirmed':
        return [rng.int(2, 6), rng.int(4, 12), rng.int(8, 40)][fast] as number;
      case 'assigned':
        return [rng.int(2, 6), rng.int(4, 15), rng.int(10, 55)][fast] as number;
      case 'pickup_scheduled':
        // A scheduled run starts about 40 minutes before its pickup time, days after booking.
        if (priority === 'scheduled') return Math.max(5, leadMinutes - 40 - elapsed);
        return [rng.int(1, 4), rng.int(3, 10), rng.int(5, 35)][fast] as number;
      case 'pickup_complete':
        return priority === 'emergency' ? rng.int(10, 20) : rng.int(12, 35);
      case 'in_transit':
        return rng.int(2, 8);
      case 'delivered':
        return Math.round(travelMinutes * (0.85 + rng.next() * 0.35));
      case 'declined':
        return rng.int(10, 90);
      case 'cancelled':
        return rng.int(15, 240);
      default:
        return 0;
    }
  };
  const offsets = [0];
  for (const status of path.slice(1)) {
    const elapsed = offsets[offsets.length - 1] as number;
    offsets.push(elapsed + gap(status, elapsed));
  }
  return offsets;
}

/** A business-hours creation time between `lo` and `hi`, or `hi` itself when that window is empty. */
function businessTimeBetween(lo: Date, hi: Date, rng: Rng): Date {
  if (hi.getTime() <= lo.getTime()) return hi;
  const raw = new Date(lo.getTime() + rng.next() * (hi.getTime() - lo.getTime()));
  const snapped = onCentralDay(raw, rng.int(7, 16), rng.int(0, 59));
  return snapped >= lo && snapped <= hi ? snapped : raw;
}

export function creationTime(spec: OrderSpec, total: number, now: Date, rng: Rng): Date {
  const latest = new Date(now.getTime() - total * MINUTE);
  if (spec.status === 'pending')
    return businessTimeBetween(addMinutes(now, -20 * 60), addMinutes(now, -10), rng);
  // Live orders were booked just long enough ago for their steps so far.
  if (!TERMINAL.includes(spec.status)) return addMinutes(latest, -rng.int(3, 40));
  const months = monthStarts(now);
  const window = spec.window ?? 'history';
  const hi = addMinutes(latest, -rng.int(15, 90));
  if (window === 'this_month') return businessTimeBetween(addMinutes(months.thisMonth, 30), hi, rng);
  // Ends 7 hours before the Central month starts, so UTC and Texas agree on the month.
  const lastHi = new Date(Math.min(hi.getTime(), months.thisMonth.getTime() - 7 * HOUR - total * MINUTE));
  if (window === 'last_month') return businessTimeBetween(addMinutes(months.lastMonth, 30), lastHi, rng);
  return businessTimeBetween(new Date(now.getTime() - 88 * DAY), hi, rng);
}

export const LIVE_DRIVING: readonly OrderStatus[] = ['pickup_scheduled', 'pickup_complete', 'in_transit'];

/**
 * A driver on the road with several jobs is on one of them: the most advanced. The others must
 * have reached their step before the driver moved on to it, or the custody chain would show the
 * driver in two places at once.
 */
export function untangleDriverJobs(orders: Omit<PlannedOrder, 'id'>[]): void {
  const byDriver = new Map<number, Omit<PlannedOrder, 'id'>[]>();
  for (const order of orders) {
    if (!order.driver || !LIVE_DRIVING.includes(order.status)) continue;
    byDriver.set(order.driver.id, [...(byDriver.get(order.driver.id) ?? []), order]);
  }
  for (const jobs of byDriver.values()) {
    jobs.sort((a, b) => flowIndex(b.status) - flowIndex(a.status));
    const [primary, ...others] = jobs;
    if (!primary) continue;
    const movedOnAt = lastEvent(primary).at.getTime() - 5 * MINUTE;
    for (const job of others) {
      const shift = lastEvent(job).at.getTime() - movedOnAt;
      if (shift > 0) shiftOrder(job, -shift);
    }
  }
}

export const lastEvent = (order: Pick<PlannedOrder, 'events'>) =>
  order.events[order.events.length - 1] as PlannedEvent;

function shiftOrder(order: Omit<PlannedOrder, 'id'>, ms: number): void {
  const move = (d: Date) => new Date(d.getTime() + ms);
  order.createdAt = move(order.createdAt);
  order.updatedAt = move(order.updatedAt);
  if (order.scheduledDate) order.scheduledDate = move(order.scheduledDate);
  for (const event of order.events) event.at = move(event.at);
}
