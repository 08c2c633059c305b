/** Webhook endpoints and the delivery outbox: every query of the webhooks module. */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { clientLabel } from '@domain/clients';
import type { WebhookEvent } from '@domain/webhooks';
import type { Db, DbOrTx } from '../../db/client';
import { organizations, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(
  db: DbOrTx,
  values: {
    url: string;
    events: WebhookEvent[];
    secret: string;
    description: string | null;
    allClients: boolean;
    clientIds: number[];
    createdBy: number;
  },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** Endpoints with how many of their deliveries gave up, newest first. */
export async function listEndpoints(db: DbOrTx) {
  return db
    .select({
      endpoint: webhookEndpoints,
      failedDeliveries: sql<number>`(select count(*)::int from webhook_deliveries d
        where d.webhook_id = ${webhookEndpoints.id} and d.state = 'failed')`,
    })
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.id));
}

/** The client accounts among `ids`, with the name the console shows; other ids are left out. */
export async function clientsAmong(db: DbOrTx, ids: number[]): Promise<{ id: number; label: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      organizationName: organizations.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.role, 'client'), inArray(users.id, ids)));
  return rows.map((row) => ({ id: row.id, label: clientLabel(row) }));
}

export async function findEndpoint(db: DbOrTx, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<EndpointRow, 'active' | 'events' | 'allClients' | 'clientIds' | 'secret'>>,
) {
  const [row] = await db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function listDeliveries(db: DbOrTx, webhookId: number, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: DbOrTx, id: number) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

/** A replay is a new delivery of the same body: the log keeps what happened to the first. */
export async function requeueCopy(db: DbOrTx, original: DeliveryRow): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: original.webhookId,
      event: original.event,
      orderId: original.orderId,
      payload: original.payload,
    })
    .returning();
  return row!;
}

export interface ClaimedDelivery {
  delivery: DeliveryRow;
  url: string;
  secret: string;
}

/**
 * Takes up to `limit` due deliveries and leases them for `leaseSeconds` (a process that dies while
 * sending leaves them to be retried after the lease). SKIP LOCKED: two processes never take one row.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.state, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const leased = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.id,
          leased.map((row) => row.webhookId),
        ),
      );
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return leased.flatMap((delivery) => {
      const endpoint = byId.get(delivery.webhookId);
      return endpoint ? [{ delivery, url: endpoint.url, secret: endpoint.secret }] : [];
    });
  });
}

export async function markDelivered(db: DbOrTx, id: number, statusCode: number) {
  await db
    .update(webhookDeliveries)
    .set({
      state: 'delivered',
      lastStatusCode: statusCode,
      lastError: null,
      deliveredAt: new Date(),
      nextAttemptAt: null,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed attempt: try again after `retryInSeconds`, or give up when that is null. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: number,
  outcome: { statusCode: number | null; error: string; retryInSeconds: number | null },
) {
  await db
    .update(webhookDeliveries)
    .set({
      state: outcome.retryInSeconds === null ? 'failed' : 'pending',
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error.slice(0, 300),
      nextAttemptAt:
        outcome.retryInSeconds === null
          ? null
          : sql`now() + make_interval(secs => ${outcome.retryInSeconds})`,
    })
    .where(eq(webhookDeliveries.id, id));
}
