/**
 * Dispatch's day plan: propose one (the planner's thread), read the current one (orders booked
 * since are inserted first), edit it (the order of stops, pins) and apply it (apply.ts). Every
 * time and check in an answer is the server's own; an edit names the revision it was made on, and
 * one made on an older revision is refused (409) rather than silently overwriting another's.
 */
import type { SessionUser } from '@domain/auth';
import type { DispatchPlanResponse, RevisePlanRequest } from '@domain/dispatch-plan';
import type { DayRoute } from '@domain/planner/day-plan';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dispatchPlans, type StoredPlanView } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import { loadDay, toView, type DayFacts } from './day-input';
import { PlannerUnavailable, type PlannerPool } from './planner-pool';
import type { PlannerJob } from './planner-jobs';
import { findCurrentPlan, findPlan, type PlanRow } from './repository';

const invalid = (path: string, message: string) => badRequest(message, [{ path, message }]);

export interface PlanDeps {
  db: Db;
  pool: PlannerPool;
  /** Budget of a new plan's search when the request names none (PLAN_SECONDS). */
  defaultSeconds: number;
}

/** An insertion's short improvement after the cheapest place is found. */
const INSERT_MS = 50;
const SEED = 36;

/** A planner thread that died or hung is a 503 with its cause in one line; the next call starts a new one. */
async function runPlanner(deps: PlanDeps, job: PlannerJob) {
  try {
    return await deps.pool.run(job);
  } catch (error) {
    if (!(error instanceof PlannerUnavailable)) throw error;
    const unavailable = new AppError(
      'SERVICE_UNAVAILABLE',
      `The planner could not answer (${error.message}); try again.`,
    );
    unavailable.retryAfterSeconds = 5;
    throw unavailable;
  }
}

export function toResponse(row: PlanRow): DispatchPlanResponse {
  return {
    id: row.id,
    status: row.status === 'applied' ? 'applied' : 'proposed',
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    ...row.view,
  };
}

const routesOf = (view: StoredPlanView): DayRoute[] =>
  view.routes.map((route) => ({
    driverId: route.driverId,
    stops: route.stops.map(({ orderId, kind }) => ({ orderId, kind })),
  }));

function pinMap(routes: readonly DayRoute[], pins: readonly number[]): Map<number, number> {
  const pinned = new Set(pins);
  const map = new Map<number, number>();
  for (const route of routes)
    for (const stop of route.stops) if (pinned.has(stop.orderId)) map.set(stop.orderId, route.driverId);
  return map;
}

