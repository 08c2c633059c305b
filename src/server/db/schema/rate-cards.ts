import { date, index, integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RateCard } from '@domain/rate-cards';
import { organizations, users } from './accounts';
import { createdAt } from './columns';

/**
 * An organisation's contract rate cards, one row per version: a PUT adds a row and never changes
 * one, so an order's `rate_card_id` always names the exact rules it was priced with. The card that
 * prices a booking is the highest version whose effective day has come.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    card: jsonb('card').$type<RateCard>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rate_cards_organization_version_uq').on(t.organizationId, t.version),
    index('rate_cards_organization_effective_idx').on(t.organizationId, t.effectiveFrom),
  ],
);
