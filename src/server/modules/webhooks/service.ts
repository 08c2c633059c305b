/** Registering, listing, changing and replaying webhooks (admin only; the routes check the role). */
import type { CreateWebhookRequest, WebhookDelivery, WebhookEvent, WebhookSummary } from '@domain/webhooks';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import * as repo from './repository';
import { newSecret } from './signing';
import { refusalOf } from './url-policy';

const toSummary = (row: repo.EndpointRow, failedDeliveries = 0): WebhookSummary => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  description: row.description,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  failedDeliveries,
});

export const toDelivery = (row: repo.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhookId: row.webhookId,
  event: row.event as WebhookEvent,
  orderId: row.orderId,
  state: row.state as WebhookDelivery['state'],
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function createWebhook(
  db: Db,
  actor: { userId: number; ipAddress: string },
  request: CreateWebhookRequest,
  allowPrivate: boolean,
) {
  const refusal = await refusalOf(request.url, allowPrivate);
  if (refusal) throw badRequest(refusal, [{ path: 'url', message: refusal }]);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const row = await repo.insertEndpoint(tx, {
      url: request.url,
      events: request.events,
      secret,
      description: request.description ?? null,
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      action: 'webhook_created',
      actorUserId: actor.userId,
      entityType: 'webhook',
      entityId: row.id,
      ipAddress: actor.ipAddress,
      details: { url: row.url, events: request.events },
    });
    return { ...toSummary(row), secret };
  });
}

export async function listWebhooks(db: Db) {
  const rows = await repo.listEndpoints(db);
  return rows.map(({ endpoint, failedDeliveries }) => toSummary(endpoint, Number(failedDeliveries)));
}

export async function updateWebhook(
  db: Db,
  actor: { userId: number; ipAddress: string },
  id: number,
  changes: { active?: boolean | undefined; events?: WebhookEvent[] | undefined },
) {
  return db.transaction(async (tx) => {
    const row = await repo.updateEndpoint(tx, id, {
      ...(changes.active !== undefined ? { active: changes.active } : {}),
      ...(changes.events !== undefined ? { events: changes.events } : {}),
    });
    if (!row) throw notFound('Webhook not found');
    await recordAudit(tx, {
      action: 'webhook_updated',
      actorUserId: actor.userId,
      entityType: 'webhook',
      entityId: id,
      ipAddress: actor.ipAddress,
      details: changes,
    });
    return toSummary(row);
  });
}

export async function deleteWebhook(db: Db, actor: { userId: number; ipAddress: string }, id: number) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteEndpoint(tx, id))) throw notFound('Webhook not found');
    await recordAudit(tx, {
      action: 'webhook_deleted',
      actorUserId: actor.userId,
      entityType: 'webhook',
      entityId: id,
      ipAddress: actor.ipAddress,
      details: {},
    });
  });
}

export async function deliveries(db: Db, webhookId: number, limit: number) {
  if (!(await repo.findEndpoint(db, webhookId))) throw notFound('Webhook not found');
  return (await repo.listDeliveries(db, webhookId, limit)).map(toDelivery);
}

export async function replayDelivery(
  db: Db,
  actor: { userId: number; ipAddress: string },
  deliveryId: number,
) {
  return db.transaction(async (tx) => {
    const original = await repo.findDelivery(tx, deliveryId);
    if (!original) throw notFound('Delivery not found');
    const copy = await repo.requeueCopy(tx, original);
    await recordAudit(tx, {
      action: 'webhook_replayed',
      actorUserId: actor.userId,
      entityType: 'webhook',
      entityId: original.webhookId,
      ipAddress: actor.ipAddress,
      details: { deliveryId, replayId: copy.id },
    });
    return toDelivery(copy);
  });
}
