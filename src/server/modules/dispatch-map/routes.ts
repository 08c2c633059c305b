/** The live dispatch map's one read. Admin only, checked before anything else runs. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dispatchMapResponse } from '@domain/dispatch-map';
import type { Db } from '../../db/client';
import { dispatchMap } from './service';

export const dispatchMapRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/dispatch-map',
    {
      config: { permission: 'read:dispatch-map:any' },
      schema: {
        tags: ['admin'],
        operationId: 'getDispatchMap',
        summary: 'Every active order and on-shift driver, with deadline risk, for the live dispatch map',
        response: { 200: dispatchMapResponse },
      },
    },
    async () => dispatchMap(db, new Date()),
  );
};
