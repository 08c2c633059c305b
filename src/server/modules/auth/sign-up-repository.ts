/** The queries of pending sign-ups (the pending_sign_ups table). */
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pendingSignUps, users, type PendingProfile } from '../../db/schema/index';

/** The account that has this email address already (case-insensitively), if any. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Sign-ups tried with this email since `since`, whichever email each was answered with. */
export async function countAttemptsSince(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.email, email.toLowerCase()), gt(pendingSignUps.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertAttempt(
  db: DbOrTx,
  row: {
    email: string;
    tokenHash: string;
    passwordHash: string | null;
    profile: PendingProfile | null;
    createdAt: Date;
    expiresAt: Date;
    requestedIp: string | null;
  },
) {
  await db.insert(pendingSignUps).values({ ...row, email: row.email.toLowerCase() });
}

/** The sign-up with this token hash, whatever its state (to tell an expired link from a used one). */
export async function findPending(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(pendingSignUps)
    .where(eq(pendingSignUps.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the link if it is still unused and unexpired at `now`: one conditional UPDATE, so two
 * requests racing with the same link cannot both make an account. True when this call spent it.
 */
export async function spendPending(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(pendingSignUps)
    .set({ usedAt: now })
    .where(
      and(
        eq(pendingSignUps.tokenHash, tokenHash),
        isNull(pendingSignUps.usedAt),
        gt(pendingSignUps.expiresAt, now),
      ),
    )
    .returning({ id: pendingSignUps.id });
  return rows.length === 1;
}

/** Deletes the sign-ups whose link expired before `before`; answers how many went. */
export async function deleteExpiredBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, before))
    .returning({ id: pendingSignUps.id });
  return rows.length;
}
