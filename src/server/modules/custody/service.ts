/**
 * GET /api/orders/{id}/custody: the order's ledger with every hash and link recomputed, and every
 * signature image re-hashed against the hash its entry committed to (decision 008).
 */
import type { SessionUser } from '@domain/auth';
import {
  committedSignatureSha256,
  CUSTODY_ACTOR_ROLES,
  verifyCustody,
  type CustodyActorRole,
} from '@domain/custody';
import { type CustodyEntryResponse, type CustodyResponse } from '@domain/custody-answers';
import { displayNumber } from '@domain/display';
import { SIGNATURE_PREFIX } from '@domain/proof';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { visibleOrder } from '../order-access/index';
import { sha256Hex, signatureBytes } from './hashing';
import { storedPhoto, verifyPhotos } from './photos';
import * as repo from './repository';
import { assertPermission } from '../access-policy/index';
import { placeNear } from '../places/index';
import { listPieces } from '../pieces/index';

export const CUSTODY_FOR_CLIENT_AND_DISPATCH = 'Only the client and dispatch can see the custody record';

type EntryRow = Awaited<ReturnType<typeof repo.listEntries>>[number];

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const trackingEventIdOf = (row: EntryRow) => {
  const id = row.content.trackingEventId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** The signature image kept with the entry's tracking event, if it is one. */
function storedSignature(row: EntryRow, proofs: Map<number, unknown>): string | null {
  const id = trackingEventIdOf(row);
  const signature = id === null ? undefined : asRecord(proofs.get(id)).signature;
  return typeof signature === 'string' && signature.startsWith(SIGNATURE_PREFIX) ? signature : null;
}

function proofOf(row: EntryRow, proofs: Map<number, unknown>): CustodyEntryResponse['proof'] {
  const committed = asRecord(row.content.proof);
  if (typeof committed.name !== 'string') return null;
  const signature = storedSignature(row, proofs);
  const id = trackingEventIdOf(row);
  // Entries written before the digits were kept encrypted carry them in the ledger itself.
  const idLast4 = committed.idLast4 ?? (id === null ? undefined : asRecord(proofs.get(id)).idLast4);
  return {
    name: committed.name,
    ...(typeof committed.idType === 'string' ? { idType: committed.idType } : {}),
    ...(typeof idLast4 === 'string' ? { idLast4 } : {}),
    ...(signature ? { signature } : {}),
    ...(committed.signatureMethod === 'typed' && typeof committed.typedName === 'string'
      ? { signatureMethod: 'typed' as const, typedName: committed.typedName }
      : {}),
  };
}

const position = (row: EntryRow) =>
  row.latitude !== null && row.longitude !== null
    ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
    : null;

/**
 * One order's ledger read in one snapshot (entries, the order's status and the images, so a change
 * committing in between cannot look like a cut-off chain) and verified: every hash and link, every
 * signature and photo re-hashed.
 */
export async function readVerified(db: Db, orderId: number) {
  const read = await db.transaction(
    async (tx) => {
      const order = await repo.findOrderHead(tx, orderId);
      const rows = await repo.listEntries(tx, orderId);
      const ids = rows.map(trackingEventIdOf).filter((id): id is number => id !== null);
      return { order, rows, proofs: await repo.proofsOf(tx, ids) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { rows, proofs } = read;
  const fields = rows.map((row) => ({
    orderId: row.orderId,
    seq: row.seq,
    kind: row.kind,
    at: row.at.toISOString(),
    actor: { id: row.actorId, role: row.actorRole as CustodyActorRole, name: row.actorName },
    position: position(row),
    content: row.content,
    prevHash: row.prevHash,
    hash: row.hash,
  }));
  const signatureSha256 = new Map<number, string | null>();
  for (const row of rows) {
    if (committedSignatureSha256(row.content) === null) continue;
    const signature = storedSignature(row, proofs);
    signatureSha256.set(row.seq, signature ? sha256Hex(signatureBytes(signature)) : null);
  }
  const verification = read.order
    ? verifyPhotos(
        rows,
        proofs,
        verifyCustody(fields, { sha256: sha256Hex, orderStatus: read.order.status, signatureSha256 }),
      )
    : null;
  return { read, fields, verification: verification! };
}

/** The chain's verdict alone, to whoever may read the ledger; it reveals no protected field. */
export async function getCustodyVerification(db: Db, viewer: SessionUser, orderId: number) {
  await visibleOrder(db, viewer, orderId);
  assertPermission(viewer, 'read:custody:own,any', CUSTODY_FOR_CLIENT_AND_DISPATCH);
  const { read, verification } = await readVerified(db, orderId);
  if (!read.order) throw notFound('Order not found');
  return { orderId, displayNumber: displayNumber(orderId), status: read.order.status, verification };
}

export async function getCustody(db: Db, viewer: SessionUser, orderId: number): Promise<CustodyResponse> {
  // Refused exactly like the order itself (404) for anyone who may not see it; a driver who may
  // see the order (its own job) learns nothing new from a 403.
  await visibleOrder(db, viewer, orderId);
  assertPermission(viewer, 'read:custody:own,any', CUSTODY_FOR_CLIENT_AND_DISPATCH);

  const { read, fields, verification } = await readVerified(db, orderId);
  if (!read.order) throw notFound('Order not found');
  const { rows, proofs } = read;

  const head = read.order;
  const pieces = await listPieces(db, orderId);
  const bookedBy = `${head.clientFirstName} ${head.clientLastName}`.trim();
  return {
    orderId,
    displayNumber: displayNumber(orderId),
    status: head.status,
    subject: {
      client: head.organization ?? bookedBy,
      bookedBy,
      itemDescription: head.itemDescription,
      pieces: Math.max(1, pieces.length),
      temperatureClass: head.temperatureClass,
      pickupAddress: head.pickupAddress,
      pickupContactName: head.pickupContactName,
      deliveryAddress: head.deliveryAddress,
      deliveryContactName: head.deliveryContactName,
    },
    entries: rows.map((row, i) => {
      const entry = fields[i]!;
      const role = (CUSTODY_ACTOR_ROLES as readonly string[]).includes(row.actorRole)
        ? entry.actor.role
        : 'system';
      const photo = storedPhoto(row, proofs);
      return {
        ...entry,
        place: placeNear(entry.position),
        actor: { ...entry.actor, role },
        proof: proofOf(row, proofs),
        ...(photo ? { photo } : {}),
      };
    }),
    verification,
  };
}
