/**
 * Throttling of password and two-factor code guesses, in the database so it
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
 * A second row per address ('*') caps failures across all accounts (a sprayer), and a third per
 * account ('*' for the address) caps failures across all addresses (one password guessed from
 * many addresses).
 */
import type { DbOrTx } from '../../db/client';
import { clearAttempts, countAttempt, uncountAttempt, type ThrottleRule } from './login-throttle-repository';

export const LOGIN_FAILED = 'login_failed';
export const LOGIN_SUCCEEDED = 'login_succeeded';
const ANY_ACCOUNT = '*';
const ANY_ADDRESS = '*';

/** The account-wide budget when a caller's policy does not set one (the config default). */
const DEFAULT_PER_ACCOUNT = 30;

export interface ThrottlePolicy {
  /** Failures per account and address before the backoff starts. */
  freeFailures: number;
  /** First delay, doubled on each further failure, up to the cap. */
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** Failures per address across all accounts within the window, then blocked for the window. */
  perIp: number;
  /** Failures per account across all addresses within the window, then blocked for the window. */
  perAccount?: number;
  windowMinutes: number;
}

/**
 * Counts one attempt on (subject, ip). Answers the seconds to wait (0: go ahead) and the row as it
 * was. A row blocked with no time left to report still makes the caller wait a second.
 */
async function reserve(db: DbOrTx, subject: string, ip: string, rule: ThrottleRule) {
  const { counted, blockedForSeconds, before } = await countAttempt(db, subject, ip, rule);
  return { wait: counted ? 0 : Math.max(1, blockedForSeconds ?? 1), before };
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
  const accountRule: ThrottleRule = {
    free: policy.freeFailures,
    base: policy.backoffBaseSeconds,
    max: policy.backoffMaxSeconds,
    windowMinutes: policy.windowMinutes,
  };
  const window = policy.windowMinutes * 60;
  const addressRule: ThrottleRule = {
    free: policy.perIp,
    base: window,
    max: window,
    windowMinutes: policy.windowMinutes,
  };

  const everywhereRule: ThrottleRule = { ...addressRule, free: policy.perAccount ?? DEFAULT_PER_ACCOUNT };

  const account = await reserve(db, subject, ip, accountRule);
  if (account.wait) return { retryAfter: account.wait };
  const everywhere = await reserve(db, subject, ANY_ADDRESS, everywhereRule);
  if (everywhere.wait) {
    await uncountAttempt(db, subject, ip, accountRule.free, account.before);
    return { retryAfter: everywhere.wait };
  }
  const address = await reserve(db, ANY_ACCOUNT, ip, addressRule);
  if (address.wait) {
    await uncountAttempt(db, subject, ip, accountRule.free, account.before);
    await uncountAttempt(db, subject, ANY_ADDRESS, everywhereRule.free, everywhere.before);
    return { retryAfter: address.wait };
  }
  return {
    release: async () => {
      await uncountAttempt(db, subject, ip, accountRule.free, account.before);
      await uncountAttempt(db, subject, ANY_ADDRESS, everywhereRule.free, everywhere.before);
      await uncountAttempt(db, ANY_ACCOUNT, ip, addressRule.free, address.before);
    },
    // The owner signing in hands back its own attempt only: a guesser's failures from elsewhere
    // still count against the account's budget.
    succeed: async () => {
      await clearAttempts(db, subject, ip);
      await uncountAttempt(db, subject, ANY_ADDRESS, everywhereRule.free, everywhere.before);
      await uncountAttempt(db, ANY_ACCOUNT, ip, addressRule.free, address.before);
    },
  };
}
