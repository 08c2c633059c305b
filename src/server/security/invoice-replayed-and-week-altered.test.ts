/**
 * Lying to billing: an invoice request sent twice with one Idempotency-Key (a retry after a lost
 * answer, or a replay) issues one invoice, one email, and its stored and replayed answer carries no
 * secret; a settlement PDF asked for with the week altered is refused (not a Monday) or answers
 * that other week as it is, never the issued one under another name.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../db/schema/index';
import { SECRET_FIELDS } from '../plugins/idempotency-secrets';
import type { TestApp } from '../test/helper';
import { deliveredOrder, invoiceTestApp, newOwner } from '../modules/invoices/test-support';
import { newDriver } from '../modules/driver-jobs/test-support';
import { deliveredJob } from '../modules/driver-pay/test-support';

let t: TestApp;
let admin: string;
let billing: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, billing, driver } = await invoiceTestApp());
});
afterAll(async () => t.close());

/** Every text the idempotency tables hold. */
async function storedText(): Promise<string> {
  const rows = await t.db.execute(
    sql`select coalesce(body, '') as text from idempotency_keys
        union all select coalesce(result, '') from idempotency_effects`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { text: string }[];
  return list.map(({ text }) => `${text}\n${Buffer.from(text, 'base64').toString('latin1')}`).join('\n');
}

describe('POST /api/invoices replayed with one Idempotency-Key', () => {
  it('issues exactly one invoice and one email; the replay answers the same invoice and holds no secret', async () => {
    const owner = await newOwner(t);
    await deliveredOrder(
      t,
      owner.token,
      { admin, driver },
      { deliveredAt: new Date('2026-09-04T17:00:00Z') },
    );
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/invoices',
        token: billing,
        headers: { 'idempotency-key': `invoice-${owner.organizationId}` },
        payload: { organizationId: owner.organizationId, periodStart: '2026-09-01', periodEnd: '2026-09-30' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());

    const list = await t.request({
      method: 'GET',
      url: `/api/invoices?organizationId=${owner.organizationId}`,
      token: billing,
    });
    expect(list.json().invoices.map((i: { number: string }) => i.number)).toEqual([first.json().number]);
    const emails = await t.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.reference, first.json().number));
    expect(emails).toHaveLength(1);

    // No secret in the answer kept for replay: no secret field, no session, no PDF bytes.
    const names = JSON.stringify(replay.json());
    for (const field of SECRET_FIELDS) expect(names).not.toContain(`"${field}"`);
    expect(replay.body).not.toContain(billing);
    const stored = await storedText();
    expect(stored).not.toContain(billing);
    expect(stored).not.toContain('%PDF-');
  });
});

describe('a settlement PDF asked for with the week altered', () => {
  it('refuses a week that is not a Monday and answers another Monday as that week, not the issued one', async () => {
    const { token, driverId } = await newDriver(t);
    const client = (await newOwner(t)).token;
    await deliveredJob(t, { client, admin, driver: token }, new Date('2025-06-04T17:00:00Z'));
    const weekUrl = (week: string) => `/api/driver-pay/drivers/${driverId}/weeks/${week}`;
    const issued = await t.request({ method: 'POST', url: `${weekUrl('2025-06-02')}/issue`, token: admin });
    expect(issued.statusCode, issued.body).toBe(200);
    const number = issued.json().number as string;

    const tuesday = await t.request({ method: 'GET', url: `${weekUrl('2025-06-03')}/pdf`, token });
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().errors[0].path).toBe('weekStart');

    const nextWeek = await t.request({ method: 'GET', url: `${weekUrl('2025-06-09')}/pdf`, token });
    expect(nextWeek.statusCode).toBe(200);
    expect(nextWeek.headers['content-disposition']).not.toContain(number);
    expect(nextWeek.headers['content-disposition']).toContain(`draft-${driverId}-2025-06-09`);
    const truth = (await t.request({ method: 'GET', url: weekUrl('2025-06-09'), token })).json();
    expect([truth.number, truth.total, truth.lines]).toEqual([null, '0.00', []]);

    const issuedPdf = await t.request({ method: 'GET', url: `${weekUrl('2025-06-02')}/pdf`, token });
    expect(issuedPdf.headers['content-disposition']).toContain(number);
  });
});
