/**
 * The driver app's job calls: the board, accept, the run's steps, location sharing, the
 * jobs under way, and going on or off shift. Roles are checked before the body is read, so a
 * client or admin learns nothing from a 400; objects are checked in the services.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_FIELDS } from '@domain/access-log';
import { idParam } from '@domain/auth';
import {
  acceptJobRequest,
  declineJobRequest,
  availableJobResponse,
  driverIdParam,
  driverShiftRequest,
  driverShiftResponse,
  driverStepRequest,
  locationBatchRequest,
  locationBatchResponse,
  locationUpdateRequest,
  locationUpdateResponse,
  trailResponse,
} from '@domain/driver';
import { orderResponse } from '@domain/orders';
import { arrivalRequest, arrivalResponse } from '@domain/wait-time';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import type { GroupCommitOptions } from '../../db/group-commit';
import { currentAuth } from '../../plugins/authenticate';
import { revealOrder, revealOrderList } from '../access-log/index';
import { jobLocationSharing, shareIdleLocation } from './location';
import { socketPositions } from './socket-positions';
import { readTrail, shareJobTrail } from './trail';
import * as service from './service';
import { setShift } from './shift';
import { recordArrival } from './arrival';

export const driverJobRoutes: FastifyPluginAsyncZod<{
  db: Db;
  distance?: DistanceService;
  groupCommit: GroupCommitOptions;
  rememberEtaInputs?: boolean;
}> = async (app, { db, distance, groupCommit, rememberEtaInputs }) => {
  const tags = ['driver'];
  const shareJobLocation = jobLocationSharing(db, { distance, groupCommit, rememberEtaInputs });
  // The same fixes on the driver's live socket, through the same batches.
  app.socketFrames.on('position', socketPositions(shareJobLocation));

  app.get(
    '/api/orders/available',
    {
      config: { permission: 'read:open-job:any', reveals: ORDER_FIELDS },
      schema: { tags, response: { 200: z.array(availableJobResponse) } },
    },
    async (request) =>
      revealOrderList(request, await service.listAvailableJobs(db, currentAuth(request).user)),
  );

  app.post(
    '/api/orders/:id/accept',
    {
      config: { permission: 'accept:job:assigned', reveals: ORDER_FIELDS },
      schema: { tags, params: idParam, body: acceptJobRequest, response: { 200: orderResponse } },
    },
    async (request) =>
      revealOrder(
        request,
        await service.acceptJob(
          db,
          currentAuth(request).user,
          request.params.id,
          request.body,
          request.ip ?? null,
        ),
      ),
  );

  app.post(
    '/api/orders/:id/decline',
    {
      config: { permission: 'decline:job:assigned', reveals: ORDER_FIELDS },
      schema: { tags, params: idParam, body: declineJobRequest, response: { 200: orderResponse } },
    },
    async (request) =>
      revealOrder(
        request,
        await service.declineJob(
          db,
          currentAuth(request).user,
          request.params.id,
          request.body,
          request.ip ?? null,
        ),
      ),
  );

  app.get(
    '/api/orders/driver/:driverId/active',
    {
      config: {
        permission: 'read:driver-jobs:own,any',
        permissionCheckedInService: true,
        reveals: ORDER_FIELDS,
      },
      schema: { tags, params: driverIdParam, response: { 200: z.array(orderResponse) } },
    },
    async (request) =>
      revealOrderList(
        request,
        await service.listActiveJobs(db, currentAuth(request).user, request.params.driverId),
      ),
  );

  app.patch(
    '/api/orders/:id/status',
    {
      config: { permission: 'update:order-status:assigned', reveals: ORDER_FIELDS },
      schema: { tags, params: idParam, body: driverStepRequest, response: { 200: orderResponse } },
    },
    async (request) =>
      revealOrder(
        request,
        await service.advanceJob(
          db,
          currentAuth(request).user,
          request.params.id,
          request.body,
          request.ip ?? null,
        ),
      ),
  );

  app.post(
    '/api/orders/:id/arrived',
    {
      config: { permission: 'update:order-status:assigned' },
      schema: {
        tags,
        summary: 'The driver has arrived at the pickup or the drop: the server stamps the time, once',
        params: idParam,
        body: arrivalRequest,
        response: { 200: arrivalResponse },
      },
    },
    async (request) => recordArrival(db, currentAuth(request).user, request.params.id, request.body.stop),
  );

  app.post(
    '/api/orders/:id/location',
    {
      config: { permission: 'create:job-location:assigned' },
      schema: {
        tags,
        params: idParam,
        body: locationUpdateRequest,
        response: { 201: locationUpdateResponse },
      },
    },
    async (request, reply) => {
      const fix = await shareJobLocation(currentAuth(request).user, request.params.id, request.body);
      return reply.code(201).send(fix);
    },
  );

  app.post(
    '/api/orders/:id/location/batch',
    {
      config: { permission: 'create:job-location:assigned' },
      schema: {
        tags,
        summary: 'Upload the positions a driver kept while offline, oldest first',
        params: idParam,
        body: locationBatchRequest,
        response: { 201: locationBatchResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await shareJobTrail(db, currentAuth(request).user, request.params.id, request.body)),
  );

  app.get(
    '/api/orders/:id/trail',
    {
      config: { permission: 'read:order:own,assigned,any' },
      schema: {
        tags,
        summary: "The driver's recorded path on a job, oldest first",
        params: idParam,
        response: { 200: trailResponse },
      },
    },
    async (request) => readTrail(db, currentAuth(request).user, request.params.id),
  );

  app.post(
    '/api/driver/location',
    {
      config: { permission: 'update:driver-location:own' },
      schema: { tags, body: locationUpdateRequest, response: { 200: locationUpdateResponse } },
    },
    async (request) => shareIdleLocation(db, currentAuth(request).user, request.body),
  );

  app.patch(
    '/api/driver/status',
    {
      config: { permission: 'update:driver-status:own' },
      schema: { tags, body: driverShiftRequest, response: { 200: driverShiftResponse } },
    },
    async (request) => setShift(db, currentAuth(request).user, request.body.status, request.ip ?? null),
  );
};
