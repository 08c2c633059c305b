/**
 * The client's list decodes its rows with a plan worked out once (db/mapped-select.ts): each row
 * must be exactly what Drizzle's own mapper makes of the same select, dates, numbers, nulls, price
 * lines and pieces included, on both pages.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { listOwnerOrders, newestFirst, selectOrders } from './repository';

let t: TestApp;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ organizationId: orders.organizationId })
    .from(orders)
    .where(eq(orders.clientId, 2))
    .limit(1);
  organizationId = row!.organizationId!;
});
afterAll(async () => t.close());

describe('listOwnerOrders', () => {
  it("answers Drizzle's own rows for a client and an organisation, first page and next", async () => {
    for (const owner of [
      { kind: 'client', id: 2 },
      { kind: 'organization', id: organizationId },
    ] as const) {
      const match = owner.kind === 'client' ? eq(orders.clientId, 2) : eq(orders.organizationId, owner.id);
      const expected = await selectOrders(t.db)
        .where(match)
        .orderBy(...newestFirst)
        .limit(60);
      expect(expected.length).toBeGreaterThan(20);
      // The history holds orders with a driver and without, with pieces, stamps and null stamps.
      expect(expected.some((r) => r.driverUserId !== null)).toBe(true);
      expect(expected.some((r) => r.order.deliveredAt !== null)).toBe(true);
      expect(await listOwnerOrders(t.db, owner, 60)).toEqual(expected);

      const after = expected[9]!.order.id;
      const next = await selectOrders(t.db)
        .where(
          and(
            match,
            sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${after})`,
          ),
        )
        .orderBy(...newestFirst)
        .limit(10);
      expect(await listOwnerOrders(t.db, owner, 10, after)).toEqual(next);
    }
  });
});
