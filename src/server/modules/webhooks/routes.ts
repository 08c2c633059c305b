/**
 * /api/webhooks (admin): register an endpoint (the secret is answered once) for some events of
 * some clients, list, pause or change it, give it a new secret (answered once too), delete, send it
 * a test event, read its delivery log, and replay a delivery. The role is checked before the body
 * is read, so a client or driver learns nothing from a 400.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookRequest,
  createdWebhookResponse,
  deliveriesQuery,
  deliveryIdParam,
  updateWebhookRequest,
  webhookDeliveryResponse,
  webhookIdParam,
  webhookResponse,
  webhookTestResponse,
} from '@domain/webhooks';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import * as service from './service';
import { sendTestEvent } from './test-event';

export interface WebhookRouteOptions {
  db: Db;
  allowPrivate: boolean;
  timeoutMs: number;
}

export const webhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, options) => {
  const { db, allowPrivate } = options;
  const tags = ['webhooks'];
  const actorOf = (request: Parameters<typeof currentAuth>[0]) => ({
    userId: currentAuth(request).user.id,
    ipAddress: request.ip,
  });

  app.post(
    '/api/webhooks',
    {
      config: { permission: 'manage:webhooks:any' },
      schema: { tags, body: createWebhookRequest, response: { 201: createdWebhookResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createWebhook(db, actorOf(request), request.body, allowPrivate)),
  );

  app.get(
    '/api/webhooks',
    {
      config: { permission: 'manage:webhooks:any' },
      schema: { tags, response: { 200: z.array(webhookResponse) } },
    },
    async () => service.listWebhooks(db),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      config: { permission: 'manage:webhooks:any' },
      schema: {
        tags,
        params: webhookIdParam,
        body: updateWebhookRequest,
        response: { 200: webhookResponse },
      },
    },
    async (request) => service.updateWebhook(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/webhooks/:id',
    { config: { permission: 'manage:webhooks:any' }, schema: { tags, params: webhookIdParam } },
    async (request, reply) => {
      await service.deleteWebhook(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/webhooks/:id/secret',
    {
      config: { permission: 'manage:webhooks:any' },
      schema: { tags, params: webhookIdParam, response: { 200: createdWebhookResponse } },
    },
    async (request) => service.rotateWebhookSecret(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      config: { permission: 'manage:webhooks:any' },
      schema: { tags, params: webhookIdParam, response: { 200: webhookTestResponse } },
    },
    async (request) =>
      sendTestEvent(db, actorOf(request), request.params.id, { allowPrivate, timeoutMs: options.timeoutMs }),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { permission: 'manage:webhooks:any' },
      schema: {
        tags,
        params: webhookIdParam,
        querystring: deliveriesQuery,
        response: { 200: z.array(webhookDeliveryResponse) },
      },
    },
    async (request) => service.deliveries(db, request.params.id, request.query.limit),
  );

  app.post(
    '/api/webhooks/deliveries/:deliveryId/replay',
    {
      config: { permission: 'manage:webhooks:any' },
      schema: { tags, params: deliveryIdParam, response: { 201: webhookDeliveryResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.replayDelivery(db, actorOf(request), request.params.deliveryId)),
  );
};
