/**
 * The driver figures' queries. One driver's history is loaded row by row (at most thousands) for
 * the rules in src/domain; the leaderboard instead reduces every driver's history to the same
 * totals in SQL, so it never loads all deliveries of all drivers. Days and weeks are Central.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { DEFAULT_MAX_DISTANCE_MILES } from '@domain/driver-capabilities';
import type { DriverStatus } from '@domain/enums';
import type { DeliveryRecord, DriverTotals } from '@domain/driver-rules';
import { PERFECT_WEEK_MIN } from '@domain/driver-rules';
import type { DbOrTx } from '../../db/client';
import { drivers, orders, ratings, users } from '../../db/schema/index';
import { RUN_STATUSES } from '../driver-jobs/index';
import { deliveredOnTime } from '../stats/index';

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function driverExists(db: DbOrTx, driverId: number): Promise<boolean> {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return row !== undefined;
}

/** A driver's deliveries with the client's rating of each, oldest first. */
export async function deliveredRecords(db: DbOrTx, driverId: number): Promise<DeliveryRecord[]> {
  const list = await db
    .select({
      priority: orders.priority,
      createdAt: orders.createdAt,
      deliveredAt: orders.deliveredAt,
      scheduledDate: orders.scheduledDate,
      deliverBy: orders.deliverBy,
      distance: orders.distance,
      rating: ratings.rating,
    })
    .from(orders)
    .leftJoin(ratings, and(eq(ratings.orderId, orders.id), eq(ratings.userType, 'client')))
    .where(and(eq(orders.driverId, driverId), eq(orders.status, 'delivered'), isNotNull(orders.deliveredAt)))
    .orderBy(asc(orders.deliveredAt), asc(orders.id));
  return list.map((r) => ({
    priority: r.priority,
    createdAt: r.createdAt,
    deliveredAt: r.deliveredAt!,
    scheduledDate: r.scheduledDate,
    miles: Number(r.distance),
    rating: r.rating,
    deliverBy: r.deliverBy,
  }));
}

const tz = BUSINESS_TIME_ZONE;
const onTime = deliveredOnTime(tz);

export interface LeaderboardRow {
  driverId: number;
  firstName: string;
  lastName: string;
  totals: DriverTotals;
}

/**
 * Every driver's totals in one statement: counts by kind, miles, the longest run of consecutive
 * Central days (gaps and islands: a day minus its rank is constant along a run) and finished
 * Monday-Sunday weeks of at least five deliveries, all perfect.
 */
