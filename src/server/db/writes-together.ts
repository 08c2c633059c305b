/**
 * Writes whose results nobody reads, sent as one statement: each is a data-modifying CTE, which
 * PostgreSQL runs once and to completion whether or not the statement reads it, all in the
 * caller's transaction, so they commit or roll back with it exactly as separate statements would.
 * A change's closing writes (its audit lines, webhook deliveries, NOTIFYs) then cost one round trip
 * to the database instead of one each; under load each round trip waits its turn for a core on
 * both sides, so the count of them is what a change's latency grows with. The writes must not
 * depend on one another (every CTE sees the statement's one snapshot, not the others' rows).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Runs `writes` (INSERT/UPDATE/DELETE, no RETURNING needed) and the `select` list as one statement. */
export async function executeTogether(db: DbOrTx, writes: (SQL | null)[], select: SQL[] = []): Promise<void> {
  const parts = writes.filter((w): w is SQL => w !== null);
  if (parts.length === 0 && select.length === 0) return;
  if (parts.length === 0) {
    await db.execute(sql`select ${sql.join(select, sql`, `)}`);
    return;
  }
  if (parts.length === 1 && select.length === 0) {
    await db.execute(parts[0]!);
    return;
  }
  const ctes = parts.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`);
  await db.execute(
    sql`with ${sql.join(ctes, sql`, `)} select ${select.length ? sql.join(select, sql`, `) : sql`1`}`,
  );
}
