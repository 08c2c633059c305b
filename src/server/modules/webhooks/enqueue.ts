/**
 * Queues an event for every active endpoint that asked for it, in the caller's transaction: an
 * event is delivered if and only if the change that raised it committed. One INSERT ... SELECT,
 * which writes nothing when no endpoint listens.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
  const payload = JSON.stringify(webhookPayload(event, order, data));
  await db.execute(sql`
    insert into webhook_deliveries (webhook_id, event, order_id, payload)
    select id, ${event}, ${order.id}, ${payload}::jsonb
    from webhook_endpoints
    where active and ${event} = any(events)`);
}
