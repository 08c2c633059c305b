/**
 * Why an order's chat is not open, apart from the chat's schemas so the web catalogue can word it
 * without loading zod (messages.ts re-exports them).
 */

export const CHAT_NOT_OPEN = 'You can message about this order once a driver is assigned';
export const CHAT_CLOSED = 'This order is closed, so its chat is closed too';
