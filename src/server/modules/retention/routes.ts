/**
 * Retention (decision 046): legal holds on an order, the policy and the log of runs, and a run
 * started by hand. The nightly run starts with the app: every RETENTION_POLL_MS it checks whether
 * today's run (after RETENTION_HOUR, Central) has happened, on an unref'd timer stopped on close.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  legalHoldRequest,
  legalHoldResponse,
  organizationRetentionRequest,
  organizationRetentionResponse,
  retentionRunResponse,
  retentionStatusResponse,
} from '@domain/retention';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { currentAuth } from '../../plugins/authenticate';
import { legalHoldOf, recentRuns, runRetention, setLegalHold, setOrganizationRetention } from './service';

export interface RetentionOptions {
  db: Db;
  retentionDays: number;
}

export const retentionRoutes: FastifyPluginAsyncZod<RetentionOptions> = async (app, options) => {
  const { db, retentionDays } = options;
  const tags = ['compliance'];

  app.get(
    '/api/orders/:id/legal-hold',
    {
      config: { permission: 'manage:legal-hold:any' },
      schema: { tags, params: idParam, response: { 200: legalHoldResponse } },
    },
    async (request) => legalHoldOf(db, request.params.id),
  );

  app.put(
    '/api/orders/:id/legal-hold',
    {
      config: { permission: 'manage:legal-hold:any' },
      schema: { tags, params: idParam, body: legalHoldRequest, response: { 200: legalHoldResponse } },
    },
    async (request) =>
      setLegalHold(db, request.params.id, request.body, {
        id: currentAuth(request).user.id,
        ipAddress: request.ip ?? null,
      }),
  );

  app.put(
    '/api/organizations/:id/retention',
    {
      config: { permission: 'manage:retention:any' },
      schema: {
        tags,
        params: idParam,
        body: organizationRetentionRequest,
        response: { 200: organizationRetentionResponse },
      },
    },
    async (request) =>
      setOrganizationRetention(db, request.params.id, request.body.retentionDays, retentionDays, {
        id: currentAuth(request).user.id,
        ipAddress: request.ip ?? null,
      }),
  );

  app.get(
    '/api/admin/retention',
    {
      config: { permission: 'manage:retention:any' },
      schema: { tags, response: { 200: retentionStatusResponse } },
    },
    async () => ({ retentionDays, runs: await recentRuns(db) }),
  );

  app.post(
    '/api/admin/retention/run',
    {
      config: { permission: 'manage:retention:any' },
      schema: { tags, response: { 200: retentionRunResponse } },
    },
    async (request) => {
      const run = await runRetention(db, { retentionDays, startedBy: currentAuth(request).user.id });
      if (!run)
        throw new AppError('SERVICE_UNAVAILABLE', 'A retention run could not start. Please try again.');
      request.log.info({ run }, 'retention run started by hand');
      return run;
    },
  );
};
