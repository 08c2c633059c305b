/**
 * The dispatch console: figures, every order, the drivers, assigning a
 * job, analytics. Admin only: the role is checked before validation, so a client or driver gets
 * 403 whatever it sends and learns nothing from a 400.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import {
  adminOrdersQuery,
  adminStatsResponse,
  analyticsQuery,
  analyticsResponse,
  assignDriverRequest,
  driversQuery,
  driversResponse,
} from '@domain/admin';
import { idParam } from '@domain/auth';
import { clientsQuery, clientsResponse } from '@domain/clients';
import { orderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrder, revealOrderList } from '../access-log/index';
import { assignDriver } from './assign';
import { listClients } from './clients-repository';
import * as service from './service';

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/stats',
    {
      config: { permission: 'read:admin-stats:any' },
      schema: { tags, response: { 200: adminStatsResponse } },
    },
    async () => service.adminStats(db, new Date()),
  );

  app.get(
    '/api/admin/analytics',
    {
      config: { permission: 'read:analytics:any' },
      schema: { tags, querystring: analyticsQuery, response: { 200: analyticsResponse } },
    },
    async (request) => service.adminAnalytics(db, request.query),
  );

  app.get(
    '/api/orders',
    {
      config: { permission: 'read:order:any', reveals: ORDER_FIELDS },
      schema: { tags, querystring: adminOrdersQuery, response: { 200: z.array(orderResponse) } },
    },
    async (request, reply) => {
      const page = await service.listAllOrders(db, currentAuth(request).user, request.query);
      // The page expects a plain array (the web app's contract): paging and the count travel in headers.
      if (page.nextCursor !== null) reply.header('x-next-cursor', String(page.nextCursor));
      if (page.searchedTo) reply.header('x-searched-to', page.searchedTo);
      if (page.total) {
        reply.header('x-total-count', String(page.total.count));
        if (page.total.capped) reply.header('x-total-count-capped', 'true');
      }
      return revealOrderList(request, page.orders);
    },
  );

  app.get(
    '/api/drivers',
    {
      config: { permission: 'read:driver:any' },
      schema: { tags, querystring: driversQuery, response: { 200: driversResponse } },
    },
    async (request) => service.listAllDrivers(db, request.query),
  );

  app.get(
    '/api/admin/clients',
    {
      config: { permission: 'read:client:any' },
      schema: { tags, querystring: clientsQuery, response: { 200: clientsResponse } },
    },
    async (request) => ({ clients: await listClients(db, request.query) }),
  );

  app.post(
    '/api/orders/:id/assign',
    {
      config: { permission: 'assign:order:any', reveals: ORDER_FIELDS },
      schema: { tags, params: idParam, body: assignDriverRequest, response: { 200: orderResponse } },
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
