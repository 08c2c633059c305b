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

export interface PriceLine {
  code: PriceLineCode;
  label: string;
  /** Decimal string with 2 places. */
  amount: string;
}

/** A line while it is being priced: whole cents, formatted once the total is known. */
export interface CentsLine {
  code: PriceLineCode;
  label: string;
  cents: number;
}

export const priceLine = (code: PriceLineCode, label: string, cents: number): CentsLine => ({
  code,
  label,
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
    { code: 'base', label: 'Base rate', amount: order.baseRate },
    { code: 'distance', label: `Distance: ${order.distance} mi`, amount: order.distanceFee },
  ];
  if (Number(order.priorityFee) > 0)
    lines.push({
      code: 'priority',
      label: `${SERVICE_LEVELS[order.priority].label} priority`,
      amount: order.priorityFee,
    });
  return lines;
}
