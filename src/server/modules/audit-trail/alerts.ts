/**
 * Unusual reading (decision 045): an account that read more distinct orders within the window than
 * the threshold (ACCESS_ALERT_ORDERS in ACCESS_ALERT_WINDOW_MINUTES) raises one alert, shown on the
 * audit screen and on dispatch's console (a live frame refreshes both) until someone acknowledges
 * it. One alert per account per window: a scan does not raise another while one is that recent.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkerSpec } from '../../workers';
import type { AccessAlert } from '@domain/audit-trail';
import type { Db } from '../../db/client';
import { accessAlerts, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';

export interface AlertSettings {
  /** Distinct orders one account may read within the window before an alert. */
  orders: number;
  windowMinutes: number;
}

/** No client: the frame goes to admins only (mayReceive). */
const DISPATCH_ONLY = { clientId: 0, driverId: null, openJob: false };

/** One scan; `now` is injectable so tests move time without sleeping. Answers the alerts raised. */
export async function scanForAlerts(
  db: Db,
  settings: AlertSettings,
  now: Date = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - settings.windowMinutes * 60_000);
  return db.transaction(async (tx) => {
    // One scanner at a time across processes: two would each see no recent alert and raise two.
    await tx.execute(sql`select pg_advisory_xact_lock(7373742)`);
    const raised = await tx.execute(sql`
      insert into access_alerts (user_id, order_count, threshold, window_minutes, last_seq, raised_at)
      select a.user_id, count(distinct o)::int, ${settings.orders}, ${settings.windowMinutes}, max(a.seq), ${now}
      from access_log a cross join lateral unnest(a.order_ids) as o
      where a.at > ${since} and a.at <= ${now} and a.user_id is not null
        and not exists (
          select 1 from access_alerts x where x.user_id = a.user_id and x.raised_at > ${since})
      group by a.user_id
      having count(distinct o) > ${settings.orders}
      returning id, user_id, order_count`);
    const rows = (raised as unknown as { rows: { id: number; user_id: number; order_count: number }[] }).rows;
    for (const row of rows) {
      await publishEvent(tx, DISPATCH_ONLY, {
        type: 'access_alert',
        alertId: Number(row.id),
        userId: Number(row.user_id),
        orderCount: Number(row.order_count),
      });
    }
    return rows.length;
  });
}

export async function listAlerts(
  db: Db,
  options: { open?: boolean; id?: number } = {},
): Promise<AccessAlert[]> {
  const rows = await db
    .select({ alert: accessAlerts, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(accessAlerts)
    .leftJoin(users, eq(users.id, accessAlerts.userId))
    .where(
      and(
        options.open ? isNull(accessAlerts.acknowledgedAt) : undefined,
        options.id !== undefined ? eq(accessAlerts.id, options.id) : undefined,
      ),
    )
    .orderBy(desc(accessAlerts.raisedAt), desc(accessAlerts.id))
    .limit(100);
  return rows.map(({ alert, firstName, lastName, role }) => ({
    id: alert.id,
    userId: alert.userId,
    userName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    role,
    orderCount: alert.orderCount,
    threshold: alert.threshold,
    windowMinutes: alert.windowMinutes,
    raisedAt: alert.raisedAt.toISOString(),
    acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: alert.acknowledgedBy,
  }));
}

/** Marks an alert seen by this admin (idempotent); answers it. */
export async function acknowledgeAlert(db: Db, alertId: number, adminId: number): Promise<AccessAlert> {
  const [row] = await db
    .update(accessAlerts)
    .set({
      acknowledgedAt: sql`coalesce(${accessAlerts.acknowledgedAt}, now())`,
      acknowledgedBy: sql`coalesce(${accessAlerts.acknowledgedBy}, ${adminId})`,
    })
    .where(eq(accessAlerts.id, alertId))
    .returning({ id: accessAlerts.id });
  if (!row) throw notFound('No such alert');
  const [alert] = await listAlerts(db, { id: alertId });
  return alert!;
}

/** The scan as a worker: a round raises what it finds and logs how many. */
export function alertWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  settings: AlertSettings;
}): WorkerSpec {
  return {
    name: 'access alerts',
    intervalMs: options.pollMs,
    async run() {
      const raised = await scanForAlerts(options.db, options.settings);
      if (raised > 0) options.log.warn({ raised }, 'access alerts raised: unusual reading');
    },
  };
}
