/**
 * The custody ledger of an order (decision 008): an append-only chain of entries, each
 * holding its content, actor, time and position, and a SHA-256 hash over all of it and the previous
 * entry's hash. Pure: the hashing function is passed in (node:crypto on the server, SubtleCrypto
 * or any sha256 tool for someone verifying a certificate by hand).
 *
 * The hash of an entry is sha256(canonicalJson(custodyHashPayload(entry))), hex, where the payload
 * is `{ orderId, seq, kind, at, actor, position, content, prevHash }` exactly as the custody answer
 * shows them (`at` an ISO string in UTC with milliseconds, coordinates numbers with at most 6
 * decimals). The first entry's prevHash is GENESIS_HASH.
 */
import { ROLES, type OrderStatus } from './enums';
import type { OrderAction } from './order-state';

export const CUSTODY_KINDS = [
  'created',
  'paid',
  'approved',
  'declined',
  'assigned',
  'accepted',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
  'delivered',
  'cancelled',
  // The money of a cancelled (or provider-refunded) order went back: no status change.
  'refunded',
  'released',
  // Evidence of a hand-over: appended just before the step's own entry.
  'label_scanned',
  'temperature_reading',
  'temperature_excursion',
  'photo_taken',
  // A piece's label scanned at a hand-over, or the piece declared missing, damaged or refused; its
  // check-in at the receiving desk; a discrepancy opened for dispatch, and dispatch's resolution.
  'piece_scanned',
  'piece_exception',
  'piece_checked_in',
  'discrepancy_opened',
  'discrepancy_resolved',
  // Personal data removed under the retention policy (decision 046): names what and which entries.
  'redacted',
] as const;
export type CustodyKind = (typeof CUSTODY_KINDS)[number];

export const CUSTODY_KIND_LABELS: Readonly<Record<CustodyKind, string>> = {
  created: 'Order created',
  paid: 'Payment received',
  approved: 'Approved by dispatch',
  declined: 'Declined by dispatch',
  assigned: 'Driver assigned by dispatch',
  accepted: 'Job accepted by the driver',
  pickup_scheduled: 'Driver on the way to pickup',
  pickup_complete: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Payment refunded',
  released: 'Job declined by the driver',
  label_scanned: 'Label scanned',
  temperature_reading: 'Temperature recorded',
  temperature_excursion: 'Temperature excursion',
  photo_taken: 'Photo taken',
  piece_scanned: 'Piece scanned',
  piece_exception: 'Piece exception',
  piece_checked_in: 'Piece checked in',
  discrepancy_opened: 'Discrepancy opened',
  discrepancy_resolved: 'Discrepancy resolved',
  redacted: 'Personal data redacted',
};

/** The ledger kind each state-machine action appends. */
export const KIND_OF_ACTION: Readonly<Record<OrderAction, CustodyKind>> = {
  pay: 'paid',
  approve: 'approved',
  decline: 'declined',
  assign: 'assigned',
  accept: 'accepted',
  start_job: 'pickup_scheduled',
  complete_pickup: 'pickup_complete',
  start_delivery: 'in_transit',
  complete_delivery: 'delivered',
  cancel: 'cancelled',
  decline_job: 'released',
};

/**
 * The order status an entry of this kind leaves the order in: the last entry that moves the
 * status must match the order. null: the entry records a fact without moving it (a refund, the
 * evidence of a hand-over: a scan, a reading, a photo).
 */
export const STATUS_AFTER_KIND: Readonly<Record<CustodyKind, OrderStatus | null>> = {
  created: 'pending',
  paid: 'confirmed',
  approved: 'confirmed',
  declined: 'declined',
  assigned: 'assigned',
  accepted: 'assigned',
  pickup_scheduled: 'pickup_scheduled',
  pickup_complete: 'pickup_complete',
  in_transit: 'in_transit',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: null,
  released: 'confirmed',
  label_scanned: null,
  temperature_reading: null,
  temperature_excursion: null,
  photo_taken: null,
  piece_scanned: null,
  piece_exception: null,
  piece_checked_in: null,
  discrepancy_opened: null,
  discrepancy_resolved: null,
  redacted: null,
};

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** Whoever acted: a person in any role, or MedLink itself (retention, automation). */
export const CUSTODY_ACTOR_ROLES = [...ROLES, 'system'] as const;
export type CustodyActorRole = (typeof CUSTODY_ACTOR_ROLES)[number];

