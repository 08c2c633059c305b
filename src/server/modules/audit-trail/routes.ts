/**
 * /api/admin/audit: reads and writes in one timeline, its CSV and the actions to filter by;
 * /api/admin/access-alerts: accounts that read unusually many orders (decision 045).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessAlert, auditEvent, auditExportQuery, auditQuery } from '@domain/audit-trail';
import { idParam } from '@domain/auth';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { recordAudit } from '../audit/index';
import { organizationAuditRoutes } from './organization-routes';
import { acknowledgeAlert, listAlerts, scanForAlerts } from './alerts';
import { auditCsv, auditPage, listAuditActions } from './service';

export interface AuditTrailOptions {
  db: Db;
}

const alertsQuery = z.object({
  open: z
    .enum(['true', 'false'], { message: 'open must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const auditTrailRoutes: FastifyPluginAsyncZod<AuditTrailOptions> = async (app, { db }) => {
  const tags = ['compliance'];

  app.get(
    '/api/admin/audit',
    {
      config: { permission: 'read:audit:any' },
      schema: { tags, querystring: auditQuery, response: { 200: z.array(auditEvent) } },
    },
    async (request, reply) => {
      const page = await auditPage(db, request.query);
      if (page.nextCursor !== null) reply.header('x-next-cursor', page.nextCursor);
      return page.events;
    },
  );

  app.get(
    '/api/admin/audit/export',
    {
      // Who read which orders' which field groups, and the audit lines: no protected field itself.
      config: { permission: 'read:audit:any', reveals: [] },
      schema: { tags, querystring: auditExportQuery },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const file = await auditCsv(db, request.query);
      // Who took a copy of the trail, and of what, is itself part of the trail.
      await recordAudit(db, {
        action: 'audit_exported',
        actorUserId: user.id,
        ipAddress: request.ip ?? null,
        details: { filters: request.query, rows: file.rows, truncated: file.truncated },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="medlink-audit-${day}.csv"`)
        .header('x-truncated', String(file.truncated))
        .send(file.csv);
    },
  );

  app.get(
    '/api/admin/audit/actions',
    { config: { permission: 'read:audit:any' }, schema: { tags, response: { 200: z.array(z.string()) } } },
    async () => listAuditActions(db),
  );

  app.get(
    '/api/admin/access-alerts',
    {
      config: { permission: 'read:audit:any' },
      schema: { tags, querystring: alertsQuery, response: { 200: z.array(accessAlert) } },
    },
    async (request) => listAlerts(db, { open: request.query.open }),
  );

  app.post(
    '/api/admin/access-alerts/:id/acknowledge',
    {
      config: { permission: 'manage:access-alert:any' },
      schema: { tags, params: idParam, response: { 200: accessAlert } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const alert = await acknowledgeAlert(db, request.params.id, user.id);
      await recordAudit(db, {
        action: 'access_alert_acknowledged',
        actorUserId: user.id,
        entityType: 'access_alert',
        entityId: alert.id,
        ipAddress: request.ip ?? null,
      });
      return alert;
    },
  );

  await app.register(organizationAuditRoutes, { db });
};

export { scanForAlerts };
