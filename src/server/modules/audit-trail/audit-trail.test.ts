/**
 * The audit screen's API (decision 045): reads and writes of one order in one timeline, filtered by
 * person, order, action and time, paged, and exported as CSV; an account that reads unusually many
 * orders raises one alert, which dispatch sees and acknowledges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessAlert, auditEvent } from '@domain/audit-trail';
import { uniqueName, type TestApp } from '../../test/helper';
import { bookOrder } from '../../test/orders';
import { driverTestApp } from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';
import { scanForAlerts } from './alerts';

let t: TestApp;
let admin: string;
let client: string;
let clientId: number;
let orderId: number;

beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  clientId = (await t.request({ method: 'GET', url: '/api/auth/me', token: client })).json().id;
  orderId = await bookOrder(t, client);
  expect((await t.request({ method: 'GET', url: `/api/orders/${orderId}`, token: client })).statusCode).toBe(
    200,
  );
  expect((await t.request({ method: 'GET', url: `/api/orders/${orderId}`, token: admin })).statusCode).toBe(
    200,
  );
});
afterAll(async () => t.close());

const audit = async (query: string, token = admin) => {
  const r = await t.request({ method: 'GET', url: `/api/admin/audit?${query}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return {
    events: r.json().map((e: unknown) => auditEvent.parse(e)) as ReturnType<typeof auditEvent.parse>[],
    cursor: r.headers['x-next-cursor'] as string | undefined,
  };
};

describe('the timeline', () => {
  it("shows one order's reads and writes together, newest first", async () => {
    const { events } = await audit(`orderId=${orderId}`);
    const kinds = events.map((e) => `${e.kind}:${e.action}:${e.userId}`);
    expect(kinds).toContain(`write:order_created:${clientId}`);
    expect(events.filter((e) => e.kind === 'read' && e.route === 'GET /api/orders/:id')).toHaveLength(2);
    expect(events.every((e) => e.orderIds.includes(orderId))).toBe(true);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const read = events.find((e) => e.kind === 'read' && e.userId === clientId)!;
    expect(read).toMatchObject({ role: 'client', fields: ['contacts', 'item'], details: null });
    expect(read.userName).toBeTruthy();
  });

  it('filters by person, action and kind', async () => {
    const mine = await audit(`orderId=${orderId}&userId=${clientId}`);
    expect(mine.events.length).toBeGreaterThan(0);
    expect(mine.events.every((e) => e.userId === clientId)).toBe(true);
    const created = await audit(`action=order_created&orderId=${orderId}`);
    expect(created.events.map((e) => e.action)).toEqual(['order_created']);
    const reads = await audit(`kind=read&orderId=${orderId}`);
    expect(reads.events.every((e) => e.kind === 'read')).toBe(true);
    const none = await audit(`orderId=${orderId}&to=2000-01-01`);
    expect(none.events).toEqual([]);
  });

  it('pages without losing or repeating an event', async () => {
    const all = (await audit(`orderId=${orderId}&limit=500`)).events;
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await audit(
        `orderId=${orderId}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.events.map((e) => `${e.kind}${e.id}`));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => `${e.kind}${e.id}`));
  });

  it('names a bad filter', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/admin/audit?action=DROP%20TABLE', token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/action/);
  });
});

describe('the CSV', () => {
  it('holds every match with a header, and records who exported it', async () => {
    const r = await t.request({
      method: 'GET',
      url: `/api/admin/audit/export?orderId=${orderId}`,
      token: admin,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="medlink-audit-/);
    const lines = r.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'When (UTC),Read or write,Action,User id,User,Role,Orders,Fields read,Route,Address,Details',
    );
    const { events } = await audit(`orderId=${orderId}&limit=500`);
    expect(lines).toHaveLength(events.length + 1);
    const number = `ML-${String(orderId).padStart(4, '0')}`;
    expect(lines.slice(1).every((line) => line.includes(number))).toBe(true);
    const exported = await audit('action=audit_exported&limit=1');
    expect(exported.events[0]!.details).toMatchObject({ rows: events.length, truncated: false });
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const username = uniqueName('formula');
    const registered = await t.signUp({
      username,
      email: `${username}@example.com`,
      password: 'Test-pass-1',
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Smith',
      role: 'client',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = await bookOrder(t, registered.json().sessionToken);
    const r = await t.request({ method: 'GET', url: `/api/admin/audit/export?orderId=${id}`, token: admin });
    expect(r.body).toContain(`'=HYPERLINK`);
    expect(r.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe('unusual reading', () => {
  it('raises one alert past the threshold, shown to dispatch until acknowledged', async () => {
    const reader = await signUp(t, 'client');
    const ids = [
      await bookOrder(t, reader.token),
      await bookOrder(t, reader.token),
      await bookOrder(t, reader.token),
    ];
    for (const id of ids) await t.request({ method: 'GET', url: `/api/orders/${id}`, token: reader.token });
    const settings = { orders: 2, windowMinutes: 60 };
    expect(await scanForAlerts(t.db, settings)).toBeGreaterThanOrEqual(1);
    // A second scan in the same window raises nothing new for the same account.
    await scanForAlerts(t.db, settings);
    const open = await t.request({ method: 'GET', url: '/api/admin/access-alerts?open=true', token: admin });
    const mine = open
      .json()
      .map((a: unknown) => accessAlert.parse(a))
      .filter((a: { userId: number }) => a.userId === reader.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ orderCount: 3, threshold: 2, windowMinutes: 60, acknowledgedAt: null });

    const ack = await t.request({
      method: 'POST',
      url: `/api/admin/access-alerts/${mine[0].id}/acknowledge`,
      token: admin,
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().acknowledgedAt).toBeTruthy();
    const after = await t.request({ method: 'GET', url: '/api/admin/access-alerts?open=true', token: admin });
    expect(after.json().some((a: { id: number }) => a.id === mine[0].id)).toBe(false);
  });

  it('raises none under the threshold', async () => {
    const quiet = await signUp(t, 'client');
    const id = await bookOrder(t, quiet.token);
    await t.request({ method: 'GET', url: `/api/orders/${id}`, token: quiet.token });
    await scanForAlerts(t.db, { orders: 5, windowMinutes: 60 });
    const all = await t.request({ method: 'GET', url: '/api/admin/access-alerts', token: admin });
    expect(all.json().some((a: { userId: number }) => a.userId === quiet.userId)).toBe(false);
  });
});
