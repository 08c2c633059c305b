/**
 * Delivers the outbox. Each round claims due rows with one UPDATE over a SELECT ... FOR UPDATE SKIP
 * LOCKED, so two server processes on one PostgreSQL never claim the same row; a claim is a lease
 * (claimed_until), so a row whose process died mid-send is claimed again once the lease lapses.
 * Sending happens outside any transaction. A failure waits NOTIFY_BACKOFF_SECONDS x 2^(attempt-1)
 * (30 s, 1, 2, 4, 8 min by default) and after NOTIFY_MAX_ATTEMPTS (6) the row is marked failed,
 * which dispatch sees (GET /api/admin/notifications?status=failed).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { WorkerSpec } from '../../workers';
import type { Mailer } from '../../adapters/mail/index';
import type { SmsSender } from '../../adapters/sms/index';
import { withOrigin } from './templates';

export interface Transports {
  mail: Mailer;
  sms: SmsSender;
  /** Put in front of the links of each message. */
  origin: string;
}

export interface RetryPolicy {
  maxAttempts: number;
  backoffSeconds: number;
  /** How long a claimed row is left to its sender before another process may take it. */
  leaseSeconds?: number;
  batch?: number;
}

interface Claimed {
  id: number;
  channel: string;
  address: string;
  subject: string;
  body: string;
  attempts: number;
  attachment_name: string | null;
  attachment: Uint8Array | null;
}

async function claimDue(db: Db, batch: number, leaseSeconds: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update notification_outbox o
    set status = 'sending', attempts = o.attempts + 1,
        claimed_until = now() + make_interval(secs => ${leaseSeconds})
    where o.id in (
      select id from notification_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and claimed_until < now())
      order by id
      limit ${batch}
      for update skip locked)
    returning o.id, o.channel, o.address, o.subject, o.body, o.attempts, o.attachment_name, o.attachment`);
  return (result as unknown as { rows: Claimed[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    attempts: Number(r.attempts),
  }));
}

/** The row's document as a mail attachment (an invoice's PDF), if it has one. */
function attachmentOf(row: Claimed) {
  if (!row.attachment || !row.attachment_name) return {};
  const filename = row.attachment_name;
  const contentType = filename.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
  return { attachments: [{ filename, content: Buffer.from(row.attachment), contentType }] };
}

/** The wait before attempt n+1 after n failed attempts. */
export const backoffSeconds = (policy: RetryPolicy, attempts: number) =>
  policy.backoffSeconds * 2 ** Math.max(0, attempts - 1);

/** One round: claim what is due, send it, record each outcome. Answers how it went. */
export async function deliverDue(db: Db, transports: Transports, policy: RetryPolicy) {
  const claimed = await claimDue(db, policy.batch ?? 20, policy.leaseSeconds ?? 120);
  const outcome = { sent: 0, retrying: 0, failed: 0 };
  for (const row of claimed) {
    try {
      const text = withOrigin(row.body, transports.origin);
      if (row.channel === 'email')
        await transports.mail.send({ to: row.address, subject: row.subject, text, ...attachmentOf(row) });
      else await transports.sms.send({ to: row.address, text });
      await db.execute(sql`update notification_outbox set status = 'sent', sent_at = now(),
        claimed_until = null, last_error = null where id = ${row.id}`);
      outcome.sent++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = row.attempts >= policy.maxAttempts;
      const wait = backoffSeconds(policy, row.attempts);
      await db.execute(sql`update notification_outbox set
        status = ${final ? 'failed' : 'pending'}, claimed_until = null, last_error = ${message},
        next_attempt_at = now() + make_interval(secs => ${wait}) where id = ${row.id}`);
      if (final) outcome.failed++;
      else outcome.retrying++;
    }
  }
  return outcome;
}

/** Delivery rounds as a worker, every `pollMs` (0: off, the default in API tests). */
export function notificationWorker(
  db: Db,
  transports: Transports,
  policy: RetryPolicy & { pollMs: number },
): WorkerSpec {
  return {
    name: 'notifications',
    intervalMs: policy.pollMs,
    async run() {
      await deliverDue(db, transports, policy);
    },
    // After the last round: the mail connection it sent through.
    close: () => transports.mail.close(),
  };
}
