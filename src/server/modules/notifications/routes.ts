/**
 * GET and PUT /api/notifications/preferences (every signed-in user, its own choices only), and
 * dispatch's view of the outbox: GET /api/admin/notifications, POST /api/admin/notifications/{id}/retry.
 * The worker that sends them is the module's (module.ts).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { notificationPreferences, outboxEntryResponse, outboxQuery } from '@domain/notifications';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import * as service from './service';

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['notifications'];

  app.get(
    '/api/notifications/preferences',
    {
      config: { permission: 'read:account:own' },
      schema: { tags, response: { 200: notificationPreferences } },
    },
    async (request) => service.getPreferences(db, currentAuth(request).user.id),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { permission: 'update:account:own' },
      schema: { tags, body: notificationPreferences, response: { 200: notificationPreferences } },
    },
    async (request) => service.savePreferences(db, currentAuth(request).user.id, request.body),
  );

  app.get(
    '/api/admin/notifications',
    {
      config: { permission: 'manage:notifications:any' },
      schema: { tags, querystring: outboxQuery, response: { 200: z.array(outboxEntryResponse) } },
    },
    async (request) => service.listOutbox(db, request.query),
  );

  app.post(
    '/api/admin/notifications/:id/retry',
    {
      config: { permission: 'manage:notifications:any' },
      schema: { tags, params: idParam, response: { 200: outboxEntryResponse } },
    },
    async (request) => service.retryNotification(db, request.params.id),
  );
};
