/**
 * Queues an event for every active endpoint that asked for it and hears of the order's client
 * (all clients, or this one or a member of its organisation among those it names), in the
 * caller's transaction: an
 * event is delivered if and only if the change that raised it committed. One INSERT ... SELECT,
 * which writes nothing when no endpoint listens.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { displayNumber } from '@domain/display';
import type { OrderStatus } from '@domain/enums';
import type { WebhookEvent } from '@domain/webhooks';
import type { DbOrTx } from '../../db/client';

export interface WebhookOrder {
  id: number;
  status: OrderStatus;
  clientId: number;
}

/**
 * The body receivers get: the event, the order it is about (ids and status, never addresses or
 * names: a receiver that needs more asks the API with its own credentials), and the event's facts.
 */
export function webhookPayload(event: WebhookEvent, order: WebhookOrder, data: Record<string, unknown>) {
  return {
    id: randomUUID(),
    event,
    createdAt: new Date().toISOString(),
    order: {
      id: order.id,
      displayNumber: displayNumber(order.id),
      status: order.status,
      clientId: order.clientId,
    },
    data,
  };
}

export async function enqueueWebhookEvent(
  db: DbOrTx,
  event: WebhookEvent,
  order: WebhookOrder,
  data: Record<string, unknown> = {},
): Promise<void> {
  await enqueueWebhookEvents(db, [{ event, order, data }]);
}

/** An event a change raised, queued with the change's other events by enqueueWebhookEvents. */
export interface PendingWebhook {
  event: WebhookEvent;
  order: WebhookOrder;
  data: Record<string, unknown>;
}

/**
 * Queues the events of one change in one INSERT ... SELECT (a status change raises a custody
 * entry and the status change itself), in the order they were raised, endpoint by endpoint.
 */
export async function enqueueWebhookEvents(db: DbOrTx, events: PendingWebhook[]): Promise<void> {
  const insert = webhookEventsInsert(events);
  if (insert) await db.execute(insert);
}

/** enqueueWebhookEvents' INSERT ... SELECT, for a statement the caller sends (null: no events). */
export function webhookEventsInsert(events: PendingWebhook[]): SQL | null {
  if (events.length === 0) return null;
  const items = JSON.stringify(
    events.map(({ event, order, data }) => ({ event, payload: webhookPayload(event, order, data) })),
  );
  return sql`
    insert into webhook_deliveries (webhook_id, event, order_id, payload)
    select e.id, q.item->>'event', (q.item->'payload'->'order'->>'id')::int, q.item->'payload'
    from jsonb_array_elements(${items}::jsonb) with ordinality as q(item, n)
    join webhook_endpoints e on e.active and q.item->>'event' = any(e.events)
      and (e.all_clients or (q.item->'payload'->'order'->>'clientId')::int = any(e.client_ids)
        -- A client named stands for its organisation: a colleague's booking is the same client's.
        or exists (select 1 from users u join orders o on o.id = (q.item->'payload'->'order'->>'id')::int
          where u.id = any(e.client_ids) and u.organization_id = o.organization_id))
    order by q.n, e.id`;
}
