/**
 * PATCH /api/orders/{id}: status changes by dispatch (approve, decline, cancel) and by clients.
 * POST /api/orders/approve: dispatch approves many at once, each as PATCH would.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import { idParam } from '@domain/auth';
import { bulkApproveRequest, bulkApproveResponse } from '@domain/bulk-approve';
import { orderResponse } from '@domain/orders';
import { updateOrderRequest } from '@domain/order-status-request';
import { createPaymentProvider } from '../../adapters/payments/index';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrder } from '../access-log/index';
import { approveOrders, updateOrderStatus } from './status-service';

export const orderStatusRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const payments = { db, provider: createPaymentProvider(config) };
  app.patch(
    '/api/orders/:id',
    {
      config: {
        permission: 'update:order-status:own,any',
        permissionCheckedInService: true,
        reveals: ORDER_FIELDS,
      },
      schema: {
        tags: ['orders'],
        params: idParam,
        body: updateOrderRequest,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      revealOrder(
        request,
        await updateOrderStatus(
          db,
          payments,
          currentAuth(request).user,
          request.params.id,
          request.body,
          request.ip ?? null,
        ),
      ),
  );

  app.post(
    '/api/orders/approve',
    {
      config: { permission: 'update:order-status:any' },
      schema: { tags: ['orders'], body: bulkApproveRequest, response: { 200: bulkApproveResponse } },
    },
    async (request) =>
      approveOrders(db, payments, currentAuth(request).user, request.body.orderIds, request.ip ?? null),
  );
};
