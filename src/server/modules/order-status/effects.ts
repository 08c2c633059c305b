/**
 * The side effects of a decided status change, written in the change's own transaction, so an
 * acknowledged change always has them and a change that rolls back has none: the notifications
 * (rows of the notification outbox, sent by its worker with retries), the webhook events (rows of
 * webhook_deliveries, sent by the webhooks worker with retries), the live frames (NOTIFY, which
 * PostgreSQL delivers on commit only; on NATS held until commit) and the audit line. Also the
 * follow-ups other modules own: the delivery point learnt, and auto-dispatch's offer of an order
 * that became open (before the frames: a job offered to one driver is news for that driver only).
 */
import type { OrderRef } from '@domain/events';
import { isOpenJob } from '@domain/order-state';
import type { StatusDecision } from '@domain/status-decision/index';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { executeTogether } from '../../db/writes-together';
import { eventsAsNotifyCalls } from '../../realtime/event-bus';
import { orderEventMessage, trackingEventMessage } from '../../realtime/order-events';
import { auditLinesInsert } from '../audit/index';
import { afterStatusChange as autoDispatchAfter, openOfferOf } from '../auto-dispatch/index';
import { statusNotificationsInsert } from '../notifications/index';
import { learnFromHandOver } from '../places/index';
import { type PendingWebhook, webhookEventsInsert } from '../webhooks/index';
import { alertMessage } from './alerts';
import type { StatusChange } from './types';

type OrderRow = typeof orders.$inferSelect;

const refOf = (row: OrderRow): OrderRef => ({
  id: row.id,
  status: row.status,
  clientId: row.clientId,
  driverId: row.driverId,
});

export async function writeEffects(
  tx: Tx,
  e: {
    change: StatusChange;
    decision: StatusDecision;
    before: OrderRow;
    after: OrderRow;
    tracking: { id: number; status: OrderRow['status']; createdAt: Date };
    webhooks: PendingWebhook[];
    now: Date;
  },
) {
  const { change, decision, before, after } = e;
  // Where the driver stood at the delivery teaches the address's real point (places). Pickups do
  // not: a driver often completes a pickup from the car park or the next street.
  const addressLearningFailed =
    decision.learnsDeliveryPoint && change.location
      ? await learnFromHandOver(tx, after, 'delivery', change.location, change.actor.userId)
      : null;
  const notifications: SQL[] = [];
  for (const { action } of decision.notifications) {
    const insert = await statusNotificationsInsert(tx, after, action);
    if (insert) notifications.push(insert);
  }

  const offeredBefore = isOpenJob(before) ? ((await openOfferOf(tx, before.id))?.driverId ?? null) : null;
  await autoDispatchAfter(tx, before, after, e.now);
  const offered = {
    before: offeredBefore,
    now: isOpenJob(after) ? ((await openOfferOf(tx, after.id))?.driverId ?? null) : null,
  };
  const ref = refOf(after);
  const beforeRef = refOf(before);
  const frames = eventsAsNotifyCalls(
    tx,
    decision.events.map((event) => {
      if (event.kind === 'order') return orderEventMessage(event.type, ref, beforeRef, offered);
      if (event.kind === 'tracking') return trackingEventMessage(ref, e.tracking, beforeRef, offered);
      return alertMessage(after, e.tracking, event.alert, event.alertTitle, offered);
    }),
  );
  // The outbox rows, the webhook deliveries, the audit lines and the NOTIFYs in one statement:
  // none reads another.
  const audit = auditLinesInsert(tx, [
    ...decision.auditLines.map((line) => ({
      action: line.action,
      actorUserId: change.actor.userId,
      entityType: 'order',
      entityId: after.id,
      ipAddress: change.audit?.ip ?? null,
      details: line.details,
    })),
    ...(change.callerAudit ? [change.callerAudit({ addressLearningFailed })] : []),
  ]);
  await executeTogether(tx, [...notifications, webhookEventsInsert(e.webhooks), audit], frames);
  return { addressLearningFailed };
}
