/**
 * The form's schedule choices as an RFC 5545 rule (the server expands it, decision 017), and a
 * rule read back as words for the list. Kept to the four shapes the form offers.
 */
export const SCHEDULE_KINDS = ['daily', 'weekdays', 'weekly', 'monthly'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const WEEKDAYS = [
  ['MO', 'Mon'],
  ['TU', 'Tue'],
  ['WE', 'Wed'],
  ['TH', 'Thu'],
  ['FR', 'Fri'],
  ['SA', 'Sat'],
  ['SU', 'Sun'],
] as const;
export type WeekdayCode = (typeof WEEKDAYS)[number][0];

export function buildRule(kind: ScheduleKind, days: readonly WeekdayCode[], startDate: string): string {
  if (kind === 'daily') return 'FREQ=DAILY';
  if (kind === 'weekdays') return 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';
  if (kind === 'weekly') return `FREQ=WEEKLY;BYDAY=${(days.length ? days : ['MO']).join(',')}`;
  return `FREQ=MONTHLY;BYMONTHDAY=${Number(startDate.slice(8, 10)) || 1}`;
}

const NAMES: Record<string, string> = Object.fromEntries(WEEKDAYS);

export function describeRule(rule: string): string {
  const parts = Object.fromEntries(rule.split(';').map((p) => p.split('=') as [string, string]));
  const count = parts.COUNT ? `, ${parts.COUNT} times` : '';
  if (parts.FREQ === 'DAILY') return `Every day${count}`;
  if (parts.FREQ === 'WEEKLY' && parts.BYDAY === 'MO,TU,WE,TH,FR') return `Weekdays${count}`;
  if (parts.FREQ === 'WEEKLY' && parts.BYDAY)
    return `Weekly on ${parts.BYDAY.split(',')
      .map((d) => NAMES[d] ?? d)
      .join(', ')}${count}`;
  if (parts.FREQ === 'MONTHLY' && parts.BYMONTHDAY) return `Monthly on day ${parts.BYMONTHDAY}${count}`;
  return rule;
}

/** '2026-03-02' as 'Mon, Mar 2' (the day is a calendar day: formatted in UTC, not shifted). */
export const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
