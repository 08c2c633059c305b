/**
 * Seals every stored proof again with the current data key: values under a previous key, and
 * values written before encryption existed. A batch of rows is locked, rewritten and committed at
 * a time, so a retention run redacting the same rows waits for the batch instead of being undone
 * by it, and a rotation stopped half way is finished by running it again.
 */
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trackingEvents } from '../db/schema/index';
import type { DataKeyring } from './data-keys';
import { sealedKeyId } from './field-cipher';
import { resealProof, SEALED_PROOF_FIELDS } from './proof-fields';

export interface RotationResult {
  keyId: string;
  checked: number;
  resealed: number;
}

/** Whether a stored proof has a field that is plain or sealed under another key than the current. */
function needsReseal(proof: unknown, currentKeyId: string): boolean {
  if (!proof || typeof proof !== 'object') return false;
  return SEALED_PROOF_FIELDS.some((field) => {
    const value = (proof as Record<string, unknown>)[field];
    return typeof value === 'string' && sealedKeyId(value) !== currentKeyId;
  });
}

export async function rotateDataKey(db: Db, keyring: DataKeyring, batchSize = 200): Promise<RotationResult> {
  const result: RotationResult = { keyId: keyring.current.id, checked: 0, resealed: 0 };
  let after = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: trackingEvents.id, orderId: trackingEvents.orderId, proof: trackingEvents.proof })
        .from(trackingEvents)
        .where(and(isNotNull(trackingEvents.proof), gt(trackingEvents.id, after)))
        .orderBy(asc(trackingEvents.id))
        .limit(batchSize)
        .for('update');
      for (const row of rows) {
        result.checked += 1;
        if (!needsReseal(row.proof, keyring.current.id)) continue;
        await tx
          .update(trackingEvents)
          .set({ proof: resealProof(row.proof, row.orderId, keyring) })
          .where(eq(trackingEvents.id, row.id));
        result.resealed += 1;
      }
      after = rows.at(-1)?.id ?? after;
      return rows.length < batchSize;
    });
    if (done) return result;
  }
}
