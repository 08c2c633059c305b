/**
 * /api/recurring-orders: standing orders (contract "Standing orders", decision 017).
 * A client creates its own; a client or admin lists, reads, pauses, resumes, skips days and ends.
 * The generator that books occurrences is the module's worker (module.ts).
 */
import { ORDER_FIELDS } from '@domain/access-log';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  createRecurringOrderRequest,
  recurringOrderResponse,
  updateRecurringOrderRequest,
} from '@domain/recurring-orders';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { revealAnswer } from '../access-log/index';
import * as service from './service';

export interface RecurringRouteOptions {
  db: Db;
  distance: DistanceService;
  geocoder: Geocoder;
  horizonDays: number;
}

/** Each answer shows the template's item description. */
const STANDING = 'standing-order';

export const recurringOrderRoutes: FastifyPluginAsyncZod<RecurringRouteOptions> = async (app, options) => {
  const { db, distance, geocoder, horizonDays } = options;
  const ctx: service.RecurringContext = { db, services: { distance, geocoder }, horizonDays };
  const tags = ['standing orders'];

  app.post(
    '/api/recurring-orders',
    {
      // Like POST /api/orders: the role is checked before the body is read. Dispatch books one
      // for a client it names (clientId); the service checks that the client is one.
      config: { permission: 'create:standing-order:own,any', reveals: ORDER_FIELDS },
      schema: {
        tags,
        summary:
          'Create a standing order: an RFC 5545 rule and an order template (dispatch: for the client named by clientId)',
        body: createRecurringOrderRequest,
        response: { 201: recurringOrderResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          revealAnswer(
            request,
            STANDING,
            await service.createRecurringOrder(
              ctx,
              currentAuth(request).user,
              request.body,
              request.ip ?? null,
            ),
          ),
        ),
  );

  app.get(
    '/api/recurring-orders',
    {
      config: { permission: 'read:standing-order:own,any', reveals: ORDER_FIELDS },
      schema: {
        tags,
        summary: "List standing orders (a client's own; admin all)",
        response: { 200: z.array(recurringOrderResponse) },
      },
    },
    async (request) =>
      revealAnswer(request, STANDING, await service.listRecurringOrders(db, currentAuth(request).user)),
  );

  app.get(
    '/api/recurring-orders/:id',
    {
      config: { permission: 'read:standing-order:own,any', reveals: ORDER_FIELDS },
      schema: {
        tags,
        summary: 'Read a standing order',
        params: idParam,
        response: { 200: recurringOrderResponse },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        STANDING,
        await service.getRecurringOrder(db, currentAuth(request).user, request.params.id),
      ),
  );

  app.patch(
    '/api/recurring-orders/:id',
    {
      config: { permission: 'update:standing-order:own,any', reveals: ORDER_FIELDS },
      schema: {
        tags,
        summary:
          'Pause, resume or end a standing order (pause and end cancel its unpaid pending orders ahead); change its skip dates or end date',
        params: idParam,
        body: updateRecurringOrderRequest,
        response: { 200: recurringOrderResponse },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        STANDING,
        await service.updateRecurringOrder(
          ctx,
          currentAuth(request).user,
          request.params.id,
          request.body,
          request.ip ?? null,
        ),
      ),
  );

  app.delete(
    '/api/recurring-orders/:id',
    {
      config: { permission: 'delete:standing-order:own,any', reveals: ORDER_FIELDS },
      schema: {
        tags,
        summary: 'End a standing order (its unpaid pending orders ahead are cancelled; the others stay)',
        params: idParam,
        response: { 200: recurringOrderResponse },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        STANDING,
        await service.endRecurringOrder(
          ctx,
          currentAuth(request).user,
          request.params.id,
          request.ip ?? null,
        ),
      ),
  );
};
