/**
 * What the authorisation matrix checks of the access log (decision 044): each successful answer of
 * a route that declares `reveals` leaves exactly one entry (none when it listed nothing, and none
 * for HEAD, which shows no body); every other answer leaves none.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Row } from '../authz-table';
import type { World } from './world';

export async function accessEntries(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from access_log`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

interface Answered {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Entries the answer should have left: 1 or 0. */
export function revealsAnything(w: World, row: Row, method: string, response: Answered): number {
  const declared = w.t.app.accessDeclarations.get(row.route)?.reveals;
  if (!declared?.length || method === 'HEAD') return 0;
  if (response.statusCode < 200 || response.statusCode >= 300) return 0;
  if (String(response.headers['content-type'] ?? '').includes('json')) {
    const body = JSON.parse(response.body) as unknown;
    const list = Array.isArray(body) ? body : (body as { orders?: unknown[] }).orders;
    if (Array.isArray(list) && list.length === 0) return 0;
  }
  return 1;
}
