import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OrganizationRole } from '@domain/organizations';
import { organizations, users } from './accounts';
import { createdAt, tstz } from './columns';

/**
 * An owner's invitation to join an organisation. The emailed link carries a random token; only
 * its SHA-256 is kept (like a session's or a reset link's), so a leaked table invites nobody. It
 * works once, until expiresAt.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 10 }).$type<OrganizationRole>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_hash_idx').on(t.tokenHash),
    index('organization_invitations_org_idx').on(t.organizationId, t.createdAt),
  ],
);
