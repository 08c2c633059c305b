/** The driver's figures as a driver reads them: dollars, miles, percentages. */
import type { Translate } from '@web/i18n';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A decimal string or number -> cents; null when it is not a number. */
function toCents(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** '$1,234.50'; '$0.00' for a missing amount, which is what a new driver has earned. */
export function formatMoney(amount: string | number | null | undefined): string {
  return usd.format((toCents(amount) ?? 0) / 100);
}

/** Miles to one decimal ('12.3'); null when the server did not know (no coordinates, no position yet). */
export function milesFigure(miles: string | number | null | undefined): string | null {
  if (miles === null || miles === undefined || miles === '') return null;
  const value = Number(miles);
  return Number.isFinite(value) ? value.toFixed(1) : null;
}

/** '12.3 mi' in the reader's language; a dash when the server did not know. */
export function milesText(t: Translate, miles: string | number | null | undefined): string {
  const figure = milesFigure(miles);
  return figure === null ? '—' : t('driver.miles', { miles: figure });
}

/** '12.3 mi'; a dash when the server did not know. */
export function formatMiles(miles: string | number | null | undefined): string {
  const figure = milesFigure(miles);
  return figure === null ? '—' : `${figure} mi`;
}

/** A bar's fill: value over scale, clamped to 0-100 (a 40-day streak still fills a 30 bar, no more). */
export function percentOf(value: number, scale: number): number {
  if (!Number.isFinite(value) || scale <= 0) return 0;
  return Math.min(100, Math.max(0, (value / scale) * 100));
}
