/** Which days of a standing order are due: the rule, its start and end, its skips, the clock. */
import { addDays, dayKey } from '@domain/central-time';
import { centralInstantAt, ruleDays } from '@domain/recurring-orders';
import type { RecurringRow } from './repository';

/**
 * The rule's days from `from` to `to` (inclusive, Central days) that will be booked: on or after
 * the start, not after the end, not skipped, and whose pickup time is still ahead of `now`.
 */
export function dueDays(row: RecurringRow, from: string, to: string, now: Date): string[] {
  const first = from > row.startDate ? from : row.startDate;
  const last = row.endDate && row.endDate < to ? row.endDate : to;
  if (last < first) return [];
  const skip = new Set(row.skipDates);
  return ruleDays(row.rrule, row.startDate, first, last).filter(
    (day) => !skip.has(day) && centralInstantAt(day, row.timeOfDay).getTime() > now.getTime(),
  );
}

/** The next `count` days the standing order books, looking up to about two years ahead. */
export function nextDays(row: RecurringRow, now: Date, count = 5): string[] {
  if (row.status !== 'active') return [];
  const today = dayKey(now);
  return dueDays(row, today, addDays(today, 800), now).slice(0, count);
}
