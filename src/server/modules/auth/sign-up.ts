/**
 * Sign-up by emailed link. POST /api/register answers the same whether the username or email is
 * new or taken, and does the same work either way (the password is hashed, an attempt row written,
 * an email sent after the answer), so neither the answer nor its time says which accounts exist.
 * A new email gets a link that finishes the sign-up; an email that has an account gets a note to
 * its owner instead. A username taken by someone else is told only to whoever opens the link, who
 * may choose another (decision 068). The link carries a random 256-bit token in its fragment (never
 * sent to a server, so out of access logs); only its SHA-256 is kept. The email is sent directly, not through the notification outbox, because the outbox keeps
 * message bodies and this one holds a secret.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@domain/languages';
import { SIGN_UP_LINK_HOURS, type verifyEmailRequest } from '@domain/sign-up';
import type { registerRequest } from '@domain/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../errors';
import { recordAudit } from '../audit/index';
import { renderSignUpMail } from '../notifications/index';
import { hashPassword } from './password';
import type { ResetMail } from './password-reset';
import { createAccount, type AuthSettings, type ClientInfo } from './service';
import * as repo from './sign-up-repository';
import { isBillingStaff, isDispatch, isDriver } from '@domain/capabilities';

/**
 * Days a sign-up attempt is kept after its link expired: long enough that a late click is told
 * "expired" rather than "not a MedLink link"; then its password hash and profile go.
 */
export const SIGN_UP_KEPT_DAYS_AFTER_EXPIRY = 7;

/** Sign-up emails one address may be sent per SIGN_UP_LINK_HOURS; further attempts send nothing. */
export const SIGN_UP_EMAILS_PER_WINDOW = 5;

/**
 * Lone UTF-16 surrogates become U+FFFD, as the driver writes them into a text column: the profile
 * waits in a jsonb column, which refuses them.
 */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const orNull = (text: string | null) => (text === null ? null : wellFormed(text));

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hours = (n: number) => n * 3_600_000;

export async function requestSignUp(
  db: Db,
  input: z.output<typeof registerRequest>,
  client: ClientInfo,
  out: ResetMail,
) {
  if (isDispatch(input)) throw forbidden('Admin accounts cannot be created by registration');
  // Staff accounts are made by the operator, never by whoever finds the sign-up form.
  if (isBillingStaff(input)) throw forbidden('Billing accounts cannot be created by registration');
  const owner = await repo.findAccountByEmail(db, input.email);
  // Hashed on both paths: the time of the answer must not tell a taken email from a new one.
  const passwordHash = await hashPassword(input.password);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const sent = await db.transaction(async (tx) => {
    const recent = await repo.countAttemptsSince(
      tx,
      input.email,
      new Date(now.getTime() - hours(SIGN_UP_LINK_HOURS)),
    );
    const allowed = recent < SIGN_UP_EMAILS_PER_WINDOW;
    await repo.insertAttempt(tx, {
      email: input.email,
      tokenHash: hashToken(token),
      // An attempt on a taken email keeps nothing that could make an account.
      passwordHash: owner ? null : passwordHash,
      profile: owner
        ? null
        : {
            username: input.username,
            firstName: wellFormed(input.firstName),
            lastName: wellFormed(input.lastName),
            phone: orNull(input.phone),
            organizationName: orNull(input.organizationName),
            role: isDriver(input) ? 'driver' : 'client',
            language: input.language ?? null,
          },
      createdAt: now,
      expiresAt: new Date(now.getTime() + hours(SIGN_UP_LINK_HOURS)),
      requestedIp: client.ip,
    });
    await recordAudit(tx, {
      action: 'sign_up_requested',
      subject: input.email.slice(0, 100),
      ipAddress: client.ip,
      details: { emailTaken: !!owner, sent: allowed },
    });
    return allowed;
  });
  if (!sent) return;
  const language: Language = (owner ? owner.language : null) ?? input.language ?? 'en';
  const message = owner
    ? renderSignUpMail('taken', language, {
        firstName: owner.firstName,
        origin: out.origin,
        hours: SIGN_UP_LINK_HOURS,
      })
    : renderSignUpMail('verify', language, {
        origin: out.origin,
        link: `${out.origin}/verify-email#token=${token}`,
        hours: SIGN_UP_LINK_HOURS,
      });
  // Not awaited: the answer must not wait for (and so reveal) a send. A failed send is logged; the
  // person signs up again.
  void out.mail.send({ to: input.email, ...message }).catch((error: unknown) => {
    out.log.error({ err: error }, 'sign-up email could not be sent');
  });
}

const refuse = (
  code: 'SIGN_UP_LINK_INVALID' | 'SIGN_UP_LINK_USED' | 'SIGN_UP_LINK_EXPIRED',
  message: string,
) => new AppError(code, message, { errors: [{ path: 'token', message }] });

/** Why a link that could not be spent was refused, in words the person can act on. */
async function refusal(db: Db, tokenHash: string, now: Date) {
  const pending = await repo.findPending(db, tokenHash);
  if (!pending?.profile || !pending.passwordHash)
    return refuse('SIGN_UP_LINK_INVALID', 'This sign-up link is not valid. Sign up again.');
  if (pending.usedAt)
    return refuse(
      'SIGN_UP_LINK_USED',
      'This sign-up link has been used already. Sign in with your username.',
    );
  if (pending.expiresAt <= now)
    return refuse(
      'SIGN_UP_LINK_EXPIRED',
      `This sign-up link has expired (links work for ${SIGN_UP_LINK_HOURS} hours). Sign up again.`,
    );
  return refuse('SIGN_UP_LINK_INVALID', 'This sign-up link is not valid. Sign up again.');
}

/** Spends the link and makes its account, signed in: what POST /api/register answered before. */
export async function verifySignUp(
  db: Db,
  input: z.output<typeof verifyEmailRequest>,
  client: ClientInfo,
  settings: AuthSettings,
) {
  const tokenHash = hashToken(input.token);
  const now = new Date();
  const pending = await repo.findPending(db, tokenHash);
  if (!pending?.profile || !pending.passwordHash || pending.usedAt || pending.expiresAt <= now)
    throw await refusal(db, tokenHash, now);
  const { profile, passwordHash } = pending;
  const spentMeanwhile = new Error('sign-up link spent meanwhile');
  try {
    return await createAccount(
      db,
      { ...profile, username: input.username ?? profile.username, email: pending.email, passwordHash },
      client,
      settings,
      async (tx) => {
        // Spent by a parallel request between the check and now: this one makes nothing.
        if (!(await repo.spendPending(tx, tokenHash, new Date()))) throw spentMeanwhile;
      },
    );
  } catch (error) {
    if (error === spentMeanwhile) throw await refusal(db, tokenHash, new Date());
    throw error;
  }
}

/** Forgets the sign-up attempts whose link expired SIGN_UP_KEPT_DAYS_AFTER_EXPIRY days before `now`. */
export function forgetStaleSignUps(db: Db, now: Date): Promise<number> {
  return repo.deleteExpiredBefore(db, new Date(now.getTime() - hours(24 * SIGN_UP_KEPT_DAYS_AFTER_EXPIRY)));
}
