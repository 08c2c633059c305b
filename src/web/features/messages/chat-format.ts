/** Chat text helpers: message times and the conversation search. */
import type { ConversationResponse } from '@domain/messages';
import { orderNumberFrom } from '@web/features/orders';

const DAY_MS = 86_400_000;
const timeOnly = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Messages under 24 hours old show the time only; older ones the date and time. */
export function formatMessageTime(value: string, now: number = Date.now()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return now - date.getTime() < DAY_MS ? timeOnly.format(date) : dateAndTime.format(date);
}

export const ROLE_LABELS = {
  client: 'Client',
  driver: 'Driver',
  admin: 'Dispatch',
  billing: 'Billing',
} as const;

export function counterpartName(conversation: Pick<ConversationResponse, 'counterpart'>): string {
  const { firstName, lastName } = conversation.counterpart;
  return `${firstName} ${lastName}`.trim();
}

/**
 * Who wrote the last message, for the list's preview: "You", or the writer's first name and role
 * ("Dana (Driver)", "Dispatch"), so a row never suggests the client spoke last when the driver did.
 */
export function lastWriter(
  conversation: Pick<ConversationResponse, 'lastMessage'>,
  viewerId: number | undefined,
): string | null {
  const last = conversation.lastMessage;
  if (!last) return null;
  if (viewerId !== undefined && last.senderId === viewerId) return 'You';
  if (!last.sender) return null;
  if (last.sender.role === 'admin') return 'Dispatch';
  return `${last.sender.firstName} (${ROLE_LABELS[last.sender.role]})`;
}

/** By name, order number ('42', 'ML-0042') or the last message's words. */
export function filterConversations(
  conversations: readonly ConversationResponse[],
  search: string,
): ConversationResponse[] {
  const query = search.trim().toLowerCase();
  if (!query) return [...conversations];
  const number = orderNumberFrom(query);
  return conversations.filter(
    (c) =>
      c.orderId === number ||
      counterpartName(c).toLowerCase().includes(query) ||
      c.displayNumber.toLowerCase().includes(query) ||
      (c.lastMessage?.content.toLowerCase().includes(query) ?? false),
  );
}

/** Enter sends, Shift+Enter (or Enter while an IME is composing a word) adds a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
