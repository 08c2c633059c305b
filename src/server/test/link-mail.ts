/**
 * The links the app emails (sign-up, reset, invitation), kept as sent whatever carries them on, and
 * sign-up as a person does it: POST /api/register, then the link of the email sent to that address.
 */
import type { FastifyInstance } from 'fastify';
import { createMailer, type MailMessage } from '../adapters/mail/index';
import type { Config } from '../config';

export function capturingMailer(config: Config) {
  const sent: MailMessage[] = [];
  const mail = createMailer({ ...config, MAIL_LOG_TEXT: false }, { info: () => undefined });
  const mailer = {
    ...mail,
    async send(message: MailMessage) {
      sent.push(message);
      await mail.send(message);
    },
  };
  return { mailer, sent };
}

/**
 * Answers the verification's response (201 with user and sessionToken, as sign-up answered before
 * it was verified by email); a refused sign-up answers register's refusal.
 */
export async function signUpByLink(
  app: Pick<FastifyInstance, 'inject'>,
  sent: readonly MailMessage[],
  payload: object,
  headers: Record<string, string> = {},
) {
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload, headers });
  if (registered.statusCode !== 202) return registered;
  const email = String((payload as { email?: unknown }).email ?? '').toLowerCase();
  const newest = sent.filter((m) => m.to.toLowerCase() === email).at(-1);
  const link = newest && /\/verify-email#token=([A-Za-z0-9_-]+)/.exec(newest.text)?.[1];
  if (!link) throw new Error(`no sign-up link was emailed to ${email}`);
  return app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: link }, headers });
}
