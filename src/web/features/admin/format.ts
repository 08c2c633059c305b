/** Number words of the console, in one place so the page and its tests agree. */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '1234.5' -> '$1,234.50'; the server's decimal strings are never trusted to be well-formed. */
export function formatMoney(value: string | number | null | undefined): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? money.format(n) : '—';
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** '4.85' -> '4.9'; null (no ratings yet) -> 'No ratings'. */
export function formatRating(value: string | null | undefined): string {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n)
    ? 'No ratings'
    : n.toFixed(1);
}

/** The first part of an address: '6565 Fannin St, Houston, TX 77030' -> '6565 Fannin St'. */
export const shortAddress = (address: string) => address.split(',')[0]?.trim() || address;

const thisYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const pastYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 21, 9:55 PM' this year, 'Dec 30, 2024' before: short enough for one table line. */
export function formatCreated(value: string, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return (date.getFullYear() === now.getFullYear() ? thisYear : pastYear).format(date);
}
