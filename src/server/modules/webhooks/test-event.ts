/**
 * "Send test event": a signed `webhook.test` POSTed at once to one endpoint, through the same
 * outbound client and signing as real deliveries, answering what the receiver said. Nothing is
 * queued or retried (an admin is watching and can press again); the audit log keeps that it was sent.
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT, type WebhookTestResult } from '@domain/webhooks';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { postSigned } from './post-signed';
import * as repo from './repository';

export async function sendTestEvent(
  db: Db,
  actor: { userId: number; ipAddress: string },
  webhookId: number,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<WebhookTestResult> {
  const endpoint = await repo.findEndpoint(db, webhookId);
  if (!endpoint) throw notFound('Webhook not found');
  // Shaped like every event (id, event, createdAt, order, data) so a receiver's parser is tried
  // for real; no order changed, so `order` is null.
  const payload = {
    id: randomUUID(),
    event: WEBHOOK_TEST_EVENT,
    createdAt: new Date().toISOString(),
    order: null,
    data: { webhookId, note: 'A test event sent from the MedLink console; no order changed.' },
  };
  const started = Date.now();
  const outcome = await postSigned(
    endpoint,
    { event: WEBHOOK_TEST_EVENT, deliveryId: `test-${payload.id}`, payload },
    options,
  );
  const durationMs = Date.now() - started;
  await recordAudit(db, {
    action: 'webhook_tested',
    actorUserId: actor.userId,
    entityType: 'webhook',
    entityId: webhookId,
    ipAddress: actor.ipAddress,
    details: { delivered: outcome.delivered, statusCode: outcome.statusCode },
  });
  return {
    event: WEBHOOK_TEST_EVENT,
    delivered: outcome.delivered,
    statusCode: outcome.statusCode,
    error: outcome.error,
    durationMs,
  };
}
