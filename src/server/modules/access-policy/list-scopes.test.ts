import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationScope, invoiceScope, trailScope } from './list-scopes';

const dialect = new PgDialect();
/** The condition as the database would get it: no condition, or its SQL text. */
const text = (condition: SQL | undefined) => (condition ? dialect.sqlToQuery(condition).sql : 'every row');

describe('the list scopes beyond orders', () => {
  const billing = { id: 5, role: 'billing' } as const;

  it('give dispatch every row of a trail and of the conversations', () => {
    const dispatch = { id: 1, role: 'admin' } as const;
    expect(text(trailScope(dispatch))).toBe('every row');
    expect(text(conversationScope(dispatch))).toBe('every row');
  });

  it("give billing staff no trail and no conversation, but every organisation's invoices", () => {
    expect(text(trailScope(billing))).toBe('false');
    expect(text(conversationScope(billing))).toBe('false');
    expect(text(invoiceScope(billing))).toBe('every row');
  });

  it("narrow a driver's trail to the stretch it drove, and a client's to while it was shared", () => {
    expect(text(trailScope({ id: 9, role: 'driver', driverId: 4 }))).toContain('"driver_id" = $1');
    expect(text(trailScope({ id: 7, role: 'client', organizationId: null }))).toContain('"status" in');
  });
});
