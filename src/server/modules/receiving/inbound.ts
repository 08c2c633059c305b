/**
 * The receiving desk's inbound list: the orders on their way to the desk, and those handed over
 * in the last day that are not all checked in, piece by piece with the live ETA, soonest first. A desk sees the orders delivered to its organisation; dispatch sees all.
 */
import type { SessionUser } from '@domain/auth';
import { displayNumber } from '@domain/display';
import { isLate } from '@domain/eta';
import { expectedArrival, type InboundOrder } from '@domain/receiving';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { listPiecesOf } from '../pieces/index';
import { inboundScope } from '../access-policy/index';
import { listInboundOrders } from './repository';
import { pieceOut } from './service';

const HANDED_OVER_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function listInbound(db: Db, viewer: SessionUser, now = new Date()): Promise<InboundOrder[]> {
  const scope = inboundScope(viewer);
  if (!scope) throw forbidden('Only the receiving desk can see inbound orders');
  const since = new Date(now.getTime() - HANDED_OVER_WINDOW_MS);
  const rows = await listInboundOrders(db, scope.where, since);
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
    .sort((a, b) => (expectedArrival(a) ?? '~').localeCompare(expectedArrival(b) ?? '~'));
}
