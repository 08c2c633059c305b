/**
 * The form's schedule choices as an RFC 5545 rule (the server expands it, decision 017), and a
 * rule read back as words for the list. Kept to the four shapes the form offers.
 */
import type { Translate } from '@web/i18n';

export const SCHEDULE_KINDS = ['daily', 'weekdays', 'weekly', 'monthly'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export function buildRule(kind: ScheduleKind, days: readonly WeekdayCode[], startDate: string): string {
  if (kind === 'daily') return 'FREQ=DAILY';
  if (kind === 'weekdays') return 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';
  if (kind === 'weekly') return `FREQ=WEEKLY;BYDAY=${(days.length ? days : ['MO']).join(',')}`;
  return `FREQ=MONTHLY;BYMONTHDAY=${Number(startDate.slice(8, 10)) || 1}`;
}

/** A rule read back in the reader's language (the catalogue's words for the four shapes). */
export function describeRule(rule: string, t: Translate): string {
  const parts = Object.fromEntries(rule.split(';').map((p) => p.split('=') as [string, string]));
  const named = (text: string) =>
    parts.COUNT ? t('standing.rule.times', { rule: text, count: parts.COUNT }) : text;
  if (parts.FREQ === 'DAILY') return named(t('standing.rule.daily'));
  if (parts.FREQ === 'WEEKLY' && parts.BYDAY === 'MO,TU,WE,TH,FR') return named(t('standing.rule.weekdays'));
  if (parts.FREQ === 'WEEKLY' && parts.BYDAY) {
    const days = parts.BYDAY.split(',').map((d) =>
      (WEEKDAY_CODES as readonly string[]).includes(d) ? t(`standing.day.${d as WeekdayCode}`) : d,
    );
    return named(t('standing.rule.weeklyOn', { days: days.join(', ') }));
  }
  if (parts.FREQ === 'MONTHLY' && parts.BYMONTHDAY)
    return named(t('standing.rule.monthlyOn', { day: parts.BYMONTHDAY }));
  return rule;
}

/** '2026-03-02' as 'Mon, Mar 2' (the day is a calendar day: formatted in UTC, not shifted). */
export const formatDay = (day: string, locale = 'en-US') =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
