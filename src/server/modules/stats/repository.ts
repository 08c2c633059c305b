/**
 * The client dashboard's figures in one aggregate query: counts and sums are filtered aggregates
 * over the orders the client's order list shows (its organisation's, for a member), so no order row
 * is ever loaded into the server to be counted.
 * Calendar days and months are those of America/Chicago (Central time), where the work happens.
 */
import { eq, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { ON_TIME_MINUTES } from '@domain/driver-rules';
import { ACTIVE_STATUSES } from '@domain/enums';
import { SPEND_EXCLUDED_STATUSES, SPEND_PAYMENT_STATUSES } from '@domain/spend';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { orderScopeCondition, type ClientOrdersScope } from '../access-policy/index';

export const STATS_TIME_ZONE = BUSINESS_TIME_ZONE;

/**
 * "Delivered on time" for an order aliased `o` (client, driver and admin figures share it): by its
 * stored deadline; a row stored before deadlines were kept, by its service level's window from
 * booking, a scheduled one by the end of its scheduled (Central) day.
 * The SQL twin of onTimeDeadline in src/domain/driver-rules.ts; a driver test holds them to one answer.
 */
export function deliveredOnTime(tz: string = STATS_TIME_ZONE) {
  const minutes = (n: number) => sql`o.created_at + make_interval(mins => ${sql.raw(String(n))})`;
  // The order's own deadline where it has one; older rows keep the windows from booking.
  return sql`o.delivered_at <= coalesce(o.deliver_by, case o.priority
      when 'emergency' then ${minutes(ON_TIME_MINUTES.emergency)}
      when 'express' then ${minutes(ON_TIME_MINUTES.express)}
      when 'scheduled' then coalesce(
        (((o.scheduled_date at time zone ${tz})::date + 1)::timestamp at time zone ${tz}),
        ${minutes(ON_TIME_MINUTES.standard)})
      else ${minutes(ON_TIME_MINUTES.standard)}
    end)`;
}

export interface ClientStatsRow {
  active: number;
  scheduledToday: number;
  monthly: number;
  monthlyCost: string;
  lastMonth: number;
  lastMonthCost: string;
  monthlyChangePercent: number | null;
  costChangePercent: number | null;
  deliveredThisMonth: number;
  upcomingScheduled: number;
  averageMinutes: number | null;
  onTimePercent: number | null;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The figures of the orders in `owner` (the access policy's clientOrdersScope: an organisation's,
 * or one client's), the same orders the client's order list shows, so every tile counts alike.
 */
export async function clientStats(db: DbOrTx, owner: ClientOrdersScope, now: Date): Promise<ClientStatsRow> {
  const tz = STATS_TIME_ZONE;
  const counted = sql`o.status not in ('cancelled', 'declined')`;
  const thisMonth = sql`o.created_at >= b.month_start and o.created_at < b.next_month_start`;
  const lastMonth = sql`o.created_at >= b.last_month_start and o.created_at < b.month_start`;
  // Money spent (src/domain/spend.ts): paid or billed, not cancelled, placed in a month by the
  // delivery's day (scheduled, else booked) and only once that day has come.
  const served = sql`coalesce(o.scheduled_date, o.created_at)`;
  const spent = sql`o.payment_status in (${list(SPEND_PAYMENT_STATUSES)})
    and o.status not in (${list(SPEND_EXCLUDED_STATUSES)}) and ${served} <= b.n`;
  const spentThisMonth = sql`${spent} and ${served} >= b.month_start and ${served} < b.next_month_start`;
  const spentLastMonth = sql`${spent} and ${served} >= b.last_month_start and ${served} < b.month_start`;
  const delivered = sql`o.status = 'delivered' and o.delivered_at is not null`;
  const onTime = deliveredOnTime();
  const percent = (part: ReturnType<typeof sql>, whole: ReturnType<typeof sql>) =>
    sql`round(100.0 * (${part}) / nullif(${whole}, 0), 1)::float8`;

  const result = await db.execute(sql`
    with b as (
      select
        date_trunc('month', n at time zone ${tz}) at time zone ${tz} as month_start,
        (date_trunc('month', n at time zone ${tz}) + interval '1 month') at time zone ${tz} as next_month_start,
        (date_trunc('month', n at time zone ${tz}) - interval '1 month') at time zone ${tz} as last_month_start,
        (n at time zone ${tz})::date as today,
        n
      from (select ${now.toISOString()}::timestamptz as n) as clock
    ),
    agg as (
      select
        count(*) filter (where o.status in (${list(ACTIVE_STATUSES)}))::int as active,
        count(*) filter (where (o.scheduled_date at time zone ${tz})::date = b.today and ${counted})::int
          as scheduled_today,
        count(*) filter (where ${thisMonth})::int as monthly,
        coalesce(sum(o.total_cost) filter (where ${spentThisMonth}), 0) as monthly_cost,
        count(*) filter (where ${lastMonth})::int as last_month,
        coalesce(sum(o.total_cost) filter (where ${spentLastMonth}), 0) as last_month_cost,
        count(*) filter (where ${delivered} and o.delivered_at >= b.month_start)::int as delivered_this_month,
        count(*) filter (where o.status = 'pending' and o.scheduled_date >= b.n)::int as upcoming_scheduled,
        round(avg(extract(epoch from o.delivered_at - o.created_at) / 60) filter (where ${delivered}))::int
          as average_minutes,
        count(*) filter (where ${delivered})::int as delivered_total,
        count(*) filter (where ${delivered} and ${onTime})::int as on_time
      -- The scope is the policy's condition on the orders table, so it filters before the alias.
      from (select * from orders where ${orderScopeCondition(owner) ?? sql`false`}) o cross join b
    )
    select
      active, scheduled_today, monthly, monthly_cost::numeric(12, 2)::text as monthly_cost,
      last_month, last_month_cost::numeric(12, 2)::text as last_month_cost,
      ${percent(sql`monthly - last_month`, sql`last_month`)} as monthly_change_percent,
      ${percent(sql`monthly_cost - last_month_cost`, sql`last_month_cost`)} as cost_change_percent,
      delivered_this_month, upcoming_scheduled, average_minutes,
      ${percent(sql`on_time`, sql`delivered_total`)} as on_time_percent
    from agg
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const int = (key: string) => Number(row[key] ?? 0);
  const nullableNumber = (key: string) =>
    row[key] === null || row[key] === undefined ? null : Number(row[key]);
  return {
    active: int('active'),
    scheduledToday: int('scheduled_today'),
    monthly: int('monthly'),
    monthlyCost: String(row.monthly_cost),
    lastMonth: int('last_month'),
    lastMonthCost: String(row.last_month_cost),
    monthlyChangePercent: nullableNumber('monthly_change_percent'),
    costChangePercent: nullableNumber('cost_change_percent'),
    deliveredThisMonth: int('delivered_this_month'),
    upcomingScheduled: int('upcoming_scheduled'),
    averageMinutes: nullableNumber('average_minutes'),
    onTimePercent: nullableNumber('on_time_percent'),
  };
}

export async function userRole(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role;
}
