/**
 * The price of a delivery: THE pricing function, shared by the server, which prices every order
 * itself (with the rate card that applies to the order's organisation), and the booking form, which
 * shows the standard card's figure only while the server's quote is on its way.
 *
 * A price is a list of lines (`priceLines`) whose sum is the total. The standard card below is the
 * global formula every organisation without a contract pays; a contract card (rate-cards.ts) has the
 * same shape, so both come out as lines the same way.
 *
 * Everything is computed in integer cents and formatted at the end: 1.50 × 8.2 in floating point is
 * 12.299999999999999, and sums of such values can land on the wrong side of a cent.
 */
import { dayKey, offsetMinutes } from './central-time';
import { PRIORITIES, type Priority, type ServiceType } from './enums';
import type { RateCard } from './rate-cards';
import { SERVICE_LEVELS } from './service-levels';
import type { TemperatureClass } from './temperature-classes';
import { priceLine, type CentsLine, type PriceLine } from './price-lines';

export { PRICE_LINE_CODES, type PriceLine, type PriceLineCode } from './price-lines';

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

/** The standard card: the global formula above as a card, charging no surcharge it never had. */
export const STANDARD_RATE_CARD: RateCard = {
  baseRate: formatCents(BASE_RATE_CENTS),
  serviceSurcharges: Object.fromEntries(
    Object.entries(SERVICE_SURCHARGE_CENTS)
      .filter(([, cents]) => cents > 0)
      .map(([type, cents]) => [type, formatCents(cents)]),
  ),
  mileageBands: [{ fromMiles: 0, perMile: formatCents(PER_MILE_CENTS) }],
  priorityFees: Object.fromEntries(PRIORITIES.map((p) => [p, formatCents(PRIORITY_FEE_CENTS[p])])) as Record<
    Priority,
    string
  >,
  afterHours: { amount: '0.00', startsAt: 19, endsAt: 7 },
  weekendSurcharge: '0.00',
  holidays: { amount: '0.00', dates: [] },
  extraPiece: '0.00',
  waitTime: { freeMinutes: 0, perMinute: '0.00' },
  coldChain: { refrigerated: '0.00', frozen: '0.00' },
  zones: [],
};

export interface PricingInput {
  serviceType: ServiceType;
  priority: Priority;
  /** Road distance in miles; rounded to one decimal before it is charged. */
  distanceMiles: number;
  /** When the job runs (the scheduled time, else the booking): after-hours, weekend and holiday. */
  at?: Date | null;
  /** Pieces under the order (one when not said). */
  pieces?: number;
  /** The coldest class the order or any of its pieces travels at. */
  temperatureClass?: TemperatureClass;
  /** Each end's ZIP code, when known: a zone's flat price needs both. */
  pickupZip?: string | null;
  deliveryZip?: string | null;
  /** Minutes the driver waited, when recorded. */
  waitMinutes?: number;
}

