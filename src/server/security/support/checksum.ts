/**
 * A fingerprint of everything the database holds, to prove a refused request wrote nothing. Per
 * table: the row count and the newest row version's transaction id (xmin). Every INSERT or UPDATE
 * writes a row version with a newer xmin, and a DELETE changes the count, so any write changes the
 * fingerprint, even one that writes the same values again. Tables are listed from the catalogue,
 * so a table added later is covered without touching this file.
 *
 * Two writes are expected without the request having "done" anything, and are left out:
 * - sessions.last_seen_at: an authenticated request may touch it (at most once a minute), so
 *   sessions are compared by content without that column;
 * - audit_log rows of failed sign-ins, when asked: recording a failure is the throttle's control;
 * - login_attempts: the throttle counts every password or code check before it runs, also one a
 *   request is then refused after (a held session guessing the password is what it must count),
 *   and hands the count back when it was no guess: a write with nothing "done".
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export type Checksum = Record<string, string>;

function fingerprintQuery(table: string, ignoreFailedSignIns: boolean) {
  const t = sql.identifier(table);
  if (table === 'sessions') {
    return sql`select count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as v
      from (select (to_jsonb(s) - 'last_seen_at')::text as r from ${t} s) x`;
  }
  const where = table === 'audit_log' && ignoreFailedSignIns ? sql`where action <> 'login_failed'` : sql``;
  return sql`select count(*)::int as n, max(xmin::text::bigint)::text as v from ${t} ${where}`;
}

export async function databaseChecksum(db: Db, options: { ignoreFailedSignIns?: boolean } = {}) {
  const tables = rowsOf(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((r) => String(r.name));
  const sums: Checksum = {};
  for (const table of tables.filter((name) => name !== 'login_attempts')) {
    const [row] = rowsOf(await db.execute(fingerprintQuery(table, options.ignoreFailedSignIns ?? false)));
    sums[table] = `${row!.n} rows, ${row!.v}`;
  }
  return sums;
}

/** The tables whose fingerprint differs, with both values, for a readable failure. */
export function changedTables(before: Checksum, after: Checksum): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).map((n) => `${n}: ${before[n]} -> ${after[n]}`);
}
