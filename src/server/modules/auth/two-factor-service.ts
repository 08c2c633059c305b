/**
 * Turning two-factor on and off, and recovery codes. Every call asks for the
 * account password, so a session left open (or stolen) cannot switch the second factor off or
 * read fresh recovery codes; wrong passwords and codes here are throttled like sign-in guesses.
 */
import type {
  RecoveryCodesRequest,
  RecoveryCodesResponse,
  SessionUser,
  ToggleTwoFactorRequest,
  ToggleTwoFactorResponse,
} from '@domain/auth';
import type { Db } from '../../db/client';
import { AppError, badRequest, tooManyRequests } from '../../errors';
import { recordAudit } from '../audit/index';
import type { Attempt, ThrottlePolicy } from './login-throttle';
import { beginAttempt } from './login-throttle';
import { CODE_ALREADY_USED, describeWait } from './messages';
import { verifyPassword } from './password';
import * as repo from './repository';
import { consumeTotpStep, deleteRecoveryCodes, replaceRecoveryCodes, useSecondFactor } from './second-factor';
import type { ClientInfo } from './service';
import { newTotpSecret, totpEnrollment, totpStep } from './two-factor';

const wrongPassword = () =>
  badRequest('Current password is incorrect', [
    { path: 'currentPassword', message: 'Current password is incorrect' },
  ]);
const wrongCode = (message = 'Invalid two-factor code') => badRequest(message, [{ path: 'code', message }]);

/**
 * Runs `work` as one throttled attempt on this account's two-factor settings: a 429 while blocked,
 * a refusal (AppError 400) stays counted, anything that is not a guess is handed back.
 */
async function throttled<T>(
  db: Db,
  userId: number,
  client: ClientInfo,
  policy: ThrottlePolicy,
  work: (attempt: Attempt) => Promise<T>,
): Promise<T> {
  const attempt = await beginAttempt(db, `2fa:${userId}`, client.ip, policy);
  if ('retryAfter' in attempt) {
    throw tooManyRequests(
      `Too many wrong passwords or codes. Try again in ${describeWait(attempt.retryAfter)}.`,
      attempt.retryAfter,
    );
  }
  try {
    const result = await work(attempt);
    await attempt.succeed();
    return result;
  } catch (error) {
    const guessedWrong = error instanceof AppError && error.statusCode === 400;
    if (!guessedWrong) await attempt.release();
    throw error;
  }
}

export async function toggleTwoFactor(
  db: Db,
  user: SessionUser,
  input: ToggleTwoFactorRequest,
  client: ClientInfo,
  policy: ThrottlePolicy,
): Promise<ToggleTwoFactorResponse> {
  return throttled(db, user.id, client, policy, async () => {
    const row = (await repo.findUserById(db, user.id))!;
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw wrongPassword();
    const audit = (action: string) =>
      recordAudit(db, {
        action,
        actorUserId: user.id,
        entityType: 'user',
        entityId: user.id,
        ipAddress: client.ip,
      });

    if (!input.enable) {
      if (!row.twoFactorEnabled || !row.twoFactorSecret) {
        await repo.updateUser(db, user.id, { twoFactorPendingSecret: null });
        return { twoFactorEnabled: false, pending: false, message: 'Two-factor authentication is off' };
      }
      if (!input.code) throw missingCode();
      const second = await useSecondFactor(db, row, input.code);
      if (second !== 'ok') throw wrongCode(second === 'replayed' ? CODE_ALREADY_USED : undefined);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, {
          twoFactorEnabled: false,
          twoFactorSecret: null,
          twoFactorPendingSecret: null,
        });
        await deleteRecoveryCodes(tx, user.id);
      });
      await audit('two_factor_disabled');
      return { twoFactorEnabled: false, pending: false, message: 'Two-factor authentication disabled' };
    }

    if (row.twoFactorEnabled) {
      return { twoFactorEnabled: true, pending: false, message: 'Two-factor authentication is already on' };
    }
    if (!input.code || !row.twoFactorPendingSecret) {
      // Step 1: offer a fresh secret; nothing changes for sign-in until a code confirms it.
      const secret = newTotpSecret();
      await repo.updateUser(db, user.id, { twoFactorPendingSecret: secret });
      const { otpauthUrl, qrCode } = await totpEnrollment(secret, user.username);
      return {
        twoFactorEnabled: false,
        pending: true,
        secret,
        otpauthUrl,
        qrCode,
        message: 'Scan the QR code with your authenticator app, then enter the 6-digit code to confirm',
      };
    }
    const step = await totpStep(row.twoFactorPendingSecret, input.code);
    if (step === null) throw wrongCode();
    const recoveryCodes = await db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, {
        twoFactorEnabled: true,
        twoFactorSecret: row.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
      });
      // The confirming code is spent too: whoever watched it typed cannot sign in with it.
      await consumeTotpStep(tx, user.id, step);
      return replaceRecoveryCodes(tx, user.id);
    });
    await audit('two_factor_enabled');
    return {
      twoFactorEnabled: true,
      pending: false,
      recoveryCodes,
      message: 'Two-factor authentication enabled. Keep these recovery codes somewhere safe.',
    };
  });
}

const missingCode = () =>
  badRequest('Enter a current code to turn two-factor authentication off', [
    { path: 'code', message: 'Code is required' },
  ]);

export async function regenerateRecoveryCodes(
  db: Db,
  user: SessionUser,
  input: RecoveryCodesRequest,
  client: ClientInfo,
  policy: ThrottlePolicy,
): Promise<RecoveryCodesResponse> {
  return throttled(db, user.id, client, policy, async () => {
    const row = (await repo.findUserById(db, user.id))!;
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw wrongPassword();
    if (!row.twoFactorEnabled)
      throw new AppError('TWO_FACTOR_OFF', 'Turn on two-factor authentication first');
    const recoveryCodes = await db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
    await recordAudit(db, {
      action: 'recovery_codes_regenerated',
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      ipAddress: client.ip,
    });
    return { recoveryCodes, message: 'New recovery codes created. The old ones no longer work.' };
  });
}
