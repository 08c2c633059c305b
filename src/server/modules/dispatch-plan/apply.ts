/**
 * Applying the plan: every order in it goes to its route's driver, in one transaction. An order
 * given to someone else, cancelled or finished since the plan was made stops the whole apply with
 * its number (409): half a plan applied would leave drivers with routes nobody planned. A plan
 * that breaks a rule (late, over capacity, a ride too long, a driver without the cold chain) is
 * refused too: dispatch sees the problems in the plan and fixes them first.
 */
import type { SessionUser } from '@domain/auth';
import type { DispatchPlanResponse } from '@domain/dispatch-plan';
import { displayNumber } from '@domain/display';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dispatchPlans, drivers } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { findOrderParties } from '../order-access/index';
import { changeOrderStatus } from '../order-status/index';
import { toResponse } from './service';

const invalid = (path: string, message: string) => badRequest(message, [{ path, message }]);

export async function applyPlan(
  db: Db,
  admin: SessionUser,
  planId: number,
  request: { revision: number; driverIds?: number[] | undefined },
  now: Date,
  ipAddress: string | null,
): Promise<DispatchPlanResponse> {
  const only = request.driverIds ? new Set(request.driverIds) : null;
  const applied = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dispatchPlans).where(eq(dispatchPlans.id, planId)).for('update');
    if (!row) throw notFound('Plan not found');
    if (row.status === 'superseded')
      throw new AppError('PLAN_SUPERSEDED', 'A newer plan replaced this one: open the current plan');
    if (row.revision !== request.revision)
      throw new AppError('PLAN_STALE', 'The plan changed since you loaded it: reload it and try again');
    const routes = only ? row.routes.filter((route) => only.has(route.driverId)) : row.routes;
    if (only && routes.length !== only.size)
      throw invalid('driverIds', 'driverIds: a driver named has no route in this plan');
    const violations = row.view.violations.filter((v) => !only || only.has(v.driverId));
    if (violations.length > 0) {
      const some = violations.slice(0, 3).map((v) => v.message);
      throw new AppError(
        'PLAN_BREAKS_RULES',
        `The plan breaks ${violations.length} rule(s): ${some.join('; ')}`,
      );
    }
    const driverIds = routes.map((route) => route.driverId);
    if (driverIds.length > 0) {
      const onShift = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(
          and(
            inArray(drivers.id, driverIds),
            inArray(drivers.status, ['available', 'busy']),
            eq(drivers.approvalStatus, 'approved'),
          ),
        );
      const ready = new Set(onShift.map((d) => d.id));
      const gone = row.view.routes.find(
        (route) => driverIds.includes(route.driverId) && !ready.has(route.driverId),
      );
      if (gone) throw new AppError('PLAN_STALE', `${gone.driverName} is no longer on shift: plan again`);
    }
    let assigned = 0;
    for (const route of routes) {
      const orderIds = [...new Set(route.stops.map((stop) => stop.orderId))];
      for (const orderId of orderIds) {
        const order = await findOrderParties(tx, orderId);
        if (order?.driverId === route.driverId) continue;
        if (!order || order.status !== 'confirmed' || order.driverId !== null) {
          throw new AppError(
            'PLAN_STALE',
            `${displayNumber(orderId)} changed since the plan was made (${order ? order.status.replace(/_/g, ' ') : 'gone'}): plan again`,
          );
        }
        await changeOrderStatus(tx, {
          orderId,
          action: 'assign',
          actor: { userId: admin.id, role: 'admin' },
          assignDriverId: route.driverId,
          note: 'Driver assigned by the day plan',
          race: {
            code: 'PLAN_STALE',
            message: `${displayNumber(orderId)} was just given to another driver: plan again`,
          },
        });
        assigned++;
      }
      if (orderIds.length > 0)
        await tx
          .update(drivers)
          .set({ status: 'busy' })
          .where(and(eq(drivers.id, route.driverId), eq(drivers.status, 'available')));
    }
    // One route applied keeps the rest of the plan open for dispatch; the whole plan replaces the last.
    const appliedRoutes = only
      ? [...(row.appliedRoutes ?? []).filter((route) => !only.has(route.driverId)), ...routes]
      : row.routes;
    if (!only) {
      await tx
        .update(dispatchPlans)
        .set({ status: 'superseded', updatedAt: now })
        .where(and(eq(dispatchPlans.status, 'applied'), ne(dispatchPlans.id, planId)));
    }
    const [updated] = await tx
      .update(dispatchPlans)
      .set({
        status: only ? row.status : 'applied',
        appliedAt: now,
        appliedBy: admin.id,
        appliedRoutes,
        revision: sql`${dispatchPlans.revision} + 1`,
        updatedAt: now,
      })
      .where(eq(dispatchPlans.id, planId))
      .returning();
    await recordAudit(tx, {
      action: 'dispatch_plan_apply',
      actorUserId: admin.id,
      entityType: 'dispatch_plan',
      entityId: planId,
      ipAddress,
      details: { drivers: driverIds, assigned, whole: !only },
    });
    return updated!;
  });
  return toResponse(applied);
}
