import { describe, expect, it } from 'vitest';
import { addDays, dayKey } from './central-time';
import { achievementsOf, unlockDates } from './driver-achievements';
import { performanceOf, totalPoints } from './driver-performance';
import {
  badgeOf,
  deliveryPoints,
  isOnTime,
  levelOf,
  ON_TIME_MINUTES,
  onTimeDeadline,
  pointsToNextLevel,
  streaks,
  totalsOf,
  type DeliveryRecord,
} from './driver-rules';
import { locationUpdateRequest, timestampProblem } from './driver';
import { SERVICE_LEVELS } from './service-levels';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

/** A delivery made `minutes` after booking, at `deliveredAt`. */
function delivery(deliveredAt: string, overrides: Partial<DeliveryRecord> & { minutes?: number } = {}) {
  const { minutes = 30, ...rest } = overrides;
  const done = at(deliveredAt);
  return {
    priority: 'standard',
    createdAt: new Date(done.getTime() - minutes * MIN),
    deliveredAt: done,
    scheduledDate: null,
    miles: 5,
    rating: null,
    ...rest,
  } satisfies DeliveryRecord;
}

describe('points per delivery', () => {
  it('gives the base, the on-time bonus, priority bonuses only when on time, and five stars', () => {
    expect(deliveryPoints(delivery('2025-07-01T15:00:00Z'))).toBe(125);
    expect(deliveryPoints(delivery('2025-07-01T15:00:00Z', { minutes: 241 }))).toBe(100);
    expect(
      deliveryPoints(
        delivery('2025-07-01T15:00:00Z', { priority: 'express', minutes: ON_TIME_MINUTES.express }),
      ),
    ).toBe(145);
    expect(deliveryPoints(delivery('2025-07-01T15:00:00Z', { priority: 'emergency', rating: 5 }))).toBe(205);
    expect(
      deliveryPoints(
        delivery('2025-07-01T15:00:00Z', {
          priority: 'emergency',
          minutes: ON_TIME_MINUTES.emergency + 1,
          rating: 5,
        }),
      ),
    ).toBe(130);
    expect(deliveryPoints(delivery('2025-07-01T15:00:00Z', { rating: 4 }))).toBe(125);
  });

  it('adds up, through the totals the leaderboard uses, to the sum per delivery plus achievements', () => {
    const records = [
      delivery('2025-07-01T15:00:00Z', { priority: 'emergency', rating: 5 }),
      delivery('2025-07-02T15:00:00Z', { priority: 'express', minutes: ON_TIME_MINUTES.express + 80 }),
      delivery('2025-07-03T15:00:00Z', { rating: 3 }),
    ];
    const perDelivery = records.reduce((sum, d) => sum + deliveryPoints(d), 0);
    // Only first_delivery (50) is unlocked by three deliveries.
    expect(totalPoints(totalsOf(records, at('2025-07-03T20:00:00Z')))).toBe(perDelivery + 50);
  });
});

describe('level, points to the next level and badge', () => {
  it.each([
    [0, 1, 1000],
    [999, 1, 1],
    [1000, 2, 1000],
    [2350, 3, 650],
  ])('%i points is level %i with %i to go', (points, level, toGo) => {
    expect(levelOf(points)).toBe(level);
    expect(pointsToNextLevel(points)).toBe(toGo);
  });

  it.each([
    [0, 'Bronze'],
    [4_999, 'Bronze'],
    [5_000, 'Silver'],
    [24_999, 'Silver'],
    [25_000, 'Gold'],
    [100_000, 'Platinum'],
  ])('%i points earns %s', (points, badge) => expect(badgeOf(points)).toBe(badge));
});

describe('streaks', () => {
  const daysOf = (...isos: string[]) => isos.map((iso) => dayKey(at(iso)));

  it('counts 23:30 and 00:30 Central as two days although they share a UTC date', () => {
    const days = daysOf('2025-07-02T04:30:00Z', '2025-07-02T05:30:00Z');
    expect(streaks(days, '2025-07-02')).toEqual({ current: 2, longest: 2 });
  });

  it('counts 18:30 and 19:30 Central as one day although the UTC date changes between them', () => {
    const days = daysOf('2025-07-01T23:30:00Z', '2025-07-02T00:30:00Z');
    expect(streaks(days, '2025-07-01')).toEqual({ current: 1, longest: 1 });
  });

  it('keeps days apart across the spring and autumn clock changes', () => {
    // 23:30 CST on 8 March, 00:30 CST on 9 March (the day clocks go forward), 23:30 CDT on 9 March.
    const spring = daysOf('2025-03-09T05:30:00Z', '2025-03-09T06:30:00Z', '2025-03-10T04:30:00Z');
    expect(streaks(spring, '2025-03-09').longest).toBe(2);
    // 23:30 CDT on 1 November, 00:30 CDT on 2 November (clocks go back), 23:30 CST on 2 November.
    const autumn = daysOf('2025-11-02T04:30:00Z', '2025-11-02T05:30:00Z', '2025-11-03T05:30:00Z');
    expect(streaks(autumn, '2025-11-03')).toEqual({ current: 2, longest: 2 });
  });

  it('lets the current streak run through yesterday but not the day before', () => {
    const days = ['2025-07-01', '2025-07-02', '2025-07-03', '2025-07-05'];
    expect(streaks(days, '2025-07-05')).toEqual({ current: 1, longest: 3 });
    expect(streaks(days.slice(0, 3), '2025-07-04')).toEqual({ current: 3, longest: 3 });
    expect(streaks(days.slice(0, 3), '2025-07-05')).toEqual({ current: 0, longest: 3 });
    expect(streaks([], '2025-07-05')).toEqual({ current: 0, longest: 0 });
  });
});

