/** Registering, listing, changing and replaying webhooks (admin only; the routes check the role). */
import type {
  CreateWebhookRequest,
  WebhookClients,
  WebhookDelivery,
  WebhookEvent,
  WebhookSummary,
} from '@domain/webhooks';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { checkDestination } from '../../outbound/index';
import { recordAudit } from '../audit/index';
import * as repo from './repository';
import { newSecret } from './signing';

type Labels = Map<number, string>;

const toSummary = (row: repo.EndpointRow, labels: Labels, failedDeliveries = 0): WebhookSummary => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  description: row.description,
  active: row.active,
  // A client account deleted since is left out rather than shown as a bare number.
  clients: row.allClients
    ? 'all'
    : row.clientIds.flatMap((id) => (labels.has(id) ? [{ id, label: labels.get(id)! }] : [])),
  createdAt: row.createdAt.toISOString(),
  failedDeliveries,
});

async function labelsOf(db: DbOrTx, rows: repo.EndpointRow[]): Promise<Labels> {
  const ids = [...new Set(rows.flatMap((row) => (row.allClients ? [] : row.clientIds)))];
  return new Map((await repo.clientsAmong(db, ids)).map((client) => [client.id, client.label]));
}

/**
 * The stored scope: "all" (or nothing said, as the two-field registration always meant), or the
 * listed ids, every one of which must be a client account: 400 naming the first that is not.
 */
async function scopeOf(db: DbOrTx, clients: WebhookClients | undefined) {
  if (clients === undefined || clients === 'all') return { allClients: true, clientIds: [] as number[] };
  const known = new Set((await repo.clientsAmong(db, clients)).map((client) => client.id));
  const unknown = clients.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    const message = `clients.${unknown} is not a client account`;
    throw badRequest(message, [{ path: `clients.${unknown}`, message }]);
  }
  return { allClients: false, clientIds: [...new Set(clients)] };
}

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
  const refusal = await checkDestination(request.url, { allowPrivate });
  if (refusal) throw badRequest(refusal, [{ path: 'url', message: refusal }]);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const scope = await scopeOf(tx, request.clients);
    const row = await repo.insertEndpoint(tx, {
      url: request.url,
      events: request.events,
      ...scope,
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
      details: { url: row.url, events: request.events, clients: scope.allClients ? 'all' : scope.clientIds },
    });
    return { ...toSummary(row, await labelsOf(tx, [row])), secret };
  });
}

export async function listWebhooks(db: Db) {
  const rows = await repo.listEndpoints(db);
  const labels = await labelsOf(
    db,
    rows.map((row) => row.endpoint),
  );
  return rows.map(({ endpoint, failedDeliveries }) => toSummary(endpoint, labels, Number(failedDeliveries)));
}

export async function updateWebhook(
  db: Db,
  actor: { userId: number; ipAddress: string },
  id: number,
  changes: {
    active?: boolean | undefined;
    events?: WebhookEvent[] | undefined;
    clients?: WebhookClients | undefined;
  },
) {
  return db.transaction(async (tx) => {
    const row = await repo.updateEndpoint(tx, id, {
      ...(changes.active !== undefined ? { active: changes.active } : {}),
      ...(changes.events !== undefined ? { events: changes.events } : {}),
      ...(changes.clients !== undefined ? await scopeOf(tx, changes.clients) : {}),
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
    return toSummary(row, await labelsOf(tx, [row]));
  });
}

/**
 * A new signing secret, answered once, for a secret that leaked or is due for rotation. The old one
 * stops at once: every delivery from now on, retries of earlier ones included, is signed with the
 * new one (the worker reads the secret when it sends), so a receiver switches when it gets the
 * answer. The audit line says that it happened, never the secret.
 */
export async function rotateWebhookSecret(db: Db, actor: { userId: number; ipAddress: string }, id: number) {
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const row = await repo.updateEndpoint(tx, id, { secret });
    if (!row) throw notFound('Webhook not found');
    await recordAudit(tx, {
      action: 'webhook_secret_rotated',
      actorUserId: actor.userId,
      entityType: 'webhook',
      entityId: id,
      ipAddress: actor.ipAddress,
      details: {},
    });
    return { ...toSummary(row, await labelsOf(tx, [row])), secret };
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
