/**
 * POST /api/orders/import and its template (decision 016). Registered as its own plugin
 * so the text/csv body parser and the larger body limit apply to the import route alone.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import { z } from 'zod';
import {
  CLIENT_COLUMN,
  importQuery,
  importResponse,
  importTemplate,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '@domain/order-import';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { errorHandler } from '../../error-handler';
import { AppError } from '../../errors';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrderList } from '../access-log/index';
import { importOrders } from './import-service';
import { hasPermission } from '../access-policy/index';

export interface OrderImportRouteOptions {
  db: Db;
  distance: DistanceService;
  geocoder: Geocoder;
}

const MIB = MAX_IMPORT_BYTES / 1024 / 1024;

/** The app's error handler, with a body-too-large message that speaks of the file, not a photo. */
function importErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const message = `The file is too large: at most ${MIB} MiB (${MAX_IMPORT_ROWS} orders) per import`;
    return errorHandler(
      new AppError('PAYLOAD_TOO_LARGE', message, {
        errors: [
          { row: 0, column: null, message, code: 'TOO_LARGE', values: { mib: MIB, max: MAX_IMPORT_ROWS } },
        ],
      }) as unknown as FastifyError,
      request,
      reply,
    );
  }
  return errorHandler(error, request, reply);
}

export const orderImportRoutes: FastifyPluginAsyncZod<OrderImportRouteOptions> = async (
  app,
  { db, distance, geocoder },
) => {
  const tags = ['orders'];
  // The file arrives as text; csv-parse reads it in the service. Scoped to this plugin.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/orders/import',
    {
      config: { permission: 'import:order:own,any', reveals: ORDER_FIELDS },
      bodyLimit: MAX_IMPORT_BYTES,
      errorHandler: importErrorHandler,
      schema: {
        tags,
        summary: 'Import orders from a CSV file (all or nothing)',
        description:
          `Send the file with \`content-type: text/csv\`: a header row of POST /api/orders field names ` +
          `(addresses as text, dates as YYYY-MM-DD unless \`?dateFormat=MM/DD/YYYY\` or \`DD/MM/YYYY\` ` +
          `says otherwise, true/false or yes/no), one order per row, at most ` +
          `${MAX_IMPORT_ROWS} rows and ${MIB} MiB. Every row is validated, resolved and priced like a ` +
          `booking; if any row fails, nothing is created and the 400 answer lists ` +
          '`errors: [{ row, column, message, code, values }]` (row 1 is the first data row, row 0 the ' +
          'header; `code` names the problem and `values` fill its sentence, for a screen to word it). ' +
          `An admin names the client of the whole file with \`?clientId=\`, or of each row in a ` +
          `\`${CLIENT_COLUMN}\` column; a client's file must not have one. ` +
          'GET /api/orders/import/template gives a file to start from.',
        consumes: ['text/csv'],
        querystring: importQuery,
        response: { 201: importResponse },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv');
      }
      const auth = currentAuth(request);
      const result = await importOrders(
        db,
        { distance, geocoder },
        auth.user,
        request.body,
        request.ip ?? null,
        request.query,
      );
      revealOrderList(request, result.orders);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/orders/import/template',
    {
      config: { permission: 'import:order:own,any' },
      schema: {
        tags,
        summary: 'A CSV template for POST /api/orders/import (header and one example row)',
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const admin = hasPermission(currentAuth(request).user, 'import:order:any');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="medlink-orders-template.csv"')
        .send(importTemplate(admin));
    },
  );
};
