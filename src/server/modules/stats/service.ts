/** The client dashboard's figures, for that client or an admin. */
import type { SessionUser } from '@domain/auth';
import type { ClientStatsResponse } from '@domain/client-stats';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { clientStats, userRole } from './repository';
import { assertPermission, canReadClient, clientOrdersScope, hasPermission } from '../access-policy/index';

export async function statsForClient(
  db: Db,
  viewer: SessionUser,
  clientId: number,
  now: Date = new Date(),
): Promise<ClientStatsResponse> {
  assertPermission(viewer, 'read:client-stats:own,any');
  if (!canReadClient(viewer, clientId)) throw forbidden('You can only see your own figures');
  if (hasPermission(viewer, 'read:client-stats:any') && (await userRole(db, clientId)) !== 'client')
    throw notFound('Client not found');
  // The orders the client's list shows this viewer: a member's organisation's, whoever booked them.
  const s = await clientStats(db, clientOrdersScope(viewer, clientId), now);
  return {
    activeDeliveries: s.active,
    scheduledToday: s.scheduledToday,
    monthlyDeliveries: s.monthly,
    totalCost: s.monthlyCost,
    comparisons: {
      lastMonthDeliveries: s.lastMonth,
      monthlyChangePercent: s.monthlyChangePercent,
      lastMonthCost: s.lastMonthCost,
      costChangePercent: s.costChangePercent,
      deliveredThisMonth: s.deliveredThisMonth,
      upcomingScheduled: s.upcomingScheduled,
      averageDeliveryMinutes: s.averageMinutes,
      onTimePercent: s.onTimePercent,
    },
  };
}
