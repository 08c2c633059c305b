/**
 * GET /api/orders: every order, for the dispatch console, a page at a time (admin only, checked
 * before the query is read). The page is a plain array (the web app's contract): paging and the
 * count travel in headers.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import { adminOrdersQuery } from '@domain/admin';
import { orderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { compiledSerializer } from '../../compiled-serializer';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrderList } from '../access-log/index';
import { listAllOrders } from './list-all';

const orderPage = z.array(orderResponse);

export const orderConsoleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders',
    {
      config: { permission: 'read:order:any', reveals: ORDER_FIELDS },
      schema: { tags: ['admin'], querystring: adminOrdersQuery, response: { 200: orderPage } },
      // A page of orders: written by a function compiled from the schema, not encoded through it.
      serializerCompiler: compiledSerializer,
    },
    async (request, reply) => {
      const page = await listAllOrders(db, currentAuth(request).user, request.query);
      if (page.nextCursor !== null) reply.header('x-next-cursor', String(page.nextCursor));
      if (page.searchedTo) reply.header('x-searched-to', page.searchedTo);
      if (page.total) {
        reply.header('x-total-count', String(page.total.count));
        if (page.total.capped) reply.header('x-total-count-capped', 'true');
      }
      return revealOrderList(request, page.orders);
    },
  );
};
