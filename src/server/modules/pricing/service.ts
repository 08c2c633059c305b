/**
 * A delivery's price, distance and travel time, computed the same way for the estimate shown before
 * booking and for every order the server stores (ARCHITECTURE.md, 'The server sets every price'):
 * the road distance, then THE pricing function (domain/pricing.ts) under the card that applies.
 */
import type { Priority, ServiceType } from '@domain/enums';
import { estimateTravelMinutes } from '@domain/eta';
import type { LatLng } from '@domain/geo';
import type { PricingResponse } from '@domain/orders';
import { priceOrder } from '@domain/pricing';
import type { TemperatureClass } from '@domain/temperature-classes';
import type { DistanceService } from '../../adapters/router/index';
import type { DbOrTx } from '../../db/client';
import { requireServiceArea } from '../places/index';
import { appliedCard, STANDARD_CARD, type AppliedCard } from '../rate-cards/index';

export interface QuoteInput {
  pickup: LatLng;
  delivery: LatLng;
  serviceType: ServiceType;
  priority: Priority;
  /** The scheduled time, or null for as soon as possible (priced at the time of the quote). */
  scheduledDate?: Date | null;
  pieces?: readonly { temperatureClass?: TemperatureClass | undefined }[];
  temperatureClass?: TemperatureClass;
  /** Each end's ZIP code when the address names one (a zone's flat price). */
  pickupZip?: string | null;
  deliveryZip?: string | null;
}

/** The price and the card it came from (id null: the standard card). */
export type Quote = PricingResponse & { rateCardId: number | null };

const COLDNESS: Readonly<Record<TemperatureClass, number>> = { ambient: 0, refrigerated: 1, frozen: 2 };

/** The coldest class the order or one of its pieces travels at: what the cold chain costs. */
export function coldestClass(
  order: TemperatureClass | undefined,
  pieces: QuoteInput['pieces'] = [],
): TemperatureClass {
  let coldest: TemperatureClass = order ?? 'ambient';
  for (const p of pieces) {
    if (p.temperatureClass && COLDNESS[p.temperatureClass] > COLDNESS[coldest]) coldest = p.temperatureClass;
  }
  return coldest;
}

/**
 * The card that applies to a booking by this organisation now. Read once per booking, before any
 * transaction, like the distance.
 */
export function cardForBooking(db: DbOrTx, organizationId: number | null | undefined, now = new Date()) {
  return appliedCard(db, organizationId, now);
}

/** Refuses (400) a pickup or delivery outside the five states, then prices the road distance. */
export async function quote(
  distance: DistanceService,
  input: QuoteInput,
  applied: AppliedCard = STANDARD_CARD,
  now = new Date(),
): Promise<Quote> {
  requireServiceArea(input.pickup, 'Pickup');
  requireServiceArea(input.delivery, 'Delivery');
  const road = await distance.roadMiles(input.pickup, input.delivery);
  const price = priceOrder(
    {
      serviceType: input.serviceType,
      priority: input.priority,
      distanceMiles: road.miles,
      at: input.scheduledDate ?? now,
      pieces: input.pieces?.length ?? 1,
      temperatureClass: coldestClass(input.temperatureClass, input.pieces),
      pickupZip: input.pickupZip ?? null,
      deliveryZip: input.deliveryZip ?? null,
    },
    applied.card,
  );
  // Time the distance the customer is charged for, so the two figures on the form agree.
  const estimatedMinutes = estimateTravelMinutes(Number(price.distance));
  return {
    ...price,
    rateCardVersion: applied.version,
    rateCardId: applied.id,
    estimatedMinutes,
    distanceSource: road.source,
  };
}