export async function proposePlan(
  deps: PlanDeps,
  admin: SessionUser,
  seconds: number | undefined,
  now: Date,
): Promise<DispatchPlanResponse> {
  const facts = await loadDay(deps.db, now, new Map());
  const result = await runPlanner(deps, {
    kind: 'plan',
    day: facts.day,
    timeLimitMs: (seconds ?? deps.defaultSeconds) * 1000,
    seed: SEED,
  });
  const view = toView(facts, result, new Set());
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .update(dispatchPlans)
      .set({ status: 'superseded', updatedAt: now })
      .where(eq(dispatchPlans.status, 'proposed'));
    const [inserted] = await tx
      .insert(dispatchPlans)
      .values({
        status: 'proposed',
        routes: routesOf(view),
        pins: [],
        view,
        createdBy: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  return toResponse(row);
}

/** The plan dispatch works on, with orders confirmed since it was made put in their cheapest place. */
export async function currentPlan(deps: PlanDeps, now: Date): Promise<DispatchPlanResponse | null> {
  const row = await findCurrentPlan(deps.db);
  if (!row) return null;
  const known = new Set([
    ...row.routes.flatMap((route) => route.stops.map((stop) => stop.orderId)),
    ...row.view.unserved.map((item) => item.orderId),
  ]);
  const pins = pinMap(row.routes, row.pins);
  const facts = await loadDay(deps.db, now, pins);
  const fresh = facts.day.orders.filter(
    (order) => !known.has(order.id) && facts.orders.get(order.id)?.status === 'confirmed',
  );
  if (fresh.length === 0) return toResponse(row);
  const result = await runPlanner(deps, {
    kind: 'insert',
    day: facts.day,
    routes: row.routes,
    timeLimitMs: INSERT_MS,
    seed: SEED,
  });
  return save(
    deps,
    row,
    row.revision,
    facts,
    result,
    row.pins,
    now,
    row.status === 'applied' ? 'applied' : 'proposed',
  );
}

/** Dispatch's own order of stops (a stop dragged, moved up or down) and pins, timed and checked. */
export async function revisePlan(
  deps: PlanDeps,
  planId: number,
  body: RevisePlanRequest,
  now: Date,
): Promise<DispatchPlanResponse> {
  const row = await editable(deps, planId, body.revision);
  const known = new Set([
    ...row.routes.flatMap((route) => route.stops.map((stop) => stop.orderId)),
    ...row.view.unserved.map((item) => item.orderId),
  ]);
  checkShape(body.routes, known);
  const pins = pinMap(body.routes, body.pins);
  const facts = await loadDay(deps.db, now, pins);
  const result = await runPlanner(deps, { kind: 'evaluate', day: facts.day, routes: body.routes });
  return save(deps, row, body.revision, facts, result, [...pins.keys()], now, 'proposed');
}

/** Pin an order to a driver: it moves to that driver's route at its cheapest place and stays there. */
export async function pinOrder(
  deps: PlanDeps,
  planId: number,
  revision: number,
  orderId: number,
  driverId: number,
  now: Date,
): Promise<DispatchPlanResponse> {
  const row = await editable(deps, planId, revision);
  const pins = pinMap(row.routes, row.pins);
  pins.set(orderId, driverId);
  const facts = await loadDay(deps.db, now, pins);
  if (!facts.orders.has(orderId)) throw invalid('orderId', 'orderId: that order is not open in this plan');
  if (!facts.drivers.has(driverId))
    throw invalid('driverId', 'driverId: that driver is not on shift with a known position');
  const routes = row.routes.map((route) => ({
    ...route,
    stops: route.stops.filter((stop) => stop.orderId !== orderId),
  }));
  const result = await runPlanner(deps, {
    kind: 'insert',
    day: facts.day,
    routes,
    timeLimitMs: INSERT_MS,
    seed: SEED,
  });
  return save(deps, row, revision, facts, result, [...pins.keys()], now, 'proposed');
}

async function editable(deps: PlanDeps, planId: number, revision: number): Promise<PlanRow> {
  const row = await findPlan(deps.db, planId);
  if (!row) throw notFound('Plan not found');
  if (row.status === 'superseded')
    throw new AppError('PLAN_SUPERSEDED', 'A newer plan replaced this one: open the current plan');
  if (row.revision !== revision)
    throw new AppError('PLAN_STALE', 'The plan changed since you loaded it: reload it and try again');
  return row;
}

/** Each order once, pickup before its drop, both with one driver; only orders the plan knows. */
function checkShape(routes: RevisePlanRequest['routes'], known: ReadonlySet<number>): void {
  const seen = new Map<number, { driverId: number; kinds: string[] }>();
  const drivers = new Set<number>();
  for (const route of routes) {
    if (drivers.has(route.driverId)) throw invalid('routes', 'routes: a driver appears twice');
    drivers.add(route.driverId);
    for (const stop of route.stops) {
      if (!known.has(stop.orderId))
        throw invalid('routes', `routes: order ${stop.orderId} is not in this plan`);
      const entry = seen.get(stop.orderId) ?? { driverId: route.driverId, kinds: [] };
      if (entry.driverId !== route.driverId)
        throw invalid(
          'routes',
          `routes: the pickup and drop of order ${stop.orderId} are with different drivers`,
        );
      if (entry.kinds.includes(stop.kind))
        throw invalid('routes', `routes: order ${stop.orderId} has two ${stop.kind} stops`);
      if (stop.kind === 'pickup' && entry.kinds.includes('delivery'))
        throw invalid('routes', `routes: the drop of order ${stop.orderId} comes before its pickup`);
      entry.kinds.push(stop.kind);
      seen.set(stop.orderId, entry);
    }
  }
}

async function save(
  deps: PlanDeps,
  row: PlanRow,
  revision: number,
  facts: DayFacts,
  result: Parameters<typeof toView>[1],
  pins: number[],
  now: Date,
  status: 'proposed' | 'applied',
): Promise<DispatchPlanResponse> {
  const view = toView(facts, result, new Set(pins));
  const [updated] = await deps.db
    .update(dispatchPlans)
    .set({ routes: routesOf(view), pins, view, status, revision: revision + 1, updatedAt: now })
    .where(
      and(
        eq(dispatchPlans.id, row.id),
        eq(dispatchPlans.revision, revision),
        ne(dispatchPlans.status, 'superseded'),
      ),
    )
    .returning();
  if (!updated)
    throw new AppError('PLAN_STALE', 'The plan changed since you loaded it: reload it and try again');
  return toResponse(updated);
}
