/** GET /api/admin/analytics: orders, revenue and drivers over a period (admin only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, analyticsResponse } from '@domain/admin';
import type { Db } from '../../db/client';
import { adminAnalytics } from './service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { permission: 'read:analytics:any' },
      schema: { tags: ['admin'], querystring: analyticsQuery, response: { 200: analyticsResponse } },
    },
    async (request) => adminAnalytics(db, request.query),
  );
};
