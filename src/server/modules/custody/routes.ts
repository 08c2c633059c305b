/** GET /api/orders/{id}/custody: the custody ledger and its verification, for the client and dispatch. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { custodyResponse } from '@domain/custody';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { getCustody } from './service';

export const custodyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders/:id/custody',
    { schema: { tags: ['orders'], params: idParam, response: { 200: custodyResponse } } },
    async (request) => getCustody(db, currentAuth(request).user, request.params.id),
  );
};
