/**
 * The six achievements, each with honest progress and the real unlock date: the delivery
 * that crossed the threshold (or, for a perfect week, the moment that week closed). Their reward
 * points count towards the driver's total (decision 007).
 */
import { addDays, dayKey, daysBetween, startOfDay, weekStart } from './central-time';
import { isOnTime, isPerfect, PERFECT_WEEK_MIN, totalsOf } from './driver-rules';
import type { DeliveryRecord, DriverTotals } from './driver-rules';

export const ACHIEVEMENT_CATEGORIES = ['delivery', 'speed', 'distance', 'streak', 'special'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export interface AchievementRule {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  requirement: number;
  points: number;
  progress: (t: DriverTotals) => number;
  unlocked?: (t: DriverTotals) => boolean;
}

export const ACHIEVEMENTS: readonly AchievementRule[] = [
  {
    id: 'first_delivery',
    title: 'First Delivery',
    description: 'Complete your first delivery',
    category: 'delivery',
    requirement: 1,
    points: 50,
    progress: (t) => t.deliveries,
  },
  {
    id: 'speed_demon',
    title: 'Speed Demon',
    description: 'Deliver 10 emergency orders within the hour',
    category: 'speed',
    requirement: 10,
    points: 250,
    progress: (t) => t.emergencyOnTime,
  },
  {
    id: 'marathon_runner',
    title: 'Marathon Runner',
    description: 'Drive 500 miles of deliveries',
    category: 'distance',
    requirement: 500,
    points: 300,
    progress: (t) => Math.floor(t.miles),
  },
  {
    id: 'streak_master',
    title: 'Streak Master',
    description: 'Deliver on 7 days in a row',
    category: 'streak',
    requirement: 7,
    points: 200,
    progress: (t) => t.longestStreak,
  },
  {
    id: 'century_club',
    title: 'Century Club',
    description: 'Complete 100 deliveries',
    category: 'delivery',
    requirement: 100,
    points: 500,
    progress: (t) => t.deliveries,
  },
  {
    id: 'perfect_week',
    title: 'Perfect Week',
    description:
      'Finish a Monday-Sunday week with 5 or more deliveries, all on time and none rated below 5 stars',
    category: 'special',
    requirement: PERFECT_WEEK_MIN,
    points: 250,
    // Judged on finished weeks only: a late delivery on Sunday could still spoil this one.
    progress: (t) => (t.perfectWeeks > 0 ? PERFECT_WEEK_MIN : t.currentWeekPerfect),
    unlocked: (t) => t.perfectWeeks > 0,
  },
];

export const isUnlocked = (rule: AchievementRule, t: DriverTotals) =>
  rule.unlocked ? rule.unlocked(t) : rule.progress(t) >= rule.requirement;

export const achievementPoints = (t: DriverTotals) =>
  ACHIEVEMENTS.reduce((sum, a) => sum + (isUnlocked(a, t) ? a.points : 0), 0);

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

/** When each achievement was earned, replaying the history in delivery order. */
export function unlockDates(records: readonly DeliveryRecord[], now: Date): Map<string, Date> {
  const sorted = [...records].sort((a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime());
  const dates = new Map<string, Date>();
  const reach = (id: string, value: number, requirement: number, at: Date) => {
    if (value >= requirement && !dates.has(id)) dates.set(id, at);
  };
  let deliveries = 0;
  let emergencyOnTime = 0;
  let miles = 0;
  let run = 0;
  let lastDay: string | null = null;
  for (const d of sorted) {
    deliveries++;
    if (d.priority === 'emergency' && isOnTime(d)) emergencyOnTime++;
    miles += d.miles;
    const day = dayKey(d.deliveredAt);
    if (day !== lastDay) run = lastDay !== null && daysBetween(lastDay, day) === 1 ? run + 1 : 1;
    lastDay = day;
    reach('first_delivery', deliveries, 1, d.deliveredAt);
    reach('century_club', deliveries, 100, d.deliveredAt);
    reach('speed_demon', emergencyOnTime, 10, d.deliveredAt);
    // Rounded like the total, so a sum of 499.99999 does not miss what the total shows as 500.
    reach('marathon_runner', Math.round(miles * 10) / 10, 500, d.deliveredAt);
    reach('streak_master', run, 7, d.deliveredAt);
  }
  const thisWeek = weekStart(dayKey(now));
  const weeks = new Map<string, DeliveryRecord[]>();
  for (const d of sorted) {
    const week = weekStart(dayKey(d.deliveredAt));
    weeks.set(week, [...(weeks.get(week) ?? []), d]);
  }
  for (const [week, list] of weeks) {
    if (week < thisWeek && list.length >= PERFECT_WEEK_MIN && list.every(isPerfect)) {
      dates.set('perfect_week', startOfDay(addDays(week, 7)));
      break; // weeks were inserted in order: the first one is the earliest
    }
  }
  return dates;
}

export interface AchievementView {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  progress: number;
  requirement: number;
  points: number;
  unlocked: boolean;
  unlockedAt: string | null;
}

export function achievementsOf(records: readonly DeliveryRecord[], now: Date): AchievementView[] {
  const totals = totalsOf(records, now);
  const dates = unlockDates(records, now);
  return ACHIEVEMENTS.map((rule) => {
    const unlocked = isUnlocked(rule, totals);
    return {
      id: rule.id,
      title: rule.title,
      description: rule.description,
      category: rule.category,
      progress: Math.min(rule.progress(totals), rule.requirement),
      requirement: rule.requirement,
      points: rule.points,
      unlocked,
      unlockedAt: unlocked ? (dates.get(rule.id)?.toISOString() ?? null) : null,
    };
  });
}
