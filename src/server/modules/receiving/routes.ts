/** The receiving desk's calls: check pieces in on arrival, and list what is on its way. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { checkInRequest, checkInResponse, inboundResponse } from '@domain/receiving';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { checkIn, listInbound } from './service';

export const receivingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['receiving'];

  app.post(
    '/api/orders/:id/check-in',
    {
      config: { permission: 'create:check-in:any' },
      schema: {
        tags,
        params: idParam,
        body: checkInRequest,
        response: { 200: checkInResponse },
      },
    },
    async (request) => checkIn(db, currentAuth(request).user, request.params.id, request.body.scans),
  );

  app.get(
    '/api/receiving/inbound',
    {
      config: { permission: 'read:inbound:any' },
      schema: {
        tags,
        response: { 200: inboundResponse },
      },
    },
    async (request) => listInbound(db, currentAuth(request).user),
  );
};
