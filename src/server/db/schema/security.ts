import { integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { users } from './accounts';

/**
 * Failed-attempt counters for sign-in and two-factor codes (issue 14, finding 3). One row per key
 * (an account name, or '*' for the address as a whole) and address; a single conditional upsert
 * counts an attempt before its password is checked, so a parallel burst gets no more checks than
 * a sequential run. `blockedUntil` is the growing backoff.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    subject: varchar('subject', { length: 120 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    blockedUntil: tstz('blocked_until'),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.ipAddress] })],
);

/** One-time two-factor recovery codes: only a SHA-256 of each is kept; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);
