import { describe, expect, it } from 'vitest';
import type { ConversationResponse } from '@domain/messages';
import { filterConversations, formatMessageTime, isSendKey, lastWriter } from './chat-format';

describe('formatMessageTime', () => {
  const now = new Date('2026-03-05T18:00:00Z').getTime();

  it('shows only the time for a message under 24 hours old', () => {
    expect(formatMessageTime('2026-03-05T17:00:00Z', now)).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatMessageTime('2026-03-04T18:00:01Z', now)).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('adds the date from 24 hours on', () => {
    expect(formatMessageTime('2026-03-04T18:00:00Z', now)).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/,
    );
    expect(formatMessageTime('2025-12-25T12:00:00Z', now)).toMatch(/^Dec 2[45], /);
  });

  it('says nothing for a broken date', () => {
    expect(formatMessageTime('nope', now)).toBe('');
  });
});

describe('filterConversations', () => {
  const make = (orderId: number, firstName: string, last: string | null): ConversationResponse => ({
    orderId,
    displayNumber: `ML-${String(orderId).padStart(4, '0')}`,
    status: 'in_transit',
    counterpart: { firstName, lastName: 'Driver', role: 'driver' },
    lastMessage: last ? { content: last, createdAt: '2026-03-05T17:00:00Z', senderId: 3 } : null,
    unreadCount: 0,
    canSend: true,
  });
  const list = [make(42, 'Marcus', 'On my way'), make(7, 'Sofia', null)];
  const ids = (q: string) => filterConversations(list, q).map((c) => c.orderId);

  it('matches name, order number and last message', () => {
    expect(ids('')).toEqual([42, 7]);
    expect(ids('sofia')).toEqual([7]);
    expect(ids('ML-0042')).toEqual([42]);
    expect(ids('7')).toEqual([7]);
    expect(ids('my way')).toEqual([42]);
    expect(ids('nobody')).toEqual([]);
  });
});

it('Enter sends; Shift+Enter and IME composition do not', () => {
  expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
  expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
  expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
});

describe('lastWriter', () => {
  const last = (
    senderId: number,
    sender?: { firstName: string; lastName: string; role: 'client' | 'driver' | 'admin' },
  ) => ({
    lastMessage: {
      content: 'x',
      createdAt: '2026-03-05T14:00:00.000Z',
      senderId,
      ...(sender ? { sender } : {}),
    },
  });
  it('says You, Dispatch, or the first name and role of who wrote last', () => {
    expect(lastWriter(last(7, { firstName: 'Dana', lastName: 'Runner', role: 'driver' }), 7)).toEqual({
      kind: 'you',
    });
    expect(lastWriter(last(9, { firstName: 'Dana', lastName: 'Runner', role: 'driver' }), 7)).toEqual({
      kind: 'person',
      firstName: 'Dana',
      role: 'driver',
    });
    expect(lastWriter(last(1, { firstName: 'MedLink', lastName: 'Dispatch', role: 'admin' }), 7)).toEqual({
      kind: 'dispatch',
    });
    expect(lastWriter({ lastMessage: null }, 7)).toBeNull();
  });
});
