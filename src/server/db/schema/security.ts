import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { users } from './accounts';

/**
 * Failed-attempt counters for sign-in and two-factor codes. One row per key
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

/**
 * Password-reset links. Only a SHA-256 of each link's token is kept (the token itself is in the
 * email alone); a link works once and for RESET_LINK_MINUTES, and a reset spends every other
 * link of the account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    requestedIp: varchar('requested_ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId, t.createdAt),
  ],
);
