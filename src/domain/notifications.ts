/**
 * Notifications by email and SMS: which steps of an order tell people, what each user
 * chose, and what dispatch sees of deliveries that failed. Shared by server, settings page and tests.
 */
import { z } from 'zod';
import { OUTBOX_EVENTS } from './notification-events';

export * from './notification-events';

export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

const eventFlags = z.object({
  order_confirmed: z.boolean(),
  driver_on_the_way: z.boolean(),
  picked_up: z.boolean(),
  delivered: z.boolean(),
});

/** GET and PUT /api/notifications/preferences. */
export const notificationPreferences = z.object({
  email: z.boolean({ error: 'email must be true or false' }),
  sms: z.boolean({ error: 'sms must be true or false' }),
  events: eventFlags,
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** No choice made yet: every event, by email, and by SMS when the account has a phone number. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: true,
  sms: true,
  events: { order_confirmed: true, driver_on_the_way: true, picked_up: true, delivered: true },
};

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** GET /api/admin/notifications: one outbox row as dispatch sees it (no message body). */
export const outboxEntryResponse = z.object({
  id: z.number().int(),
  /** The order it is about; null for an invoice's email. */
  orderId: z.number().int().nullable(),
  /** ML-0042, or the invoice's number. */
  displayNumber: z.string(),
  event: z.enum(OUTBOX_EVENTS),
  channel: z.enum(CHANNELS),
  /** The address, partly masked: enough to recognise, not to harvest. */
  to: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type OutboxEntryResponse = z.infer<typeof outboxEntryResponse>;

export const outboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
