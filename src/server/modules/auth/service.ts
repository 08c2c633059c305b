/** Account and session use cases. Routes parse and authorise; these functions hold the rules. */
import type { Language } from '@domain/languages';
import type { ChangePasswordRequest, LoginRequest } from '@domain/auth';
import type { Db, Tx } from '../../db/client';
import { drivers, organizations, users, type PendingProfile } from '../../db/schema/index';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../errors';
import { recordAudit } from '../audit/index';
import { beginAttempt, LOGIN_FAILED, LOGIN_SUCCEEDED } from './login-throttle';
import type { ThrottlePolicy } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import * as repo from './repository';
import type { SessionPolicy } from '../sessions/index';
import { createSession, listLiveSessions, revokeOtherSessions } from '../sessions/index';
import { publishSessionsEnded } from '../../realtime/event-bus';
import { publishRosterChange } from '../../realtime/roster-events';
import { CODE_ALREADY_USED, describeWait } from './messages';
import { recoveryCodesLeft, useSecondFactor } from './second-factor';
import { isClient, isDriver } from '@domain/capabilities';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface AuthSettings {
  sessions: SessionPolicy;
  throttle: ThrottlePolicy;
}

const INVALID_CREDENTIALS = 'Invalid username or password';

export async function login(db: Db, input: LoginRequest, client: ClientInfo, settings: AuthSettings) {
  const subject = input.username.toLowerCase();
  // Counted before the password is checked, atomically: a parallel burst gets no extra checks.
  const attempt = await beginAttempt(db, subject, client.ip, settings.throttle);
  if ('retryAfter' in attempt) {
    throw tooManyRequests(
      `Too many failed sign-in attempts. Try again in ${describeWait(attempt.retryAfter)}.`,
      attempt.retryAfter,
    );
  }
  const fail = async (message: string, reason: string, userId: number | null = null) => {
    await recordAudit(db, {
      action: LOGIN_FAILED,
      subject,
      ipAddress: client.ip,
      actorUserId: userId,
      details: { reason },
    });
    return unauthorized(message);
  };

  const user = await repo.findUserByUsername(db, input.username);
  // Verify against a dummy hash for unknown names so timing does not reveal which accounts exist.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk)
    throw await fail(INVALID_CREDENTIALS, user ? 'password' : 'unknown_user', user?.id);

  if (user.twoFactorEnabled && user.twoFactorSecret) {
    if (!input.code) {
      // Not a failure: the password was right, the page now asks for the code.
      await attempt.release();
      throw new AppError('TWO_FACTOR_REQUIRED', 'Two-factor code required', { twoFactorRequired: true });
    }
    const second = await useSecondFactor(db, user, input.code);
    if (second !== 'ok') {
      const error = await fail(
        second === 'replayed' ? CODE_ALREADY_USED : 'Invalid two-factor code',
        second === 'replayed' ? 'totp_replay' : 'totp',
        user.id,
      );
      error.extra.twoFactorRequired = true;
      throw error;
    }
  }
  await attempt.succeed();

  return db.transaction(async (tx) => {
    const { token, session } = await createSession(tx, user.id, client, settings.sessions);
    await repo.updateUser(tx, user.id, { lastLoginAt: session.createdAt });
    await recordAudit(tx, { action: LOGIN_SUCCEEDED, subject, actorUserId: user.id, ipAddress: client.ip });
    const sessionUser = (await repo.loadSessionUser(tx, user.id))!;
    return { user: sessionUser, sessionToken: token, session };
  });
}

/** What a verified sign-up creates: the profile it asked for, its email and its password's hash. */
export interface NewAccount extends PendingProfile {
  email: string;
  passwordHash: string;
}

/**
 * Creates the account of a verified sign-up and signs it in. A username or email taken since (or
 * before, for the name) is a 409 with its own code: only the holder of the emailed link learns it.
 */
export async function createAccount(
  db: Db,
  input: NewAccount,
  client: ClientInfo,
  settings: AuthSettings,
  /** Runs in the account's transaction (spends the link that asked for it); throwing undoes both. */
  alongside: (tx: Tx) => Promise<void> = async () => undefined,
) {
  const taken = await repo.usernameOrEmailTaken(db, input.username, input.email);
  if (taken.email)
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.');
  if (taken.username)
    throw new AppError(
      'USERNAME_TAKEN',
      'That username is already taken. Choose another one to finish signing up.',
    );
  const passwordHash = input.passwordHash;

  try {
    return await db.transaction(async (tx) => {
      // A client account is an organisation: one who signs up owns a new one-member organisation
      // (named after them when they give no organisation name), and invites the others.
      let organizationId: number | null = null;
      if (isClient(input)) {
        const name = input.organizationName ?? `${input.firstName} ${input.lastName}`.slice(0, 120);
        const [org] = await tx
          .insert(organizations)
          .values({ name, phone: input.phone })
          .returning({ id: organizations.id });
        organizationId = org!.id;
      }
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          role: input.role,
          organizationId,
          organizationRole: isClient(input) ? 'owner' : null,
          passwordChangedAt: new Date(),
          language: input.language,
        })
        .returning({ id: users.id });
      // A new driver starts offline: dispatch sees them only once they go on shift.
      if (isDriver(input)) {
        const [driver] = await tx
          .insert(drivers)
          .values({ userId: user!.id, status: 'offline' })
          .returning({ id: drivers.id });
        await publishRosterChange(tx, driver!.id, 'registered');
      }
      await recordAudit(tx, {
        action: 'user_registered',
        actorUserId: user!.id,
        entityType: 'user',
        entityId: user!.id,
        ipAddress: client.ip,
        details: { role: input.role },
      });
      await alongside(tx);
      const { token, session } = await createSession(tx, user!.id, client, settings.sessions);
      await repo.updateUser(tx, user!.id, { lastLoginAt: session.createdAt });
      const sessionUser = (await repo.loadSessionUser(tx, user!.id))!;
      return { user: sessionUser, sessionToken: token, session };
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets a 409.
    if (isUniqueViolation(error))
      throw new AppError(
        'USERNAME_TAKEN',
        'That username or email was taken a moment ago. Choose another username.',
      );
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export async function changePassword(
  db: Db,
  userId: number,
  sessionId: number,
  input: ChangePasswordRequest,
  client: ClientInfo,
) {
  const user = await repo.findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Current password is incorrect', [
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest('New password must differ from the current one', [
      { path: 'newPassword', message: 'New password must differ from the current one' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { passwordHash, passwordChangedAt: new Date() });
    // Whoever else holds this account's sessions (a stolen phone, a shared PC) is signed out now.
    const ended = await revokeOtherSessions(tx, userId, sessionId);
    await publishSessionsEnded(tx, ended);
    await recordAudit(tx, {
      action: 'password_changed',
      actorUserId: userId,
      entityType: 'user',
      entityId: userId,
      ipAddress: client.ip,
    });
  });
}

export async function securityOverview(db: Db, userId: number, policy: SessionPolicy) {
  const row = (await repo.findUserById(db, userId))!;
  const live = await listLiveSessions(db, userId, policy);
  return {
    security: {
      lastLogin: row.lastLoginAt?.toISOString() ?? null,
      activeSessions: live.length,
      twoFactorEnabled: row.twoFactorEnabled,
      passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
      recoveryCodesLeft: row.twoFactorEnabled ? await recoveryCodesLeft(db, userId) : 0,
    },
  };
}

/** The person's language for the app (null: follow the browser); the answer is the updated user. */
export async function setLanguage(db: Db, userId: number, language: Language | null) {
  return db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { language });
    return (await repo.loadSessionUser(tx, userId))!;
  });
}
