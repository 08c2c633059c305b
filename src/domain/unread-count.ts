/**
 * The navigation badge's answer: the signed-in user's unread messages over all its conversations.
 * Apart from messages.ts because every screen asks for it on its first load, and that first read
 * should build this one schema, not the chat's; messages.ts re-exports it.
 */
import { z } from 'zod';

export const unreadResponse = z.object({ unreadCount: z.number().int() });
export type UnreadResponse = z.infer<typeof unreadResponse>;
