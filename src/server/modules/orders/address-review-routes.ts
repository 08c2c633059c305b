/** POST /api/orders/{id}/confirm-address: the dispatcher confirms an approximate address (issue 13). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmAddressRequest } from '@domain/addresses';
import { idParam } from '@domain/auth';
import { orderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { confirmAddress } from './address-review';

export const addressReviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/orders/:id/confirm-address',
    {
      config: { permission: 'confirm:order-address:any' },
      schema: {
        tags: ['orders'],
        params: idParam,
        body: confirmAddressRequest,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      confirmAddress(db, currentAuth(request).user, request.params.id, request.body, request.ip ?? null),
  );
};
