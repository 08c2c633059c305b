/** Reading the access log and verifying its chain (decision 044). */
import {
  instantRange,
  type AccessLogEntry,
  type AccessLogQuery,
  type AccessLogVerification,
  type FieldGroup,
} from '@domain/access-log';
import type { Db } from '../../db/client';
import * as repo from './repository';

const GENESIS = '0'.repeat(64);
const VERIFY_PAGE = 5_000;

export function toEntry(row: repo.AccessRow): AccessLogEntry {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    userId: row.userId,
    userName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    role: row.role,
    fields: row.fields as FieldGroup[],
    route: row.route,
    orderIds: row.orderIds,
    records: row.records,
    ipAddress: row.ipAddress,
  };
}

/** One page, newest first, and the cursor of the next (null when this is the last). */
export async function listAccessLog(
  db: Db,
  query: AccessLogQuery,
  scope: { orderIdsIn?: readonly number[] } = {},
): Promise<{ entries: AccessLogEntry[]; nextCursor: number | null }> {
  const rows = await repo.listAccess(
    db,
    {
      orderId: query.orderId,
      userId: query.userId,
      ...instantRange(query),
      before: query.cursor,
      orderIdsIn: scope.orderIdsIn,
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.seq : null,
  };
}

/** Recomputes every entry's hash and link, oldest first, and names the first break. */
export async function verifyAccessLog(db: Db): Promise<AccessLogVerification> {
  let checked = 0;
  let lastSeq: number | null = null;
  let prevHash = GENESIS;
  for (;;) {
    const page = await repo.chainPage(db, lastSeq ?? 0, prevHash, VERIFY_PAGE);
    for (const link of page) {
      const expected: number = (lastSeq ?? 0) + 1;
      const broken = (problem: string, at = link.seq) => ({
        valid: false,
        checked,
        lastSeq,
        brokenAt: at,
        problem,
      });
      if (link.seq !== expected)
        return broken(`Entry ${expected} is missing: the next entry is ${link.seq}`, expected);
      if (!link.linked) return broken(`Entry ${link.seq} does not link to entry ${expected - 1}`);
      if (!link.intact) return broken(`Entry ${link.seq} was altered: it no longer matches its hash`);
      checked++;
      lastSeq = link.seq;
      prevHash = link.hash;
    }
    if (page.length < VERIFY_PAGE) break;
  }
  return { valid: true, checked, lastSeq, brokenAt: null, problem: null };
}