export async function leaderboardTotals(db: DbOrTx, now: Date): Promise<LeaderboardRow[]> {
  const result = await db.execute(sql`
    with d as (
      select o.driver_id, o.priority, o.distance, r.rating,
        (o.delivered_at at time zone ${tz})::date as day,
        (${onTime}) as on_time
      from orders o
      left join ratings r on r.order_id = o.id and r.user_type = 'client'
      where o.status = 'delivered' and o.delivered_at is not null and o.driver_id is not null
    ),
    counts as (
      select driver_id, count(*)::int as deliveries,
        count(*) filter (where on_time)::int as on_time,
        count(*) filter (where on_time and priority = 'emergency')::int as emergency_on_time,
        count(*) filter (where on_time and priority = 'express')::int as express_on_time,
        count(*) filter (where rating = 5)::int as five_star,
        coalesce(sum(distance), 0)::text as miles
      from d group by driver_id
    ),
    days as (select distinct driver_id, day from d),
    islands as (
      select driver_id, day - (row_number() over (partition by driver_id order by day))::int as island
      from days
    ),
    streaks as (
      select driver_id, max(length)::int as longest
      from (select driver_id, count(*) as length from islands group by driver_id, island) runs
      group by driver_id
    ),
    weeks as (
      select driver_id, day - (extract(isodow from day)::int - 1) as week, count(*) as n,
        bool_and(on_time and (rating is null or rating = 5)) as perfect
      from d group by driver_id, week
    ),
    this_week as (
      select today - (extract(isodow from today)::int - 1) as week
      from (select (${now.toISOString()}::timestamptz at time zone ${tz})::date as today) clock
    ),
    perfect as (
      select w.driver_id, count(*)::int as perfect_weeks
      from weeks w cross join this_week t
      where w.perfect and w.n >= ${PERFECT_WEEK_MIN} and w.week < t.week
      group by w.driver_id
    )
    select dr.id as driver_id, u.first_name, u.last_name,
      coalesce(c.deliveries, 0) as deliveries, coalesce(c.on_time, 0) as on_time,
      coalesce(c.emergency_on_time, 0) as emergency_on_time,
      coalesce(c.express_on_time, 0) as express_on_time, coalesce(c.five_star, 0) as five_star,
      coalesce(c.miles, '0') as miles, coalesce(s.longest, 0) as longest_streak,
      coalesce(p.perfect_weeks, 0) as perfect_weeks
    from ${drivers} dr
    join ${users} u on u.id = dr.user_id
    left join counts c on c.driver_id = dr.id
    left join streaks s on s.driver_id = dr.id
    left join perfect p on p.driver_id = dr.id
  `);
  return rows(result).map((r) => ({
    driverId: Number(r.driver_id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    totals: {
      deliveries: Number(r.deliveries),
      onTime: Number(r.on_time),
      emergencyOnTime: Number(r.emergency_on_time),
      expressOnTime: Number(r.express_on_time),
      fiveStar: Number(r.five_star),
      miles: Number(r.miles),
      longestStreak: Number(r.longest_streak),
      perfectWeeks: Number(r.perfect_weeks),
      // Only the driver's own page shows the week in progress; it unlocks nothing.
      currentWeekPerfect: 0,
    },
  }));
}

/** The stat cards: open jobs now, and the driver's delivered, miles and jobs under way (pay is driver-pay's). */
export async function driverStats(db: DbOrTx, driverId: number) {
  const run = sql.join(
    RUN_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // The distance the board holds to: the driver's own limit, else dispatch's setting (the same
  // reach the board's list and the accept call use, driver-capabilities.ts).
  const reach = sql`coalesce((select d.max_distance_miles from drivers d where d.id = ${driverId}),
    (select s.max_distance_miles from auto_dispatch_settings s where s.id = 1), ${DEFAULT_MAX_DISTANCE_MILES})`;
  const result = await db.execute(sql`
    select
      (select count(*) from orders j where j.status = 'confirmed' and j.driver_id is null)::int
        as available_jobs,
      count(*) filter (where o.status = 'delivered')::int as completed_jobs,
      coalesce(sum(o.distance) filter (where o.status = 'delivered'), 0)::numeric(12, 1)::text
        as miles_driven,
      count(*) filter (where o.status in (${run}))::int as active_jobs,
      (select d.status from drivers d where d.id = ${driverId}) as status,
      -- Open jobs within the driver's reach (great circle) of its last position.
      (select count(*) from orders j, drivers d
        where d.id = ${driverId} and d.current_latitude is not null
          and j.status = 'confirmed' and j.driver_id is null
          and 2 * 3958.8 * asin(sqrt(
            power(sin(radians(j.pickup_latitude::float8 - d.current_latitude::float8) / 2), 2) +
            cos(radians(d.current_latitude::float8)) * cos(radians(j.pickup_latitude::float8)) *
            power(sin(radians(j.pickup_longitude::float8 - d.current_longitude::float8) / 2), 2)
          )) <= ${reach}::float8)::int as nearby_jobs,
      ${reach}::int as reach_miles,
      (select d.current_latitude is not null from drivers d where d.id = ${driverId}) as located
    from orders o
    where o.driver_id = ${driverId}
  `);
  const r = rows(result)[0]!;
  return {
    availableJobs: Number(r.available_jobs),
    completedJobs: Number(r.completed_jobs),
    milesDriven: String(r.miles_driven),
    activeJobs: Number(r.active_jobs),
    status: r.status as DriverStatus,
    nearbyJobs: r.located === true ? Number(r.nearby_jobs) : null,
    nearRadiusMiles: Number(r.reach_miles),
  };
}
