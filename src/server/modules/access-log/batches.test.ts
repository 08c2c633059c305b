/**
 * Reads that finish together share one write of the access log (writer.ts): each still leaves
 * its own entry, committed before its answer, in one unbroken chain; an entry the database
 * refuses withholds its own read, not the others written beside it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogEntry } from '@domain/access-log';
import type { TestApp } from '../../test/helper';
import { driverTestApp, openJob } from '../driver-jobs/test-support';

let t: TestApp;
let admin: string;
let client: string;
let clientId: number;
let adminId: number;
let orderId: number;

beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  clientId = (await t.request({ method: 'GET', url: '/api/auth/me', token: client })).json().id;
  adminId = (await t.request({ method: 'GET', url: '/api/auth/me', token: admin })).json().id;
  orderId = await openJob(t, client, admin);
});
afterAll(async () => t.close());

const entriesOf = async (orderIdFilter: number) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/admin/access-log?orderId=${orderIdFilter}&limit=500`,
    token: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((e: unknown) => accessLogEntry.parse(e)) as ReturnType<
    typeof accessLogEntry.parse
  >[];
};
const readOrder = (token: string) => t.request({ method: 'GET', url: `/api/orders/${orderId}`, token });
const readList = () =>
  t.request({ method: 'GET', url: `/api/orders/client/${clientId}?limit=5`, token: client });

describe('reads that arrive together', () => {
  it('leave one entry each, with its own reader, in an unbroken chain', async () => {
    const before = await entriesOf(orderId);
    const readers = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? admin : client));
    const answers = await Promise.all(readers.map((token) => readOrder(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(readers.map(() => 200));
    const fresh = (await entriesOf(orderId)).filter((e) => !before.some((b) => b.seq === e.seq));
    expect(fresh).toHaveLength(12);
    expect(fresh.filter((e) => e.userId === adminId)).toHaveLength(4);
    expect(fresh.filter((e) => e.userId === clientId)).toHaveLength(8);
    const seqs = fresh.map((e) => e.seq).sort((a, b) => a - b);
    expect(seqs.at(-1)! - seqs[0]!).toBe(11);
    const verify = await t.request({ method: 'GET', url: '/api/admin/access-log/verify', token: admin });
    expect(verify.json()).toMatchObject({ valid: true, brokenAt: null });
  });

  it('are withheld one by one: a refused entry fails its own read, not the others beside it', async () => {
    await t.db.execute(
      sql`alter table access_log add constraint refuse_one_route check (route <> 'GET /api/orders/:id') not valid`,
    );
    try {
      const answers = await Promise.all([readOrder(client), readList(), readOrder(admin), readList()]);
      expect(answers.map((r) => r.statusCode)).toEqual([503, 200, 503, 200]);
      expect(answers[0]!.json().message).toMatch(/access log/);
      const listed = answers[1]!.json().map((o: { id: number }) => o.id);
      expect(listed).toContain(orderId);
    } finally {
      await t.db.execute(sql`alter table access_log drop constraint refuse_one_route`);
    }
    const fresh = (await entriesOf(orderId)).slice(0, 2);
    expect(fresh.map((e) => e.route)).toEqual([
      'GET /api/orders/client/:clientId',
      'GET /api/orders/client/:clientId',
    ]);
  });
});
