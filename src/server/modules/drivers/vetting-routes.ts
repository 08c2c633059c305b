/**
 * Driver vetting (contract "Driver vetting"): the applications list, approve
 * and reject. Admin only, checked before the body is read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverIdParam } from '@domain/driver';
import {
  driverApplicationsQuery,
  driverApprovalResponse,
  driverApprovalsResponse,
  rejectDriverRequest,
} from '@domain/driver-vetting';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { approveDriver, listApplications, rejectDriver } from './vetting';

export const driverVettingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];

  app.get(
    '/api/drivers/applications',
    {
      config: { permission: 'read:driver:any' },
      schema: { tags, querystring: driverApplicationsQuery, response: { 200: driverApprovalsResponse } },
    },
    async (request) => listApplications(db, request.query.status),
  );

  app.post(
    '/api/drivers/:driverId/approve',
    {
      config: { permission: 'vet:driver:any' },
      schema: { tags, params: driverIdParam, response: { 200: driverApprovalResponse } },
    },
    async (request) =>
      approveDriver(db, currentAuth(request).user, request.params.driverId, request.ip ?? null),
  );

  app.post(
    '/api/drivers/:driverId/reject',
    {
      config: { permission: 'vet:driver:any' },
      schema: {
        tags,
        params: driverIdParam,
        body: rejectDriverRequest,
        response: { 200: driverApprovalResponse },
      },
    },
    async (request) =>
      rejectDriver(
        db,
        currentAuth(request).user,
        request.params.driverId,
        request.body.reason,
        request.ip ?? null,
      ),
  );
};
