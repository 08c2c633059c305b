/**
 * A delivery's price, distance and travel time, computed the same way for the public estimate and
 * for every order the server stores (ARCHITECTURE.md, 'The server sets every price').
 */
import type { Priority, ServiceType } from '@domain/enums';
import { estimateTravelMinutes } from '@domain/eta';
import type { LatLng } from '@domain/geo';
import type { PricingResponse } from '@domain/orders';
import { priceOrder } from '@domain/pricing';
import type { DistanceService } from '../../adapters/router/index';
import { requireServiceArea } from '../places/service-area';

export interface QuoteInput {
  pickup: LatLng;
  delivery: LatLng;
  serviceType: ServiceType;
  priority: Priority;
}

/** Refuses (400) a pickup or delivery outside the five states, then prices the road distance. */
export async function quote(distance: DistanceService, input: QuoteInput): Promise<PricingResponse> {
  requireServiceArea(input.pickup, 'Pickup');
  requireServiceArea(input.delivery, 'Delivery');
  const road = await distance.roadMiles(input.pickup, input.delivery);
  const price = priceOrder({
    serviceType: input.serviceType,
    priority: input.priority,
    distanceMiles: road.miles,
  });
  // Time the distance the customer is charged for, so the two figures on the form agree.
  const estimatedMinutes = estimateTravelMinutes(Number(price.distance));
  return { ...price, estimatedMinutes, distanceSource: road.source };
}
