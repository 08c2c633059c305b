/**
 * /api/organizations/{id}/rate-card: an organisation's contract rate card. Dispatch (and billing,
 * which holds the same permission) sets a version from a day on; the owner reads its own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { putRateCardRequest, rateCardResponse } from '@domain/rate-cards';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { getRateCard, putRateCard } from './service';

export const rateCardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['organizations'];

  app.get(
    '/api/organizations/:id/rate-card',
    {
      config: { permission: 'read:rate-card:own,any' },
      schema: { tags, params: idParam, response: { 200: rateCardResponse } },
    },
    async (request) => getRateCard(db, currentAuth(request).user, request.params.id),
  );

  app.put(
    '/api/organizations/:id/rate-card',
    {
      config: { permission: 'update:rate-card:any' },
      schema: { tags, params: idParam, body: putRateCardRequest, response: { 200: rateCardResponse } },
    },
    async (request) =>
      putRateCard(db, currentAuth(request).user, request.params.id, request.body, request.ip ?? null),
  );
};
