/** GET /api/orders/{id}/tracking: the order's tracking events, oldest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { trackingListResponse } from '@domain/tracking';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { listTracking } from './service';

export const trackingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders/:id/tracking',
    {
      config: { permission: 'read:order:own,assigned,any' },
      schema: { tags: ['orders'], params: idParam, response: { 200: trackingListResponse } },
    },
    async (request) => listTracking(db, currentAuth(request).user, request.params.id),
  );
};
