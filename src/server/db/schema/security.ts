import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Language } from '@domain/languages';
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

/** What a sign-up asked for, kept until its link is used (the password only as its hash). */
export interface PendingProfile {
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  organizationName: string | null;
  role: 'client' | 'driver';
  language: Language | null;
}

/**
 * Sign-ups waiting for their emailed link. Only a SHA-256 of the link's token is kept. A row with
 * no profile records a sign-up tried with an email that already has an account (its owner was
 * told, no link works): every attempt is counted per address, so one inbox is not flooded.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    passwordHash: text('password_hash'),
    profile: jsonb('profile').$type<PendingProfile>(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    requestedIp: varchar('requested_ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_sign_ups_token_hash_idx').on(t.tokenHash),
    index('pending_sign_ups_email_idx').on(t.email, t.createdAt),
  ],
);
