/**
 * Throttling of password and two-factor code guesses (issue 14, finding 3), in the database so it
 * holds across server processes and restarts.
 *
 * Each attempt is counted as a failure BEFORE its password is checked, by one conditional upsert:
 * the row lock makes a parallel burst queue up, and once the count reaches the free allowance the
 * row is blocked and every further attempt is refused without a check. So a burst never gets more
 * checks than a sequential run. A success clears the account's row; an attempt that turned out
 * not to be a guess (password right, code still to come) hands its count back.
 *
 * Keys are an account name AND an address: guesses from one address slow that address for that
 * account (growing backoff), while the user signing in from its usual address is not locked out.
 * A second row per address ('*') caps failures across all accounts (a sprayer).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

export const LOGIN_FAILED = 'login_failed';
export const LOGIN_SUCCEEDED = 'login_succeeded';
const ANY_ACCOUNT = '*';

export interface ThrottlePolicy {
  /** Failures per account and address before the backoff starts. */
  freeFailures: number;
  /** First delay, doubled on each further failure, up to the cap. */
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** Failures per address across all accounts within the window, then blocked for the window. */
  perIp: number;
  windowMinutes: number;
}

interface Rule {
  free: number;
  base: number;
  max: number;
  windowMinutes: number;
}

/** The row as it was before an attempt counted itself, so handing the attempt back restores it. */
interface Before {
  existed: boolean;
  blockedUntil: string | null;
  lastFailureAt: string | null;
}

/**
 * Counts one attempt on (subject, ip). Answers the seconds to wait (0: go ahead) and the row as it
 * was. One statement: the upsert only touches a row that is not blocked, and computes the new
 * block from the new count; the sub-selects read the row as it was (the statement's snapshot).
 */
async function reserve(db: DbOrTx, subject: string, ip: string, rule: Rule) {
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
  const row = rowsOf(result)[0] ?? {};
  const before: Before = {
    existed: Number(row.existed ?? 0) > 0,
    blockedUntil: (row.blocked_until as string | null) ?? null,
    lastFailureAt: (row.last_failure_at as string | null) ?? null,
  };
  const counted = row.counted !== null && row.counted !== undefined;
  return { wait: counted ? 0 : Math.max(1, Number(row.wait ?? 1)), before };
}

type SQL = ReturnType<typeof sql>;

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const r = result as { rows?: Array<Record<string, unknown>> };
  return r.rows ?? (result as Array<Record<string, unknown>>);
}

/**
 * Hands back a counted attempt that was not a wrong guess: the count goes down and the row is as
 * it was (a row this attempt created goes away); a block set by other failures since stays.
 */
async function release(db: DbOrTx, subject: string, ip: string, free: number, before: Before) {
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

export interface Attempt {
  /** Not a guess after all (the password was right and a code is still to come). */
  release(): Promise<void>;
  /** Signed in: this account's slate from this address is clean again. */
  succeed(): Promise<void>;
}

/**
 * Counts an attempt against the account-and-address row and the address row. Answers the seconds
 * to wait when either is blocked, else a handle to settle the attempt; a failure needs no call.
 */
export async function beginAttempt(
  db: DbOrTx,
  subject: string,
  ipAddress: string | null,
  policy: ThrottlePolicy,
): Promise<{ retryAfter: number } | Attempt> {
  const ip = ipAddress ?? 'unknown';
  const accountRule: Rule = {
    free: policy.freeFailures,
    base: policy.backoffBaseSeconds,
    max: policy.backoffMaxSeconds,
    windowMinutes: policy.windowMinutes,
  };
  const window = policy.windowMinutes * 60;
  const addressRule: Rule = {
    free: policy.perIp,
    base: window,
    max: window,
    windowMinutes: policy.windowMinutes,
  };

  const account = await reserve(db, subject, ip, accountRule);
  if (account.wait) return { retryAfter: account.wait };
  const address = await reserve(db, ANY_ACCOUNT, ip, addressRule);
  if (address.wait) {
    await release(db, subject, ip, accountRule.free, account.before);
    return { retryAfter: address.wait };
  }
  return {
    release: async () => {
      await release(db, subject, ip, accountRule.free, account.before);
      await release(db, ANY_ACCOUNT, ip, addressRule.free, address.before);
    },
    succeed: async () => {
      await db
        .delete(loginAttempts)
        .where(and(eq(loginAttempts.subject, subject), eq(loginAttempts.ipAddress, ip)));
      await release(db, ANY_ACCOUNT, ip, addressRule.free, address.before);
    },
  };
}
