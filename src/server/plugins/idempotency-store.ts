/**
 * The idempotency_keys queries: claim a key, take over a claim whose owner is gone, read what a
 * claim holds, store or withhold the answer, release a claim for a retry, prune old rows.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

/** How long an answer is kept for replay. */
export const REPLAY_WINDOW_HOURS = 24;
/** A running request's claim lasts this long past its last renewal; its owner renews it sooner. */
export const LEASE_SECONDS = 10;
export const RENEW_EVERY_MS = 3_000;

export interface Claim {
  userId: number;
  key: string;
}

const keyOf = ({ userId, key }: Claim) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** One INSERT only one of several racing copies wins. */
export async function claim(db: Db, claimKey: Claim, fingerprint: string, owner: string) {
  const won = await db
    .insert(idempotencyKeys)
    .values({ ...claimKey, fingerprint, owner, leaseUntil: leaseEnd })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return won.length > 0;
}

/** Frees a key whose answer is past the replay window (it may then be claimed anew). */
export async function releaseExpired(db: Db, claimKey: Claim) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        keyOf(claimKey),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${REPLAY_WINDOW_HOURS})`,
      ),
    );
}

export interface ClaimState {
  fingerprint: string;
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
  withheld: boolean;
  owner: string | null;
  /** Seconds until the lease lapses (0 when it has). */
  leaseLeft: number;
}

export async function readClaim(db: Db, claimKey: Claim): Promise<ClaimState | undefined> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      contentType: idempotencyKeys.contentType,
      body: idempotencyKeys.body,
      withheld: idempotencyKeys.withheld,
      owner: idempotencyKeys.owner,
      leaseLeft: sql<number>`greatest(0, ceil(extract(epoch from (coalesce(${idempotencyKeys.leaseUntil}, now()) - now()))))::int`,
    })
    .from(idempotencyKeys)
    .where(keyOf(claimKey));
  return row ? { ...row, leaseLeft: Number(row.leaseLeft) } : undefined;
}

/**
 * Takes an unanswered claim from an owner that is gone: its lease lapsed, or the caller knows it
 * died (`ownerDead`). Only one of several racing resends wins (the owner must still be the old one).
 */
export async function takeOver(
  db: Db,
  claimKey: Claim,
  fingerprint: string,
  previous: string | null,
  owner: string,
  ownerDead: boolean,
) {
  const won = await db
    .update(idempotencyKeys)
    .set({ owner, leaseUntil: leaseEnd })
    .where(
      and(
        keyOf(claimKey),
        eq(idempotencyKeys.fingerprint, fingerprint),
        isNull(idempotencyKeys.statusCode),
        previous === null ? isNull(idempotencyKeys.owner) : eq(idempotencyKeys.owner, previous),
        ownerDead ? sql`true` : sql`coalesce(${idempotencyKeys.leaseUntil}, now()) <= now()`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return won.length > 0;
}

/** Pushes a running request's lease on. */
export async function renew(db: Db, claimKey: Claim, owner: string) {
  await db
    .update(idempotencyKeys)
    .set({ leaseUntil: leaseEnd })
    .where(and(keyOf(claimKey), eq(idempotencyKeys.owner, owner), isNull(idempotencyKeys.statusCode)));
}

/** Stores the answer; `body` null with `withheld` when it carried a secret. */
export async function storeAnswer(
  db: Db,
  claimKey: Claim,
  owner: string,
  answer: { statusCode: number; contentType: string | null; body: string | null; withheld: boolean },
) {
  await db
    .update(idempotencyKeys)
    .set({ ...answer, owner: null, leaseUntil: null, completedAt: new Date() })
    .where(and(keyOf(claimKey), eq(idempotencyKeys.owner, owner), isNull(idempotencyKeys.statusCode)));
}

/**
 * No answer to keep (a server fault, a rate limit): the claim is handed back at once so a retry
 * runs the route again. Whatever it already committed is recorded with its effect and is not
 * repeated (idempotency-effects.ts).
 */
export async function releaseClaim(db: Db, claimKey: Claim, owner: string) {
  await db
    .update(idempotencyKeys)
    .set({ owner: null, leaseUntil: sql`now()` })
    .where(and(keyOf(claimKey), eq(idempotencyKeys.owner, owner), isNull(idempotencyKeys.statusCode)));
}

/** Deletes answers past the replay window (called from time to time; cheap with the primary key). */
export async function pruneIdempotencyKeys(db: Db) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${REPLAY_WINDOW_HOURS})`));
}
