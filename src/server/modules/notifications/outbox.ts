/**
 * Writing the outbox (called by changeOrderStatus, inside the status change's transaction): a
 * change that rolls back writes no notification, a committed one always has its rows. Sending is
 * the worker's job, after commit, with retries.
 */
import { eq, type SQL } from 'drizzle-orm';
import { displayNumber } from '@domain/display';
import { clientStatus, type ClientStatusInput } from '@domain/client-status';
import type { OrderPaymentStatus, OrderStatus } from '@domain/enums';
import type { OrderAction } from '@domain/order-state';
import { DEFAULT_LANGUAGE, memberLanguage, recipientLanguage, type Language } from '@domain/languages';
import {
  DEFAULT_PREFERENCES,
  EVENT_OF_STATUS,
  type NotificationEvent,
  type OutboxEvent,
} from '@domain/notifications';
import { senderNameForMessage, senderOf } from '@domain/public-tracking';
import type { Tx } from '../../db/client';
import {
  notificationOutbox,
  notificationPreferences,
  organizations,
  publicLinks,
  users,
} from '../../db/schema/index';
import { findLink } from '../public-tracking/index';
import { renderNotification } from './templates';

type OutboxRow = typeof notificationOutbox.$inferInsert;

type NotifiedOrder = ClientStatusInput & {
  id: number;
  status: OrderStatus;
  clientId: number;
  deliveryContactPhone: string | null;
  /** The language chosen for the recipient at booking, if any. */
  recipientLanguage?: Language | null;
};

/**
 * The payment state the change leaves behind: a payment or an approval sets it after the status
 * (same transaction), so the row read here still says unpaid.
 */
function settledPayment(order: NotifiedOrder, action: OrderAction | undefined): OrderPaymentStatus {
  if (order.paymentStatus !== 'unpaid') return order.paymentStatus;
  if (action === 'pay') return 'paid';
  if (action === 'approve') return 'invoiced';
  return order.paymentStatus;
}

/**
 * The outbox rows of an order's new status, as an INSERT for the caller to send (null: nobody is
 * told). The status change sends it with its other closing writes, one round trip for all.
 */
export async function statusNotificationsInsert(
  tx: Tx,
  order: NotifiedOrder,
  action?: OrderAction,
): Promise<SQL | null> {
  const event = EVENT_OF_STATUS[order.status];
  if (!event) return null;
  // One read: the client's addresses and preferences, and the order's tracking link beside them.
  const [client] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      organizationLanguage: organizations.language,
      organizationName: organizations.name,
      prefs: notificationPreferences,
      token: publicLinks.token,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(publicLinks, eq(publicLinks.orderId, order.id))
    .where(eq(users.id, order.clientId))
    .limit(1);
  // An order written around the app has no link yet: findLink gives it one.
  const token = client?.token ?? (await findLink(tx, order.id))?.token;
  if (!token) return null;
  // The recipient is told who sends the delivery: the same name the tracking page shows.
  const senderName = client
    ? senderNameForMessage(senderOf({ ...client, organizationPhone: null }).name)
    : 'Your sender';
  const base = {
    displayNumber: displayNumber(order.id),
    trackingToken: token,
    orderId: order.id,
    senderName,
    clientStatus: clientStatus({ ...order, paymentStatus: settledPayment(order, action) }).key,
  };
  // Each person is told in their own language: the client in theirs (else their organisation's
  // default), the recipient in the one chosen for the order (else the booking person's).
  const booker = memberLanguage(client?.language, client?.organizationLanguage);
  const languageOf = {
    client: booker ?? DEFAULT_LANGUAGE,
    recipient: recipientLanguage({ chosen: order.recipientLanguage ?? null, booker }),
  };
  const rows: OutboxRow[] = [];
  const add = (
    channel: 'email' | 'sms',
    address: string,
    userId: number | null,
    audience: 'client' | 'recipient',
  ) => {
    const { subject, text } = renderNotification(event, {
      ...base,
      audience,
      language: languageOf[audience],
    });
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

  return rows.length ? tx.insert(notificationOutbox).values(rows).getSQL() : null;
}

/** An event never chosen either way counts as wanted (the default is to tell). */
const wants = (events: Record<string, boolean>, event: NotificationEvent) => events[event] !== false;

/**
 * An email about something other than an order's step (an invoice), written in the caller's
 * transaction like the order notifications: it goes out once the change commits, with retries.
 */
export async function enqueueEmail(
  tx: Tx,
  message: {
    event: OutboxEvent;
    reference: string;
    userId: number;
    address: string;
    subject: string;
    body: string;
    attachment?: { name: string; content: Uint8Array };
  },
) {
  await tx.insert(notificationOutbox).values({
    orderId: null,
    reference: message.reference,
    event: message.event,
    channel: 'email',
    userId: message.userId,
    address: message.address,
    subject: message.subject,
    body: message.body,
    attachmentName: message.attachment?.name ?? null,
    attachment: message.attachment ? Buffer.from(message.attachment.content) : null,
  });
}
