/**
 * The driver's figures (stat cards, performance, achievements, leaderboard):
 * computed from the data, never the spec's fixed sample values. A driver reads its own; admins
 * read anyone's; the leaderboard is for drivers and admins.
 */
import type { SessionUser } from '@domain/auth';
import type { DriverStatsResponse, LeaderboardEntry } from '@domain/driver';
import { achievementsOf, type AchievementView } from '@domain/driver-achievements';
import { performanceOf, totalPoints, type DriverPerformance } from '@domain/driver-performance';
import { badgeOf } from '@domain/driver-rules';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import * as repo from './repository';
import { earnedTotal } from '../driver-pay/index';
import { assertPermission, canReadDriver, hasPermission } from '../access-policy/index';

/** A driver's own figures, or anyone's for an admin; an unknown driver is 404 for admins only. */
async function checkReader(db: Db, viewer: SessionUser, driverId: number): Promise<void> {
  if (!canReadDriver(viewer, driverId)) throw forbidden('You can only see your own figures');
  if (hasPermission(viewer, 'read:driver-stats:any') && !(await repo.driverExists(db, driverId)))
    throw notFound('Driver not found');
}

export async function getDriverStats(
  db: Db,
  viewer: SessionUser,
  driverId: number,
): Promise<DriverStatsResponse> {
  await checkReader(db, viewer, driverId);
  // Money earned is the driver's real pay: its rules applied, its issued settlements as issued.
  const [stats, moneyEarned] = [await repo.driverStats(db, driverId), await earnedTotal(db, driverId)];
  return { ...stats, moneyEarned };
}

export async function getPerformance(
  db: Db,
  viewer: SessionUser,
  driverId: number,
  now: Date = new Date(),
): Promise<DriverPerformance> {
  await checkReader(db, viewer, driverId);
  return performanceOf(await repo.deliveredRecords(db, driverId), now);
}

export async function getAchievements(
  db: Db,
  viewer: SessionUser,
  driverId: number,
  now: Date = new Date(),
): Promise<AchievementView[]> {
  await checkReader(db, viewer, driverId);
  return achievementsOf(await repo.deliveredRecords(db, driverId), now);
}

export async function getLeaderboard(
  db: Db,
  viewer: SessionUser,
  now: Date = new Date(),
): Promise<LeaderboardEntry[]> {
  assertPermission(viewer, 'read:leaderboard:any');
  const ranked = (await repo.leaderboardTotals(db, now))
    .map((row) => ({ row, points: totalPoints(row.totals) }))
    // Ties go to the driver with more deliveries, then to the longer-serving (lower id) one.
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.row.totals.deliveries - a.row.totals.deliveries ||
        a.row.driverId - b.row.driverId,
    );
  return ranked.map(({ row, points }, index) => ({
    rank: index + 1,
    driverId: row.driverId,
    driverName: `${row.firstName} ${row.lastName.slice(0, 1)}.`.replace(/ \.$/, ''),
    points,
    deliveries: row.totals.deliveries,
    badge: badgeOf(points),
    isMe: viewer.driverId !== undefined && viewer.driverId === row.driverId,
  }));
}
