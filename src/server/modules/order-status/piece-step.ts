/**
 * Every piece at every hand-over (decision 053): at Complete Pickup and Complete Delivery each piece
 * of the order is scanned, or declared an exception (missing, damaged, refused) with a note. A piece
 * neither scanned nor excepted, or a scan that is no piece of this order, refuses the step with 409
 * naming the label, before anything is written. Once the step's tracking event exists, each scan
 * and each exception becomes a custody entry naming its piece; exceptions open a discrepancy for
 * dispatch and are told at once to dispatch and the client (the live frame of an excursion).
 */
import type { CustodyActor, CustodyPosition } from '@domain/custody';
import { displayNumber } from '@domain/display';
import {
  checkScans,
  EXCEPTION_REASON_LABELS,
  PIECE_KIND_LABELS,
  pieceOfText,
  type PieceExceptionInput,
} from '@domain/pieces';
import { parsePhoto } from '@domain/proof-media';
import type { ProofStep } from '@domain/proof';
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';
import { alertAudience, type Offered } from '../../realtime/order-events';
import { sha256Hex } from '../custody/index';
import { appendCustody } from '../custody/index';
import { insertDiscrepancy, listPieces, type PieceRow } from '../pieces/index';
import type { PendingWebhook } from '../webhooks/index';

type OrderRow = typeof orders.$inferSelect;

export interface PieceStepInput {
  scans?: readonly string[] | undefined;
  exceptions?: readonly PieceExceptionInput[] | undefined;
}

/** What a hand-over found, checked before the change and recorded after it. */
export interface PieceFindings {
  pieces: PieceRow[];
  scanned: PieceRow[];
  exceptions: { piece: PieceRow; input: PieceExceptionInput }[];
}

const describe = (piece: PieceRow, count: number) =>
  `${piece.label} (${pieceOfText(piece.seq, count).toLowerCase()}, ${PIECE_KIND_LABELS[piece.kind].toLowerCase()})`;

/**
 * Matches the step's scans and exceptions with the order's pieces; throws 409 PIECE_UNKNOWN naming
 * a label that is no piece of this order, or PIECE_NOT_SCANNED naming each piece left out.
 */
export async function checkPieceStep(tx: Tx, order: OrderRow, input: PieceStepInput): Promise<PieceFindings> {
  const pieces = await listPieces(tx, order.id);
  const check = checkScans(
    pieces.map((p) => p.label),
    input.scans ?? [],
    input.exceptions ?? [],
  );
  if (check.unexpected.length > 0) {
    const list = check.unexpected.join(', ');
    throw new AppError(
      'PIECE_UNKNOWN',
      `${check.unexpected.length === 1 ? 'Label' : 'Labels'} ${list} ${check.unexpected.length === 1 ? 'is' : 'are'} not a piece of #${displayNumber(order.id)}`,
      { unexpected: check.unexpected },
    );
  }
  const byLabel = new Map(pieces.map((p) => [p.label, p]));
  if (check.missing.length > 0) {
    const named = check.missing.map((label) => describe(byLabel.get(label)!, pieces.length));
    throw new AppError(
      'PIECE_NOT_SCANNED',
      `Not scanned: ${named.join('; ')}. Scan each piece or record an exception for it`,
      { missing: check.missing },
    );
  }
  return {
    pieces,
    scanned: check.scanned.map((label) => byLabel.get(label)!),
    exceptions: check.excepted.map((input) => ({ piece: byLabel.get(input.piece)!, input })),
  };
}

interface PieceEvidence {
  order: OrderRow;
  step: ProofStep;
  findings: PieceFindings;
  at: Date;
  actor: CustodyActor;
  position: CustodyPosition | null;
  trackingEventId: number;
  webhooks: PendingWebhook[];
}

const pieceRef = (piece: PieceRow) => ({
  id: piece.id,
  seq: piece.seq,
  label: piece.label,
  kind: piece.kind,
});

/** An entry's piece: its label (what the certificate and the photo lookup key on), number and kind. */
const pieceFacts = (piece: PieceRow) => ({ piece: piece.label, pieceSeq: piece.seq, pieceKind: piece.kind });

