/**
 * Sealing a custody entry (decision 008): the fields are made storable first (JSON columns refuse
 * NUL characters and lone surrogates), so that what is hashed is exactly what the database keeps
 * and reads back, then chained to the previous entry with SHA-256.
 */
import { createHash } from 'node:crypto';
import {
  custodyHashPayload,
  type CustodyActor,
  type CustodyKind,
  type CustodyPosition,
} from '@domain/custody';
import { SIGNATURE_PREFIX } from '@domain/proof';
import type { custodyEntries } from '../../db/schema/index';

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The SHA-256 and size of a base64 body's bytes: the digest a status decision is given. */
export const nodeDigest = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return { sha256: sha256Hex(bytes), bytes: bytes.length };
};

/** The decoded PNG of a signature data URL (already validated by proofInput). */
export const signatureBytes = (dataUrl: string) =>
  Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');

/** A string as PostgreSQL stores it in text and jsonb: no NUL, lone surrogates as U+FFFD. */
export const storableText = (text: string) => text.replace(/\0/g, '').replace(/\p{Cs}/gu, '\uFFFD');

/** Every string of a JSON value made storable; undefined keys dropped as the jsonb column would. */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [storableText(k), storableJson(v)]),
    );
  }
  return value;
}

/** Coordinates as the numeric(9,6) columns keep them. */
const sixDecimals = (value: number) => value.toFixed(6);

export interface NewCustodyEntry {
  orderId: number;
  kind: CustodyKind;
  at: Date;
  actor: CustodyActor;
  position: CustodyPosition | null;
  content: Record<string, unknown>;
}

export type CustodyRow = typeof custodyEntries.$inferInsert;

/** The row to insert as entry `seq` after an entry whose hash is `prevHash`. */
export function sealEntry(entry: NewCustodyEntry, seq: number, prevHash: string): CustodyRow {
  const content = storableJson(entry.content) as Record<string, unknown>;
  const actor = { ...entry.actor, name: storableText(entry.actor.name) };
  const latitude = entry.position ? sixDecimals(entry.position.latitude) : null;
  const longitude = entry.position ? sixDecimals(entry.position.longitude) : null;
  const hash = sha256Hex(
    custodyHashPayload({
      orderId: entry.orderId,
      seq,
      kind: entry.kind,
      at: entry.at.toISOString(),
      actor,
      position:
        latitude !== null && longitude !== null
          ? { latitude: Number(latitude), longitude: Number(longitude) }
          : null,
      content,
      prevHash,
    }),
  );
  return {
    orderId: entry.orderId,
    seq,
    kind: entry.kind,
    content,
    actorId: actor.id,
    actorRole: actor.role,
    actorName: actor.name,
    at: entry.at,
    latitude,
    longitude,
    prevHash,
    hash,
  };
}
