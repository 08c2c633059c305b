import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
  foreignKey,
} from 'drizzle-orm/pg-core';
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
    /** Null when the answer carried a one-time secret (withheld) or had no body. */
    body: text('body'),
    /** Set with statusCode when the answer held a secret and was not kept: a replay says so. */
    withheld: boolean('withheld').notNull().default(false),
    /** The server process running the request (a random id per process). */
    owner: varchar('owner', { length: 64 }),
    /** While unanswered: the claim is its owner's until then; a live owner keeps pushing it on. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * What each transaction of a keyed request returned, written in that same transaction: the effect
 * and its record commit together. A resend after a crash runs the route again, and each of its
 * transactions answers the recorded result instead of writing again, so the answer is derived
 * from what the effect wrote. `result` is null when the route's answer carries a secret.
 */
export const idempotencyEffects = pgTable(
  'idempotency_effects',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** The transaction's place in the request: 0 for the first. */
    seq: smallint('seq').notNull(),
    /** The transaction's result, v8-serialised then base64 (keeps Dates and Buffers). */
    result: text('result'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key, t.seq] }),
    foreignKey({
      columns: [t.userId, t.key],
      foreignColumns: [idempotencyKeys.userId, idempotencyKeys.key],
    }).onDelete('cascade'),
  ],
);
