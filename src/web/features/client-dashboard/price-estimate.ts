/**
 * The figures the booking form shows before the server has priced the run (the fallbacks when pricing fails).
 * The server prices every order itself on submit; these only keep the form honest meanwhile.
 */
import type { Priority, ServiceType } from '@domain/enums';
import { estimateTravelMinutes, formatDuration } from '@domain/eta';
import {
  BASE_RATE_CENTS,
  formatCents,
  priceOrder,
  SERVICE_SURCHARGE_CENTS,
  type PricingResult,
} from '@domain/pricing';

/** When the pricing call fails, the page assumes an 8.2-mile run (a 12.30 distance fee). */
export const FALLBACK_DISTANCE_MILES = 8.2;
/** The time cards show before there is any distance to go on. */
export const DEFAULT_ESTIMATED_TIME = '15 min';

export type PriceSource = 'server' | 'fallback' | 'no-coordinates';

/** Pricing call failed: the shared price rule over the spec's assumed distance. */
export function fallbackPrice(serviceType: ServiceType, priority: Priority): PricingResult {
  return priceOrder({ serviceType, priority, distanceMiles: FALLBACK_DISTANCE_MILES });
}

/** Either address lacks coordinates: only the base rate (with the service's surcharge) is known. */
export function baseOnlyPrice(serviceType: ServiceType): PricingResult {
  const base = formatCents(BASE_RATE_CENTS + SERVICE_SURCHARGE_CENTS[serviceType]);
  return { baseRate: base, distanceFee: '0.00', priorityFee: '0.00', totalCost: base, distance: '0.0' };
}

/** 'Estimated time: …' from a priced distance, or the spec's default when nothing is priced yet. */
export function estimatedTimeLabel(source: PriceSource | null, distance: string): string {
  const miles = Number(distance);
  if (source === null || source === 'no-coordinates' || !Number.isFinite(miles))
    return DEFAULT_ESTIMATED_TIME;
  return formatDuration(estimateTravelMinutes(miles));
}
