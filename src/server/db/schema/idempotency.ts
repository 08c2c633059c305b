import { integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * One row per (user, Idempotency-Key) on a POST or PATCH: what the first request asked (its
 * fingerprint) and what it was answered, so that a retry after a lost answer gets the same answer
 * and causes no second effect (decision 010). Rows older than the replay window are reused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of method, path and body: the same key on another request is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** Null while the first request is still running. */
    statusCode: smallint('status_code'),
    contentType: varchar('content_type', { length: 200 }),
    body: text('body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
