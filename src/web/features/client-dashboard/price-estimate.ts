/**
 * The figures the booking form shows before the server has priced the run (the fallbacks when pricing fails).
 * The server prices every order itself on submit; these only keep the form honest meanwhile.
 */
import { computeDeadlines, namedPickupTime } from '@domain/deadlines';
import type { Priority, ServiceType, TimeSlot } from '@domain/enums';
import { deadlineText, SERVICE_LEVELS } from '@domain/service-levels';
import { priceLineLabel } from '@domain/price-lines';
import {
  BASE_RATE_CENTS,
  formatCents,
  priceOrder,
  SERVICE_SURCHARGE_CENTS,
  type PricingResult,
} from '@domain/pricing';

/** When the pricing call fails, the page assumes an 8.2-mile run (a 12.30 distance fee). */
export const FALLBACK_DISTANCE_MILES = 8.2;
export type PriceSource = 'server' | 'fallback' | 'no-coordinates';

/** Pricing call failed: the shared price rule over the spec's assumed distance. */
export function fallbackPrice(serviceType: ServiceType, priority: Priority): PricingResult {
  return priceOrder({ serviceType, priority, distanceMiles: FALLBACK_DISTANCE_MILES });
}

/** Either address lacks coordinates: a placeholder the panel does not show (nothing is priced yet). */
export function baseOnlyPrice(serviceType: ServiceType): PricingResult {
  const base = formatCents(BASE_RATE_CENTS + SERVICE_SURCHARGE_CENTS[serviceType]);
  return {
    baseRate: base,
    distanceFee: '0.00',
    priorityFee: '0.00',
    totalCost: base,
    distance: '0.0',
    priceLines: [{ code: 'base', label: priceLineLabel('base'), values: {}, amount: base }],
  };
}

/**
 * The promise the form quotes: the service level's deadlines for this priority and schedule if the
 * order were confirmed now, worded by the table (the server sets the real ones at confirmation).
 */
export function quotedDeadlines(
  order: { priority: Priority; scheduledDate: Date | null; preferredTimeSlot: TimeSlot | null },
  now: Date,
): { fromNow: boolean; pickupBy: string; deliverBy: string; pickupAt: Date; deliverAt: Date } {
  const d = computeDeadlines(order, now);
  // An ASAP level counts from confirmation even with a date, unless it names a pickup time.
  const fromNow = SERVICE_LEVELS[order.priority].asap
    ? namedPickupTime(order) === null
    : !order.scheduledDate;
  return {
    fromNow,
    pickupBy: deadlineText(d.pickupBy),
    deliverBy: deadlineText(d.deliverBy),
    pickupAt: d.pickupBy,
    deliverAt: d.deliverBy,
  };
}
