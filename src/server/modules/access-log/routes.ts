/** /api/admin/access-log: who read which protected fields (contract "Access log"), and the chain's check. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLogEntry, accessLogQuery, accessLogVerification } from '@domain/access-log';
import type { Db } from '../../db/client';
import { listAccessLog, verifyAccessLog } from './service';

export const accessLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['compliance'];

  // There is no route that changes or deletes an entry; the database refuses it too.
  app.get(
    '/api/admin/access-log',
    {
      config: { permission: 'read:access-log:any' },
      schema: { tags, querystring: accessLogQuery, response: { 200: z.array(accessLogEntry) } },
    },
    async (request, reply) => {
      const page = await listAccessLog(db, request.query);
      if (page.nextCursor !== null) reply.header('x-next-cursor', String(page.nextCursor));
      return page.entries;
    },
  );

  app.get(
    '/api/admin/access-log/verify',
    {
      config: { permission: 'read:access-log:any' },
      schema: { tags, response: { 200: accessLogVerification } },
    },
    async () => verifyAccessLog(db),
  );
};
