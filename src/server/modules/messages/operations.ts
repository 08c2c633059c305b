/** The contract's rows for the messages module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const MESSAGE_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders/:id/messages': {
    operationId: 'listOrderMessages',
    summary: 'The chat on an order, oldest first',
    tag: 'messages',
  },
  'POST /api/orders/:id/messages': {
    operationId: 'sendOrderMessage',
    summary: 'Send a chat message on an order',
    tag: 'messages',
  },
  'POST /api/orders/:id/messages/read': {
    operationId: 'markOrderMessagesRead',
    summary: "Mark an order's chat read up to now, for the caller",
    tag: 'messages',
  },
  'GET /api/messages/conversations': {
    operationId: 'listConversations',
    summary: "The caller's conversations (dispatch's inbox; ?q= searches)",
    tag: 'messages',
  },
  'GET /api/messages/conversations/unread': {
    operationId: 'countUnreadConversations',
    summary: 'Unread conversations, for the navigation badge',
    tag: 'messages',
  },
};
