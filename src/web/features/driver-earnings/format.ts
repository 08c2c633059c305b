/** How the earnings screen writes money and Central days. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" from the API's decimal string ("-5.50" is "-$5.50"). */
export const money = (amount: string) => usd.format(Number(amount));

/** A 'YYYY-MM-DD' day as "Mon, Feb 3": the day is already Central, so it is read as a UTC date. */
export const dayLabel = (day: string, withYear = false) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });

export const weekLabel = (weekStart: string, weekEnd: string) =>
  `${dayLabel(weekStart)} – ${dayLabel(weekEnd, true)}`;
