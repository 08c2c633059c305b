/** The only file that reads and writes retention's tables, and rewrites what a redaction removes. */
import { and, asc, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  custodyEntries,
  legalHolds,
  orderRedactions,
  orders,
  organizations,
  retentionRuns,
  trackingEvents,
} from '../../db/schema/index';

/** Orders that are over: delivered, cancelled or declined. */
const CLOSED = ['delivered', 'cancelled', 'declined'] as const;

export async function lockOrder(tx: Tx, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function blankOrderContacts(tx: Tx, orderId: number) {
  await tx
    .update(orders)
    .set({
      pickupContactName: null,
      pickupContactPhone: null,
      deliveryContactName: null,
      deliveryContactPhone: null,
      specialInstructions: null,
    })
    .where(eq(orders.id, orderId));
}

/**
 * Each hand-over's proof keeps its ID type and a note of the redaction; the name, ID digits,
 * typed name and the signature and photo images go. Answers how many images went.
 */
export async function blankProofs(tx: Tx, orderId: number): Promise<number> {
  const rows = await tx
    .select({ id: trackingEvents.id, proof: trackingEvents.proof })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.orderId, orderId), sql`${trackingEvents.proof} is not null`));
  let images = 0;
  for (const row of rows) {
    const proof = (row.proof ?? {}) as Record<string, unknown>;
    if (proof.redacted === true) continue;
    images += (typeof proof.signature === 'string' ? 1 : 0) + (typeof proof.photo === 'string' ? 1 : 0);
    await tx
      .update(trackingEvents)
      .set({
        proof: { redacted: true, ...(typeof proof.idType === 'string' ? { idType: proof.idType } : {}) },
      })
      .where(eq(trackingEvents.id, row.id));
  }
  return images;
}

/** Lets this transaction, and only it, rewrite custody content (the trigger of migration 0009). */
export async function allowCustodyRedaction(tx: Tx) {
  await tx.execute(sql`select set_config('medlink.custody_redaction', 'on', true)`);
}

export function custodyEntriesOf(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(custodyEntries)
    .where(eq(custodyEntries.orderId, orderId))
    .orderBy(asc(custodyEntries.seq));
}

export async function rewriteEntryContent(tx: Tx, entryId: number, content: Record<string, unknown>) {
  await tx.update(custodyEntries).set({ content }).where(eq(custodyEntries.id, entryId));
}

export async function markRedacted(
  tx: Tx,
  row: { orderId: number; reason: string; retentionDays: number | null; runId: number | null; at: Date },
) {
  await tx
    .insert(orderRedactions)
    .values({
      orderId: row.orderId,
      reason: row.reason,
      retentionDays: row.retentionDays,
      runId: row.runId,
      redactedAt: row.at,
    })
    .onConflictDoNothing();
}

/**
 * Closed orders past their cutoff, not yet redacted and not held, oldest first, each with the days
 * it was kept for: its organisation's own number of days when set, else the run's `retentionDays`.
 */
export async function dueOrders(db: DbOrTx, now: Date, retentionDays: number, limit: number) {
  const own = db
    .select({ days: organizations.retentionDays })
    .from(organizations)
    .where(eq(organizations.id, orders.organizationId));
  const days = sql<number>`coalesce((${own}), ${retentionDays})::int`;
  const rows = await db
    .select({ id: orders.id, days })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...CLOSED]),
        lt(
          sql`coalesce(${orders.deliveredAt}, ${orders.updatedAt})`,
          sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
        ),
        notExists(
          db
            .select({ x: sql`1` })
            .from(orderRedactions)
            .where(eq(orderRedactions.orderId, orders.id)),
        ),
        notExists(
          db
            .select({ x: sql`1` })
            .from(legalHolds)
            .where(eq(legalHolds.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, days: Number(r.days) }));
}

/** Closed orders past the cutoff that a legal hold keeps (counted in the run's log). */
export async function heldCount(db: DbOrTx, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(legalHolds, eq(legalHolds.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, [...CLOSED]),
        lt(sql`coalesce(${orders.deliveredAt}, ${orders.updatedAt})`, cutoff),
        notExists(
          db
            .select({ x: sql`1` })
            .from(orderRedactions)
            .where(eq(orderRedactions.orderId, orders.id)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Starts a run; a scheduled one (runDay set) only once per Central day across processes. */
export async function startRun(
  db: DbOrTx,
  run: { runDay: string | null; retentionDays: number; cutoff: Date; startedBy: number | null },
) {
  const [row] = await db
    .insert(retentionRuns)
    .values(run)
    .onConflictDoNothing()
    .returning({ id: retentionRuns.id });
  return row?.id ?? null;
}

export async function finishRun(
  db: DbOrTx,
  id: number,
  result: { redacted: number; held: number; error: string | null },
) {
  await db
    .update(retentionRuns)
    .set({ ...result, finishedAt: new Date() })
    .where(eq(retentionRuns.id, id));
}

export function recentRuns(db: DbOrTx, limit = 20) {
  return db
    .select()
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
    .limit(limit);
}

export async function findHold(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(legalHolds).where(eq(legalHolds.orderId, orderId)).limit(1);
  return row;
}

export async function placeHold(db: DbOrTx, orderId: number, reason: string, by: number) {
  await db
    .insert(legalHolds)
    .values({ orderId, reason, placedBy: by })
    .onConflictDoUpdate({ target: legalHolds.orderId, set: { reason, placedBy: by, placedAt: new Date() } });
}

export async function liftHold(db: DbOrTx, orderId: number) {
  await db.delete(legalHolds).where(eq(legalHolds.orderId, orderId));
}

export async function findRedaction(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orderRedactions).where(eq(orderRedactions.orderId, orderId)).limit(1);
  return row;
}

/** False when there is no such organisation. */
export async function setOrganizationRetention(db: DbOrTx, organizationId: number, days: number | null) {
  const rows = await db
    .update(organizations)
    .set({ retentionDays: days })
    .where(eq(organizations.id, organizationId))
    .returning({ id: organizations.id });
  return rows.length > 0;
}
