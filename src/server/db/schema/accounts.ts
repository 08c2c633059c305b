import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { VehicleSize } from '@domain/driver-capabilities';
import type { DriverApproval } from '@domain/driver-vetting';
import type { Language } from '@domain/languages';
import type { OrganizationRole } from '@domain/organizations';
import type { BillingCycle } from '@domain/invoices';
import { createdAt, latitude, longitude, tstz } from './columns';
import { driverStatusEnum, organizationKindEnum, roleEnum } from './enums';

/** A client organisation: the pharmacy, lab, clinic or bank a client user books for. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  kind: organizationKindEnum('kind').notNull().default('other'),
  phone: varchar('phone', { length: 30 }),
  address: text('address'),
  /** The cost centres (departments) its bookings may name; empty: bookings name none. */
  costCentres: jsonb('cost_centres').$type<string[]>().notNull().default([]),
  /** Days its orders' personal data is kept once closed; null: the server's RETENTION_DAYS. */
  retentionDays: integer('retention_days'),
  /**
   * Listed in the directory of receiving sites: bookers of any organisation may name it as the
   * delivery end of an order, and its receiving desk then sees and checks in that order's pieces.
   */
  receivingSite: boolean('receiving_site').notNull().default(false),
  /** How often it is invoiced: monthly or weekly (domain/invoices.ts BILLING_CYCLES). */
  billingCycle: varchar('billing_cycle', { length: 10 }).$type<BillingCycle>().notNull().default('monthly'),
  /** The default language of its members who chose none, its recipients and its emails; null: none. */
  language: varchar('language', { length: 2 }).$type<Language>(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    role: roleEnum('role').notNull().default('client'),
    organizationId: integer('organization_id').references(() => organizations.id),
    /** A client's role in its organisation (domain/organizations.ts); null for dispatch and drivers. */
    organizationRole: varchar('organization_role', { length: 10 }).$type<OrganizationRole>(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Active TOTP secret (base32). Never leaves the server after enabling. */
    twoFactorSecret: text('two_factor_secret'),
    /** Secret offered by an enable request, awaiting the confirming code. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** The last TOTP time step (unix seconds / 30) that signed in: a code works once. */
    twoFactorLastStep: integer('two_factor_last_step'),
    lastLoginAt: tstz('last_login_at'),
    passwordChangedAt: tstz('password_changed_at'),
    /** The language the person chose ('en' | 'es'); null follows the browser's. */
    language: varchar('language', { length: 2 }).$type<Language>(),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: 'Client' and 'client' are one account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** The spec's Driver: its own id (used in paths), a user, a status and a last known position. */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: driverStatusEnum('status').notNull().default('available'),
    /** Average of the ratings clients gave, 0.00 to 5.00; null until the first rating. */
    rating: numeric('rating', { precision: 3, scale: 2 }),
    totalDeliveries: integer('total_deliveries').notNull().default(0),
    vehicle: varchar('vehicle', { length: 80 }),
    homeBase: varchar('home_base', { length: 80 }),
    currentLatitude: latitude('current_latitude'),
    currentLongitude: longitude('current_longitude'),
    locationUpdatedAt: tstz('location_updated_at'),
    /** Has a validated cooler and training for refrigerated and frozen jobs. */
    coldChain: boolean('cold_chain').notNull().default(false),
    /** car, suv or van (driver-capabilities.ts); null until dispatch records it. */
    vehicleSize: varchar('vehicle_size', { length: 10 }).$type<VehicleSize>(),
    /** Its own limit to a pickup, in miles; null: dispatch's setting. */
    maxDistanceMiles: integer('max_distance_miles'),
    createdAt: createdAt(),
    // Vetting: a self-registered driver waits for an admin; existing and
    // seeded drivers are approved (the migration backfills them).
    approvalStatus: varchar('approval_status', { length: 10 })
      .$type<DriverApproval>()
      .notNull()
      .default('pending'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    reviewedAt: tstz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('drivers_user_id_idx').on(t.userId), index('drivers_status_idx').on(t.status)],
);

/**
 * Server sessions (decision 003): a random token is given to the browser once; only its SHA-256
 * hash is stored, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** Absolute end of the session, whatever its activity. */
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Who did what, when, from where: sign-ins (and failures), account changes, order actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }),
    entityId: integer('entity_id'),
    /** The username typed at a sign-in attempt, lower-cased: the key of per-username rate limiting. */
    subject: varchar('subject', { length: 100 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_action_subject_idx').on(t.action, t.subject, t.createdAt),
    index('audit_log_action_ip_idx').on(t.action, t.ipAddress, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
