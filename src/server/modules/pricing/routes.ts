/**
 * POST /api/pricing/calculate: the price estimate, public (contract) so a quote needs no account.
 * A signed-in member of an organisation is quoted with its organisation's rate card, the card its
 * booking will be priced with.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingRequest, pricingResponse } from '@domain/orders';
import { zipOf } from '@domain/pricing';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { cardForBooking, quote } from './service';
import { isClient } from '@domain/capabilities';

export interface PricingRouteOptions {
  distance: DistanceService;
  geocoder: Geocoder;
  db: Db;
}

/**
 * The ZIP code of a picked suggestion, looked up again from its verified id (never from the
 * browser's text), so a zone's flat price is quoted as the booking will charge it.
 */
async function zipOfPlace(geocoder: Geocoder, placeId: string | null, field: string) {
  if (!placeId) return null;
  const found = await geocoder.place(placeId);
  if (!found.ok && found.reason === 'invalid') {
    const message = `${field} is not a place id from our suggestions`;
    throw badRequest(message, [{ path: field, message }]);
  }
  return found.ok ? zipOf(found.place.formatted_address) : null;
}

export const pricingRoutes: FastifyPluginAsyncZod<PricingRouteOptions> = async (
  app,
  { distance, geocoder, db },
) => {
  app.post(
    '/api/pricing/calculate',
    {
      config: { public: true },
      schema: { tags: ['pricing'], body: pricingRequest, response: { 200: pricingResponse } },
    },
    async (request) => {
      const body = request.body;
      const user = request.auth?.user;
      const card = await cardForBooking(db, isClient(user) ? (user?.organizationId ?? null) : null);
      const { rateCardId: _id, ...answer } = await quote(
        distance,
        {
          pickup: { latitude: body.pickupLatitude, longitude: body.pickupLongitude },
          delivery: { latitude: body.deliveryLatitude, longitude: body.deliveryLongitude },
          serviceType: body.serviceType,
          priority: body.priority,
          scheduledDate: body.scheduledDate,
          pieces: body.pieces,
          temperatureClass: body.temperatureClass,
          pickupZip: await zipOfPlace(geocoder, body.pickupPlaceId, 'pickupPlaceId'),
          deliveryZip: await zipOfPlace(geocoder, body.deliveryPlaceId, 'deliveryPlaceId'),
        },
        card,
      );
      return answer;
    },
  );
};
