/** The driver's route across its jobs. Drivers only; the route is always the caller's own. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverRouteResponse } from '@domain/driver-route';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { driverRoute } from './service';

export const driverRouteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/driver/route',
    {
      config: { permission: 'read:driver-route:own' },
      schema: {
        tags: ['driver'],
        operationId: 'getDriverRoute',
        summary: "The signed-in driver's stops across its jobs, in driving order, with total distance",
        response: { 200: driverRouteResponse },
      },
    },
    async (request) => driverRoute(db, currentAuth(request).user, new Date()),
  );
};
