/**
 * The accounting export for dispatch and billing: issued driver settlements of a range of weeks,
 * and the receivables of a range of days (invoices, credit notes, payments), as QuickBooks Online
 * CSV or as IIF for QuickBooks Desktop.
 */
import { NO_PROTECTED_FIELDS } from '@domain/access-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingExportQuery, type AccountingExportQuery } from '@domain/accounting-export';
import type { Db } from '../../db/client';
import { settlementBills } from './bills';
import { desktopIif, qboCsv } from './formats';
import { receivablesBetween } from '../invoices/index';
import { invoicesQboCsv, paymentsQboCsv, receivablesIif } from './receivables';

const fileName = (q: AccountingExportQuery, extension: string, what = 'settlements') =>
  `medlink-${what}-${q.from}-to-${q.to}.${extension}`;

/** The receivables files: each a format of the same ledger, written as a download. */
const RECEIVABLES = [
  { path: 'invoices/qbo.csv', what: 'invoices', ext: 'csv', type: 'text/csv', write: invoicesQboCsv },
  { path: 'payments/qbo.csv', what: 'payments', ext: 'csv', type: 'text/csv', write: paymentsQboCsv },
  {
    path: 'receivables/desktop.iif',
    what: 'receivables',
    ext: 'iif',
    type: 'text/plain',
    write: receivablesIif,
  },
] as const;

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

  for (const file of RECEIVABLES)
    app.get(
      `/api/accounting/export/${file.path}`,
      {
        config: { permission: 'export:accounting:any', reveals: NO_PROTECTED_FIELDS },
        schema: { tags, querystring: accountingExportQuery },
      },
      async (request, reply) => {
        const body = file.write(await receivablesBetween(db, request.query.from, request.query.to));
        return reply
          .type(`${file.type}; charset=utf-8`)
          .header(
            'content-disposition',
            `attachment; filename="${fileName(request.query, file.ext, file.what)}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
};
