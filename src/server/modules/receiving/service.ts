/**
 * The receiving desk: a check-in scans each piece on arrival and marks it checked in; a piece
 * neither scanned now nor checked in before, or a scan of no piece of the order, opens one
 * discrepancy for dispatch. Each piece checked in and each discrepancy is a custody entry, so the
 * order's chain runs from label to check-in. The inbound list is what is on its way, piece by piece.
 */
import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { displayNumber } from '@domain/display';
import { isLate } from '@domain/eta';
import { checkScans, pieceOfText } from '@domain/pieces';
import {
  CHECK_IN_NOT_OPEN,
  CHECK_IN_STATUSES,
  type CheckInResponse,
  type InboundOrder,
} from '@domain/receiving';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import { appendCustody, custodyActor } from '../custody/ledger';
import { canReadOrder } from '../access-policy/index';
import { publishPieceAlert } from '../order-status/piece-step';
import {
  insertDiscrepancy,
  listPieces,
  listPiecesOf,
  markCheckedIn,
  type PieceRow,
} from '../pieces/repository';
import { enqueueWebhookEvents, type PendingWebhook } from '../webhooks/enqueue';
import { canCheckIn, canSeeInbound } from './policy';

const pieceOut = (p: PieceRow) => ({
  id: p.id,
  seq: p.seq,
  kind: p.kind,
  label: p.label,
  checkedInAt: p.checkedInAt ? p.checkedInAt.toISOString() : null,
});

export async function checkIn(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  scans: readonly string[],
): Promise<CheckInResponse> {
  return db.transaction(async (tx) => {
    // Locked: the custody appends below are serialised with every other change of the order.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !canReadOrder(viewer, order)) throw notFound('Order not found');
    if (!canCheckIn(viewer, order)) throw forbidden('Only the receiving desk can check pieces in');
    if (!(CHECK_IN_STATUSES as readonly string[]).includes(order.status)) throw conflict(CHECK_IN_NOT_OPEN);

    const pieces = await listPieces(tx, orderId);
    const check = checkScans(
      pieces.map((p) => p.label),
      scans,
    );
    const now = new Date();
    const marked = await markCheckedIn(tx, orderId, check.scanned, viewer.id, now, new Map());
    const markedIds = new Set(marked.map((p) => p.id));
    const arrived = new Set([
      ...check.scanned,
      ...pieces.filter((p) => p.checkedInAt !== null).map((p) => p.label),
    ]);
    const missing = pieces.filter((p) => !arrived.has(p.label)).map((p) => p.label);
    const actor = await custodyActor(tx, viewer.id, viewer.role, `${viewer.firstName} ${viewer.lastName}`);
    const base = { orderId, at: now, actor, position: null };
    const webhooks: PendingWebhook[] = [];
    for (const piece of pieces.filter((p) => markedIds.has(p.id))) {
      const facts = { piece: piece.label, pieceSeq: piece.seq, pieceKind: piece.kind, step: 'check_in' };
      await appendCustody(tx, { ...base, kind: 'piece_checked_in', content: facts }, order, webhooks);
      webhooks.push({
        event: 'piece.scanned',
        order,
        data: {
          step: 'check_in',
          piece: { id: piece.id, seq: piece.seq, label: piece.label, kind: piece.kind },
        },
      });
    }
    let discrepancy: CheckInResponse['discrepancy'];
    if (missing.length > 0 || check.unexpected.length > 0) {
      const row = await insertDiscrepancy(tx, {
        orderId,
        source: 'check_in',
        missing,
        unexpected: check.unexpected,
        exceptions: [],
        openedBy: viewer.id,
        openedAt: now,
      });
      discrepancy = { id: row.id, missing, unexpected: check.unexpected };
      await appendCustody(
        tx,
        {
          ...base,
          kind: 'discrepancy_opened',
          content: { discrepancyId: row.id, source: 'check_in', missing, unexpected: check.unexpected },
        },
        order,
        webhooks,
      );
      webhooks.push({
        event: 'order.discrepancy',
        order,
        data: { discrepancyId: row.id, source: 'check_in', ...discrepancy, exceptions: [] },
      });
      const seqOf = new Map(pieces.map((p) => [p.label, p.seq]));
      const parts = [
        ...missing.map((l) => `${pieceOfText(seqOf.get(l)!, pieces.length)} (${l}) missing`),
        ...check.unexpected.map((l) => `${l} is no piece of this order`),
      ];
      await publishPieceAlert(
        tx,
        order,
        { id: row.id, createdAt: now },
        `Check-in of #${displayNumber(orderId)}: ${parts.join('; ')}`,
        'Check-in discrepancy',
      );
    }
    await enqueueWebhookEvents(tx, webhooks);
    const after = await listPieces(tx, orderId);
    return {
      orderId,
      displayNumber: displayNumber(orderId),
      pieces: after.map(pieceOut),
      ...(discrepancy ? { discrepancy } : {}),
    };
  });
}

/** Orders on their way to a receiving desk, and those handed over in the last day not all checked in. */
const ON_THE_WAY = ['confirmed', 'assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;
const HANDED_OVER_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function listInbound(db: Db, viewer: SessionUser, now = new Date()): Promise<InboundOrder[]> {
  if (!canSeeInbound(viewer)) throw forbidden('Only the receiving desk can see inbound orders');
  const rows = await db
    .select()
    .from(orders)
    .where(
      or(
        inArray(orders.status, [...ON_THE_WAY]),
        and(
          eq(orders.status, 'delivered'),
          gte(orders.deliveredAt, new Date(now.getTime() - HANDED_OVER_WINDOW_MS)),
        ),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(200);
  const pieces = await listPiecesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((order) => {
      const mine = pieces.filter((p) => p.orderId === order.id);
      const checkedIn = mine.filter((p) => p.checkedInAt !== null).length;
      return {
        id: order.id,
        displayNumber: displayNumber(order.id),
        status: order.status,
        priority: order.priority,
        deliveryAddress: order.deliveryAddress,
        temperatureClass: order.temperatureClass,
        pieces: mine.map((p) => ({
          ...pieceOut(p),
          ...(p.temperatureClass ? { temperatureClass: p.temperatureClass } : {}),
        })),
        pieceCount: mine.length,
        checkedIn,
        etaAt: order.etaAt ? order.etaAt.toISOString() : null,
        deliverBy: order.deliverBy ? order.deliverBy.toISOString() : null,
        late: isLate(order.etaAt, order.deliverBy),
      };
    })
    .filter((o) => o.status !== 'delivered' || o.checkedIn < o.pieceCount)
    .sort((a, b) => (a.etaAt ?? a.deliverBy ?? '~').localeCompare(b.etaAt ?? b.deliverBy ?? '~'));
}
