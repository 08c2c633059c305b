/**
 * An organisation's contract rate card: billing (dispatch) sets a new version from a day on; its
 * owner reads it. The card that prices a booking is `appliedCard`, read by the pricing module.
 */
import type { SessionUser } from '@domain/auth';
import { dayKey } from '@domain/central-time';
import { STANDARD_RATE_CARD } from '@domain/pricing';
import type { PutRateCardInput, RateCard, RateCardResponse, RateCardVersion } from '@domain/rate-cards';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { hasPermission } from '../access-policy/index';
import { recordAudit } from '../audit/index';
import * as repo from './repository';

/** The card that priced (or prices) an order: its row's id and version, null for the standard card. */
export interface AppliedCard {
  id: number | null;
  version: number | null;
  card: RateCard;
}

export const STANDARD_CARD: AppliedCard = { id: null, version: null, card: STANDARD_RATE_CARD };

/**
 * The card that applies to a booking of the organisation made at `at` (its Central day): the
 * organisation's newest version in effect by then, else the standard card.
 */
export async function appliedCard(
  db: DbOrTx,
  organizationId: number | null | undefined,
  at: Date,
): Promise<AppliedCard> {
  if (organizationId == null) return STANDARD_CARD;
  const row = await repo.findApplying(db, organizationId, dayKey(at));
  return row ? { id: row.id, version: row.version, card: row.card } : STANDARD_CARD;
}

const toVersion = (row: repo.RateCardRow): RateCardVersion => ({
  id: row.id,
  organizationId: row.organizationId,
  version: row.version,
  effectiveFrom: row.effectiveFrom,
  card: row.card,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/**
 * Dispatch reads any organisation's card; an owner only its own, and another id answers like a
 * missing one so ids of other organisations tell nothing.
 */
export async function getRateCard(
  db: Db,
  actor: SessionUser,
  organizationId: number,
): Promise<RateCardResponse> {
  const mayReadAny = hasPermission(actor, 'read:rate-card:any');
  if (!mayReadAny && actor.organizationId !== organizationId) throw notFound('Organisation not found');
  if (!(await repo.organizationExists(db, organizationId))) throw notFound('Organisation not found');
  const [current, versions] = await Promise.all([
    repo.findApplying(db, organizationId, dayKey(new Date())),
    repo.listVersions(db, organizationId),
  ]);
  return {
    organizationId,
    current: current
      ? { version: current.version, effectiveFrom: current.effectiveFrom, card: current.card }
      : { version: null, effectiveFrom: null, card: STANDARD_RATE_CARD },
    versions: versions.map(toVersion),
  };
}

/** Adds a version; the earlier ones stay, and orders priced with them keep their lines. */
export async function putRateCard(
  db: Db,
  actor: SessionUser,
  organizationId: number,
  input: PutRateCardInput,
  ip: string | null,
): Promise<RateCardResponse> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockOrganization(tx, organizationId))) throw notFound('Organisation not found');
    const row = await repo.insertVersion(tx, {
      organizationId,
      effectiveFrom: input.effectiveFrom,
      card: input.card,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      action: 'rate_card_set',
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      ipAddress: ip,
      details: { rateCardId: row.id, version: row.version, effectiveFrom: row.effectiveFrom },
    });
  });
  return getRateCard(db, actor, organizationId);
}
