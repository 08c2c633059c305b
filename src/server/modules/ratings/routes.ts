/** POST /api/orders/{id}/rating and GET of the same path for the rating dialog. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { orderRatingsResponse, ratingRequest, ratingResponse } from '@domain/ratings';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import * as service from './service';

export const ratingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['ratings'];

  app.post(
    '/api/orders/:id/rating',
    {
      // Admins are refused before the body is read: they learn nothing from a 400.
      config: { permission: 'create:rating:own,assigned' },
      schema: { tags, params: idParam, body: ratingRequest, response: { 201: ratingResponse } },
    },
    async (request, reply) => {
      const rating = await service.rateOrder(db, currentAuth(request).user, request.params.id, request.body);
      return reply.code(201).send(rating);
    },
  );

  app.get(
    '/api/orders/:id/rating',
    {
      config: { permission: 'read:rating:own,assigned,any' },
      schema: { tags, params: idParam, response: { 200: orderRatingsResponse } },
    },
    async (request) => service.getOrderRatings(db, currentAuth(request).user, request.params.id),
  );
};
