/**
 * Order chat: read a thread, write to it, list one's conversations. Only the order's parties (its
 * client, its assigned driver, admins) take part; the sender is always the signed-in user.
 */
import type { SessionUser } from '@domain/auth';
import { displayNumber } from '@domain/display';
import type { OrderStatus, Role } from '@domain/enums';
import { chatRefusal, type ConversationResponse, type MessageResponse } from '@domain/messages';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';
import { audienceOf } from '../../realtime/order-events';
import { canMessage, conversationScope } from '../access-policy/index';
import { visibleOrder } from '../order-access/index';
import { markThreadRead as markThreadReadRow } from './read-markers';
import * as repo from './repository';
import { isDispatch, isDriver } from '@domain/capabilities';

export const NOT_A_PARTY = 'Only the client, the assigned driver and dispatch can use this conversation';

/** 404 for whoever may not see the order; 403 for one who sees it without being in it (an open job). */
async function partyOrder(db: DbOrTx, viewer: SessionUser, orderId: number) {
  const order = await visibleOrder(db, viewer, orderId);
  if (!canMessage(viewer, order)) throw forbidden(NOT_A_PARTY);
  return order;
}

type MessageRow = Awaited<ReturnType<typeof repo.listMessages>>[number];

/**
 * Who dispatch is to the client and the driver: "MedLink Dispatch", never the name of the admin
 * who happened to answer (each person sees what their part of the job needs).
 */
const DISPATCH = { firstName: 'MedLink', lastName: 'Dispatch', role: 'admin' as const };

const senderFor = (viewer: Pick<SessionUser, 'role'>, sender: MessageResponse['sender']) =>
  isDispatch(sender) && !isDispatch(viewer) ? { id: sender.id, ...DISPATCH } : sender;

const toMessage = (viewer: SessionUser, row: MessageRow): MessageResponse => ({
  id: row.id,
  orderId: row.orderId,
  senderId: row.senderId,
  content: row.content,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  sender: senderFor(viewer, {
    id: row.senderId,
    firstName: row.senderFirstName,
    lastName: row.senderLastName,
    role: row.senderRole,
  }),
});

export async function listMessages(db: Db, viewer: SessionUser, orderId: number): Promise<MessageResponse[]> {
  await partyOrder(db, viewer, orderId);
  // Read receipts belong to the two people of the chat. An admin looking over a thread must not
  // clear the unread mark of a message its client or driver has not seen yet.
  if (!isDispatch(viewer)) await repo.markRead(db, orderId, viewer.id);
  const rows = await repo.listMessages(db, orderId);
  // Reading the thread moves the reader's own mark (admins too: it is theirs alone).
  const newest = rows.at(-1);
  if (newest) await markThreadReadRow(db, viewer.id, orderId, newest.id);
  return rows.map((row) => toMessage(viewer, row));
}

/**
 * The reader opened the thread: its own read mark moves to the newest message (or `upTo`). Every
 * participant, admins included, has a mark of its own; nobody else's changes.
 */
export async function markThreadRead(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  upTo?: number,
): Promise<{ unreadCount: number }> {
  await partyOrder(db, viewer, orderId);
  await markThreadReadRow(db, viewer.id, orderId, upTo);
  return {
    unreadCount: await repo.countUnread(db, viewer, conversationScope(viewer, repo.conversationOrder)),
  };
}

export async function unreadTotal(db: Db, viewer: SessionUser): Promise<{ unreadCount: number }> {
  if (isDriver(viewer) && viewer.driverId === undefined) return { unreadCount: 0 };
  return {
    unreadCount: await repo.countUnread(db, viewer, conversationScope(viewer, repo.conversationOrder)),
  };
}

export async function sendMessage(
  db: Db,
  sender: SessionUser,
  orderId: number,
  content: string,
): Promise<MessageResponse> {
  return db.transaction(async (tx) => {
    // Read inside the transaction: the audience of the event is the order as it is now.
    const order = await partyOrder(tx, sender, orderId);
    const refusal = chatRefusal(sender.role, order);
    if (refusal) throw new AppError('CHAT_NOT_OPEN', refusal);
    const row = await repo.insertMessage(tx, { orderId, senderId: sender.id, content });
    const createdAt = row.createdAt.toISOString();
    // Delivered on commit to the client, the assigned driver and admins; the frame has no content.
    await publishEvent(tx, audienceOf(order), {
      type: 'new_message',
      message: { id: row.id, orderId, senderId: sender.id, createdAt },
    });
    return {
      id: row.id,
      orderId,
      senderId: sender.id,
      content: row.content,
      isRead: row.isRead,
      createdAt,
      sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, role: sender.role },
    };
  });
}

/**
 * The viewer's conversations, newest first. A client's thread with neither a driver nor anyone
 * else's message yet, or whose last other writer was an admin, is with "MedLink Dispatch".
 */
export async function listConversations(
  db: Db,
  viewer: SessionUser,
  search?: string,
): Promise<ConversationResponse[]> {
  if (isDriver(viewer) && viewer.driverId === undefined) return [];
  const rows = await repo.listConversations(
    db,
    viewer,
    conversationScope(viewer, repo.conversationOrder),
    search?.trim() || undefined,
  );
  return rows.map((row) => {
    const status = row.status as OrderStatus;
    return {
      orderId: row.orderId,
      displayNumber: displayNumber(row.orderId),
      status,
      counterpart:
        row.counterpart && !isDispatch(row.counterpart)
          ? { ...row.counterpart, role: row.counterpart.role as Role }
          : DISPATCH,
      // Who wrote last, not who the counterpart is: on dispatch's inbox a driver's reply is named
      // as the driver's; dispatch's own people are "MedLink Dispatch" to everyone else.
      lastMessage: row.lastMessage
        ? {
            ...row.lastMessage,
            createdAt: row.lastMessage.createdAt.toISOString(),
            sender:
              isDispatch(row.lastMessage.sender) && !isDispatch(viewer)
                ? DISPATCH
                : { ...row.lastMessage.sender, role: row.lastMessage.sender.role as Role },
          }
        : null,
      unreadCount: row.unreadCount,
      canSend: chatRefusal(viewer.role, { status, driverId: row.driverId }) === null,
    };
  });
}
