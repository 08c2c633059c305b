/**
 * The lines a price is made of (an order answer's `priceLines`): one table of codes, so the receipt,
 * the invoice and an API client read the same words. Amounts sum to the order's totalCost.
 */
import type { Priority } from './enums';
import { SERVICE_LEVELS } from './service-levels';

export const PRICE_LINE_CODES = [
  'base',
  'service',
  'zone',
  'distance',
  'priority',
  'after_hours',
  'weekend',
  'holiday',
  'extra_pieces',
  'cold_chain',
  'wait_time',
] as const;
export type PriceLineCode = (typeof PRICE_LINE_CODES)[number];

/** What a line's words name: miles and rates as the card writes them, a zone's name, a priority... */
export type PriceLineValues = Readonly<Record<string, string | number>>;

export interface PriceLine {
  code: PriceLineCode;
  /** The line in English, filled from PRICE_LINE_WORDING with `values`. */
  label: string;
  /** The figures the words name, so a screen in another language words the same line itself. */
  values?: PriceLineValues;
  /** Decimal string with 2 places. */
  amount: string;
}

/** A line while it is being priced: whole cents, formatted once the total is known. */
export interface CentsLine {
  code: PriceLineCode;
  label: string;
  values: PriceLineValues;
  cents: number;
}

/**
 * The words of each line, with its figures as {arguments}; a distance line counted from a band's
 * first mile has words of its own. `{priority}` and `{temperature}` are the table ids, worded by
 * their own tables (SERVICE_LEVELS' label here; a catalogue's priority./temperature. words).
 */
export const PRICE_LINE_WORDING = {
  base: 'Base rate',
  service: 'Handling surcharge',
  zone: 'Zone flat rate: {zone}',
  distance: 'Distance: {miles} mi at ${perMile}/mi',
  distance_banded: 'Distance from mile {from}: {miles} mi at ${perMile}/mi',
  priority: '{priority} priority',
  after_hours: 'After-hours surcharge',
  weekend: 'Weekend surcharge',
  holiday: 'Holiday surcharge',
  extra_pieces: 'Extra pieces: {count} at ${each}',
  cold_chain: 'Cold chain ({temperature})',
  wait_time: 'Wait time: {minutes} min at ${perMinute}',
  /** A distance line priced before rates per band were shown. */
  distance_total: 'Distance: {miles} mi',
} as const satisfies Record<PriceLineCode, string> & Record<string, string>;
export type PriceLineWording = keyof typeof PRICE_LINE_WORDING;

/** Which words a line takes. */
export function priceLineWording(line: { code: PriceLineCode; values?: PriceLineValues }): PriceLineWording {
  if (line.code !== 'distance') return line.code;
  if (line.values?.from !== undefined) return 'distance_banded';
  return line.values?.perMile === undefined ? 'distance_total' : 'distance';
}

const fill = (wording: string, values: PriceLineValues) =>
  wording.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A line's English: its wording filled with its values, the priority named by its level's label. */
export function priceLineLabel(code: PriceLineCode, values: PriceLineValues = {}): string {
  const priority = values.priority;
  const named =
    typeof priority === 'string' && priority in SERVICE_LEVELS
      ? { ...values, priority: SERVICE_LEVELS[priority as Priority].label }
      : values;
  return fill(PRICE_LINE_WORDING[priceLineWording({ code, values })], named);
}

export const priceLine = (code: PriceLineCode, values: PriceLineValues, cents: number): CentsLine => ({
  code,
  label: priceLineLabel(code, values),
  values,
  cents,
});

/**
 * The lines of an order priced before lines were stored: the standard formula made exactly three
 * figures (base with handling, miles, priority), which summed to its total.
 */
export function linesOfFigures(order: {
  baseRate: string;
  distanceFee: string;
  priorityFee: string;
  distance: string;
  priority: Priority;
}): PriceLine[] {
  const lines: PriceLine[] = [
    { code: 'base', label: priceLineLabel('base'), values: {}, amount: order.baseRate },
    {
      code: 'distance',
      label: priceLineLabel('distance', { miles: order.distance }),
      values: { miles: order.distance },
      amount: order.distanceFee,
    },
  ];
  if (Number(order.priorityFee) > 0)
    lines.push({
      code: 'priority',
      label: priceLineLabel('priority', { priority: order.priority }),
      values: { priority: order.priority },
      amount: order.priorityFee,
    });
  return lines;
}
