import type { SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  entityType?: string;
  entityId?: number;
  /** For sign-in attempts: the username typed, lower-cased. */
  subject?: string;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

const row = (entry: AuditEntry) => ({
  action: entry.action,
  actorUserId: entry.actorUserId ?? null,
  entityType: entry.entityType ?? null,
  entityId: entry.entityId ?? null,
  subject: entry.subject ?? null,
  ipAddress: entry.ipAddress ?? null,
  details: entry.details ?? null,
});

/** Appends one line to the audit log; pass the transaction so it commits with the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(row(entry));
}

/**
 * The INSERT of several lines, in order, for a statement the caller sends in its transaction
 * (db/writes-together.ts); null when there are none.
 */
export function auditLinesInsert(db: DbOrTx, entries: AuditEntry[]): SQL | null {
  if (entries.length === 0) return null;
  return db.insert(auditLog).values(entries.map(row)).getSQL();
}
