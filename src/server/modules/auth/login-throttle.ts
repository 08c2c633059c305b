/**
 * Sign-in throttling backed by the audit log, so that it holds across server processes sharing one
 * database and survives a restart. A success for a username wipes that username's slate.
 */
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_FAILED = 'login_failed';
export const LOGIN_SUCCEEDED = 'login_succeeded';

export interface ThrottleLimits {
  perUser: number;
  perIp: number;
}

/** Which limit, if any, this attempt is over. */
export async function loginThrottled(
  db: DbOrTx,
  subject: string,
  ip: string | null,
  limits: ThrottleLimits,
): Promise<'user' | 'ip' | null> {
  const windowStart = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const [lastSuccess] = await db
    .select({ at: max(auditLog.createdAt) })
    .from(auditLog)
    .where(and(eq(auditLog.action, LOGIN_SUCCEEDED), eq(auditLog.subject, subject)));
  const since = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [userFailures] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, LOGIN_FAILED), eq(auditLog.subject, subject), gt(auditLog.createdAt, since)),
    );
  if ((userFailures?.n ?? 0) >= limits.perUser) return 'user';
  if (ip) {
    const [ipFailures] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, LOGIN_FAILED),
          eq(auditLog.ipAddress, ip),
          gt(auditLog.createdAt, windowStart),
        ),
      );
    if ((ipFailures?.n ?? 0) >= limits.perIp) return 'ip';
  }
  return null;
}
