/**
 * Clock helpers for the seed. Business hours and "this month" are Texas time (America/Chicago),
 * whatever zone the server runs in, so the demo reads right to a Texan on every machine.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

const centralFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function centralParts(date: Date): CalendarParts {
  const parts = centralFormat.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** The instant at a Central wall-clock time. Day and month may overflow (day 0, month 13), as in Date.UTC. */
export function centralTime(year: number, month: number, day: number, hour: number, minute = 0): Date {
  const civil = new Date(Date.UTC(year, month - 1, day));
  const [y, m, d] = [civil.getUTCFullYear(), civil.getUTCMonth(), civil.getUTCDate()];
  // Central is UTC-5 in daylight time and UTC-6 otherwise: one of the two gives the wall clock asked for.
  for (const offset of [5, 6]) {
    const candidate = new Date(Date.UTC(y, m, d, hour + offset, minute));
    const parts = centralParts(candidate);
    if (parts.hour === hour && parts.day === d) return candidate;
  }
  return new Date(Date.UTC(y, m, d, hour + 6, minute));
}

/** The same Central calendar day as `date`, at the given wall-clock time. */
export function onCentralDay(date: Date, hour: number, minute = 0): Date {
  const p = centralParts(date);
  return centralTime(p.year, p.month, p.day, hour, minute);
}

export function monthStarts(now: Date): { thisMonth: Date; lastMonth: Date } {
  const p = centralParts(now);
  return { thisMonth: centralTime(p.year, p.month, 1, 0), lastMonth: centralTime(p.year, p.month - 1, 1, 0) };
}
