/**
 * The Analytics date range: last 7, 30 or 90 days, or custom. Days are Central calendar days,
 * the server's business days (domain/admin.ts), so "today" here is the server's today wherever
 * the dispatcher's browser is.
 */
import { addDays, ANALYTICS_MAX_DAYS, daysBetween, isCalendarDay } from '@domain/admin';

export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];

export type RangeChoice = { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string };

export type ResolvedRange = { from: string; to: string } | { problem: string; field: 'from' | 'to' };

export function resolveRange(choice: RangeChoice, today: string): ResolvedRange {
  if (choice.kind === 'preset') return { from: addDays(today, -(choice.days - 1)), to: today };
  const { from, to } = choice;
  if (!isCalendarDay(from)) return { problem: 'Choose a start date', field: 'from' };
  if (!isCalendarDay(to)) return { problem: 'Choose an end date', field: 'to' };
  if (from > to) return { problem: 'The end date must not be before the start date', field: 'to' };
  if (daysBetween(from, to) + 1 > ANALYTICS_MAX_DAYS) {
    return { problem: `The range can be at most ${ANALYTICS_MAX_DAYS} days`, field: 'from' };
  }
  return { from, to };
}

export const analyticsPath = (range: { from: string; to: string }) =>
  `/api/admin/analytics?from=${range.from}&to=${range.to}`;

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabelLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-11-03' -> 'Nov 3' (read as a calendar day: no time zone may move it to Nov 2). */
export const shortDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
export const longDay = (day: string) => dayLabelLong.format(new Date(`${day}T00:00:00Z`));
