/**
 * A batch of drivers' positions on their jobs, stored and announced in one prepared statement
 * (decisions 028 and 063). The position post is the fleet's hottest write; one transaction per
 * fix spent the server's CPU and the database's commits on round trips, so the fixes that arrive
 * together (db/group-commit.ts) go in one statement, which commits as one transaction by itself:
 * one multi-row insert of the fixes, one update of the drivers' rows, the ETAs, and one NOTIFY per
 * order whose driver moved, all or nothing.
 *
 * The ETA is the one write a batch does not wait for. A status change holds its order's row from
 * its first statement to its commit; a batch that waited for that row would hold every other
 * driver's fix in it as long. So the ETA of an order whose row another transaction holds is left
 * for the driver's next fix (`skip locked`), and the frame goes without it.
 *
 * The access check stays per fix and inside the transaction: a fix is stored only when the order
 * row, read by this very statement, names its driver and is under way. Nothing about who holds a
 * job is remembered between batches, so a hand-back or reassignment is seen by the next batch.
 *
 * Several fixes of one driver in a batch are taken in the order they arrived, as one post after
 * another would be: a fix is current when it is not older than the driver's stored position nor
 * than any earlier fix of the batch; the driver's row moves once, to the last current fix. The
 * viewers of an order get one frame per batch, the order's last current fix (coalesced).
 *
 * The frame's event is built in JS (it depends on the request alone); its audience comes from the
 * order row, written here in SQL the way `audienceOf` and `isPositionShared` work it out in JS.
 * The receiving side parses the envelope with the same schema as every other, so a drift in shape
 * is refused there, not sent on.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LiveEvent } from '@domain/events';
import type { OrderStatus } from '@domain/enums';
import { POSITION_SHARED_STATUSES } from '@domain/job-privacy';
import type { DbOrTx } from '../../db/client';
import { preparedRows, preparedStatement, type PreparedStatement } from '../../db/prepared-statement';
import { drivers, locationUpdates, orders } from '../../db/schema/index';
import { EVENTS_CHANNEL } from '../../realtime/event-bus';
import { etaInputsDigest } from './eta';
import { RUN_STATUSES, type JobFix } from './repository';

export interface JobFixOutcome {
  /** The order the fix names; undefined when there is none. */
  order: { id: number; clientId: number; driverId: number | null; status: OrderStatus } | undefined;
  /** The fix was kept (the driver holds the job and it is under way); nothing was written otherwise. */
  stored: boolean;
  /** It became the driver's current position (no newer fix was known). */
  moved: boolean;
  /** Its frame is the one the order's viewers get for this batch (the order's last current fix). */
  framed: boolean;
  /** The ETA given was stored with it (only for the framed fix). */
  etaStored: boolean;
  /**
   * The fix was planned from ETA inputs whose digest the order no longer has: nothing was written
   * for it, and it is to be planned again from a fresh read (eta-inputs.ts).
   */
  stale: boolean;
  /**
   * When stored from inputs the order still had: its digest and ETA after this batch, so the
   * inputs can be remembered as they now are (undefined otherwise: forget them).
   */
  after: { digest: string; etaAt: Date | null } | undefined;
}

