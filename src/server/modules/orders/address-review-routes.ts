/**
 * POST /api/orders/{id}/confirm-address: the dispatcher confirms an approximate address (and may move
 * its pin); POST /api/orders/{id}/pin: the order's client moves its own pin before pickup.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import { confirmAddressRequest, movePinRequest } from '@domain/addresses';
import { idParam } from '@domain/auth';
import { orderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrder } from '../access-log/index';
import { confirmAddress } from './address-review';
import { moveOwnPin } from './pin';

export const addressReviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/orders/:id/confirm-address',
    {
      config: { permission: 'confirm:order-address:any', reveals: ORDER_FIELDS },
      schema: {
        tags: ['orders'],
        params: idParam,
        body: confirmAddressRequest,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      revealOrder(
        request,
        await confirmAddress(
          db,
          currentAuth(request).user,
          request.params.id,
          request.body,
          request.ip ?? null,
        ),
      ),
  );
  app.post(
    '/api/orders/:id/pin',
    {
      config: { permission: 'move:order-pin:own', reveals: ORDER_FIELDS },
      schema: {
        tags: ['orders'],
        params: idParam,
        body: movePinRequest,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      revealOrder(
        request,
        await moveOwnPin(db, currentAuth(request).user, request.params.id, request.body, request.ip ?? null),
      ),
  );
};
