/**
 * The day's plan as dispatch sees it (POST /api/dispatch/plans and the routes beside it): the
 * routes per driver with each stop's time and slack, what the plan cannot serve and why, and what
 * an edit breaks. Times and slack are the server's: an edit sends only the order of the stops.
 */
import { z } from 'zod';
import {
  UNSERVED_REASONS,
  VIOLATION_WORDS,
  type UnservedReason,
  type ViolationReason,
} from './dispatch-plan-rules';

const id = z.number().int().positive().max(2_147_483_647);
export const PLAN_STATUSES = ['proposed', 'applied'] as const;

export const planStop = z.object({
  orderId: id,
  displayNumber: z.string(),
  kind: z.enum(['pickup', 'delivery']),
  latitude: z.number(),
  longitude: z.number(),
  /** When service starts there (ISO 8601), waiting for the window included. */
  arriveAt: z.string(),
  /** Minutes this stop could slip without any deadline further on the route being missed. */
  slackMinutes: z.number().int(),
  legMiles: z.string(),
  /** Dispatch pinned the order to this driver: a new plan keeps it there. */
  pinned: z.boolean(),
});
export type PlanStop = z.infer<typeof planStop>;

export const planRoute = z.object({
  driverId: id,
  driverName: z.string(),
  miles: z.string(),
  stops: z.array(planStop),
});
export type PlanRoute = z.infer<typeof planRoute>;

export const dispatchPlanResponse = z.object({
  id,
  status: z.enum(PLAN_STATUSES),
  /** Goes up by one with every change; an edit names the revision it was made on. */
  revision: z.number().int(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  routes: z.array(planRoute),
  unserved: z.array(
    z.object({
      orderId: id,
      displayNumber: z.string(),
      reason: z.enum(Object.keys(UNSERVED_REASONS) as [UnservedReason, ...UnservedReason[]]),
      message: z.string(),
    }),
  ),
  violations: z.array(
    z.object({
      driverId: id,
      orderId: id.nullable(),
      reason: z.enum(Object.keys(VIOLATION_WORDS) as [ViolationReason, ...ViolationReason[]]),
      message: z.string(),
    }),
  ),
  totals: z.object({ drivers: z.number().int(), orders: z.number().int(), miles: z.string() }),
});
export type DispatchPlanResponse = z.infer<typeof dispatchPlanResponse>;

export const currentPlanResponse = z.object({ plan: dispatchPlanResponse.nullable() });
export type CurrentPlanResponse = z.infer<typeof currentPlanResponse>;

export const createPlanRequest = z.object({
  /** Seconds the planner may search (default 8): a longer search saves a few more miles. */
  seconds: z.number().min(1).max(20).optional(),
});

const stopRef = z.object({ orderId: id, kind: z.enum(['pickup', 'delivery']) });
export const revisePlanRequest = z.object({
  revision: z.number().int().min(0),
  routes: z.array(z.object({ driverId: id, stops: z.array(stopRef).max(400) })).max(500),
  /** Orders dispatch pins to the driver whose route now holds them. */
  pins: z.array(id).max(2_000).default([]),
});
export type RevisePlanRequest = z.infer<typeof revisePlanRequest>;

export const applyPlanRequest = z.object({
  revision: z.number().int().min(0),
  /** Apply only these drivers' routes (one route at a time); all of them when left out. */
  driverIds: z.array(id).min(1).max(500).optional(),
});
