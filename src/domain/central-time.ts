/**
 * Calendar days and weeks in Texas time (America/Chicago), whatever zone the server or the browser
 * runs in: a courier's "day" and "week" are the ones on the dashboard's wall, not UTC's. Days are
 * 'YYYY-MM-DD' keys so they compare and sort as strings; arithmetic on keys is done in UTC, where
 * every day has 24 hours, and only the conversion from an instant goes through the time zone.
 */

export const BUSINESS_TIME_ZONE = 'America/Chicago';

// Built on first use, not on import: a formatter with a time zone loads the zone's data, and the
// browser imports this module with every signed-in screen's first chunks (a long task on a phone).
let wallClock: Intl.DateTimeFormat | undefined;
const wallClockFormat = () =>
  (wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

function wallParts(at: Date) {
  const out: Record<string, number> = {};
  for (const part of wallClockFormat().formatToParts(at)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const keyOfUtc = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const utcOfKey = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** The Central calendar day of an instant, as 'YYYY-MM-DD'. */
export function dayKey(at: Date): string {
  const p = wallParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Minutes Central time is ahead of UTC at that instant: -360 in winter (CST), -300 in summer (CDT). */
export function offsetMinutes(at: Date): number {
  const p = wallParts(at);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wallAsUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a Central wall-clock time happens on a Central day ('YYYY-MM-DD'). */
export function centralInstant(day: string, hour: number, minute = 0): Date {
  const wallAsUtc = utcOfKey(day) + (hour * 60 + minute) * 60_000;
  // The offset at a first guess, then at the corrected instant: right on both sides of a change.
  const guess = wallAsUtc - offsetMinutes(new Date(wallAsUtc)) * 60_000;
  return new Date(wallAsUtc - offsetMinutes(new Date(guess)) * 60_000);
}

/**
 * The instant a Central day begins. US clocks change at 02:00, never at midnight, so midnight
 * exists exactly once every day; the second pass only matters if that ever stops being true.
 */
export function startOfDay(key: string): Date {
  const midnightAsUtc = utcOfKey(key);
  let at = new Date(midnightAsUtc - offsetMinutes(new Date(midnightAsUtc)) * 60_000);
  const corrected = new Date(midnightAsUtc - offsetMinutes(at) * 60_000);
  if (corrected.getTime() !== at.getTime()) at = corrected;
  return at;
}

export const addDays = (key: string, days: number) => keyOfUtc(utcOfKey(key) + days * 86_400_000);

/** Whole days from `a` to `b` (positive when b is later). */
export const daysBetween = (a: string, b: string) => Math.round((utcOfKey(b) - utcOfKey(a)) / 86_400_000);

/** The Monday that starts the Monday-to-Sunday week of a day. */
export function weekStart(key: string): string {
  const weekday = new Date(utcOfKey(key)).getUTCDay(); // 0 = Sunday
  return addDays(key, -((weekday + 6) % 7));
}
