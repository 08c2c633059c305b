/** GET /api/stats/client/{clientId}: the four dashboard tiles and what they compare against. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientStatsResponse } from '@domain/client-stats';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { statsForClient } from './service';

export interface StatsRouteOptions {
  db: Db;
}

const clientParam = z.object({
  clientId: z.coerce
    .number({ message: 'clientId must be a number' })
    .int('clientId must be a whole number')
    .positive('clientId must be a whole number')
    // Ids are PostgreSQL integers: a larger number would reach the query and fail there (a 500).
    .max(2_147_483_647, 'clientId is too large'),
});

export const statsRoutes: FastifyPluginAsyncZod<StatsRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/stats/client/:clientId',
    {
      config: { permission: 'read:client-stats:own,any', permissionCheckedInService: true },
      schema: { tags: ['stats'], params: clientParam, response: { 200: clientStatsResponse } },
    },
    async (request) => statsForClient(db, currentAuth(request).user, request.params.clientId),
  );
};
