/**
 * Sends queued webhook deliveries: polls the outbox, POSTs each body signed with its endpoint's
 * secret, and retries failures on WEBHOOK_RETRY_SECONDS (10 s up to 3 h, eight attempts in all,
 * about 4.5 h) before marking the delivery failed, which the console shows. Safe with several
 * server processes (claimDue skips rows another process holds).
 */
import { WEBHOOK_RETRY_SECONDS } from '@domain/webhooks';
import type { Db } from '../../db/client';
import type { WorkerSpec } from '../../workers';
import * as repo from './repository';
import { postSigned } from './post-signed';

export interface WebhookWorkerOptions {
  db: Db;
  allowPrivate: boolean;
  pollMs: number;
  timeoutMs: number;
}

const BATCH = 10;

/** Seconds until the next attempt after `attempts` tries, or null when there is none left. */
export function retryDelay(attempts: number): number | null {
  return WEBHOOK_RETRY_SECONDS[attempts - 1] ?? null;
}

async function deliver(options: WebhookWorkerOptions, claimed: repo.ClaimedDelivery): Promise<void> {
  const { db, allowPrivate, timeoutMs } = options;
  const { delivery } = claimed;
  const failed = (statusCode: number | null, error: string, retry = true) =>
    repo.markAttemptFailed(db, delivery.id, {
      statusCode,
      error,
      retryInSeconds: retry ? retryDelay(delivery.attempts) : null,
    });

  const outcome = await postSigned(
    { url: claimed.url, secret: claimed.secret },
    { event: delivery.event, deliveryId: String(delivery.id), payload: delivery.payload },
    { allowPrivate, timeoutMs },
  );
  if (outcome.delivered) return repo.markDelivered(db, delivery.id, outcome.statusCode!);
  return failed(outcome.statusCode, outcome.error!, outcome.retry);
}

/**
 * Deliveries as a worker: a batch at start and every `pollMs` (0: off, so deliveries stay queued,
 * as the authorisation matrix counts them); a full batch means more may be waiting, so the next
 * goes at once.
 */
export function webhookWorker(options: WebhookWorkerOptions): WorkerSpec {
  const leaseSeconds = Math.ceil(options.timeoutMs / 1000) + 30;
  return {
    name: 'webhooks',
    intervalMs: options.pollMs,
    runAtStart: options.pollMs > 0,
    async run() {
      const claimed = await repo.claimDue(options.db, BATCH, leaseSeconds);
      await Promise.all(claimed.map((item) => deliver(options, item)));
      return claimed.length < BATCH ? undefined : 'more';
    },
  };
}
