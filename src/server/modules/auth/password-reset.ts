/**
 * Forgotten passwords. A request names an account by username or email and always gets the same
 * answer, found or not, so the page tells nobody which accounts exist; the email leaves after the
 * answer, for the same reason (its time would tell). The link carries a random 256-bit token; the
 * database keeps only its SHA-256, like a session's. A link works once, for RESET_LINK_MINUTES;
 * a reset spends the account's other links and ends every session it had. The email is sent
 * directly, not through the notification outbox, because the outbox keeps message bodies and this
 * one holds a secret (decision 047).
 */
import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_MINUTES, type ResetPasswordRequest } from '@domain/auth';
import { DEFAULT_LANGUAGE, memberLanguage } from '@domain/languages';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/index';
import { badRequest } from '../../errors';
import { publishSessionsEnded } from '../../realtime/event-bus';
import { recordAudit } from '../audit/index';
import { renderPasswordResetMail } from '../notifications/index';
import { revokeAllSessions } from '../sessions/index';
import { hashPassword } from './password';
import * as repo from './password-reset-repository';
import * as accounts from './repository';
import type { ClientInfo } from './service';

/** Links one account may be sent per RESET_LINK_MINUTES; further requests send nothing. */
export const RESET_LINKS_PER_WINDOW = 3;
export const FORGOT_PASSWORD_ANSWER =
  'If an account matches, we have emailed it a link to choose a new password. The link works for ' +
  `${RESET_LINK_MINUTES} minutes.`;

export interface ResetMail {
  mail: Mailer;
  /** Put in front of the link (PUBLIC_BASE_URL, else this server). */
  origin: string;
  log: { error(details: object, message: string): void };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const minutes = (n: number) => n * 60_000;

export async function requestPasswordReset(db: Db, login: string, client: ClientInfo, out: ResetMail) {
  const account = await repo.findAccountByLogin(db, login);
  const now = new Date();
  if (!account) {
    await recordAudit(db, {
      action: 'password_reset_requested',
      subject: login.toLowerCase().slice(0, 100),
      ipAddress: client.ip,
      details: { sent: false, reason: 'unknown_account' },
    });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const sent = await db.transaction(async (tx) => {
    const recent = await repo.countLinksSince(
      tx,
      account.id,
      new Date(now.getTime() - minutes(RESET_LINK_MINUTES)),
    );
    const allowed = recent < RESET_LINKS_PER_WINDOW;
    if (allowed)
      await repo.insertLink(tx, {
        userId: account.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + minutes(RESET_LINK_MINUTES)),
        requestedIp: client.ip,
      });
    await recordAudit(tx, {
      action: 'password_reset_requested',
      entityType: 'user',
      entityId: account.id,
      ipAddress: client.ip,
      details: allowed ? { sent: true } : { sent: false, reason: 'throttled' },
    });
    return allowed;
  });
  if (!sent) return;
  // The account's own language, else its organisation's: the one rule for whom to write in.
  const language = memberLanguage(account.language, account.organizationLanguage) ?? DEFAULT_LANGUAGE;
  const message = renderPasswordResetMail(language, {
    firstName: account.firstName,
    link: `${out.origin}/reset-password#token=${token}`,
    minutes: RESET_LINK_MINUTES,
  });
  // Not awaited: the answer must not wait for (and so reveal) a send. A failed send is logged; the
  // person asks again.
  void out.mail.send({ to: account.email, ...message }).catch((error: unknown) => {
    out.log.error({ err: error, userId: account.id }, 'password reset email could not be sent');
  });
}

const refuse = (message: string) => badRequest(message, [{ path: 'token', message }]);

/** Why a link that could not be spent was refused, in words the person can act on. */
async function refusal(db: Db, tokenHash: string, now: Date) {
  const link = await repo.findLink(db, tokenHash);
  if (!link) return refuse('This reset link is not valid. Ask for a new one.');
  if (link.usedAt) return refuse('This reset link has already been used. Ask for a new one.');
  if (link.expiresAt <= now)
    return refuse(
      `This reset link has expired (links work for ${RESET_LINK_MINUTES} minutes). Ask for a new one.`,
    );
  return refuse('This reset link is not valid. Ask for a new one.');
}

export async function resetPassword(db: Db, input: ResetPasswordRequest, client: ClientInfo) {
  const tokenHash = hashToken(input.token);
  const checkedAt = new Date();
  // A link that cannot work costs no password hash.
  const link = await repo.findLink(db, tokenHash);
  if (!link || link.usedAt || link.expiresAt <= checkedAt) throw await refusal(db, tokenHash, checkedAt);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const userId = await db.transaction(async (tx) => {
    const spent = await repo.spendLink(tx, tokenHash, now);
    if (!spent) return undefined;
    await repo.spendOtherLinks(tx, spent.userId, now);
    await accounts.updateUser(tx, spent.userId, { passwordHash, passwordChangedAt: now });
    const ended = await revokeAllSessions(tx, spent.userId);
    await publishSessionsEnded(tx, ended);
    await recordAudit(tx, {
      action: 'password_reset',
      actorUserId: spent.userId,
      entityType: 'user',
      entityId: spent.userId,
      ipAddress: client.ip,
      details: { sessionsEnded: ended.length },
    });
    return spent.userId;
  });
  // Spent by a parallel request between the check and the update, or expired meanwhile.
  if (userId === undefined) throw await refusal(db, tokenHash, now);
}
