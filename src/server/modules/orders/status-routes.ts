/** PATCH /api/orders/{id}: status changes by dispatch (approve, decline, cancel) and by clients. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { orderResponse } from '@domain/orders';
import { updateOrderRequest } from '@domain/order-state';
import { createPaymentProvider } from '../../adapters/payments/index';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { updateOrderStatus } from './status-service';

export const orderStatusRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const payments = { db, provider: createPaymentProvider(config) };
  app.patch(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        params: idParam,
        body: updateOrderRequest,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      updateOrderStatus(
        db,
        payments,
        currentAuth(request).user,
        request.params.id,
        request.body,
        request.ip ?? null,
      ),
  );
};