export interface JobFixInput {
  fix: JobFix;
  /** The ETA to store when the fix is the order's framed one, unless one from a newer fix is there. */
  eta: Date | null;
  /**
   * The ETA inputs it was planned from (their digest), and whether they were remembered rather
   * than read for this post: a remembered plan is stored only while the order still has that digest.
   */
  inputs: { digest: string; remembered: boolean } | null;
  /** The frames for the order's viewers: without the ETA, and with it when stored. */
  frames: { plain: LiveEvent; withEta: LiveEvent };
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function statement(notify: boolean): SQL {
  // audienceOf: the order's client and driver, and whether it is an open job (confirmed, no
  // driver); positionShared: isPositionShared(status). Same keys as the JS envelope.
  const notified = notify
    ? sql`,
    notified as (
      select pg_notify(${EVENTS_CHANNEL}, json_build_object(
        'kind', 'event',
        'audience', json_build_object(
          'clientId', t.client_id,
          'driverId', t.holder,
          'openJob', (t.status = 'confirmed' and t.holder is null),
          'positionShared', t.status in (${list(POSITION_SHARED_STATUSES)})
        ),
        'event', case when e.id is not null then t.frame_eta else t.frame end
      )::text)
      from framed f join t on t.n = f.n left join eta e on e.id = t.order_id
    )`
    : sql``;
  return sql`
    with fixes as (
      select * from json_to_recordset(${sql.placeholder('fixes')}::json) as x(
        n int, order_id int, driver_id int, lat numeric, lon numeric, at timestamptz,
        eta_at timestamptz, digest text, remembered boolean, frame json, frame_eta json)
    ),
    checked as (
      select f.*, o.id as found, o.client_id, o.driver_id as holder, o.status, o.eta_at as eta_before,
        coalesce(o.driver_id = f.driver_id and o.status in (${list(RUN_STATUSES)}), false) as holds,
        ${etaInputsDigest(sql.raw('o'))} as digest_now
      from fixes f left join ${orders} o on o.id = f.order_id
    ),
    t as (
      select c.*, c.holds and (not coalesce(c.remembered, false) or c.digest = c.digest_now) as ok
      from checked c
    ),
    stored as (
      insert into ${locationUpdates} (driver_id, order_id, latitude, longitude, status, recorded_at)
      select driver_id, order_id, lat, lon, status, at from t where ok order by n
      returning id
    ),
    ranked as (
      select t.n, t.order_id, t.driver_id, t.lat, t.lon, t.at,
        (d.location_updated_at is null or d.location_updated_at <= t.at)
        and t.at >= coalesce(max(t.at) over (partition by t.driver_id order by t.n
          rows between unbounded preceding and 1 preceding), '-infinity') as current
      from t join ${drivers} d on d.id = t.driver_id
      where t.ok
    ),
    latest as (
      select distinct on (driver_id) driver_id, lat, lon, at from ranked where current
      order by driver_id, n desc
    ),
    moved as (
      update ${drivers} d set current_latitude = l.lat, current_longitude = l.lon, location_updated_at = l.at
      from latest l
      where d.id = l.driver_id and (d.location_updated_at is null or d.location_updated_at <= l.at)
      returning d.id
    ),
    framed as (
      select distinct on (order_id) n from ranked
      where current and driver_id in (select id from moved)
      order by order_id, n desc
    ),
    eta_rows as (
      select o.id, t.eta_at, t.at
      from framed f join t on t.n = f.n join ${orders} o on o.id = t.order_id
      where t.eta_at is not null and o.driver_id = t.driver_id
        and (o.eta_fix_at is null or o.eta_fix_at <= t.at)
        and ${etaInputsDigest(sql.raw('o'))} = t.digest_now
      for update of o skip locked
    ),
    eta as (
      update ${orders} o set eta_at = r.eta_at, eta_fix_at = r.at
      from eta_rows r
      where o.id = r.id
      returning o.id, o.eta_at, ${etaInputsDigest(sql.raw('o'))} as digest
    )${notified}
    select t.n, t.found, t.client_id, t.holder, t.status, t.ok as stored,
      coalesce(r.current and t.driver_id in (select id from moved), false) as moved,
      f.n is not null as framed,
      (f.n is not null and t.order_id in (select id from eta)) as eta_stored,
      t.holds and not t.ok as stale,
      case when t.ok and t.digest = t.digest_now then coalesce(e.digest, t.digest_now) end as digest_after,
      coalesce(e.eta_at, t.eta_before) as eta_after
      ${notify ? sql`, (select count(*) from notified) as notified` : sql``}
    from t left join ranked r on r.n = t.n left join framed f on f.n = t.n
      left join eta e on e.id = t.order_id
    order by t.n
  `;
}

const timestamp = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** Built once per database handle and kind (with or without the NOTIFY); named for PostgreSQL. */
const withNotify = new WeakMap<DbOrTx, PreparedStatement>();
const withoutNotify = new WeakMap<DbOrTx, PreparedStatement>();

const prepare = (db: DbOrTx, notify: boolean) =>
  notify
    ? preparedStatement(withNotify, db, 'medlink_job_fixes_notify', () => statement(true))
    : preparedStatement(withoutNotify, db, 'medlink_job_fixes', () => statement(false));

/**
 * Stores the batch's fixes, moves their drivers, stores the ETAs and, when `notify`, NOTIFYs one
 * frame per order, in one statement (one transaction). Without `notify` nothing is published (the
 * caller publishes the framed fixes' frames another way, after this has returned). One outcome per
 * fix, in the batch's order.
 */
export async function storeJobFixes(
  db: DbOrTx,
  batch: JobFixInput[],
  notify: boolean,
): Promise<JobFixOutcome[]> {
  const fixes = batch.map(({ fix, eta, inputs, frames }, n) => ({
    n,
    order_id: fix.orderId,
    driver_id: fix.driverId,
    lat: fix.latitude.toFixed(6),
    lon: fix.longitude.toFixed(6),
    at: fix.recordedAt.toISOString(),
    eta_at: eta ? eta.toISOString() : null,
    digest: inputs?.digest ?? null,
    remembered: inputs?.remembered ?? false,
    frame: frames.plain,
    frame_eta: frames.withEta,
  }));
  const rows = preparedRows(await prepare(db, notify).execute({ fixes: JSON.stringify(fixes) }));
  return rows.map((row) => ({
    order:
      row.found === null
        ? undefined
        : {
            id: Number(row.found),
            clientId: Number(row.client_id),
            driverId: row.holder === null ? null : Number(row.holder),
            status: row.status as OrderStatus,
          },
    stored: row.stored === true,
    moved: row.moved === true,
    framed: row.framed === true,
    etaStored: row.eta_stored === true,
    stale: row.stale === true,
    after:
      row.digest_after === null || row.digest_after === undefined
        ? undefined
        : { digest: String(row.digest_after), etaAt: timestamp(row.eta_after) },
  }));
}
