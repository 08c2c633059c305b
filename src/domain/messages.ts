/**
 * Order chat: who may write, what a message may hold,
 * and the answers. Shared by the server, the chat pane and the tests.
 */
import { z } from 'zod';
import { ORDER_STATUSES, ROLES, type OrderStatus, type Role } from './enums';
import { isDispatch } from './capabilities';
import { CHAT_CLOSED, CHAT_NOT_OPEN } from './chat-refusals';

export * from './chat-refusals';

/** Conversations are offered only for orders with a driver in one of these statuses. */
export const CHAT_STATUSES = [
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
  'delivered',
] as const satisfies readonly OrderStatus[];

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_EMPTY = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;

/**
 * Why this user may not write on this order now, or null when they may. Admins may write to the
 * client of any order (dispatch writes to clients); the client and driver only while the
 * order is a conversation. The page uses it to show or hide the composer.
 */
export function chatRefusal(
  role: Role,
  order: { status: OrderStatus; driverId: number | null },
): string | null {
  if (isDispatch(role)) return null;
  if ((CHAT_STATUSES as readonly string[]).includes(order.status) && order.driverId !== null) return null;
  return order.status === 'cancelled' || order.status === 'declined' ? CHAT_CLOSED : CHAT_NOT_OPEN;
}

// Control characters (except tab and line breaks) are dropped: PostgreSQL text refuses NUL, and
// none of them means anything in a chat line. Content stays plain text; the page never renders HTML.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
export const plainText = (value: string) => value.replace(CONTROL, '').trim();

/**
 * POST /api/orders/{id}/messages. The spec's page also sends senderId, orderId (and the admin
 * variant isRead); they are not part of the schema, so they are dropped: the sender is always the
 * signed-in user and the order is the one in the path.
 */
export const sendMessageRequest = z.object({
  content: z
    .string({ error: (issue) => (issue.input === undefined ? MESSAGE_EMPTY : 'Message must be text') })
    .transform(plainText)
    .pipe(z.string().min(1, MESSAGE_EMPTY).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)),
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

export const messagePerson = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});

/** A chat message, with who sent it so the pane can label it without another call. */
export const messageResponse = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  sender: messagePerson,
});
export type MessageResponse = z.infer<typeof messageResponse>;

/** GET /api/messages/conversations: one entry per order the user can chat (or has chatted) about. */
export const conversationResponse = z.object({
  orderId: z.number().int(),
  displayNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  counterpart: messagePerson.omit({ id: true }),
  lastMessage: z
    .object({
      content: z.string(),
      createdAt: z.string(),
      senderId: z.number().int(),
      /** Who wrote it (dispatch's people appear as MedLink Dispatch to clients and drivers). */
      sender: messagePerson.omit({ id: true }).optional(),
    })
    .nullable(),
  unreadCount: z.number().int(),
  /** Whether the signed-in user may write here now (see chatRefusal). */
  canSend: z.boolean(),
});
export type ConversationResponse = z.infer<typeof conversationResponse>;

/** GET /api/messages/conversations?q=: narrows the list (dispatch's inbox search). */
export const conversationsQuery = z.object({
  q: z.string().max(100, 'Search must be at most 100 characters').optional(),
});

/** POST /api/orders/{id}/messages/read: marks the thread read up to a message (default: the newest). */
export const markReadRequest = z
  .object({ upTo: z.number().int().positive().optional() })
  .optional()
  .default({});

/** The navigation badge's answer (apart, so a screen's first read does not build the chat's schemas). */
export { unreadResponse, type UnreadResponse } from './unread-count';
