/**
 * The evidence a step records before its own status entry, so the chain still ends in the entry
 * of the order's status: the label scan, the temperature reading (an excursion is accepted and
 * flagged, never refused), the photo; then each piece scanned and each piece excepted, with the
 * webhooks, discrepancy and alert they raise. Content never holds an image, only its digest.
 */
import { excursionText, inRange } from '../cold-chain';
import { displayNumber } from '../display';
import { EXCEPTION_REASON_LABELS, pieceOfText } from '../pieces';
import type { ProofStep } from '../proof';
import { parsePhoto, type StepProofInput } from '../proof-media';
import { capturedTimes } from './content';
import type { PieceFindings } from './checks';
import type {
  DecidedCustodyEntry,
  DecidedWebhook,
  DecisionOrder,
  DecisionPiece,
  Digest,
  DiscrepancyException,
} from './facts';

/** What the evidence adds to the decision. */
export interface Evidence {
  custodyEntries: DecidedCustodyEntry[];
  webhookEvents: DecidedWebhook[];
}

/** Appends an entry and its custody.entry webhook, in the order raised. */
export function record(into: Evidence, entry: DecidedCustodyEntry) {
  into.webhookEvents.push({ event: 'custody.entry', entry: into.custodyEntries.length });
  into.custodyEntries.push(entry);
}

/** What the chain commits to of a photo: its digest, size and type; nothing if it does not parse. */
export function photoFacts(photo: string | undefined, digest: Digest) {
  const parsed = photo ? parsePhoto(photo) : undefined;
  if (!parsed || 'problem' in parsed) return {};
  const { sha256, bytes } = digest(parsed.base64);
  return { photoSha256: sha256, photoBytes: bytes, mediaType: parsed.type };
}

/** The scan, reading and photo entries; answers the excursion alert, if any. */
export function medicalEvidence(
  into: Evidence,
  input: {
    order: DecisionOrder;
    step: ProofStep | undefined;
    proof: StepProofInput | undefined;
    scan: string | undefined;
    now: Date;
    digest: Digest;
  },
): string | null {
  const { order, step, proof } = input;
  const common = { step: step ?? null, ...capturedTimes(proof, input.now) };
  if (input.scan !== undefined) {
    record(into, {
      kind: 'label_scanned',
      content: { ...common, scan: input.scan, label: displayNumber(order.id) },
    });
  }
  let alert: string | null = null;
  if (step && typeof proof?.temperatureC === 'number') {
    const celsius = proof.temperatureC;
    const ok = inRange(order.temperatureClass, celsius);
    if (!ok) alert = `${excursionText(order.temperatureClass, celsius)} (${displayNumber(order.id)})`;
    record(into, {
      kind: ok ? 'temperature_reading' : 'temperature_excursion',
      content: {
        ...common,
        temperatureC: celsius,
        temperatureClass: order.temperatureClass,
        inRange: ok,
        ...(ok ? {} : { excursion: excursionText(order.temperatureClass, celsius) }),
      },
    });
  }
  if (step && proof?.photo) {
    const facts = photoFacts(proof.photo, input.digest);
    if (facts.photoSha256) record(into, { kind: 'photo_taken', content: { ...common, ...facts } });
  }
  return alert;
}

const pieceRef = (piece: DecisionPiece) => ({
  id: piece.id,
  seq: piece.seq,
  label: piece.label,
  kind: piece.kind,
});

/** An entry's piece: its label (what the certificate and the photo lookup key on), number and kind. */
const pieceOf = (piece: DecisionPiece) => ({
  piece: piece.label,
  pieceSeq: piece.seq,
  pieceKind: piece.kind,
});

/**
 * The entries and webhooks of the step's pieces; an exception also opens a discrepancy for
 * dispatch and an alert for those who hear of the order's goods.
 */
export function pieceEvidence(
  into: Evidence,
  input: { order: DecisionOrder; step: ProofStep; findings: PieceFindings; now: Date; digest: Digest },
): { discrepancy: DiscrepancyException[]; alert: string } | null {
  const { step, findings } = input;
  for (const piece of findings.scanned) {
    record(into, { kind: 'piece_scanned', content: { step, ...pieceOf(piece) } });
    into.webhookEvents.push({
      event: 'piece.scanned',
      data: { step, piece: pieceRef(piece), at: input.now.toISOString() },
    });
  }
  if (findings.exceptions.length === 0) return null;
  const stored: DiscrepancyException[] = [];
  for (const { piece, input: exception } of findings.exceptions) {
    const facts = photoFacts(exception.photo, input.digest);
    record(into, {
      kind: 'piece_exception',
      content: { step, ...pieceOf(piece), reason: exception.reason, note: exception.note, ...facts },
    });
    // The photo itself is kept with the step's tracking event; the chain commits to its digest.
    stored.push({
      piece: piece.label,
      reason: exception.reason,
      note: exception.note,
      ...(facts.photoSha256 ? { photoSha256: facts.photoSha256 } : {}),
    });
  }
  into.webhookEvents.push({
    event: 'order.discrepancy',
    data: {
      source: step,
      exceptions: findings.exceptions.map(({ piece, input: e }) => ({
        piece: pieceRef(piece),
        reason: e.reason,
      })),
      missing: [],
      unexpected: [],
    },
  });
  const count = findings.pieces.length;
  const lines = findings.exceptions.map(
    ({ piece, input: e }) =>
      `${pieceOfText(piece.seq, count)} (${piece.label}) ${EXCEPTION_REASON_LABELS[e.reason].toLowerCase()} at ${step}: ${e.note}`,
  );
  return { discrepancy: stored, alert: `${lines.join('; ')} (#${displayNumber(input.order.id)})` };
}

/** The exception photos of a step by label, kept (sealed) with its tracking event; undefined if none. */
export function exceptionPhotosOf(findings: PieceFindings | undefined): Record<string, string> | undefined {
  const photos = (findings?.exceptions ?? []).filter((e) => e.input.photo);
  if (photos.length === 0) return undefined;
  return Object.fromEntries(photos.map(({ piece, input }) => [piece.label, input.photo!]));
}
