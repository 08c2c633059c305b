/**
 * The receiving desk's calls: check pieces in on arrival and list what is on its way; the
 * directory of receiving sites a booker picks from; dispatch's discrepancies and their resolution.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  discrepancyListQuery,
  discrepancyListResponse,
  discrepancyResponse,
  resolveDiscrepancyRequest,
} from '@domain/discrepancies';
import { checkInRequest, checkInResponse, inboundResponse } from '@domain/receiving';
import { receivingSitesResponse } from '@domain/receiving-sites';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { discrepancies, resolve } from './discrepancies';
import { listInbound } from './inbound';
import { checkIn } from './service';
import { receivingSites } from './sites';

export const receivingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['receiving'];

  app.post(
    '/api/orders/:id/check-in',
    {
      // own: the desk of the order's delivery organisation (the access policy's canCheckIn decides per order).
      config: { permission: 'create:check-in:own,any' },
      schema: {
        tags,
        params: idParam,
        body: checkInRequest,
        response: { 200: checkInResponse },
      },
    },
    async (request) => checkIn(db, currentAuth(request).user, request.params.id, request.body),
  );

  app.get(
    '/api/receiving/inbound',
    {
      config: { permission: 'read:inbound:own,any' },
      schema: {
        tags,
        response: { 200: inboundResponse },
      },
    },
    async (request) => listInbound(db, currentAuth(request).user),
  );

  app.get(
    '/api/receiving-sites',
    {
      config: { permission: 'read:receiving-site:any' },
      schema: { tags, response: { 200: receivingSitesResponse } },
    },
    async () => receivingSites(db),
  );

  app.get(
    '/api/discrepancies',
    {
      config: { permission: 'read:discrepancy:any' },
      schema: { tags, querystring: discrepancyListQuery, response: { 200: discrepancyListResponse } },
    },
    async (request) => discrepancies(db, request.query),
  );

  app.post(
    '/api/discrepancies/:id/resolve',
    {
      config: { permission: 'resolve:discrepancy:any' },
      schema: {
        tags,
        params: idParam,
        body: resolveDiscrepancyRequest,
        response: { 200: discrepancyResponse },
      },
    },
    async (request) => resolve(db, currentAuth(request).user, request.params.id, request.body.resolution),
  );
};
