/** What other modules (and the seed) may use of messages: an order's conversation and its read state. */
export { listMessages, listConversations, sendMessage, unreadTotal } from './service';
export { BACKFILL_READ_MARKERS } from './read-markers';
