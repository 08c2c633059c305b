/**
 * The refusals of a step, in the order a person meets them: the state table, the hand-over proof,
 * the medical proof (the label scan, a cold-chain reading, a delivery photo), every piece at a
 * hand-over, then whether the driver taking a job fits it. Each answers a refusal or null.
 */
import { displayNumber } from '../display';
import { jobFit } from '../driver-capabilities';
import { ACTION_LABELS } from '../order-state';
import type { OrderAction } from '../order-state';
import { checkScans, PIECE_KIND_LABELS, pieceOfText, type PieceExceptionInput } from '../pieces';
import { proofRefusal, type ProofStep } from '../proof';
import { LABEL_MISMATCH, medicalRefusal, scanMatches, type StepProofInput } from '../proof-media';
import type { Assignee, DecisionOrder, DecisionPiece, Refusal } from './facts';

export function transitionRefusal(order: DecisionOrder, action: OrderAction): Refusal {
  return {
    code: 'ORDER_TRANSITION_NOT_ALLOWED',
    message: `You cannot ${ACTION_LABELS[action]} an order that is ${order.status.replace(/_/g, ' ')}`,
  };
}

/** The signature, name and ID a hand-over needs, and its medical proof. */
export function proofStepRefusal(
  order: DecisionOrder,
  step: ProofStep | undefined,
  proof: StepProofInput | undefined,
  scan: string | undefined,
): Refusal | null {
  if (step) {
    const refusal = proofRefusal(order, step, proof);
    if (refusal) return { code: 'PROOF_MISSING', message: refusal };
  }
  if (scan !== undefined && !scanMatches(scan, displayNumber(order.id))) {
    return {
      code: 'LABEL_MISMATCH',
      message: `${LABEL_MISMATCH}: expected label ${displayNumber(order.id)}`,
    };
  }
  if (!step) return null;
  const medical = medicalRefusal(order, step, proof);
  return medical ? { code: 'PROOF_MISSING', message: medical } : null;
}

/** What a hand-over found of the order's pieces. */
export interface PieceFindings {
  pieces: readonly DecisionPiece[];
  scanned: DecisionPiece[];
  exceptions: { piece: DecisionPiece; input: PieceExceptionInput }[];
}

const describe = (piece: DecisionPiece, count: number) =>
  `${piece.label} (${pieceOfText(piece.seq, count).toLowerCase()}, ${PIECE_KIND_LABELS[piece.kind].toLowerCase()})`;

/**
 * Matches the step's scans and exceptions with the order's pieces: a label that is no piece of
 * this order is PIECE_UNKNOWN, a piece neither scanned nor excepted PIECE_NOT_SCANNED.
 */
export function checkPieces(
  order: DecisionOrder,
  pieces: readonly DecisionPiece[],
  scans: readonly string[],
  exceptions: readonly PieceExceptionInput[],
): { refused: Refusal } | PieceFindings {
  const check = checkScans(
    pieces.map((p) => p.label),
    scans,
    exceptions,
  );
  if (check.unexpected.length > 0) {
    const one = check.unexpected.length === 1;
    return {
      refused: {
        code: 'PIECE_UNKNOWN',
        message: `${one ? 'Label' : 'Labels'} ${check.unexpected.join(', ')} ${one ? 'is' : 'are'} not a piece of #${displayNumber(order.id)}`,
        details: { unexpected: check.unexpected },
      },
    };
  }
  const byLabel = new Map(pieces.map((p) => [p.label, p]));
  if (check.missing.length > 0) {
    const named = check.missing.map((label) => describe(byLabel.get(label)!, pieces.length));
    return {
      refused: {
        code: 'PIECE_NOT_SCANNED',
        message: `Not scanned: ${named.join('; ')}. Scan each piece or record an exception for it`,
        details: { missing: check.missing },
      },
    };
  }
  return {
    pieces,
    scanned: check.scanned.map((label) => byLabel.get(label)!),
    exceptions: check.excepted.map((input) => ({ piece: byLabel.get(input.piece)!, input })),
  };
}

/** A driver given or taking a job must exist and fit it (a cooler, a vehicle, the distance). */
export function assigneeRefusal(order: DecisionOrder, assignee: Assignee | null): Refusal | null {
  if (!assignee) return { code: 'NOT_FOUND', message: 'Driver not found' };
  const unfit = jobFit(assignee.capabilities, order, assignee.milesToPickup, assignee.settingMiles);
  if (!unfit) return null;
  return {
    code: unfit.code,
    message: `This driver cannot take #${displayNumber(order.id)}: ${unfit.reason}`,
  };
}