export interface CustodyActor {
  id: number | null;
  role: CustodyActorRole;
  name: string;
}

export interface CustodyPosition {
  latitude: number;
  longitude: number;
}

/** Every field an entry's hash covers. */
export interface CustodyHashFields {
  orderId: number;
  seq: number;
  kind: string;
  at: string;
  actor: CustodyActor;
  position: CustodyPosition | null;
  content: Record<string, unknown>;
  prevHash: string;
}

/**
 * JSON with object keys sorted (by UTF-16 code units, as Array.prototype.sort does) at every level
 * and no whitespace. Keys whose value is undefined are left out, as JSON.stringify does; numbers
 * and strings are written as JSON.stringify writes them. Anything JSON cannot hold is refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON cannot hold ${value}`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
  }
}

/** The exact text an entry's hash is taken over. */
export function custodyHashPayload(entry: CustodyHashFields): string {
  return canonicalJson({
    orderId: entry.orderId,
    seq: entry.seq,
    kind: entry.kind,
    at: entry.at,
    actor: { id: entry.actor.id, role: entry.actor.role, name: entry.actor.name },
    position: entry.position
      ? { latitude: entry.position.latitude, longitude: entry.position.longitude }
      : null,
    content: entry.content,
    prevHash: entry.prevHash,
  });
}

export interface CustodyVerification {
  valid: boolean;
  /** Entries whose links and hashes were found intact (all of them when valid). */
  checked: number;
  /** The stored hash of the last entry: the one figure that seals the whole chain. */
  finalHash: string | null;
  /** The seq of the first broken link, or null. */
  brokenAt: number | null;
  problem: string | null;
  /** The break as a code and its figures, for a reader in any language (`problem` is English). */
  reason?: BrokenChain | null;
}

// prettier-ignore
export const BROKEN_CHAIN_CODES = ['noRecord', 'missing', 'genesis', 'unlinked', 'altered', 'signatureMissing',
  'signatureChanged', 'notCreation', 'endsEarly'] as const;
export interface BrokenChain {
  code: (typeof BROKEN_CHAIN_CODES)[number];
  /** The entry, the next one found (missing), the kind the record ends at (endsEarly). */
  seq?: number;
  next?: number;
  kind?: string;
}

export interface VerifyOptions {
  sha256: (text: string) => string;
  /** The order's status now: the chain must end in it (a cut-off tail or an edit outside the ledger). */
  orderStatus: OrderStatus;
  /**
   * Per seq, the SHA-256 of the signature image stored for that entry (null when none is found);
   * compared with the `proof.signatureSha256` the entry's content commits to.
   */
  signatureSha256?: ReadonlyMap<number, string | null>;
}

/** The signature hash an entry's content commits to, if any. */
export function committedSignatureSha256(content: Record<string, unknown>): string | null {
  const proof = content.proof;
  if (!proof || typeof proof !== 'object') return null;
  const hash = (proof as Record<string, unknown>).signatureSha256;
  return typeof hash === 'string' ? hash : null;
}

/** The text a redacted value is replaced with, in an entry's content and on the order. */
export const REDACTED = '[redacted]';

/**
 * What a `redacted` entry records of each entry it changed (decision 046): the hash the entry was
 * sealed with (it stays the entry's hash, and the next entry still links to it), the hash of the
 * entry as it now reads, the field groups removed, and whether its signature or photo image went.
 */
export interface RedactedEntry {
  seq: number;
  hash: string;
  residualHash: string;
  fields: string[];
  media: boolean;
}