/** Money as decimal strings with 2 places, distance with 1 (contract: "25.00", "8.2"). */
export interface PricingResult {
  baseRate: string;
  distanceFee: string;
  priorityFee: string;
  totalCost: string;
  distance: string;
  /** The lines the total is made of; their amounts sum to totalCost exactly. */
  priceLines: PriceLine[];
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

/** "25.00" -> 2500; the card's amounts are validated to this form (rate-cards.ts). */
export function parseCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

const tenthsText = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}`;

/** One line per mileage band the run reaches; each band's cents are rounded once, on its own line. */
function mileageLines(card: RateCard, tenths: number): CentsLine[] {
  const lines: CentsLine[] = [];
  card.mileageBands.forEach((band, i) => {
    const from = Math.round(band.fromMiles * 10);
    const next = card.mileageBands[i + 1];
    const to = next ? Math.min(tenths, Math.round(next.fromMiles * 10)) : tenths;
    // The first band always has its line (0.0 mi on a run inside one building); a later one only if reached.
    if (i > 0 && to <= from) return;
    const charged = Math.max(0, to - from);
    const cents = Math.round((parseCents(band.perMile) * charged) / 10);
    const banded: Record<string, string> = card.mileageBands.length > 1 ? { from: tenthsText(from) } : {};
    lines.push(
      priceLine('distance', { ...banded, miles: tenthsText(charged), perMile: band.perMile }, cents),
    );
  });
  return lines;
}

/** The Central wall-clock hour and day of an instant: the business's after-hours and weekends. */
function wallTime(at: Date) {
  const minutes = Math.floor(at.getTime() / 60_000) + offsetMinutes(at);
  const hour = Math.floor((((minutes % 1_440) + 1_440) % 1_440) / 60);
  const day = dayKey(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return { hour, day, weekend: weekday === 0 || weekday === 6 };
}

function isAfterHours(hour: number, { startsAt, endsAt }: RateCard['afterHours']) {
  // A window across midnight (19 to 7) or within one day (0 to 6).
  return startsAt > endsAt ? hour >= startsAt || hour < endsAt : hour >= startsAt && hour < endsAt;
}

/** The card's surcharges for when the job runs: after hours, and a holiday or else a weekend. */
function timeLines(card: RateCard, at: Date): CentsLine[] {
  const when = wallTime(at);
  const lines: CentsLine[] = [];
  if (isAfterHours(when.hour, card.afterHours))
    lines.push(priceLine('after_hours', {}, parseCents(card.afterHours.amount)));
  // A holiday on a Saturday is charged as the holiday, not twice.
  if (card.holidays.dates.includes(when.day))
    lines.push(priceLine('holiday', {}, parseCents(card.holidays.amount)));
  else if (when.weekend) lines.push(priceLine('weekend', {}, parseCents(card.weekendSurcharge)));
  return lines;
}

function zoneOf(card: RateCard, pickupZip?: string | null, deliveryZip?: string | null) {
  if (!pickupZip || !deliveryZip) return undefined;
  return card.zones.find((z) => z.zips.includes(pickupZip) && z.zips.includes(deliveryZip));
}

/**
 * THE pricing function: the order's price under `card` (the standard card unless one is given).
 * A zone both ends lie in replaces the base rate, handling and miles with its flat price; every
 * other line applies on top. Lines that would be 0.00 are left out, except the base and distance.
 */
export function priceOrder(input: PricingInput, card: RateCard = STANDARD_RATE_CARD): PricingResult {
  const tenths = toTenthsOfMile(input.distanceMiles);
  const zone = zoneOf(card, input.pickupZip, input.deliveryZip);
  const lines: CentsLine[] = [];
  if (zone) {
    lines.push(priceLine('zone', { zone: zone.name }, parseCents(zone.flatPrice)));
  } else {
    lines.push(priceLine('base', {}, parseCents(card.baseRate)));
    const handling = card.serviceSurcharges[input.serviceType];
    if (handling) lines.push(priceLine('service', {}, parseCents(handling)));
    lines.push(...mileageLines(card, tenths));
  }
  lines.push(
    priceLine('priority', { priority: input.priority }, parseCents(card.priorityFees[input.priority])),
  );
  if (input.at) lines.push(...timeLines(card, input.at));
  const extra = Math.max(0, (input.pieces ?? 1) - 1);
  if (extra > 0)
    lines.push(
      priceLine('extra_pieces', { count: extra, each: card.extraPiece }, extra * parseCents(card.extraPiece)),
    );
  const cold = input.temperatureClass ?? 'ambient';
  if (cold !== 'ambient')
    lines.push(priceLine('cold_chain', { temperature: cold }, parseCents(card.coldChain[cold])));
  const wait = waitTimeLine(card, input.waitMinutes ?? 0);
  if (wait) lines.push(wait);
  const kept = lines.filter(
    (l) => l.cents > 0 || l.code === 'base' || l.code === 'distance' || l.code === 'zone',
  );
  const sum = (codes: readonly string[]) =>
    kept.filter((l) => codes.includes(l.code)).reduce((total, l) => total + l.cents, 0);
  return {
    // The three historic figures, kept for the answers that show them: the run's fixed part, its
    // miles and its priority. The other lines are in priceLines and the total only.
    baseRate: formatCents(sum(['base', 'service', 'zone'])),
    distanceFee: formatCents(sum(['distance'])),
    priorityFee: formatCents(sum(['priority'])),
    totalCost: formatCents(kept.reduce((total, l) => total + l.cents, 0)),
    distance: tenthsText(tenths),
    priceLines: kept.map(({ code, label, values, cents }) => ({
      code,
      label,
      values,
      amount: formatCents(cents),
    })),
  };
}

/**
 * The wait-time line of a card for the minutes a driver waited: the minutes past the card's free
 * ones at its rate per minute; null when nothing is charged.
 */
export function waitTimeLine(card: RateCard, waitMinutes: number): CentsLine | null {
  const waited = Math.max(0, Math.floor(waitMinutes) - card.waitTime.freeMinutes);
  const cents = waited * parseCents(card.waitTime.perMinute);
  if (cents <= 0) return null;
  return priceLine('wait_time', { minutes: waited, perMinute: card.waitTime.perMinute }, cents);
}

/**
 * The ZIP code an address names: the last 5-digit group (a street number comes before it), with or
 * without a ZIP+4. Null when it names none; a zone's flat price then does not apply.
 */
export function zipOf(address: string): string | null {
  const all = [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)];
  return all.length ? all[all.length - 1]![1]! : null;
}
