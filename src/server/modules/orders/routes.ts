/** /api/orders: book (clients), read one (by who may see it), list a client's. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import { idParam } from '@domain/auth';
import { CLIENT_ORDER_LIST_NAMES } from '@domain/order-lists';
import { createdOrderResponse, createOrderRequest, orderDetailResponse, orderResponse } from '@domain/orders';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { compiledSerializer } from '../../compiled-serializer';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrder, revealOrderList } from '../access-log/index';
import * as service from './service';
import { listClientOrderList, listClientOrders } from './client-lists';

export interface OrderRouteOptions {
  db: Db;
  distance: DistanceService;
  geocoder: Geocoder;
}

const clientParam = z.object({
  clientId: z.coerce
    .number({ message: 'clientId must be a number' })
    .int('clientId must be a whole number')
    .positive('clientId must be a whole number')
    // Ids are PostgreSQL integers: a larger number would reach the query and fail there (a 500).
    .max(2_147_483_647, 'clientId is too large'),
});

const pageQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(50),
  cursor: z.coerce
    .number({ message: 'cursor must be an order id' })
    .int('cursor must be an order id')
    .positive('cursor must be an order id')
    .max(2_147_483_647, 'cursor must be an order id')
    .optional(),
});

const orderList = z.array(orderResponse);

/**
 * A client's list, optionally only the orders booked and waiting for payment (the dashboard's
 * notices), or one of the named lists (the dashboard's cards: CLIENT_ORDER_LISTS), whose count
 * travels in x-total-count. A named list is one page in its own order, so it takes no cursor, and
 * it is not the awaiting list.
 */
const clientOrdersQuery = pageQuery
  .extend({
    awaiting: z.enum(['payment'], { message: 'awaiting must be payment' }).optional(),
    list: z
      .enum(CLIENT_ORDER_LIST_NAMES, { message: `list must be one of ${CLIENT_ORDER_LIST_NAMES.join(', ')}` })
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.list === undefined) return;
    for (const field of ['cursor', 'awaiting'] as const) {
      if (query[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} cannot be used with list` });
    }
  });

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (
  app,
  { db, distance, geocoder },
) => {
  const tags = ['orders'];

  app.post(
    '/api/orders',
    {
      // The role is checked before the body is read: a driver or admin learns nothing from a 400.
      config: { permission: 'create:order:own', reveals: ORDER_FIELDS },
      schema: { tags, body: createOrderRequest, response: { 201: createdOrderResponse } },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const order = await service.createOrder(
        db,
        { distance, geocoder },
        auth.user,
        request.body,
        request.ip ?? null,
      );
      return reply.code(201).send(revealOrder(request, order));
    },
  );

  app.get(
    '/api/orders/client/:clientId',
    {
      config: { permission: 'read:order:own,any', permissionCheckedInService: true, reveals: ORDER_FIELDS },
      schema: {
        tags,
        params: clientParam,
        querystring: clientOrdersQuery,
        response: { 200: orderList },
      },
      // A page of 50 orders: written by a function compiled from the schema, not encoded through it.
      serializerCompiler: compiledSerializer,
    },
    async (request, reply) => {
      const { list, limit } = request.query;
      if (list !== undefined) {
        const user = currentAuth(request).user;
        const named = await listClientOrderList(db, user, request.params.clientId, list, limit);
        reply.header('x-total-count', String(named.count));
        return revealOrderList(request, named.orders);
      }
      const page = await listClientOrders(db, currentAuth(request).user, request.params.clientId, {
        limit: request.query.limit,
        cursor: request.query.cursor,
        awaitingPayment: request.query.awaiting === 'payment',
      });
      // The page expects a plain array, so the next page's cursor travels in a header.
      if (page.nextCursor !== null) reply.header('x-next-cursor', String(page.nextCursor));
      return revealOrderList(request, page.orders);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: { permission: 'read:order:own,assigned,any', reveals: ORDER_FIELDS },
      schema: { tags, params: idParam, response: { 200: orderDetailResponse } },
    },
    async (request) =>
      revealOrder(request, await service.getOrder(db, currentAuth(request).user, request.params.id)),
  );
};
