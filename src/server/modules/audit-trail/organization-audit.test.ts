/**
 * An organisation owner's audit trail (decision 066): the reads and writes of its own orders, the
 * same filters and CSV as dispatch's, scoped by the session. Lied to, the server gives nothing of
 * another organisation: not its orders (even read in the same list), not its trail by id, and
 * nothing to a booker or viewer. People outside the organisation show by first name and role.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, type AuditEvent } from '@domain/audit-trail';
import { displayNumber } from '@domain/display';
import type { TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { driverTestApp } from '../driver-jobs/test-support';
import { signUp, type Person } from '../messages/test-support';

let t: TestApp;
let admin: string;
let adminId: number;
let adminFirstName: string;
/** A fresh organisation: its owner, a booker and a viewer. */
let owner: Person;
let booker: Person;
let viewer: Person;
let organizationId: number;
let otherOrganizationId: number;
/** Booked by the booker (the organisation's), and by another organisation's client. */
let ownOrder: number;
let otherOrder: number;

const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();

async function joinAs(person: Person, role: 'booker' | 'viewer') {
  await t.db.execute(sql`update users set organization_id = ${organizationId}, organization_role = ${role}
    where id = ${person.userId}`);
}

beforeAll(async () => {
  ({ t, admin } = await driverTestApp());
  ({ id: adminId, firstName: adminFirstName } = await me(admin));
  owner = await signUp(t, 'client');
  organizationId = (await me(owner.token)).organizationId;
  booker = await signUp(t, 'client');
  viewer = await signUp(t, 'client');
  await joinAs(booker, 'booker');
  await joinAs(viewer, 'viewer');
  const stranger = await signUp(t, 'client');
  otherOrganizationId = (await me(stranger.token)).organizationId;
  ownOrder = await bookOrder(t, booker.token);
  otherOrder = await bookOrder(t, stranger.token);
  // Dispatch reads the order, lists both organisations' orders in one answer, and moves it.
  for (const url of [`/api/orders/${ownOrder}`, '/api/orders?limit=100', `/api/orders/${otherOrder}`])
    expect((await t.request({ method: 'GET', url, token: admin })).statusCode, url).toBe(200);
  const confirmed = await patchOrder(t, admin, ownOrder, 'confirmed');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});
afterAll(async () => t.close());

const base = (id = organizationId) => `/api/organizations/${id}/audit`;

async function ownerAudit(query: string, token = owner.token): Promise<AuditEvent[]> {
  const r = await t.request({ method: 'GET', url: `${base()}?${query}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().map((e: unknown) => auditEvent.parse(e));
}

describe("an owner's audit trail", () => {
  it("holds its order's reads and writes, and nothing of another organisation's order", async () => {
    const events = await ownerAudit('limit=500');
    expect(events.map((e) => `${e.kind}:${e.action}:${e.userId}`)).toContain(
      `write:order_created:${booker.userId}`,
    );
    expect(events.some((e) => e.kind === 'read' && e.userId === adminId)).toBe(true);
    // Dispatch's list named both orders in one entry; the owner sees only its own in it.
    expect(events.some((e) => e.route === 'GET /api/orders')).toBe(true);
    for (const event of events) expect(event.orderIds).toEqual([ownOrder]);
  });

  it('filters to one order, a person, an action and a time', async () => {
    const one = await ownerAudit(`orderId=${ownOrder}&limit=500`);
    expect(one.length).toBeGreaterThan(2);
    const byBooker = await ownerAudit(`orderId=${ownOrder}&userId=${booker.userId}`);
    expect(byBooker.length).toBeGreaterThan(0);
    expect(byBooker.every((e) => e.userId === booker.userId)).toBe(true);
    expect((await ownerAudit(`action=order_created`)).map((e) => e.orderIds)).toEqual([[ownOrder]]);
    expect(await ownerAudit(`orderId=${ownOrder}&to=2000-01-01`)).toEqual([]);
    const actions = await t.request({ method: 'GET', url: `${base()}/actions`, token: owner.token });
    expect(actions.json()).toContain('order_created');
  });

  it('shows its members in full, and people outside it by first name and role only', async () => {
    const events = await ownerAudit(`orderId=${ownOrder}&limit=500`);
    const created = events.find((e) => e.action === 'order_created')!;
    expect(created.userName).toMatch(/^Casey \S+/);
    const staff = events.filter((e) => e.userId === adminId);
    expect(staff.length).toBeGreaterThanOrEqual(2);
    for (const event of staff) {
      expect(event).toMatchObject({ userName: adminFirstName, role: 'admin', ipAddress: null });
      expect(Object.keys(event.details ?? {}).every((key) => key === 'from' || key === 'to')).toBe(true);
    }
    // Dispatch itself sees the whole line.
    const whole = await t.request({
      method: 'GET',
      url: `/api/admin/audit?orderId=${ownOrder}&userId=${adminId}&kind=read`,
      token: admin,
    });
    expect(whole.json()[0].userName).not.toBe(adminFirstName);
  });
});

describe('lied to', () => {
  it("answers another organisation's order with nothing, in the list and the CSV", async () => {
    expect(await ownerAudit(`orderId=${otherOrder}`)).toEqual([]);
    const csv = await t.request({
      method: 'GET',
      url: `${base()}/export?orderId=${otherOrder}`,
      token: owner.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
  });

  it("answers another organisation's id 404, whatever the filters", async () => {
    for (const path of ['', '/export', '/actions']) {
      const r = await t.request({
        method: 'GET',
        url: `${base(otherOrganizationId)}${path}?orderId=${otherOrder}`,
        token: owner.token,
      });
      expect(r.statusCode, path).toBe(404);
      expect(r.body).not.toContain(displayNumber(otherOrder));
    }
  });

  it("refuses the organisation's booker and viewer", async () => {
    for (const token of [booker.token, viewer.token])
      for (const path of ['', '/export', '/actions'])
        expect((await t.request({ method: 'GET', url: `${base()}${path}`, token })).statusCode).toBe(403);
  });
});

describe("the owner's CSV", () => {
  it("holds that order's lines only, and is itself on dispatch's trail", async () => {
    const r = await t.request({
      method: 'GET',
      url: `${base()}/export?orderId=${ownOrder}`,
      token: owner.token,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    const lines = r.body.trim().split('\r\n');
    const events = await ownerAudit(`orderId=${ownOrder}&limit=500`);
    expect(lines).toHaveLength(events.length + 1);
    for (const line of lines.slice(1)) {
      expect(line).toContain(displayNumber(ownOrder));
      expect(line).not.toContain(displayNumber(otherOrder));
    }
    const exported = await t.request({
      method: 'GET',
      url: `/api/admin/audit?action=audit_exported&userId=${owner.userId}&limit=1`,
      token: admin,
    });
    expect(exported.json()[0].details).toMatchObject({ rows: events.length, truncated: false });
  });
});
