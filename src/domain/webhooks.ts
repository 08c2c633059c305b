/**
 * Webhooks (contract, "Trust, medical-grade delivery and automation"): an admin registers an
 * endpoint for some events; each event is POSTed to it as JSON, signed with HMAC-SHA256 in
 * `x-medlink-signature: t=<unix seconds>,v1=<hex>` over "<t>.<raw body>", keyed by the secret that
 * the registration answered once.
 */
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'custody.entry',
  'payment.changed',
  // A piece's label scanned at a hand-over; a piece missing, damaged, refused or unexpected.
  'piece.scanned',
  'order.discrepancy',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_SIGNATURE_HEADER = 'x-medlink-signature';

/** Sent only by "send test event": no order changed, so nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

const clientId = z
  .number({ message: 'clients must list client ids (numbers), or be "all"' })
  .int('clients must list client ids (numbers), or be "all"')
  .positive('clients must list client ids (numbers), or be "all"')
  .max(2_147_483_647);

/**
 * Whose orders an endpoint hears of: a list of client ids (user ids, as an order's clientId), or
 * "all", which an admin must say in so many words (the registration form never preselects it).
 */
export const webhookClients = z.union([z.literal('all'), z.array(clientId).min(1).max(200)], {
  message: 'clients must be "all" or a list of at least one client id',
});
export type WebhookClients = z.infer<typeof webhookClients>;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const createWebhookRequest = z.object({
  url: z
    .string({ message: 'url is required' })
    .trim()
    .max(2000, 'url must be at most 2000 characters')
    .pipe(z.url({ protocol: /^https?$/, message: 'url must be an http(s) URL' })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: `events must be among ${WEBHOOK_EVENTS.join(', ')}` }))
    .min(1, 'events must name at least one event')
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200, 'description must be at most 200 characters').optional(),
  /** Omitted: every client, as registrations did before endpoints were scoped. */
  clients: webhookClients.optional(),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequest>;

export const updateWebhookRequest = z
  .object({
    active: z.boolean().optional(),
    events: createWebhookRequest.shape.events.optional(),
    clients: webhookClients.optional(),
  })
  .refine((body) => body.active !== undefined || body.events !== undefined || body.clients !== undefined, {
    message: 'Send active, events or clients',
    path: ['active'],
  });

export const webhookResponse = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  active: z.boolean(),
  /** "all", or the clients it hears of, each with its name so the console can show whose. */
  clients: z.union([z.literal('all'), z.array(z.object({ id: z.number().int(), label: z.string() }))]),
  createdAt: z.string(),
  /** Deliveries that gave up after every retry, so the console can flag a broken receiver. */
  failedDeliveries: z.number().int(),
});
export type WebhookSummary = z.infer<typeof webhookResponse>;

/** The registration answer: the only time the secret is shown. */
export const createdWebhookResponse = webhookResponse.extend({ secret: z.string() });

export const webhookDeliveryResponse = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  orderId: z.number().int().nullable(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryResponse>;

export const webhookIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const deliveryIdParam = z.object({
  deliveryId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const deliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Retry schedule after a failed attempt, in seconds; past the last one the delivery has failed. */
export const WEBHOOK_RETRY_SECONDS = [10, 30, 120, 600, 1800, 3600, 10800] as const;

/** What "send test event" answers: whether the receiver took it, and what it said. */
export const webhookTestResponse = z.object({
  event: z.literal(WEBHOOK_TEST_EVENT),
  delivered: z.boolean(),
  /** The receiver's status code, or null when it never answered (refused address, timeout). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResponse>;
