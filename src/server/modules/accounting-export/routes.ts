/**
 * The accounting export for dispatch: issued driver settlements of a range of weeks as a
 * QuickBooks Online bill-import CSV, or as an IIF file for QuickBooks Desktop.
 */
import { NO_PROTECTED_FIELDS } from '@domain/access-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingExportQuery, type AccountingExportQuery } from '@domain/accounting-export';
import type { Db } from '../../db/client';
import { settlementBills } from './bills';
import { desktopIif, qboCsv } from './formats';

const fileName = (q: AccountingExportQuery, extension: string) =>
  `medlink-settlements-${q.from}-to-${q.to}.${extension}`;

export const accountingExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['accounting'];

  app.get(
    '/api/accounting/export/qbo.csv',
    {
      config: { permission: 'export:accounting:any', reveals: NO_PROTECTED_FIELDS },
      schema: { tags, querystring: accountingExportQuery },
    },
    async (request, reply) => {
      const csv = qboCsv(await settlementBills(db, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(request.query, 'csv')}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/accounting/export/desktop.iif',
    {
      config: { permission: 'export:accounting:any', reveals: NO_PROTECTED_FIELDS },
      schema: { tags, querystring: accountingExportQuery },
    },
    async (request, reply) => {
      const iif = desktopIif(await settlementBills(db, request.query));
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(request.query, 'iif')}"`)
        .header('cache-control', 'private, no-store')
        .send(iif);
    },
  );
};
