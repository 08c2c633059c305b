/** /api/places: address suggestions for the booking form, and a suggestion's id resolved back. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSelection, autocompleteQuery, autocompleteResponse } from '@domain/orders';
import type { Geocoder } from './geocoder';
import { namedSuggestions, type NamedPlaceFinder } from './named';
import { badRequest, notFound } from '../../errors';
import { currentAuth } from '../../plugins/authenticate';

export interface PlacesRouteOptions {
  geocoder: Geocoder;
  /** The signed-in person's saved places by name, suggested first; none without it. */
  findNamed?: NamedPlaceFinder;
}

const placeParams = z.object({
  placeId: z.string().min(1, 'placeId is required').max(600, 'placeId is too long'),
});

/** At most this many saved places lead the list, so addresses still show. */
const NAMED_FIRST = 3;

export const placesRoutes: FastifyPluginAsyncZod<PlacesRouteOptions> = async (
  app,
  { geocoder, findNamed },
) => {
  const tags = ['places'];

  // Any signed-in user: clients book, admins and drivers look addresses up too. No role check.
  app.get(
    '/api/places/autocomplete',
    {
      config: { permission: 'read:place:any' },
      schema: { tags, querystring: autocompleteQuery, response: { 200: autocompleteResponse } },
    },
    async (request) => {
      const { q, limit } = request.query;
      const { user } = currentAuth(request);
      const [saved, found] = await Promise.all([
        findNamed ? findNamed(user.id, q, Math.min(limit, NAMED_FIRST)) : [],
        geocoder.autocomplete(q, limit),
      ]);
      const named = await namedSuggestions(geocoder, saved);
      return { suggestions: [...named, ...found].slice(0, limit) };
    },
  );

  app.get(
    '/api/places/:placeId',
    {
      config: { permission: 'read:place:any' },
      schema: { tags, params: placeParams, response: { 200: addressSelection } },
    },
    async (request) => {
      const result = await geocoder.place(request.params.placeId);
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