describe('on-time windows', () => {
  it("gives a row with no stored deadline its service level's window from booking", () => {
    for (const priority of ['emergency', 'express', 'standard'] as const) {
      const window = SERVICE_LEVELS[priority].deliverWithinMinutes;
      expect(isOnTime(delivery('2025-07-01T15:00:00Z', { priority, minutes: window }))).toBe(true);
      expect(isOnTime(delivery('2025-07-01T15:00:00Z', { priority, minutes: window + 1 }))).toBe(false);
    }
    // The contract's figures: emergency within 2 h, express within 4 h.
    expect(ON_TIME_MINUTES).toMatchObject({ emergency: 120, express: 240 });
  });

  it('gives a scheduled delivery until the end of its scheduled Central day', () => {
    const scheduled = {
      priority: 'scheduled' as const,
      scheduledDate: at('2025-07-10T15:00:00Z'),
      minutes: 3000,
    };
    expect(onTimeDeadline({ ...delivery('2025-07-11T00:00:00Z', scheduled) }).toISOString()).toBe(
      '2025-07-11T05:00:00.000Z',
    );
    expect(isOnTime(delivery('2025-07-11T04:59:00Z', scheduled))).toBe(true); // 23:59 CDT
    expect(isOnTime(delivery('2025-07-11T05:01:00Z', scheduled))).toBe(false);
    // Without a date, a scheduled order is held to the standard window.
    expect(
      isOnTime(
        delivery('2025-07-01T15:00:00Z', { priority: 'scheduled', minutes: ON_TIME_MINUTES.standard + 1 }),
      ),
    ).toBe(false);
  });
});

/** One delivery a day at 15:00 UTC from `first`, each `miles` long. */
const daily = (first: string, count: number, extra: (i: number) => Partial<DeliveryRecord> = () => ({})) =>
  Array.from({ length: count }, (_, i) =>
    delivery(`${addDays(first, i)}T15:00:00Z`, { miles: 10, ...extra(i) }),
  );

