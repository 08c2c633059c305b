/** The driver dashboard's figures: stat cards, performance, achievements, leaderboard. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  achievementResponse,
  driverIdParam,
  driverPerformanceResponse,
  driverStatsResponse,
  leaderboardEntry,
} from '@domain/driver';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import * as service from './service';

export const driverPerformanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['driver'];

  app.get(
    '/api/driver/stats/:driverId',
    {
      config: { permission: 'read:driver-stats:own,any', permissionCheckedInService: true },
      schema: { tags, params: driverIdParam, response: { 200: driverStatsResponse } },
    },
    async (request) => service.getDriverStats(db, currentAuth(request).user, request.params.driverId),
  );

  app.get(
    '/api/driver/leaderboard',
    {
      config: { permission: 'read:leaderboard:any' },
      schema: { tags, response: { 200: z.array(leaderboardEntry) } },
    },
    async (request) => service.getLeaderboard(db, currentAuth(request).user),
  );

  app.get(
    '/api/driver/:id/performance',
    {
      config: { permission: 'read:driver-stats:own,any', permissionCheckedInService: true },
      schema: { tags, params: idParam, response: { 200: driverPerformanceResponse } },
    },
    async (request) => service.getPerformance(db, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/api/driver/:id/achievements',
    {
      config: { permission: 'read:driver-stats:own,any', permissionCheckedInService: true },
      schema: { tags, params: idParam, response: { 200: z.array(achievementResponse) } },
    },
    async (request) => service.getAchievements(db, currentAuth(request).user, request.params.id),
  );
};
