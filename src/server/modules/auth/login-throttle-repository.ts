/**
 * The login_attempts table: the statements behind the login throttle (login-throttle.ts), which
 * decides what they mean. Raw SQL, because one statement must count an attempt and read the row
 * as it was before (a CTE over an upsert); its result rows are read and typed here, nowhere else.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

/** How one kind of row (account and address, or address alone) blocks. */
export interface ThrottleRule {
  /** Failures before the first block. */
  free: number;
  /** First block in seconds, doubled on each further failure, up to max. */
  base: number;
  max: number;
  /** A row whose last failure is older than this starts counting again from one. */
  windowMinutes: number;
}

/** The row as it was before an attempt counted itself, so handing the attempt back restores it. */
export interface RowBefore {
  existed: boolean;
  blockedUntil: string | null;
  lastFailureAt: string | null;
}

export interface CountedAttempt {
  /** False when the row was blocked, so the attempt was not counted (and must not go ahead). */
  counted: boolean;
  /** Seconds the row stays blocked, as it was before the attempt (null: not blocked). */
  blockedForSeconds: number | null;
  before: RowBefore;
}

/**
 * Counts one attempt on (subject, ip) in one statement: the upsert only touches a row that is not
 * blocked, and computes the new block from the new count; the sub-selects read the row as it was
 * (the statement's snapshot).
 */
export async function countAttempt(
  db: DbOrTx,
  subject: string,
  ip: string,
  rule: ThrottleRule,
): Promise<CountedAttempt> {
  const stale = sql`login_attempts.last_failure_at < now() - make_interval(mins => ${rule.windowMinutes}::int)`;
  const next = sql`(case when ${stale} then 1 else login_attempts.failures + 1 end)`;
  // The exponent is capped: a guesser who keeps coming back grows the count without bound, and
  // 2^1024 overflows float8 (an error, so a 500) long before the delay cap would apply.
  const blockFor = (n: SQL) =>
    sql`case when ${n} >= ${rule.free}::int then now() + make_interval(secs => least(${rule.base}::float8 * power(2, least(${n} - ${rule.free}::int, 30)), ${rule.max}::float8)) else null end`;
  const result = await db.execute(sql`
    with before as (
      select blocked_until, last_failure_at from login_attempts
      where subject = ${subject} and ip_address = ${ip}
    ), up as (
      insert into login_attempts (subject, ip_address, failures, blocked_until, last_failure_at)
      values (${subject}, ${ip}, 1, ${blockFor(sql`1`)}, now())
      on conflict (subject, ip_address) do update set
        failures = ${next},
        blocked_until = ${blockFor(next)},
        last_failure_at = now()
      where login_attempts.blocked_until is null or login_attempts.blocked_until <= now()
      returning failures
    )
    select (select failures from up) as counted,
      (select count(*) from before)::int as existed,
      (select blocked_until::text from before) as blocked_until,
      (select last_failure_at::text from before) as last_failure_at,
      (select ceil(extract(epoch from blocked_until - now())) from before) as wait`);
  const row = firstRow(result);
  return {
    counted: row.counted !== null && row.counted !== undefined,
    blockedForSeconds: row.wait === null || row.wait === undefined ? null : Number(row.wait),
    before: {
      existed: Number(row.existed ?? 0) > 0,
      blockedUntil: (row.blocked_until as string | null) ?? null,
      lastFailureAt: (row.last_failure_at as string | null) ?? null,
    },
  };
}

/**
 * Hands back a counted attempt: the count goes down and the row is as it was (a row the attempt
 * created goes away); a block set by other failures since stays.
 */
export async function uncountAttempt(
  db: DbOrTx,
  subject: string,
  ip: string,
  free: number,
  before: RowBefore,
) {
  if (!before.existed) {
    await db.execute(sql`
      delete from login_attempts where subject = ${subject} and ip_address = ${ip} and failures <= 1`);
  }
  await db.execute(sql`
    update login_attempts set
      failures = greatest(failures - 1, 0),
      blocked_until = case when failures - 1 < ${free}::int
        then ${before.blockedUntil}::timestamptz else blocked_until end,
      last_failure_at = coalesce(${before.lastFailureAt}::timestamptz, last_failure_at)
    where subject = ${subject} and ip_address = ${ip}`);
}

/** Forgets every failure of (subject, ip). */
export async function clearAttempts(db: DbOrTx, subject: string, ip: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.subject, subject), eq(loginAttempts.ipAddress, ip)));
}

/** PGlite answers { rows }; node-postgres through drizzle answers the same shape. */
function firstRow(result: unknown): Record<string, unknown> {
  const r = result as { rows?: Array<Record<string, unknown>> };
  return (r.rows ?? (result as Array<Record<string, unknown>>))[0] ?? {};
}
