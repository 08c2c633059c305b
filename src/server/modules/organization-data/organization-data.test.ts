/**
 * An organisation's export (its owner's ZIP of JSON and CSV, logged as a read of its orders) and
 * its erasure on request (dispatch, the name typed again; held orders kept; chains still verify).
 */
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILES } from '@domain/organization-data';
import { accessLog, orders, users } from '../../db/schema/index';
import { DEMO, type TestApp, createTestApp } from '../../test/helper';
import { bookOrder } from '../../test/orders';
import { signUp, type Person } from '../messages/test-support';

let t: TestApp;
let admin: string;
let owner: Person;
let organizationId: number;
let organizationName: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  owner = await signUp(t, 'client');
  const me = (await t.request({ url: '/api/organizations/me', token: owner.token })).json();
  ({ id: organizationId, name: organizationName } = me.organization);
});
afterAll(async () => t.close());

const exportOf = (id: number, token: string) =>
  t.request({ method: 'GET', url: `/api/organizations/${id}/export`, token });
const erase = (id: number, confirmName: string) =>
  t.request({
    method: 'POST',
    url: `/api/organizations/${id}/erasure`,
    token: admin,
    payload: { confirmName },
  });

function unzip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  return { names: Object.keys(files), text: (name: string) => strFromU8(files[name]!) };
}

describe('organisation export', () => {
  it('gives the owner a ZIP of every table, with no password, and logs it as one read of the orders', async () => {
    const first = await bookOrder(t, owner.token);
    const second = await bookOrder(t, owner.token, { deliveryContactName: '=HYPERLINK("x")' });
    const response = await exportOf(organizationId, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="medlink-organization-\d+-/,
    );

    const zip = unzip(response.rawPayload);
    expect(zip.names).toEqual([...EXPORT_FILES]);
    const exported = JSON.parse(zip.text('orders.json')) as { id: number; organizationId: number }[];
    expect(exported.map((o) => o.id)).toEqual([first, second]);
    expect(zip.text('members.json')).not.toMatch(/passwordHash|password_hash|argon2/);
    const csv = zip.text('orders.csv').split('\n');
    expect(csv[0]).toMatch(/^id,displayNumber,status,/);
    // A contact typed as a formula is text in a spreadsheet.
    expect(zip.text('orders.csv')).toContain(`"'=HYPERLINK(""x"")"`);
    expect(JSON.parse(zip.text('custody.json')).length).toBeGreaterThanOrEqual(2);

    const reads = await t.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.route, 'GET /api/organizations/:id/export'));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.orderIds.sort()).toEqual([first, second].sort());

    // The next export carries that read among the reads of the organisation's orders.
    const again = unzip((await exportOf(organizationId, owner.token)).rawPayload);
    const logged = JSON.parse(again.text('access-log.json')) as { route: string; orderIds: number[] }[];
    expect(logged.filter((r) => r.route === 'GET /api/organizations/:id/export')).toHaveLength(1);
  });

  it("answers another organisation's id as missing, and refuses a booker", async () => {
    const stranger = await signUp(t, 'client');
    expect((await exportOf(organizationId, stranger.token)).statusCode).toBe(404);
    await t.db
      .update(users)
      .set({ organizationId, organizationRole: 'booker' })
      .where(eq(users.id, stranger.userId));
    expect((await exportOf(organizationId, stranger.token)).statusCode).toBe(403);
    expect((await exportOf(organizationId, admin)).statusCode).toBe(200);
  });
});

describe('organisation erasure', () => {
  it('needs the name typed again, keeps a held order, and leaves every custody chain verifying', async () => {
    const kept = await bookOrder(t, owner.token);
    const hold = await t.request({
      method: 'PUT',
      url: `/api/orders/${kept}/legal-hold`,
      token: admin,
      payload: { hold: true, reason: 'Claim 2026-4' },
    });
    expect(hold.statusCode, hold.body).toBe(200);

    const wrong = await erase(organizationId, 'Some other name');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('confirmName');

    const done = await erase(organizationId, organizationName);
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json();
    expect(answer.heldOrders).toEqual([kept]);
    expect(answer.erasedOrders.length).toBeGreaterThanOrEqual(2);

    const rows = await t.db.select().from(orders).where(eq(orders.organizationId, organizationId));
    for (const row of rows) {
      const held = row.id === kept;
      expect(row.deliveryContactName === null, `order ${row.id}`).toBe(!held);
      const custody = await t.request({ url: `/api/orders/${row.id}/custody`, token: admin });
      expect(custody.json().verification.valid, `order ${row.id}`).toBe(true);
    }
    // Erased once is erased: a second request names them as already done.
    const again = (await erase(organizationId, organizationName)).json();
    expect(again.erasedOrders).toEqual([]);
    expect(again.alreadyErased.sort()).toEqual([...answer.erasedOrders].sort());
  });
});
