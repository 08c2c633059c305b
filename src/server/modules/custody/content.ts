/**
 * What each kind of custody entry records (decision 008). The creation entry commits to what was
 * handed over and between whom; each status entry to the step, its tracking event, the driver who
 * holds the item and the proof taken (src/domain/status-decision/content.ts).
 */
import { displayNumber } from '@domain/display';
import { statusContent as domainStatusContent, type StatusStep } from '@domain/status-decision/index';
import type { orders } from '../../db/schema/index';
import { nodeDigest } from './hashing';

type OrderRow = typeof orders.$inferSelect;

export function createdContent(
  order: OrderRow,
  options: {
    recordedLate?: boolean;
    pieces?: readonly { seq: number; kind: string; temperatureClass: string | null; label: string }[];
  } = {},
) {
  return {
    displayNumber: displayNumber(order.id),
    serviceType: order.serviceType,
    priority: order.priority,
    itemDescription: order.itemDescription,
    pickup: { address: order.pickupAddress, contactName: order.pickupContactName },
    delivery: { address: order.deliveryAddress, contactName: order.deliveryContactName },
    requiresSignature: order.requiresSignature,
    requiresId: order.requiresId,
    totalCost: order.totalCost,
    scheduledDate: order.scheduledDate ? order.scheduledDate.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    // What travels, piece by piece, with the labels issued: each piece's path starts here.
    ...(options.pieces
      ? {
          pieces: options.pieces.map((p) => ({
            seq: p.seq,
            kind: p.kind,
            label: p.label,
            ...(p.temperatureClass ? { temperatureClass: p.temperatureClass } : {}),
          })),
        }
      : {}),
    // An order booked before the ledger existed gets its creation entry at its next change.
    ...(options.recordedLate ? { recordedLate: true } : {}),
  };
}

/** A status entry's content (the rules are the domain's; the digest is node:crypto's). */
export const statusContent = (step: StatusStep & { trackingEventId: number }) =>
  domainStatusContent(step, nodeDigest);
