/**
 * The price of a delivery, shared by the server, which prices every order itself,
 * and the booking form, which shows the same figure before submitting.
 *
 * Everything is computed in integer cents and formatted at the end: 1.50 × 8.2 in floating point is
 * 12.299999999999999, and sums of such values can land on the wrong side of a cent.
 */
import { PRIORITIES, type Priority, type ServiceType } from './enums';
import { SERVICE_LEVELS } from './service-levels';

export const BASE_RATE_CENTS = 2_500;

/** Handling surcharges added to the base rate: bulky equipment, and bank documents' chain of custody. */
export const SERVICE_SURCHARGE_CENTS: Readonly<Record<ServiceType, number>> = {
  medical_prescription: 0,
  medical_equipment: 1_000,
  laboratory_sample: 0,
  financial_document: 500,
  secure_document: 0,
};

/** The priority fee is the service level's (service-levels.ts), where the promise it buys lives. */
export const PRIORITY_FEE_CENTS: Readonly<Record<Priority, number>> = Object.fromEntries(
  PRIORITIES.map((p) => [p, SERVICE_LEVELS[p].feeCents]),
) as Record<Priority, number>;

export const PER_MILE_CENTS = 150;

export interface PricingInput {
  serviceType: ServiceType;
  priority: Priority;
  /** Road distance in miles; rounded to one decimal before it is charged. */
  distanceMiles: number;
}

/** Money as decimal strings with 2 places, distance with 1 (contract: "25.00", "8.2"). */
export interface PricingResult {
  baseRate: string;
  distanceFee: string;
  priorityFee: string;
  totalCost: string;
  distance: string;
}

/** Miles to whole tenths of a mile: the unit the customer sees and is charged for. */
export function toTenthsOfMile(miles: number): number {
  if (!Number.isFinite(miles) || miles < 0)
    throw new RangeError(`distance must be a finite number >= 0, got ${miles}`);
  return Math.round(miles * 10);
}

export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export function priceOrder({ serviceType, priority, distanceMiles }: PricingInput): PricingResult {
  const tenths = toTenthsOfMile(distanceMiles);
  const baseCents = BASE_RATE_CENTS + SERVICE_SURCHARGE_CENTS[serviceType];
  // 150 cents a mile is exactly 15 cents a tenth, so no fraction of a cent ever appears.
  const distanceCents = tenths * (PER_MILE_CENTS / 10);
  const priorityCents = PRIORITY_FEE_CENTS[priority];
  return {
    baseRate: formatCents(baseCents),
    distanceFee: formatCents(distanceCents),
    priorityFee: formatCents(priorityCents),
    totalCost: formatCents(baseCents + distanceCents + priorityCents),
    distance: `${Math.floor(tenths / 10)}.${tenths % 10}`,
  };
}
