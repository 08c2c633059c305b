/** POST /api/pricing/calculate: the price estimate, public (contract) so a quote needs no account. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingRequest, pricingResponse } from '@domain/orders';
import type { DistanceService } from '../../adapters/router/index';
import { quote } from './service';

export interface PricingRouteOptions {
  distance: DistanceService;
}

export const pricingRoutes: FastifyPluginAsyncZod<PricingRouteOptions> = async (app, { distance }) => {
  app.post(
    '/api/pricing/calculate',
    {
      config: { public: true },
      schema: { tags: ['pricing'], body: pricingRequest, response: { 200: pricingResponse } },
    },
    async (request) => {
      const body = request.body;
      return quote(distance, {
        pickup: { latitude: body.pickupLatitude, longitude: body.pickupLongitude },
        delivery: { latitude: body.deliveryLatitude, longitude: body.deliveryLongitude },
        serviceType: body.serviceType,
        priority: body.priority,
      });
    },
  );
};