describe('achievements', () => {
  it('unlocks each at the delivery that crossed its threshold', () => {
    // 120 daily deliveries from 1 January; every 5th is an emergency, the first of those late.
    const records = daily('2025-01-01', 120, (i) =>
      i % 5 === 0 ? { priority: 'emergency', minutes: i === 0 ? ON_TIME_MINUTES.emergency + 30 : 40 } : {},
    );
    const list = achievementsOf(records, at('2025-05-01T12:00:00Z'));
    const byId = Object.fromEntries(list.map((a) => [a.id, a]));
    expect(list.map((a) => a.id)).toEqual([
      'first_delivery',
      'speed_demon',
      'marathon_runner',
      'streak_master',
      'century_club',
      'perfect_week',
    ]);
    expect(byId.first_delivery).toMatchObject({ unlocked: true, unlockedAt: '2025-01-01T15:00:00.000Z' });
    expect(byId.streak_master).toMatchObject({
      unlocked: true,
      progress: 7,
      unlockedAt: '2025-01-07T15:00:00.000Z',
    });
    expect(byId.marathon_runner).toMatchObject({ unlocked: true, unlockedAt: '2025-02-19T15:00:00.000Z' }); // 50th
    expect(byId.century_club).toMatchObject({ unlocked: true, unlockedAt: '2025-04-10T15:00:00.000Z' }); // 100th
    // Emergencies on days 0, 5, 10...; day 0 was late, so the 10th on time is day 50.
    expect(byId.speed_demon).toMatchObject({ unlocked: true, unlockedAt: '2025-02-20T15:00:00.000Z' });
    // The first full week (Mon 6 Jan - Sun 12 Jan) was perfect: unlocked when it closed.
    expect(byId.perfect_week).toMatchObject({ unlocked: true, unlockedAt: '2025-01-13T06:00:00.000Z' });
  });

  it('shows honest progress before a threshold, and no date', () => {
    const records = daily('2025-07-01', 3, () => ({ priority: 'emergency' }));
    const byId = Object.fromEntries(
      achievementsOf(records, at('2025-07-03T20:00:00Z')).map((a) => [a.id, a]),
    );
    expect(byId.speed_demon).toMatchObject({
      progress: 3,
      requirement: 10,
      unlocked: false,
      unlockedAt: null,
    });
    expect(byId.marathon_runner).toMatchObject({ progress: 30, requirement: 500, unlocked: false });
    expect(byId.streak_master).toMatchObject({ progress: 3, unlocked: false });
    expect(byId.first_delivery).toMatchObject({ progress: 1, unlocked: true });
    expect(byId.century_club).toMatchObject({ progress: 3, unlocked: false });
  });

  it('judges a perfect week only once it is over, and not when a delivery was rated below 5', () => {
    // Mon 7 July to Fri 11 July 2025: five on-time deliveries.
    const week = daily('2025-07-07', 5);
    const midWeek = achievementsOf(week, at('2025-07-12T12:00:00Z')).find((a) => a.id === 'perfect_week');
    expect(midWeek).toMatchObject({ progress: 5, unlocked: false, unlockedAt: null });
    const after = achievementsOf(week, at('2025-07-14T12:00:00Z')).find((a) => a.id === 'perfect_week');
    expect(after).toMatchObject({ unlocked: true, unlockedAt: '2025-07-14T05:00:00.000Z' });
    const spoiled = week.map((d, i) => (i === 2 ? { ...d, rating: 4 } : d));
    expect(unlockDates(spoiled, at('2025-07-14T12:00:00Z')).has('perfect_week')).toBe(false);
    const late = week.map((d, i) =>
      i === 2 ? { ...d, createdAt: new Date(d.deliveredAt.getTime() - 300 * MIN) } : d,
    );
    expect(totalsOf(late, at('2025-07-20T12:00:00Z')).perfectWeeks).toBe(0);
  });
});

describe('performance', () => {
  it('computes every performance figure from the history', () => {
    const records = [
      ...daily('2025-07-07', 5, (i) => ({ rating: i === 0 ? 5 : null })), // Mon-Fri, perfect week
      delivery('2025-07-14T04:30:00Z', { rating: 3 }), // Sunday 13 July, 23:30 CDT: last week
      delivery('2025-07-14T05:30:00Z', { minutes: 300 }), // Monday 14 July, 00:30 CDT: this week, late
      delivery('2025-07-15T15:00:00Z', { rating: 5 }),
    ];
    const p = performanceOf(records, at('2025-07-15T20:00:00Z'));
    expect(p).toMatchObject({
      weeklyProgress: 2,
      weeklyGoal: 25,
      currentStreak: 3, // Sunday, Monday, Tuesday
      longestStreak: 5,
      onTimePercentage: 87.5,
      perfectDeliveries: 6,
      averageRating: 4.33,
      totalDeliveries: 8,
    });
    // 8 x 100 + 7 on time x 25 + 2 five-star x 30 + first_delivery 50 (the week had 6 with a 3-star).
    expect(p.totalPoints).toBe(800 + 175 + 60 + 50);
    expect(p).toMatchObject({ level: 2, pointsToNextLevel: 915, rank: 'Bronze Courier', badge: 'Bronze' });
  });

  it('answers zeros and nulls before the first delivery', () => {
    expect(performanceOf([], at('2025-07-15T20:00:00Z'))).toMatchObject({
      totalPoints: 0,
      level: 1,
      pointsToNextLevel: 1000,
      currentStreak: 0,
      onTimePercentage: null,
      averageRating: null,
    });
  });
});

describe('location update', () => {
  const now = at('2025-07-15T20:00:00Z');
  it('refuses device clocks far ahead or positions older than a day', () => {
    expect(timestampProblem(new Date(now.getTime() + 9 * MIN), now)).toBeNull();
    expect(timestampProblem(new Date(now.getTime() + 11 * MIN), now)).toMatch(/future/);
    expect(timestampProblem(new Date(now.getTime() - 25 * 3_600_000), now)).toMatch(/24 hours/);
  });

  it('names the field that is out of range', () => {
    const result = locationUpdateRequest.safeParse({ latitude: 91, longitude: -95.3 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['latitude']);
    const ok = locationUpdateRequest.parse({ latitude: '29.7', longitude: -95.3, timestamp: Date.now() });
    expect(ok.timestamp).toBeInstanceOf(Date);
  });
});
