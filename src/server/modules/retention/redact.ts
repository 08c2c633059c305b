/**
 * Removing an order's personal data while its custody chain keeps verifying (decision 046). In one
 * transaction: the order's contact names and phones and its instructions go; each hand-over's
 * proof keeps only its ID type (name, ID digits, typed name, signature and photo images go); each
 * custody entry whose content named a person is rewritten with REDACTED in place of the name,
 * keeping its sealed hash; and one `redacted` entry is appended that records, per entry changed,
 * the sealed hash, the hash of the entry as it now reads, the field groups removed and whether an
 * image went. The database allows the rewrite only inside this transaction (migration 0009).
 */
import { custodyHashPayload, REDACTED, type CustodyActorRole, type RedactedEntry } from '@domain/custody';
import type { Tx } from '../../db/client';
import { appendCustody } from '../custody/index';
import { sha256Hex } from '../custody/index';
import { recordAudit } from '../audit/index';
import * as repo from './repository';

export type RedactionReason = 'retention' | 'erasure';

const SYSTEM = { id: null, role: 'system' as CustodyActorRole, name: 'MedLink' };

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The content with every personal value replaced, and the groups replaced; null when nothing was. */
export function redactContent(kind: string, content: Json): { content: Json; fields: string[] } | null {
  const next: Json = structuredClone(content);
  const fields = new Set<string>();
  const blank = (holder: Json, key: string, group: string) => {
    if (typeof holder[key] === 'string' && holder[key] !== REDACTED) {
      holder[key] = REDACTED;
      fields.add(group);
    }
  };
  if (kind === 'created') {
    for (const end of ['pickup', 'delivery'])
      if (isRecord(next[end])) blank(next[end] as Json, 'contactName', 'contacts');
  }
  if (isRecord(next.proof)) {
    const proof = next.proof as Json;
    blank(proof, 'name', 'proof-name');
    blank(proof, 'typedName', 'proof-name');
    blank(proof, 'idLast4', 'id-digits');
  }
  return fields.size > 0 ? { content: next, fields: [...fields] } : null;
}

/** Whether an entry committed to an image kept beside it (a signature or a photo). */
const hasMedia = (kind: string, content: Json) =>
  kind === 'photo_taken' ||
  (isRecord(content.proof) && typeof (content.proof as Json).signatureSha256 === 'string');

export interface Redacted {
  entries: number;
  media: number;
}

/** Redacts one order, inside the caller's transaction, which has locked the order row. */
export async function redactOrder(
  tx: Tx,
  orderId: number,
  how: {
    reason: RedactionReason;
    retentionDays: number | null;
    runId: number | null;
    actorId: number | null;
    now: Date;
  },
): Promise<Redacted> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  await repo.blankOrderContacts(tx, orderId);
  const media = await repo.blankProofs(tx, orderId);

  await repo.allowCustodyRedaction(tx);
  const recorded: RedactedEntry[] = [];
  for (const entry of await repo.custodyEntriesOf(tx, orderId)) {
    const changed = redactContent(entry.kind, entry.content);
    const image = hasMedia(entry.kind, entry.content);
    if (!changed && !image) continue;
    const content = changed?.content ?? entry.content;
    if (changed) await repo.rewriteEntryContent(tx, entry.id, content);
    const residualHash = sha256Hex(
      custodyHashPayload({
        orderId,
        seq: entry.seq,
        kind: entry.kind,
        at: entry.at.toISOString(),
        actor: { id: entry.actorId, role: entry.actorRole as CustodyActorRole, name: entry.actorName },
        position:
          entry.latitude !== null && entry.longitude !== null
            ? { latitude: Number(entry.latitude), longitude: Number(entry.longitude) }
            : null,
        content,
        prevHash: entry.prevHash,
      }),
    );
    recorded.push({
      seq: entry.seq,
      hash: entry.hash,
      residualHash,
      fields: changed?.fields ?? [],
      media: image,
    });
  }

  await appendCustody(
    tx,
    {
      orderId,
      kind: 'redacted',
      at: how.now,
      actor: SYSTEM,
      position: null,
      content: {
        reason: how.reason,
        retentionDays: how.retentionDays,
        redactedAt: how.now.toISOString(),
        orderFields: ['contacts', 'instructions'],
        entries: recorded,
      },
    },
    order,
  );
  await repo.markRedacted(tx, {
    orderId,
    reason: how.reason,
    retentionDays: how.retentionDays,
    runId: how.runId,
    at: how.now,
  });
  await recordAudit(tx, {
    action: 'order_redacted',
    actorUserId: how.actorId,
    entityType: 'order',
    entityId: orderId,
    details: {
      reason: how.reason,
      retentionDays: how.retentionDays,
      runId: how.runId,
      entries: recorded.length,
      images: media,
    },
  });
  return { entries: recorded.length, media };
}
