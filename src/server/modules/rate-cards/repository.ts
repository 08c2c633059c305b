/** The only file of the rate-cards module that touches rate cards. */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { RateCard } from '@domain/rate-cards';
import type { DbOrTx, Tx } from '../../db/client';
import { organizations, rateCards } from '../../db/schema/index';

export type RateCardRow = typeof rateCards.$inferSelect;

/**
 * Locks the organisation's row for the rest of the transaction: two cards set at once take turns,
 * so each gets the next version number instead of one failing on the unique index. False: no such
 * organisation.
 */
export async function lockOrganization(tx: Tx, organizationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return rows.length > 0;
}

export async function organizationExists(db: DbOrTx, organizationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return rows.length > 0;
}

export async function insertVersion(
  tx: Tx,
  values: { organizationId: number; effectiveFrom: string; card: RateCard; createdBy: number },
): Promise<RateCardRow> {
  const [row] = await tx
    .insert(rateCards)
    .values({
      ...values,
      version: sql`(select coalesce(max(${rateCards.version}), 0) + 1 from ${rateCards} where ${rateCards.organizationId} = ${values.organizationId})`,
    })
    .returning();
  return row!;
}

/** Every version, newest first. */
export function listVersions(db: DbOrTx, organizationId: number): Promise<RateCardRow[]> {
  return db
    .select()
    .from(rateCards)
    .where(eq(rateCards.organizationId, organizationId))
    .orderBy(desc(rateCards.version));
}

/** The card that applies on `day`: of those in effect by then, the latest day, then the latest version. */
export async function findApplying(
  db: DbOrTx,
  organizationId: number,
  day: string,
): Promise<RateCardRow | undefined> {
  const [row] = await db
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.organizationId, organizationId), lte(rateCards.effectiveFrom, day)))
    .orderBy(desc(rateCards.effectiveFrom), desc(rateCards.version))
    .limit(1);
  return row;
}