/**
 * The exception photos of a step, by label, kept (sealed) with the step's tracking event beside its
 * proof; undefined when there is none.
 */
export function exceptionPhotosOf(findings: PieceFindings | undefined): Record<string, string> | undefined {
  const photos = (findings?.exceptions ?? []).filter((e) => e.input.photo);
  if (photos.length === 0) return undefined;
  return Object.fromEntries(photos.map(({ piece, input }) => [piece.label, input.photo!]));
}

/** What the chain commits to of an exception's photo: its digest, size and type. */
function photoFactsOf(photo: string | undefined): {
  photoSha256?: string;
  photoBytes?: number;
  mediaType?: string;
} {
  const parsed = photo ? parsePhoto(photo) : undefined;
  if (!parsed || 'problem' in parsed) return {};
  const bytes = Buffer.from(parsed.base64, 'base64');
  return { photoSha256: sha256Hex(bytes), photoBytes: bytes.length, mediaType: parsed.type };
}

/** The custody entries, webhooks and discrepancy of the step's pieces; answers the alert text. */
export async function appendPieceEvidence(tx: Tx, e: PieceEvidence): Promise<string | null> {
  const base = { orderId: e.order.id, at: e.at, actor: e.actor, position: e.position };
  const common = { trackingEventId: e.trackingEventId, step: e.step };
  for (const piece of e.findings.scanned) {
    await appendCustody(
      tx,
      { ...base, kind: 'piece_scanned', content: { ...common, ...pieceFacts(piece) } },
      e.order,
      e.webhooks,
    );
    e.webhooks.push({
      event: 'piece.scanned',
      order: e.order,
      data: { step: e.step, piece: pieceRef(piece), at: e.at.toISOString() },
    });
  }
  if (e.findings.exceptions.length === 0) return null;
  const stored: { piece: string; reason: string; note: string; photoSha256?: string }[] = [];
  for (const { piece, input } of e.findings.exceptions) {
    const photoFacts = photoFactsOf(input.photo);
    await appendCustody(
      tx,
      {
        ...base,
        kind: 'piece_exception',
        content: { ...common, ...pieceFacts(piece), reason: input.reason, note: input.note, ...photoFacts },
      },
      e.order,
      e.webhooks,
    );
    // The photo itself is kept with the step's tracking event; the chain commits to its digest.
    stored.push({
      piece: piece.label,
      reason: input.reason,
      note: input.note,
      ...(photoFacts.photoSha256 ? { photoSha256: photoFacts.photoSha256 } : {}),
    });
  }
  const discrepancy = await insertDiscrepancy(tx, {
    orderId: e.order.id,
    source: e.step,
    missing: [],
    unexpected: [],
    exceptions: stored,
    openedBy: e.actor.id,
    openedAt: e.at,
  });
  e.webhooks.push({
    event: 'order.discrepancy',
    order: e.order,
    data: {
      discrepancyId: discrepancy.id,
      source: e.step,
      exceptions: e.findings.exceptions.map(({ piece, input }) => ({
        piece: pieceRef(piece),
        reason: input.reason,
      })),
      missing: [],
      unexpected: [],
    },
  });
  const count = e.findings.pieces.length;
  const lines = e.findings.exceptions.map(
    ({ piece, input }) =>
      `${pieceOfText(piece.seq, count)} (${piece.label}) ${EXCEPTION_REASON_LABELS[input.reason].toLowerCase()} at ${e.step}: ${input.note}`,
  );
  return `${lines.join('; ')} (#${displayNumber(e.order.id)})`;
}

/** Tells dispatch, the client and the driver holding (or offered) the job of a piece exception, on commit. */
export function publishPieceAlert(
  tx: Tx,
  order: OrderRow,
  tracking: { id: number; createdAt: Date },
  alert: string,
  alertTitle = 'Piece exception',
  offered?: Offered,
) {
  const ref = { id: order.id, status: order.status, clientId: order.clientId, driverId: order.driverId };
  return publishEvent(tx, alertAudience(ref, offered), {
    type: 'tracking_update',
    event: {
      id: tracking.id,
      orderId: order.id,
      status: order.status,
      createdAt: tracking.createdAt.toISOString(),
      alert,
      alertTitle,
    },
  });
}
