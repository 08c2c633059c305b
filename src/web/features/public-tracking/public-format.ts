/** Wording of the public tracking page, pure so it can be tested without a browser. */

const time = (locale?: string) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
const dateTime = (locale?: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * "3:45 PM" today, "Mar 6, 3:45 PM" another day, in the reader's own time zone. A value that is
 * not a date (a server that sends words) is shown as it came.
 */
export function clockTime(value: string, now = new Date(), locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return sameDay(date, now) ? time(locale).format(date) : dateTime(locale).format(date);
}
