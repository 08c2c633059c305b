/**
 * The second factor at sign-in and for account changes: a TOTP code works
 * once (the last time step used is remembered per user and only a later one is accepted, set by
 * one conditional update so two parallel replays cannot both pass), or a one-time recovery code.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema/index';
import { totpStep } from './two-factor';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');
export const isRecoveryCodeShape = (code: string) => normalise(code).length === 10;

function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Replaces the user's recovery codes with fresh ones; answers them in clear, this once. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  return codes;
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: number) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Marks the TOTP step used; false when this step (or a later one) already signed in. */
export async function consumeTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFactorLastStep), sql`${users.twoFactorLastStep} < ${step}`),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export type SecondFactorResult = 'ok' | 'invalid' | 'replayed';

/** Checks and spends a TOTP code or a recovery code for a user with two-factor on. */
export async function useSecondFactor(
  db: DbOrTx,
  user: { id: number; twoFactorSecret: string | null },
  code: string,
): Promise<SecondFactorResult> {
  if (isRecoveryCodeShape(code)) {
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, hashCode(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length === 1 ? 'ok' : 'invalid';
  }
  if (!user.twoFactorSecret) return 'invalid';
  const step = await totpStep(user.twoFactorSecret, code.trim());
  if (step === null) return 'invalid';
  return (await consumeTotpStep(db, user.id, step)) ? 'ok' : 'replayed';
}
