import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { users } from './accounts';

/**
 * Endpoints an admin registered. The secret is kept as it was given, because every delivery is
 * signed with it (as Stripe and GitHub keep theirs); it is never answered again after registration.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 2000 }).notNull(),
  events: text('events').array().notNull(),
  secret: varchar('secret', { length: 100 }).notNull(),
  description: varchar('description', { length: 200 }),
  active: boolean('active').notNull().default(true),
  /**
   * Whose orders it hears of: every client's when all_clients (an admin chose "all"), else only
   * those whose user id is in client_ids. An empty list with all_clients false hears nothing.
   */
  allClients: boolean('all_clients').notNull().default(false),
  clientIds: integer('client_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The webhook outbox: one row per (endpoint, event), written in the transaction of the change, so
 * an event is delivered if and only if its change committed. The worker claims due rows with
 * FOR UPDATE SKIP LOCKED, so several server processes never send one delivery twice at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 40 }).notNull(),
    orderId: integer('order_id'),
    payload: jsonb('payload').notNull(),
    state: varchar('state', { length: 12 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').default(sql`now()`),
    lastStatusCode: smallint('last_status_code'),
    lastError: varchar('last_error', { length: 300 }),
    deliveredAt: tstz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
  ],
);
