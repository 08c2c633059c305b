/**
 * Sends queued webhook deliveries: polls the outbox, POSTs each body signed with its endpoint's
 * secret, and retries failures on WEBHOOK_RETRY_SECONDS (10 s up to 3 h, eight attempts in all,
 * about 4.5 h) before marking the delivery failed, which the console shows. Safe with several
 * server processes (claimDue skips rows another process holds).
 */
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_RETRY_SECONDS, WEBHOOK_SIGNATURE_HEADER } from '@domain/webhooks';
import type { Db } from '../../db/client';
import * as repo from './repository';
import { signatureHeader } from './signing';
import { refusalOf } from './url-policy';

export interface WebhookWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
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

  // Checked again at every attempt: the name may resolve elsewhere than when it was registered.
  const refusal = await refusalOf(claimed.url, allowPrivate);
  if (refusal) return failed(null, refusal, false);

  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(claimed.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'MedLink-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(claimed.secret, body, timestamp),
        'x-medlink-event': delivery.event,
        'x-medlink-delivery': String(delivery.id),
      },
      body,
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300)
      return repo.markDelivered(db, delivery.id, response.status);
    return failed(response.status, `receiver answered ${response.status}`);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer in ${timeoutMs} ms`
        : String(error);
    return failed(null, reason);
  }
}

/** Starts polling; the returned function stops it and waits for the batch in hand. */
export function startWebhookWorker(options: WebhookWorkerOptions): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const leaseSeconds = Math.ceil(options.timeoutMs / 1000) + 30;

  const tick = async () => {
    const claimed = await repo.claimDue(options.db, BATCH, leaseSeconds);
    await Promise.all(claimed.map((item) => deliver(options, item)));
    return claimed.length;
  };

  const loop = async () => {
    while (!stopped) {
      let handled = 0;
      try {
        handled = await tick();
      } catch (error) {
        // A database blip: log once per poll and carry on; rows stay queued.
        if (!stopped) options.log.warn({ err: error }, 'webhook worker: poll failed');
      }
      // A full batch means more may be waiting: go again at once.
      if (handled < BATCH) await new Promise((resolve) => setTimeout(resolve, options.pollMs).unref());
    }
  };
  running = loop();
  return async () => {
    stopped = true;
    await running;
  };
}
