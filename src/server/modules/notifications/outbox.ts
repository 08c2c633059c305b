/**
 * Writing the outbox (called by changeOrderStatus, inside the status change's transaction): a
 * change that rolls back writes no notification, a committed one always has its rows. Sending is
 * the worker's job, after commit, with retries.
 */
import { eq } from 'drizzle-orm';
import { displayNumber } from '@domain/display';
import type { OrderStatus } from '@domain/enums';
import { DEFAULT_PREFERENCES, EVENT_OF_STATUS, type NotificationEvent } from '@domain/notifications';
import type { Tx } from '../../db/client';
import { notificationOutbox, notificationPreferences, publicLinks, users } from '../../db/schema/index';
import { findLink } from '../public-tracking/repository';
import { renderNotification } from './templates';

type OutboxRow = typeof notificationOutbox.$inferInsert;

export async function enqueueStatusNotifications(
  tx: Tx,
  order: { id: number; status: OrderStatus; clientId: number; deliveryContactPhone: string | null },
) {
  const event = EVENT_OF_STATUS[order.status];
  if (!event) return;
  // One read: the client's addresses and preferences, and the order's tracking link beside them.
  const [client] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      prefs: notificationPreferences,
      token: publicLinks.token,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(publicLinks, eq(publicLinks.orderId, order.id))
    .where(eq(users.id, order.clientId))
    .limit(1);
  // An order written around the app has no link yet: findLink gives it one.
  const token = client?.token ?? (await findLink(tx, order.id))?.token;
  if (!token) return;
  const base = { displayNumber: displayNumber(order.id), trackingToken: token, orderId: order.id };
  const rows: OutboxRow[] = [];
  const add = (
    channel: 'email' | 'sms',
    address: string,
    userId: number | null,
    audience: 'client' | 'recipient',
  ) => {
    const { subject, text } = renderNotification(event, { ...base, audience });
    rows.push({ orderId: order.id, event, channel, userId, address, subject, body: text });
  };

  if (client) {
    const prefs = client.prefs ?? { ...DEFAULT_PREFERENCES, events: {} };
    if (wants(prefs.events, event)) {
      if (prefs.email && client.email) add('email', client.email, order.clientId, 'client');
      if (prefs.sms && client.phone) add('sms', client.phone, order.clientId, 'client');
    }
  }
  // The recipient has no account: the phone number the client gave for the delivery is texted
  // (once, if it is the client's own number).
  const recipientPhone = order.deliveryContactPhone?.trim();
  if (recipientPhone && recipientPhone !== client?.phone?.trim())
    add('sms', recipientPhone, null, 'recipient');

  if (rows.length) await tx.insert(notificationOutbox).values(rows);
}

/** An event never chosen either way counts as wanted (the default is to tell). */
const wants = (events: Record<string, boolean>, event: NotificationEvent) => events[event] !== false;
