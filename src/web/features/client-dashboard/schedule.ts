/**
 * The date picker holds a day ('2025-06-14'); the order needs a moment. A day becomes the start of
 * the preferred time slot on that day, or, for today when the slot has begun, its end, so a
 * same-day booking is not refused as "in the past" by the shared schedule rule (scheduleProblem).
 */
import { offsetMinutes } from '@domain/central-time';
import { centralInstant } from '@domain/deadlines';
import type { TimeSlot } from '@domain/enums';

/** The picker refuses days before this one, whatever the clock says. */
export const EARLIEST_DAY = '1900-01-01';

/** Slot hours, local time; no slot or a specific time count as the whole business day. */
const SLOT_HOURS: Readonly<Record<TimeSlot | 'none', [number, number]>> = {
  morning: [8, 12],
  afternoon: [12, 17],
  evening: [17, 20],
  specific: [8, 20],
  none: [8, 20],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the local 'YYYY-MM-DD' an <input type="date"> shows. */
export function toDayInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a well-formed day from today on (and never before 1900-01-01). */
export function isSelectableDay(day: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  // Rejects impossible days such as 2025-02-30, which Date would roll into March.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return false;
  return day >= EARLIEST_DAY && day >= toDayInput(now);
}

export function scheduledMoment(
  day: string,
  slot: TimeSlot | null | undefined,
  now: Date = new Date(),
): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [startHour, endHour] = SLOT_HOURS[slot ?? 'none'];
  const start = new Date(y, m - 1, d, startHour);
  if (start.getTime() >= now.getTime()) return start;
  // Today, slot under way: its end is still ahead (or, if the slot is over, the schema says so).
  return new Date(y, m - 1, d, endHour);
}

/** The pickup time a "set pickup time" booking starts with, Central wall clock. */
export const DEFAULT_PICKUP_TIME = '09:00';

/** A set pickup time: the Central wall-clock 'HH:MM' on the chosen day (the service's clock). */
export function pickupMoment(day: string, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return centralInstant(day, h, m);
}

/** The Central wall-clock 'HH:MM' of a moment, as the time input shows it. */
export function centralClock(at: Date): string {
  const local = new Date(at.getTime() + offsetMinutes(at) * 60_000);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
