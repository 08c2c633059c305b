/**
 * The day's plan for dispatch (decision 041): propose, read, edit (order of stops, pins) and apply.
 * Admins only; the planner runs in its own thread (planner-pool.ts), closed with the app.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  applyPlanRequest,
  createPlanRequest,
  currentPlanResponse,
  dispatchPlanResponse,
  revisePlanRequest,
} from '@domain/dispatch-plan';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { applyPlan } from './apply';
import { PlannerPool } from './planner-pool';
import { currentPlan, pinOrder, proposePlan, revisePlan, type PlanDeps } from './service';

export interface DispatchPlanRouteOptions {
  db: Db;
  planSeconds: number;
}

const pinRequest = z.object({
  revision: z.number().int().min(0),
  orderId: z.number().int().positive(),
  driverId: z.number().int().positive(),
});

export const dispatchPlanRoutes: FastifyPluginAsyncZod<DispatchPlanRouteOptions> = async (
  app,
  { db, planSeconds },
) => {
  const pool = new PlannerPool();
  app.addHook('onClose', () => pool.close());
  const deps: PlanDeps = { db, pool, defaultSeconds: planSeconds };
  const tags = ['dispatch-plan'];
  const config = { permission: 'plan:dispatch:any' } as const;

  app.post(
    '/api/dispatch/plans',
    { config, schema: { tags, body: createPlanRequest, response: { 201: dispatchPlanResponse } } },
    async (request, reply) => {
      const plan = await proposePlan(deps, currentAuth(request).user, request.body.seconds, new Date());
      return reply.code(201).send(plan);
    },
  );

  app.get(
    '/api/dispatch/plans/current',
    { config, schema: { tags, response: { 200: currentPlanResponse } } },
    async () => ({
      plan: await currentPlan(deps, new Date()),
    }),
  );

  app.put(
    '/api/dispatch/plans/:id',
    {
      config,
      schema: { tags, params: idParam, body: revisePlanRequest, response: { 200: dispatchPlanResponse } },
    },
    async (request) => revisePlan(deps, request.params.id, request.body, new Date()),
  );

  app.post(
    '/api/dispatch/plans/:id/pins',
    { config, schema: { tags, params: idParam, body: pinRequest, response: { 200: dispatchPlanResponse } } },
    async (request) =>
      pinOrder(
        deps,
        request.params.id,
        request.body.revision,
        request.body.orderId,
        request.body.driverId,
        new Date(),
      ),
  );

  app.post(
    '/api/dispatch/plans/:id/apply',
    {
      config,
      schema: { tags, params: idParam, body: applyPlanRequest, response: { 200: dispatchPlanResponse } },
    },
    async (request) =>
      applyPlan(
        db,
        currentAuth(request).user,
        request.params.id,
        request.body,
        new Date(),
        request.ip ?? null,
      ),
  );
};
