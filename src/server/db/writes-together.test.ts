import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { auditLog } from './schema/index';
import { executeTogether } from './writes-together';

describe('writes sent together as one statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const lines = async (action: string) =>
    (
      await t.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(sql`${auditLog.action} = ${action}`)
    ).length;
  const insert = (action: string) => sql`insert into audit_log (action) values (${action})`;

  it('runs every write, whether or not the select reads it, in the caller transaction', async () => {
    await t.db.transaction(async (tx) => {
      await executeTogether(tx, [insert('together.a'), null, insert('together.b')], [sql`1`]);
    });
    expect(await lines('together.a')).toBe(1);
    expect(await lines('together.b')).toBe(1);
  });

  it('writes none of them when the transaction rolls back (one failing write fails them all)', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await executeTogether(tx, [insert('together.c'), sql`insert into audit_log (action) values (null)`]);
      }),
    ).rejects.toThrow();
    expect(await lines('together.c')).toBe(0);
  });
});
