/** Chat text helpers: message times and the conversation search. */
import type { ConversationResponse } from '@domain/messages';
import { orderNumberFrom } from '@web/lib/orders';
import { isDispatch } from '@domain/capabilities';

const DAY_MS = 86_400_000;
const formats = new Map<string, { timeOnly: Intl.DateTimeFormat; dateAndTime: Intl.DateTimeFormat }>();
const formatsFor = (locale: string) => {
  let found = formats.get(locale);
  if (!found) {
    found = {
      timeOnly: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
      dateAndTime: new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    };
    formats.set(locale, found);
  }
  return found;
};

/** Messages under 24 hours old show the time only; older ones the date and time (reader's locale). */
export function formatMessageTime(value: string, now: number = Date.now(), locale = 'en-US'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { timeOnly, dateAndTime } = formatsFor(locale);
  return now - date.getTime() < DAY_MS ? timeOnly.format(date) : dateAndTime.format(date);
}

/** The catalogue's word for each role in a conversation. */
export const ROLE_KEYS = {
  client: 'chat.role.client',
  driver: 'chat.role.driver',
  admin: 'chat.role.admin',
  billing: 'chat.role.billing',
} as const;

/** Who wrote last, for the screen to word: the reader, dispatch, or a named person in a role. */
export type LastWriter =
  | { kind: 'you' }
  | { kind: 'dispatch' }
  | { kind: 'person'; firstName: string; role: keyof typeof ROLE_KEYS };

export function counterpartName(conversation: Pick<ConversationResponse, 'counterpart'>): string {
  const { firstName, lastName } = conversation.counterpart;
  return `${firstName} ${lastName}`.trim();
}

/**
 * Who wrote the last message, for the list's preview: the reader, or the writer's first name and
 * role ("Dana (Driver)", "Dispatch"), so a row never suggests the client spoke last when the driver did.
 */
export function lastWriter(
  conversation: Pick<ConversationResponse, 'lastMessage'>,
  viewerId: number | undefined,
): LastWriter | null {
  const last = conversation.lastMessage;
  if (!last) return null;
  if (viewerId !== undefined && last.senderId === viewerId) return { kind: 'you' };
  if (!last.sender) return null;
  if (isDispatch(last.sender)) return { kind: 'dispatch' };
  return { kind: 'person', firstName: last.sender.firstName, role: last.sender.role };
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
