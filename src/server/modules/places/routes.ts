/** /api/places: address suggestions for the booking form, and a suggestion's id resolved back. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSelection, autocompleteQuery, autocompleteResponse } from '@domain/orders';
import type { Geocoder } from './geocoder';
import { badRequest, notFound } from '../../errors';
import { resolvePlace } from './search';

export interface PlacesRouteOptions {
  geocoder: Geocoder;
}

const placeParams = z.object({
  placeId: z.string().min(1, 'placeId is required').max(600, 'placeId is too long'),
});

export const placesRoutes: FastifyPluginAsyncZod<PlacesRouteOptions> = async (app, { geocoder }) => {
  const tags = ['places'];

  // Any signed-in user: clients book, admins and drivers look addresses up too. No role check.
  app.get(
    '/api/places/autocomplete',
    { schema: { tags, querystring: autocompleteQuery, response: { 200: autocompleteResponse } } },
    async (request) => ({
      suggestions: await geocoder.autocomplete(request.query.q, request.query.limit),
    }),
  );

  app.get(
    '/api/places/:placeId',
    { schema: { tags, params: placeParams, response: { 200: addressSelection } } },
    async (request) => {
      const result = resolvePlace(request.params.placeId);
      if (result.ok) return result.place;
      if (result.reason === 'invalid') {
        throw badRequest('placeId is not a valid place id', [
          { path: 'placeId', message: 'Not a valid place id' },
        ]);
      }
      throw notFound('Place not found in our service area');
    },
  );
};
