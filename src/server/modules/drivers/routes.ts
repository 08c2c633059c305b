/** GET /api/drivers: the drivers, for dispatch (admin only, checked before the query is read). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driversQuery, driversResponse } from '@domain/admin';
import type { Db } from '../../db/client';
import { listAllDrivers } from './service';

export const driverListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/drivers',
    {
      config: { permission: 'read:driver:any' },
      schema: { tags: ['admin'], querystring: driversQuery, response: { 200: driversResponse } },
    },
    async (request) => listAllDrivers(db, request.query),
  );
};
