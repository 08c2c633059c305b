/**
 * A driver's performance: points, level, badge, streaks, on-time share, weekly progress,
 * perfect deliveries and average rating, from a driver's delivered orders (decision 007).
 */
import { dayKey, weekStart } from './central-time';
import { achievementPoints } from './driver-achievements';
import {
  badgeOf,
  isPerfect,
  levelOf,
  POINTS,
  pointsToNextLevel,
  streaks,
  totalsOf,
  WEEKLY_GOAL,
} from './driver-rules';
import type { Badge, DeliveryRecord, DriverTotals } from './driver-rules';

/** Total points: every delivery's points plus the rewards of unlocked achievements. */
export function totalPoints(t: DriverTotals): number {
  const deliveries =
    t.deliveries * POINTS.delivery +
    t.onTime * POINTS.onTime +
    t.emergencyOnTime * POINTS.emergencyOnTime +
    t.expressOnTime * POINTS.expressOnTime +
    t.fiveStar * POINTS.fiveStar;
  return deliveries + achievementPoints(t);
}

export interface DriverPerformance {
  totalPoints: number;
  level: number;
  rank: string;
  badge: Badge;
  pointsToNextLevel: number;
  currentStreak: number;
  longestStreak: number;
  /** Percent of deliveries on time, one decimal; null before the first delivery. */
  onTimePercentage: number | null;
  weeklyProgress: number;
  weeklyGoal: number;
  perfectDeliveries: number;
  /** Mean of the clients' ratings, two decimals; null until the first rating. */
  averageRating: number | null;
  totalDeliveries: number;
}

export function performanceOf(records: readonly DeliveryRecord[], now: Date): DriverPerformance {
  const totals = totalsOf(records, now);
  const points = totalPoints(totals);
  const today = dayKey(now);
  const thisWeek = weekStart(today);
  const days = records.map((d) => dayKey(d.deliveredAt));
  const ratings = records.flatMap((d) => (d.rating === null ? [] : [d.rating]));
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  const badge = badgeOf(points);
  return {
    totalPoints: points,
    level: levelOf(points),
    rank: `${badge} Courier`,
    badge,
    pointsToNextLevel: pointsToNextLevel(points),
    currentStreak: streaks(days, today).current,
    longestStreak: totals.longestStreak,
    onTimePercentage: records.length ? round((100 * totals.onTime) / records.length, 1) : null,
    weeklyProgress: days.filter((day) => weekStart(day) === thisWeek).length,
    weeklyGoal: WEEKLY_GOAL,
    perfectDeliveries: records.filter(isPerfect).length,
    averageRating: ratings.length ? round(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2) : null,
    totalDeliveries: records.length,
  };
}
