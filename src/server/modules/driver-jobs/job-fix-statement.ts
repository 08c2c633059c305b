/**
 * A driver's position on its job, stored and announced in one prepared statement (decision 028).
 * The position post is the fleet's hottest write (each driver, each second); as a transaction it
 * took five round trips (BEGIN, the fix, the ETA, the NOTIFY, COMMIT), and on PostgreSQL most of
 * the server's CPU per post went into sending statements and reading their answers. One statement
 * commits as one transaction by itself: the fix, the driver's move, the ETA and the NOTIFY still
 * commit together or not at all, and the driver's row lock still orders two posts' frames.
 *
 * The frame's event is built in JS as before (it depends on the request alone); only its audience
 * comes from the order row the statement reads, and is written here in SQL the way `audienceOf`
 * and `isPositionShared` work it out in JS. The receiving side parses the envelope with the same
 * schema as every other, so a drift in shape is refused there, not sent on.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LiveEvent } from '@domain/events';
import type { OrderStatus } from '@domain/enums';
import { POSITION_SHARED_STATUSES } from '@domain/job-privacy';
import type { DbOrTx } from '../../db/client';
import { preparedRows, preparedStatement, type PreparedStatement } from '../../db/prepared-statement';
import { orders } from '../../db/schema/index';
import { EVENTS_CHANNEL } from '../../realtime/event-bus';
import { jobFixCtes, jobFixOutcome, type JobFix } from './repository';

export interface JobFixOutcome {
  order: { id: number; clientId: number; driverId: number | null; status: OrderStatus };
  /** The fix was kept (the driver holds the job and it is under way); nothing was written otherwise. */
  stored: boolean;
  /** It became the driver's current position (no newer fix was known). */
  moved: boolean;
  /** The ETA given was stored with it. */
  etaStored: boolean;
}

export interface JobFixInput {
  fix: JobFix;
  /** The ETA to store when the fix moves the driver, unless one from a newer fix is there. */
  eta: Date | null;
  /** The frame to NOTIFY when the fix moves the driver: without the ETA, and with it when stored. */
  frames: { plain: LiveEvent; withEta: LiveEvent } | null;
}

const p = (name: string) => sql.placeholder(name);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function statement(notify: boolean): SQL {
  const driver = sql`${p('driverId')}::int`;
  const lat = sql`${p('latitude')}::numeric`;
  const lon = sql`${p('longitude')}::numeric`;
  const at = sql`${p('recordedAt')}::timestamptz`;
  // audienceOf: the order's client and driver, and whether it is an open job (confirmed, no
  // driver); positionShared: isPositionShared(status). Same keys as the JS envelope.
  const notified = notify
    ? sql`,
    notified as (
      select pg_notify(${EVENTS_CHANNEL}, json_build_object(
        'kind', 'event',
        'audience', json_build_object(
          'clientId', t.client_id,
          'driverId', t.driver_id,
          'openJob', (t.status = 'confirmed' and t.driver_id is null),
          'positionShared', t.status in (${list(POSITION_SHARED_STATUSES)})
        ),
        'event', case when exists (select 1 from eta) then ${p('frameWithEta')}::json else ${p('frame')}::json end
      )::text)
      from target t where exists (select 1 from moved)
    )`
    : sql``;
  const ctes = jobFixCtes({ orderId: sql`${p('orderId')}::int`, driver, lat, lon, at });
  return sql`
    with ${ctes},
    eta as (
      update ${orders} set eta_at = ${p('etaAt')}::timestamptz, eta_fix_at = ${at}
      where ${p('etaAt')}::timestamptz is not null and id = ${p('orderId')}::int and driver_id = ${driver}
        and (eta_fix_at is null or eta_fix_at <= ${at}) and exists (select 1 from moved)
      returning id
    )${notified}
    select t.id, t.client_id, t.driver_id, t.status,
      exists (select 1 from stored) as stored, exists (select 1 from moved) as moved,
      exists (select 1 from eta) as eta_stored${notify ? sql`, (select count(*) from notified) as notified` : sql``}
    from target t
  `;
}

/** Built once per database handle and kind (with or without the NOTIFY); named for PostgreSQL. */
const withNotify = new WeakMap<DbOrTx, PreparedStatement>();
const withoutNotify = new WeakMap<DbOrTx, PreparedStatement>();

const prepare = (db: DbOrTx, notify: boolean) =>
  notify
    ? preparedStatement(withNotify, db, 'medlink_job_fix_notify', () => statement(true))
    : preparedStatement(withoutNotify, db, 'medlink_job_fix', () => statement(false));

/**
 * Stores the fix, moves the driver, stores the ETA and, when `frames` is given, NOTIFYs the frame,
 * in one statement. Without `frames` nothing is published (the caller publishes another way).
 * Answers undefined when the order does not exist.
 */
export async function storeJobFix(db: DbOrTx, input: JobFixInput): Promise<JobFixOutcome | undefined> {
  const { fix, eta, frames } = input;
  const result = await prepare(db, frames !== null).execute({
    orderId: fix.orderId,
    driverId: fix.driverId,
    latitude: fix.latitude.toFixed(6),
    longitude: fix.longitude.toFixed(6),
    recordedAt: fix.recordedAt.toISOString(),
    etaAt: eta ? eta.toISOString() : null,
    ...(frames ? { frame: JSON.stringify(frames.plain), frameWithEta: JSON.stringify(frames.withEta) } : {}),
  });
  const [row] = preparedRows(result);
  if (!row) return undefined;
  return { ...jobFixOutcome(row), etaStored: row.eta_stored === true };
}
