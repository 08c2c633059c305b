/**
 * GET /api/organizations/{id}/export: the owner's (or dispatch's) ZIP of everything the
 * organisation holds here, logged as one read of all its orders. POST /api/organizations/{id}/erasure:
 * dispatch erases its personal data on the organisation's written request, the name typed again.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { FIELD_GROUPS } from '@domain/access-log';
import { erasureRequest, erasureResponse } from '@domain/organization-data';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrders } from '../access-log/index';
import { exportArchive } from './archive';
import { collectOrganizationData, organizationName } from './collect';
import { eraseOrganizationData } from './erase';
import { isDispatch } from '@domain/capabilities';

export const organizationDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['organizations'];

  app.get(
    '/api/organizations/:id/export',
    {
      config: { permission: 'export:organization-data:own,any', reveals: [...FIELD_GROUPS] },
      // A ZIP, so no JSON answer schema; the OpenAPI row describes it.
      schema: { tags, params: idParam },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const { id } = request.params;
      // An owner exports its own organisation; another id answers as a missing one.
      if (!isDispatch(user) && user.organizationId !== id) throw notFound('Organisation not found');
      const data = await collectOrganizationData(db, id);
      if (!data) throw notFound('Organisation not found');
      revealOrders(
        request,
        data.orders.map((o) => o.id),
      );
      const now = new Date();
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="medlink-organization-${id}-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(exportArchive(data, now)));
    },
  );

  app.post(
    '/api/organizations/:id/erasure',
    {
      config: { permission: 'erase:organization-data:any' },
      schema: { tags, params: idParam, body: erasureRequest, response: { 200: erasureResponse } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const name = await organizationName(db, request.params.id);
      if (name === null) throw notFound('Organisation not found');
      if (name !== request.body.confirmName) {
        const message = 'confirmName must be the organisation name exactly';
        throw badRequest(message, [{ path: 'confirmName', message }]);
      }
      return eraseOrganizationData(db, request.params.id, user, request.ip ?? null);
    },
  );
};
