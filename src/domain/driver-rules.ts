/**
 * The rules of one delivery (on time, perfect, points) and the totals of a driver's history that
 * every figure derives from (decision 007). Pure: the server feeds it rows, the tests fixtures.
 * The leaderboard reaches the same totals in SQL; a test holds the two to the same answer.
 */
import { addDays, dayKey, daysBetween, startOfDay, weekStart } from './central-time';
import type { Priority } from './enums';
import { SERVICE_LEVELS } from './service-levels';

/** Points for one delivery: the base, plus bonuses for a promise kept and a delighted client. */
export const POINTS = {
  delivery: 100,
  onTime: 25,
  emergencyOnTime: 50,
  expressOnTime: 20,
  fiveStar: 30,
} as const;
export const LEVEL_SIZE = 1000;
export const WEEKLY_GOAL = 25;
export const PERFECT_WEEK_MIN = 5;

/**
 * Orders stored before deadlines were kept on the order have no `deliverBy`: they are judged by
 * their service level's delivery window from booking (service-levels.ts), a scheduled one by the
 * end of its scheduled Central day.
 */
export const ON_TIME_MINUTES = {
  emergency: SERVICE_LEVELS.emergency.deliverWithinMinutes,
  express: SERVICE_LEVELS.express.deliverWithinMinutes,
  standard: SERVICE_LEVELS.standard.deliverWithinMinutes,
} as const;

/**
 * Badges by total points, highest first; the performance answer says "<badge> Courier". At about
 * 140 points a delivery, Silver is some 35 deliveries, Gold 180, Platinum 700: a full-time
 * courier's first week, first month and first season.
 */
export const BADGES = [
  { badge: 'Platinum', minPoints: 100_000 },
  { badge: 'Gold', minPoints: 25_000 },
  { badge: 'Silver', minPoints: 5_000 },
  { badge: 'Bronze', minPoints: 0 },
] as const;
export type Badge = (typeof BADGES)[number]['badge'];

export interface DeliveryRecord {
  priority: Priority;
  createdAt: Date;
  deliveredAt: Date;
  scheduledDate: Date | null;
  miles: number;
  /** The client's rating of this delivery, if it gave one. */
  rating: number | null;
  /** The order's stored deadline; when present it alone decides "on time". */
  deliverBy?: Date | null;
}

/** When a delivery had to arrive: a window from booking, or the end of the scheduled Central day. */
export function onTimeDeadline(
  d: Pick<DeliveryRecord, 'priority' | 'createdAt' | 'scheduledDate' | 'deliverBy'>,
): Date {
  // Every order stores its deadline; the windows below are for rows stored before that.
  if (d.deliverBy) return d.deliverBy;
  if (d.priority === 'scheduled' && d.scheduledDate) return startOfDay(addDays(dayKey(d.scheduledDate), 1));
  const minutes = d.priority === 'scheduled' ? ON_TIME_MINUTES.standard : ON_TIME_MINUTES[d.priority];
  return new Date(d.createdAt.getTime() + minutes * 60_000);
}

export const isOnTime = (d: DeliveryRecord) => d.deliveredAt.getTime() <= onTimeDeadline(d).getTime();

/**
 * On time and not marked down: an unrated delivery counts, because many clients never rate and
 * the figure should measure the driver, not the client's habits. One rule for the count and for
 * the perfect week.
 */
export const isPerfect = (d: DeliveryRecord) => isOnTime(d) && (d.rating === null || d.rating === 5);

export function deliveryPoints(d: DeliveryRecord): number {
  const onTime = isOnTime(d);
  let points = POINTS.delivery;
  // Priority bonuses reward the promise kept, so a late emergency earns only the base.
  if (onTime) points += POINTS.onTime;
  if (onTime && d.priority === 'emergency') points += POINTS.emergencyOnTime;
  if (onTime && d.priority === 'express') points += POINTS.expressOnTime;
  if (d.rating === 5) points += POINTS.fiveStar;
  return points;
}

/** The counts every figure and achievement derives from; the leaderboard computes them in SQL. */
export interface DriverTotals {
  deliveries: number;
  onTime: number;
  emergencyOnTime: number;
  expressOnTime: number;
  fiveStar: number;
  miles: number;
  longestStreak: number;
  /** Finished Monday-to-Sunday weeks with at least 5 deliveries, all perfect. */
  perfectWeeks: number;
  /** Perfect deliveries of the current week while all of its deliveries are perfect, else 0. */
  currentWeekPerfect: number;
}

export const levelOf = (points: number) => Math.floor(points / LEVEL_SIZE) + 1;
export const pointsToNextLevel = (points: number) => LEVEL_SIZE - (points % LEVEL_SIZE);
export const badgeOf = (points: number): Badge => BADGES.find((b) => points >= b.minPoints)!.badge;

/** Runs of consecutive Central days with a delivery; a run still counts today if it reached yesterday. */
export function streaks(days: readonly string[], today: string) {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && daysBetween(sorted[i - 1]!, sorted[i]!) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = sorted.at(-1);
  const current = last !== undefined && daysBetween(last, today) <= 1 && last <= today ? run : 0;
  return { current, longest };
}

/** The totals of one driver's history, as of `now` (which decides "today" and "this week"). */
export function totalsOf(records: readonly DeliveryRecord[], now: Date): DriverTotals {
  const today = dayKey(now);
  const thisWeek = weekStart(today);
  const weeks = new Map<string, { count: number; perfect: number }>();
  const totals: DriverTotals = {
    deliveries: records.length,
    onTime: 0,
    emergencyOnTime: 0,
    expressOnTime: 0,
    fiveStar: 0,
    miles: 0,
    longestStreak: 0,
    perfectWeeks: 0,
    currentWeekPerfect: 0,
  };
  const days: string[] = [];
  for (const d of records) {
    const onTime = isOnTime(d);
    if (onTime) totals.onTime++;
    if (onTime && d.priority === 'emergency') totals.emergencyOnTime++;
    if (onTime && d.priority === 'express') totals.expressOnTime++;
    if (d.rating === 5) totals.fiveStar++;
    totals.miles += d.miles;
    const day = dayKey(d.deliveredAt);
    days.push(day);
    const week = weeks.get(weekStart(day)) ?? { count: 0, perfect: 0 };
    week.count++;
    if (isPerfect(d)) week.perfect++;
    weeks.set(weekStart(day), week);
  }
  totals.miles = Math.round(totals.miles * 10) / 10;
  totals.longestStreak = streaks(days, today).longest;
  for (const [start, week] of weeks) {
    const allPerfect = week.perfect === week.count;
    if (start < thisWeek && allPerfect && week.count >= PERFECT_WEEK_MIN) totals.perfectWeeks++;
    if (start === thisWeek && allPerfect) totals.currentWeekPerfect = week.count;
  }
  return totals;
}
