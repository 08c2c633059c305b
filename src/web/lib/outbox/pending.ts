/**
 * What the screen shows while actions wait in the outbox: the job as the driver left it. A step
 * taken offline moves the job on at once (the answer the screen last saw, or the service worker's
 * copy after a reload, is older), and a message waits in its thread marked as not sent yet.
 */
import type { OrderResponse } from '@domain/orders';
import type { OutboxEntry } from './outbox-store';

const stepStatus = (entry: OutboxEntry): OrderResponse['status'] | null => {
  if (entry.kind !== 'step' || !entry.body || typeof entry.body !== 'object') return null;
  const status = (entry.body as { status?: unknown }).status;
  return typeof status === 'string' ? (status as OrderResponse['status']) : null;
};

/**
 * The jobs with every waiting step applied; a job whose delivery or decline waits is done for
 * this screen.
 */
export function withPendingSteps(jobs: OrderResponse[], entries: readonly OutboxEntry[]): OrderResponse[] {
  if (entries.length === 0) return jobs;
  const declined = new Set(entries.filter((e) => e.kind === 'decline').map((e) => e.orderId));
  return jobs
    .filter((job) => !declined.has(job.id))
    .map((job) => {
      let status = job.status;
      for (const entry of entries) {
        if (entry.orderId !== job.id) continue;
        status = stepStatus(entry) ?? status;
      }
      return status === job.status ? job : { ...job, status };
    })
    .filter((job) => job.status !== 'delivered');
}

/** The messages waiting to be sent about one order, oldest first. */
export function pendingMessages(entries: readonly OutboxEntry[], orderId: number) {
  return entries
    .filter((e) => e.kind === 'message' && e.orderId === orderId)
    .map((e) => ({
      key: e.idempotencyKey,
      content: String((e.body as { content?: unknown }).content ?? ''),
      createdAt: e.createdAt,
    }));
}

/** Jobs with a waiting step that the last answer does not show yet: not to be treated as gone. */
export const hasPendingFor = (entries: readonly OutboxEntry[], orderId: number) =>
  entries.some((e) => e.orderId === orderId);
