/** GET /api/admin/clients: client accounts found by name, for dispatch's pickers (admin only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientsQuery, clientsResponse } from '@domain/clients';
import type { Db } from '../../db/client';
import { listClients } from './repository';

export const clientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/clients',
    {
      config: { permission: 'read:client:any' },
      schema: { tags: ['admin'], querystring: clientsQuery, response: { 200: clientsResponse } },
    },
    async (request) => ({ clients: await listClients(db, request.query) }),
  );
};
