/** POST /api/orders/import: a client imports for itself, an admin for a named client, nobody else. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodyEntries } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { HEADER, openImportApp, row, uploadCsv } from './import-test-support';

let t: TestApp;
let client: string;
let otherClient: string;
let admin: string;
let clientId: number;
let otherClientId: number;
let userIdOf: (token: string) => Promise<number>;
beforeAll(async () => {
  ({ t, client, otherClient, admin, clientId, otherClientId, userIdOf } = await openImportApp());
}, 60_000);
afterAll(async () => t.close());

const upload = (csv: string, token: string | undefined = client, headers: Record<string, string> = {}) =>
  uploadCsv(t, csv, token, headers);

describe('POST /api/orders/import, for whom', () => {
  it('a client imports for itself only: a clientId column is refused', async () => {
    const response = await upload(`clientId,${HEADER}\n${otherClientId},${row('Blood')}\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ row: 0, column: 'clientId' });
  });

  it('an admin names the client of each row, and every id must be a client', async () => {
    const noColumn = await upload(`${HEADER}\n${row('Blood')}\n`, admin);
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().errors[0]).toMatchObject({ row: 0, column: 'clientId' });

    const adminId = await userIdOf(admin);
    const bad = await upload(
      `clientId,${HEADER}\n${clientId},${row('Blood')}\n${adminId},${row('Urine')}\n,${row('Slides')}\n99999999999,${row('Tissue')}\n`,
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, 'clientId'],
      [3, 'clientId'],
      [4, 'clientId'],
    ]);

    const good = await upload(
      `clientId,${HEADER}\n${clientId},${row('Blood')}\n${otherClientId},${row('Urine')}\n`,
      admin,
    );
    expect(good.statusCode, good.body).toBe(201);
    const [a, b] = good.json().orders;
    expect([a.clientId, b.clientId]).toEqual([clientId, otherClientId]);
    // Each client sees its own, and not the other's.
    const other = await t.request({ url: `/api/orders/${a.id}`, token: otherClient });
    expect(other.statusCode).toBe(404);
    const own = await t.request({ url: `/api/orders/${b.id}`, token: otherClient });
    expect(own.statusCode).toBe(200);
    // The chain of custody names the admin who booked it.
    const [entry] = await t.db.select().from(custodyEntries).where(eq(custodyEntries.orderId, a.id));
    expect(entry!.actorRole).toBe('admin');
  });

  it('an admin may choose the client of the whole file instead (the screen picks it by name)', async () => {
    const forClient = (query: string, csv: string) =>
      t.request({
        method: 'POST',
        url: `/api/orders/import${query}`,
        token: admin,
        headers: { 'content-type': 'text/csv' },
        payload: csv,
      });
    const good = await forClient(
      `?clientId=${otherClientId}`,
      `${HEADER}\n${row('Blood')}\n${row('Urine')}\n`,
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().orders.map((o: { clientId: number }) => o.clientId)).toEqual([
      otherClientId,
      otherClientId,
    ]);

    const both = await forClient(
      `?clientId=${otherClientId}`,
      `clientId,${HEADER}\n${clientId},${row('Blood')}\n`,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatchObject({ row: 0, column: 'clientId' });
    const notClient = await forClient(`?clientId=${await userIdOf(admin)}`, `${HEADER}\n${row('Blood')}\n`);
    expect(notClient.statusCode).toBe(400);
    expect(notClient.json().errors[0]).toMatchObject({ row: 0, column: 'clientId' });
    // A client cannot book for someone else by naming them in the query either.
    const fromClient = await t.request({
      method: 'POST',
      url: `/api/orders/import?clientId=${otherClientId}`,
      token: client,
      headers: { 'content-type': 'text/csv' },
      payload: `${HEADER}\n${row('Blood')}\n`,
    });
    expect(fromClient.statusCode).toBe(400);
    expect(fromClient.json().errors[0]).toMatchObject({ row: 0, column: 'clientId' });
  });
});
