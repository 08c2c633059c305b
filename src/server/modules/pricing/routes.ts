/**
 * POST /api/pricing/calculate: the price estimate, public (contract) so a quote needs no account.
 * A signed-in member of an organisation is quoted with its organisation's rate card, the card its
 * booking will be priced with.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingRequest, pricingResponse } from '@domain/orders';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { cardForBooking, quote } from './service';

export interface PricingRouteOptions {
  distance: DistanceService;
  db: Db;
}

export const pricingRoutes: FastifyPluginAsyncZod<PricingRouteOptions> = async (app, { distance, db }) => {
  app.post(
    '/api/pricing/calculate',
    {
      config: { public: true },
      schema: { tags: ['pricing'], body: pricingRequest, response: { 200: pricingResponse } },
    },
    async (request) => {
      const body = request.body;
      const user = request.auth?.user;
      const card = await cardForBooking(db, user?.role === 'client' ? user.organizationId : null);
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
        },
        card,
      );
      return answer;
    },
  );
};
