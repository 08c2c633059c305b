/** POST /api/orders/{id}/assign: dispatch gives an order to a driver (admin only, checked before the body). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import { assignDriverRequest } from '@domain/admin';
import { idParam } from '@domain/auth';
import { orderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrder } from '../access-log/index';
import { assignDriver } from './service';

export const assignRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/orders/:id/assign',
    {
      config: { permission: 'assign:order:any', reveals: ORDER_FIELDS },
      schema: {
        tags: ['admin'],
        params: idParam,
        body: assignDriverRequest,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      revealOrder(
        request,
        await assignDriver(
          db,
          currentAuth(request).user,
          request.params.id,
          request.body.driverId,
          request.ip ?? null,
        ),
      ),
  );
};
