/**
 * The receiving desk: a check-in scans each piece on arrival and marks it checked in; a piece
 * neither scanned now nor checked in before, or a scan of no piece of the order, opens one
 * discrepancy for dispatch. Each piece checked in and each discrepancy is a custody entry, so the
 * order's chain runs from label to check-in. The inbound list is what is on its way, piece by piece.
 */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { displayNumber } from '@domain/display';
import { excursionText } from '@domain/cold-chain';
import { checkScans, pieceOfText } from '@domain/pieces';
import {
  CHECK_IN_NOT_OPEN,
  CHECK_IN_STATUSES,
  NOT_THE_DESK,
  type CheckInInput,
  type CheckInResponse,
} from '@domain/receiving';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, forbidden, notFound } from '../../errors';
import { appendCustody, custodyActor } from '../custody/index';
import { canReadOrder } from '../access-policy/index';
import { publishPieceAlert } from '../order-status/index';
import { insertDiscrepancy, listPieces, markCheckedIn, type PieceRow } from '../pieces/index';
import { enqueueWebhookEvents, type PendingWebhook } from '../webhooks/index';
import { canCheckIn } from '../access-policy/index';
import { matchReadings } from './readings';
import { markExcursion } from './repository';

export const pieceOut = (p: PieceRow) => ({
  id: p.id,
  seq: p.seq,
  kind: p.kind,
  label: p.label,
  checkedInAt: p.checkedInAt ? p.checkedInAt.toISOString() : null,
  checkInTemperatureC: p.checkInTemperatureC === null ? null : Number(p.checkInTemperatureC),
});

export async function checkIn(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  input: CheckInInput,
): Promise<CheckInResponse> {
  return db.transaction(async (tx) => {
    // Locked: the custody appends below are serialised with every other change of the order.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (!canCheckIn(viewer, order)) {
      // Those who see the order learn why; to anyone else it does not exist.
      if (canReadOrder(viewer, order)) throw forbidden(NOT_THE_DESK);
      throw notFound('Order not found');
    }
    if (!(CHECK_IN_STATUSES as readonly string[]).includes(order.status))
      throw new AppError('CHECK_IN_NOT_OPEN', CHECK_IN_NOT_OPEN);

    const pieces = await listPieces(tx, orderId);
    const check = checkScans(
      pieces.map((p) => p.label),
      input.scans,
    );
    const readings = matchReadings(pieces, order.temperatureClass, check.scanned, input.temperatures);
    const now = new Date();
    const celsius = new Map([...readings].map(([label, r]) => [label, r.temperatureC]));
    const marked = await markCheckedIn(tx, orderId, check.scanned, viewer.id, now, celsius);
    const markedIds = new Set(marked.map((p) => p.id));
    const arrived = new Set([
      ...check.scanned,
      ...pieces.filter((p) => p.checkedInAt !== null).map((p) => p.label),
    ]);
    const missing = pieces.filter((p) => !arrived.has(p.label)).map((p) => p.label);
    const actor = await custodyActor(tx, viewer.id, viewer.role, `${viewer.firstName} ${viewer.lastName}`);
    const base = { orderId, at: now, actor, position: null };
    const webhooks: PendingWebhook[] = [];
    const excursions: string[] = [];
    let excursionSeq = 0;
    for (const piece of pieces.filter((p) => markedIds.has(p.id))) {
      const facts = { piece: piece.label, pieceSeq: piece.seq, pieceKind: piece.kind, step: 'check_in' };
      const reading = readings.get(piece.label);
      if (reading) {
        const excursion = reading.inRange
          ? null
          : excursionText(reading.temperatureClass, reading.temperatureC);
        if (excursion) excursions.push(`${pieceOfText(piece.seq, pieces.length)}: ${excursion}`);
        const entry = await appendCustody(
          tx,
          {
            ...base,
            kind: excursion ? 'temperature_excursion' : 'temperature_reading',
            content: { ...facts, ...reading, ...(excursion ? { excursion } : {}) },
          },
          order,
          webhooks,
        );
        if (excursion) excursionSeq = entry.seq;
      }
      await appendCustody(tx, { ...base, kind: 'piece_checked_in', content: facts }, order, webhooks);
      webhooks.push({
        event: 'piece.scanned',
        order,
        data: {
          step: 'check_in',
          piece: { id: piece.id, seq: piece.seq, label: piece.label, kind: piece.kind },
          ...(reading ? { temperatureC: reading.temperatureC, inRange: reading.inRange } : {}),
        },
      });
    }
    if (excursions.length > 0) await markExcursion(tx, orderId);
    let discrepancy: CheckInResponse['discrepancy'];
    const alerts: string[] = [];
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
      alerts.push(
        ...missing.map((l) => `${pieceOfText(seqOf.get(l)!, pieces.length)} (${l}) missing`),
        ...check.unexpected.map((l) => `${l} is no piece of this order`),
      );
    }
    // One alert for dispatch (and the client) naming everything this check-in found wrong.
    alerts.push(...excursions);
    if (alerts.length > 0) {
      await publishPieceAlert(
        tx,
        order,
        { id: discrepancy?.id ?? excursionSeq, createdAt: now },
        `Check-in of #${displayNumber(orderId)}: ${alerts.join('; ')}`,
        discrepancy ? 'Check-in discrepancy' : 'Temperature excursion',
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
