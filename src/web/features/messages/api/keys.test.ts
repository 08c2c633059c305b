/** Chat keys stay under the paths the live socket refreshes, so new messages still arrive. */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { matchesKey, queryRulesFor } from '@web/lib/live-events';
import { messageKeys } from './keys';

describe('messageKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(messageKeys.conversations())).toBe('/api/messages/conversations');
    expect(keyToPath(messageKeys.unread())).toBe('/api/messages/conversations/unread');
    expect(keyToPath(messageKeys.thread(43))).toBe('/api/orders/43/messages');
  });

  it("are refetched by a new message and by an order's frames", () => {
    const message = {
      type: 'new_message',
      message: { id: 1, orderId: 43, senderId: 3, createdAt: '2026-01-01T00:00:00.000Z' },
    } as LiveEvent;
    const rules = queryRulesFor(message);
    for (const key of [
      messageKeys.thread(43),
      messageKeys.conversations(),
      messageKeys.unread(),
      messageKeys.conversationSearch('ml'),
    ]) {
      expect(matchesKey(key, rules)).toBe(true);
    }
    expect(matchesKey(messageKeys.thread(44), rules)).toBe(false);
    const status = queryRulesFor({
      type: 'order_accepted',
      order: { id: 43, clientId: 2, driverId: 7 },
    } as LiveEvent);
    expect(matchesKey(messageKeys.conversations(), status)).toBe(true);
  });
});
