/**
 * GET and POST /api/orders/{id}/messages (the page polls the GET every 5 s),
 * POST /api/orders/{id}/messages/read (the reader's own read mark), GET /api/messages/conversations
 * for the Messages screen and dispatch's inbox (?q= search), and GET /api/messages/conversations/unread
 * for the navigation badge (under the conversations path, so live frames that refetch the list
 * refetch the badge too).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  conversationResponse,
  conversationsQuery,
  markReadRequest,
  messageResponse,
  sendMessageRequest,
  unreadResponse,
} from '@domain/messages';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import * as service from './service';

export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['messages'];

  app.get(
    '/api/orders/:id/messages',
    {
      config: { permission: 'read:message:own,assigned,any' },
      schema: { tags, params: idParam, response: { 200: z.array(messageResponse) } },
    },
    async (request) => service.listMessages(db, currentAuth(request).user, request.params.id),
  );

  app.post(
    '/api/orders/:id/messages',
    {
      config: { permission: 'create:message:own,assigned,any' },
      schema: { tags, params: idParam, body: sendMessageRequest, response: { 201: messageResponse } },
    },
    async (request, reply) => {
      const message = await service.sendMessage(
        db,
        currentAuth(request).user,
        request.params.id,
        request.body.content,
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/orders/:id/messages/read',
    {
      config: { permission: 'read:message:own,assigned,any' },
      schema: { tags, params: idParam, body: markReadRequest, response: { 200: unreadResponse } },
    },
    async (request) =>
      service.markThreadRead(db, currentAuth(request).user, request.params.id, request.body?.upTo),
  );

  app.get(
    '/api/messages/conversations',
    {
      config: { permission: 'read:message:own,assigned,any' },
      schema: { tags, querystring: conversationsQuery, response: { 200: z.array(conversationResponse) } },
    },
    async (request) => service.listConversations(db, currentAuth(request).user, request.query.q),
  );

  app.get(
    '/api/messages/conversations/unread',
    {
      config: { permission: 'read:message:own,assigned,any' },
      schema: { tags, response: { 200: unreadResponse } },
    },
    async (request) => service.unreadTotal(db, currentAuth(request).user),
  );
};
