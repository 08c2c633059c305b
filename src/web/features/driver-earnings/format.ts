/** How the earnings screen writes Central days, in the reader's locale ('en-US' or 'es-US'). */

/** A 'YYYY-MM-DD' day as "Mon, Feb 3": the day is already Central, so it is read as a UTC date. */
export const dayLabel = (day: string, locale: string, withYear = false) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });

export const weekLabel = (weekStart: string, weekEnd: string, locale: string) =>
  `${dayLabel(weekStart, locale)} – ${dayLabel(weekEnd, locale, true)}`;
