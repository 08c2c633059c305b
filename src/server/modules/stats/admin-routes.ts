/** GET /api/admin/stats: the dispatch console's figures (admin only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsResponse } from '@domain/admin';
import type { Db } from '../../db/client';
import { adminStats } from './admin-repository';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/stats',
    {
      config: { permission: 'read:admin-stats:any' },
      schema: { tags: ['admin'], response: { 200: adminStatsResponse } },
    },
    async () => adminStats(db, new Date()),
  );
};
