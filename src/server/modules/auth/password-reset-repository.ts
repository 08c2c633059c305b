/** The queries of password-reset links (the password_resets table) and the look-up of an account by name or email. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, passwordResets, users } from '../../db/schema/index';

/** The account whose username or email address this is (either, case-insensitively). */
export async function findAccountByLogin(db: DbOrTx, login: string) {
  const key = login.toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      organizationLanguage: organizations.language,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(sql`lower(${users.username}) = ${key} or lower(${users.email}) = ${key}`)
    .orderBy(sql`lower(${users.username}) = ${key} desc`, users.id)
    .limit(1);
  return row;
}

/** Links issued to this account since `since`, used or not. */
export async function countLinksSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertLink(
  db: DbOrTx,
  link: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date; requestedIp: string | null },
) {
  await db.insert(passwordResets).values(link);
}

/** The link with this token hash, whatever its state (to tell an expired link from a used one). */
export async function findLink(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the link if it is still unused and unexpired at `now`: one conditional UPDATE, so two
 * requests racing with the same link cannot both succeed. Answers the account, or undefined.
 */
export async function spendLink(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row;
}

/** Every other unused link of the account stops working (a reset spends them all). */
export async function spendOtherLinks(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