/** Per seq, the latest redaction recorded for it in the chain's `redacted` entries. */
export function redactionsOf(entries: readonly Pick<CustodyHashFields, 'kind' | 'content'>[]) {
  const bySeq = new Map<number, RedactedEntry>();
  for (const entry of entries) {
    if (entry.kind !== 'redacted' || !Array.isArray(entry.content.entries)) continue;
    for (const item of entry.content.entries as RedactedEntry[]) {
      if (item && typeof item.seq === 'number') bySeq.set(item.seq, item);
    }
  }
  return bySeq;
}

/**
 * Recomputes every hash and link, oldest first, and stops at the first break, naming its seq.
 * `entries` must be ordered by seq (a gap is itself a break). An entry a later `redacted` entry
 * lists keeps its sealed hash (the links still hold) and must hash, as it now reads, to the
 * residual hash recorded then: what was removed is named, anything else changed is a break.
 */
export function verifyCustody(
  entries: readonly (CustodyHashFields & { hash: string })[],
  options: VerifyOptions,
): CustodyVerification {
  const finalHash = entries.length > 0 ? entries[entries.length - 1]!.hash : null;
  const broken = (
    checked: number,
    brokenAt: number | null,
    problem: string,
    reason: BrokenChain,
  ): CustodyVerification => ({ valid: false, checked, finalHash, brokenAt, problem, reason });
  if (entries.length === 0) return broken(0, null, 'This order has no custody record', { code: 'noRecord' });
  const redactions = redactionsOf(entries);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const expectedSeq = i + 1;
    if (entry.seq !== expectedSeq) {
      return broken(i, expectedSeq, `Entry ${expectedSeq} is missing: the next entry found is ${entry.seq}`, {
        code: 'missing',
        seq: expectedSeq,
        next: entry.seq,
      });
    }
    const expectedPrev = i === 0 ? GENESIS_HASH : entries[i - 1]!.hash;
    if (entry.prevHash !== expectedPrev) {
      return broken(
        i,
        entry.seq,
        i === 0
          ? 'Entry 1 does not start from the genesis hash'
          : `Entry ${entry.seq} does not link to entry ${entry.seq - 1}: its previous hash differs`,
        i === 0 ? { code: 'genesis' } : { code: 'unlinked', seq: entry.seq },
      );
    }
    const redaction = redactions.get(entry.seq);
    const recomputed = options.sha256(custodyHashPayload(entry));
    const intact = redaction
      ? redaction.hash === entry.hash && redaction.residualHash === recomputed
      : recomputed === entry.hash;
    if (!intact) {
      return broken(i, entry.seq, `Entry ${entry.seq} was altered: its content no longer matches its hash`, {
        code: 'altered',
        seq: entry.seq,
      });
    }
    const committed = committedSignatureSha256(entry.content);
    if (committed !== null) {
      const stored = options.signatureSha256?.get(entry.seq) ?? null;
      // A signature image removed under the retention policy is named by the redaction, not missing.
      if (stored === null && !redaction?.media) {
        return broken(i, entry.seq, `The signature of entry ${entry.seq} is missing`, {
          code: 'signatureMissing',
          seq: entry.seq,
        });
      }
      if (stored !== null && stored !== committed) {
        return broken(i, entry.seq, `The signature of entry ${entry.seq} is not the one that was signed`, {
          code: 'signatureChanged',
          seq: entry.seq,
        });
      }
    }
    if (i === 0 && entry.kind !== 'created') {
      return broken(i, entry.seq, 'Entry 1 is not the creation of the order', { code: 'notCreation' });
    }
  }
  const last = entries[entries.length - 1]!;
  // Entries that move no status (a refund) are passed over to find the status the chain ends in.
  const mover = entries.findLast((e) => STATUS_AFTER_KIND[e.kind as CustodyKind] !== null) ?? last;
  const endsIn = STATUS_AFTER_KIND[mover.kind as CustodyKind] as OrderStatus | undefined;
  if (endsIn !== options.orderStatus) {
    return broken(
      entries.length,
      last.seq + 1,
      `The record ends at ${mover.kind.replace(/_/g, ' ')} but the order is ${options.orderStatus.replace(/_/g, ' ')}: entries are missing`,
      { code: 'endsEarly', kind: mover.kind },
    );
  }
  return { valid: true, checked: entries.length, finalHash, brokenAt: null, problem: null };
}
