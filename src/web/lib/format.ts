/** Date display shared by screens: short, local, and honest about missing values. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 27, 2026, 3:05 PM" in local time: what `Intl.DateTimeFormat('en-US', { month: 'short',
 * day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })` writes (format.test.ts
 * compares the two), written by hand because the first Intl formatter a page builds loads ICU's
 * locale data: 20-35 ms on a fast machine, a long task of about 100 ms on a mid-range phone, and
 * the client dashboard's only use of Intl is this one.
 */
export function formatEnUsDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${clock}`;
}

/** "3:05 PM" in local time: the clock part of formatEnUsDateTime. */
export function formatClock(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : formatEnUsDateTime(date);
}

/**
 * "5 minutes ago", "3 days ago": easier to judge for session activity than a timestamp. A
 * translated screen passes its locale and its own words for under a minute.
 */
export function formatRelative(
  value: string | null | undefined,
  now = Date.now(),
  { locale = 'en-US', justNow = 'just now' }: { locale?: string; justNow?: string } = {},
): string {
  if (!value) return 'Never';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Unknown';
  const seconds = Math.round((time - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return justNow;
}
