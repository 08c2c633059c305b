/** Shared by the seed tests: one seeded in-memory database per test file, and SQL helpers. */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client';
import { seedDemoData } from './index';

// Mid-month, so "this month" and "last month" both have room; plan.test.ts covers awkward dates.
export const NOW = new Date('2026-03-18T17:00:00Z');
export const DAY = 86_400_000;

export type Row = Record<string, unknown>;

export interface SeededDatabase {
  database: Database;
  rows<T = Row>(query: string): Promise<T[]>;
  count(table: string): Promise<number>;
}

export async function openSeeded(): Promise<SeededDatabase> {
  const database = await openDatabase({ dataDir: 'memory' });
  const result = await seedDemoData(database.db, { now: NOW });
  if (!result.seeded) throw new Error('a fresh database was not seeded');
  // execute() is typed per driver; PGlite and node-postgres both answer { rows }.
  const rows = async <T = Row>(query: string): Promise<T[]> =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const count = async (table: string) =>
    (await rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;
  return { database, rows, count };
}

/** Timestamps as epoch milliseconds, whichever driver is underneath and however it parses them. */
export const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
