/**
 * Auto-dispatch for admins: read and set the rules, list the orders waiting for a
 * dispatcher, read one order's decision log. The worker that expires offers starts with these
 * routes and stops when the app closes. The role is checked before the body is read.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  autoDispatchSettingsRequest,
  autoDispatchSettingsResponse,
  escalationResponse,
  orderAutoDispatchResponse,
} from '@domain/auto-dispatch';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import * as service from './service';

export interface AutoDispatchRouteOptions {
  db: Db;
}

export const autoDispatchRoutes: FastifyPluginAsyncZod<AutoDispatchRouteOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['auto-dispatch'];

  app.get(
    '/api/admin/auto-dispatch',
    {
      config: { permission: 'manage:auto-dispatch:any' },
      schema: {
        tags,
        summary: 'The auto-dispatch rules (off, with defaults, until an admin sets them)',
        response: { 200: autoDispatchSettingsResponse },
      },
    },
    async () => service.getSettings(db),
  );

  app.put(
    '/api/admin/auto-dispatch',
    {
      config: { permission: 'manage:auto-dispatch:any' },
      schema: {
        tags,
        summary: 'Turn auto-dispatch on or off and set the offer timeout, offer limit and driver capacity',
        body: autoDispatchSettingsRequest,
        response: { 200: autoDispatchSettingsResponse },
      },
    },
    async (request) =>
      service.putSettings(db, { userId: currentAuth(request).user.id, ipAddress: request.ip }, request.body),
  );

  app.get(
    '/api/admin/auto-dispatch/escalations',
    {
      config: { permission: 'manage:auto-dispatch:any' },
      schema: {
        tags,
        summary: 'Orders auto-dispatch handed to a dispatcher, with the reason, oldest first',
        response: { 200: z.array(escalationResponse) },
      },
    },
    async () => service.listEscalations(db),
  );

  app.get(
    '/api/admin/orders/:id/auto-dispatch',
    {
      config: { permission: 'manage:auto-dispatch:any' },
      schema: {
        tags,
        summary: "An order's auto-dispatch log: offers, answers, expiries and escalation",
        params: idParam,
        response: { 200: orderAutoDispatchResponse },
      },
    },
    async (request) => service.orderAutoDispatch(db, request.params.id),
  );
};
