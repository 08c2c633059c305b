/**
 * GET /api/admin/analytics in one statement: the orders booked in the range are read once (the
 * `r` CTE, by orders_created_idx) and every part of the answer aggregates them in the database.
 * generate_series and the enum ranges make days, service types and priorities without orders
 * appear with zeros, so a chart has no gaps. Address quality reads the dispatcher's confirmations
 * from the audit log (by audit_log_entity_idx), since confirming clears an order's review flag.
 */
import { sql } from 'drizzle-orm';
import type { AnalyticsResponse } from '@domain/admin';
import type { DbOrTx } from '../../db/client';
import { deliveredOnTime, STATS_TIME_ZONE } from '../stats/index';
import { rowsOf } from '../stats/index';

export const TOP_DRIVERS = 5;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** `from` and `to` are Central calendar days, both included. */
export async function analytics(db: DbOrTx, from: string, to: string): Promise<AnalyticsResponse> {
  const tz = STATS_TIME_ZONE;
  const money = (value: ReturnType<typeof sql>) => sql`coalesce(${value}, 0)::numeric(14, 2)::text`;
  const result = await db.execute(sql`
    with r as materialized (
      select o.service_type, o.priority, o.total_cost, o.driver_id, o.created_at, o.delivered_at,
        (o.created_at at time zone ${tz})::date as day,
        (o.status = 'delivered' and o.delivered_at is not null) as delivered,
        (o.status = 'delivered' and o.delivered_at is not null and ${deliveredOnTime(tz)}) as on_time,
        (o.pickup_precision = 'street' and o.delivery_precision = 'street') as street,
        (o.pickup_needs_review or o.delivery_needs_review or exists (
          select 1 from audit_log a
          where a.entity_type = 'order' and a.entity_id = o.id and a.action = 'order_address_confirmed'
        )) as reviewed
      from orders o
      where o.created_at >= (${from}::date)::timestamp at time zone ${tz}
        and o.created_at < (${to}::date + 1)::timestamp at time zone ${tz}
    ),
    per_day as (
      select json_agg(json_build_object(
          'date', to_char(d.day, 'YYYY-MM-DD'),
          'orders', coalesce(a.orders, 0),
          'revenue', ${money(sql`a.revenue`)}) order by d.day) as v
      from (select gs::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') gs) d
      left join (
        select day, count(*)::int as orders, sum(total_cost) filter (where delivered) as revenue
        from r group by day
      ) a on a.day = d.day
    ),
    by_service as (
      select json_agg(json_build_object(
          'serviceType', s.v,
          'orders', coalesce(a.orders, 0),
          'revenue', ${money(sql`a.revenue`)}) order by s.n) as v
      from unnest(enum_range(null::service_type)) with ordinality as s(v, n)
      left join (
        select service_type, count(*)::int as orders, sum(total_cost) filter (where delivered) as revenue
        from r group by service_type
      ) a on a.service_type = s.v
    ),
    by_priority as (
      select json_agg(json_build_object('priority', p.v, 'orders', coalesce(a.orders, 0)) order by p.n) as v
      from unnest(enum_range(null::order_priority)) with ordinality as p(v, n)
      left join (select priority, count(*)::int as orders from r group by priority) a on a.priority = p.v
    ),
    summary as (
      select
        round(100.0 * count(*) filter (where on_time) / nullif(count(*) filter (where delivered), 0), 1)::float8
          as on_time_percentage,
        round(avg(extract(epoch from delivered_at - created_at) / 60) filter (where delivered))::int
          as average_minutes
      from r
    ),
    address_quality as (
      select json_agg(json_build_object(
          'weekStart', to_char(w.week, 'YYYY-MM-DD'),
          'orders', coalesce(a.orders, 0),
          'streetPercentage', a.street,
          'reviewPercentage', a.reviewed) order by w.week) as v
      from (
        select gs::date as week from generate_series(
          date_trunc('week', ${from}::date), date_trunc('week', ${to}::date), interval '1 week') gs
      ) w
      left join (
        select date_trunc('week', day)::date as week, count(*)::int as orders,
          round(100.0 * count(*) filter (where street) / count(*), 1)::float8 as street,
          round(100.0 * count(*) filter (where reviewed) / count(*), 1)::float8 as reviewed
        from r group by 1
      ) a on a.week = w.week
    ),
    top as (
      select coalesce(json_agg(json_build_object(
          'driverId', t.driver_id,
          'name', u.first_name || ' ' || u.last_name,
          'deliveries', t.deliveries,
          'rating', d.rating::text,
          'revenue', ${money(sql`t.revenue`)}) order by t.deliveries desc, t.revenue desc, t.driver_id), '[]') as v
      from (
        select driver_id, count(*)::int as deliveries, sum(total_cost) as revenue
        from r where delivered and driver_id is not null
        group by driver_id order by deliveries desc, revenue desc, driver_id limit ${TOP_DRIVERS}
      ) t
      join drivers d on d.id = t.driver_id
      join users u on u.id = d.user_id
    )
    select per_day.v as per_day, by_service.v as by_service, by_priority.v as by_priority,
      summary.on_time_percentage, summary.average_minutes, top.v as top, address_quality.v as address_quality
    from per_day, by_service, by_priority, summary, top, address_quality
  `);
  const row = rowsOf(result)[0]!;
  return {
    from,
    to,
    perDay: json(row.per_day),
    byServiceType: json(row.by_service),
    byPriority: json(row.by_priority),
    onTimePercentage: row.on_time_percentage === null ? null : Number(row.on_time_percentage),
    averageDeliveryMinutes: row.average_minutes === null ? null : Number(row.average_minutes),
    topDrivers: json(row.top),
    addressQuality: json(row.address_quality),
  };
}
