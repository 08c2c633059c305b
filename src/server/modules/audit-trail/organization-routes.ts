/**
 * /api/organizations/{id}/audit: an organisation's reviewer (its owner) reads the audit trail of
 * its own orders, the same timeline, filters and CSV as dispatch's (decision 066). The scope is
 * the session's organisation; the id in the path only has to name it, and another answers 404.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEvent, auditExportQuery, auditQuery } from '@domain/audit-trail';
import { idParam, type SessionUser } from '@domain/auth';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { currentAuth } from '../../plugins/authenticate';
import { recordAudit } from '../audit/index';
import { auditCsv, auditPage, listAuditActions, type AuditScope } from './service';

/** The reviewer's own organisation, or 404 as every organisation route answers another's id. */
function scopeOf(user: SessionUser, organizationId: number): AuditScope {
  if (user.organizationId == null || user.organizationId !== organizationId)
    throw notFound('Organisation not found');
  return { organization: { organizationId: user.organizationId, clientId: user.id } };
}

export const organizationAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['compliance'];
  const permission = 'read:audit:own';

  app.get(
    '/api/organizations/:id/audit',
    {
      config: { permission },
      schema: { tags, params: idParam, querystring: auditQuery, response: { 200: z.array(auditEvent) } },
    },
    async (request, reply) => {
      const scope = scopeOf(currentAuth(request).user, request.params.id);
      const page = await auditPage(db, request.query, scope);
      if (page.nextCursor !== null) reply.header('x-next-cursor', page.nextCursor);
      return page.events;
    },
  );

  app.get(
    '/api/organizations/:id/audit/export',
    {
      // Who read which orders' which field groups, and the audit lines: no protected field itself.
      config: { permission, reveals: [] },
      schema: { tags, params: idParam, querystring: auditExportQuery },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const scope = scopeOf(user, request.params.id);
      const file = await auditCsv(db, request.query, scope);
      // The organisation's copy of its trail is part of dispatch's trail.
      await recordAudit(db, {
        action: 'audit_exported',
        actorUserId: user.id,
        entityType: 'organization',
        entityId: request.params.id,
        ipAddress: request.ip ?? null,
        details: { filters: request.query, rows: file.rows, truncated: file.truncated },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="medlink-audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-truncated', String(file.truncated))
        .send(file.csv);
    },
  );

  app.get(
    '/api/organizations/:id/audit/actions',
    {
      config: { permission },
      schema: { tags, params: idParam, response: { 200: z.array(z.string()) } },
    },
    async (request) => listAuditActions(db, scopeOf(currentAuth(request).user, request.params.id)),
  );
};
