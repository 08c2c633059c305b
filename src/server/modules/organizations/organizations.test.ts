/**
 * Organisations through the API, with invitation emails caught by a real SMTP server in this
 * process: an owner invites, the invitee joins from the link, members of one organisation see its
 * orders and nobody else's, a viewer only looks, the link works once and for seven days, and ids
 * of other organisations or their members are refused.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizationInvitations, orders } from '../../db/schema/index';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { eventually } from '../../test/eventually';
import {
  acceptInvitation,
  invitedMember,
  inviteMember,
  newOwner,
  type Member,
} from '../../test/organization-members';
import { bookOrder, HOUSTON_BOOKING } from '../../test/orders';
import { startTestSmtp } from '../notifications/test-smtp';

const ORIGIN = 'https://medlink.example';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_BASE_URL: ORIGIN,
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => vi.useRealTimers());

const signIn = async (username: string, password: string) => {
  const r = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().sessionToken as string;
};
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();

const invite = (token: string, organizationId: number, email: string, role: string) =>
  inviteMember(t, token, organizationId, email, role);

/** The invitation token of the first email to this address, as the SMTP server received it. */
async function linkFor(email: string): Promise<string> {
  const mail = await eventually(() => smtp.received.find((m) => m.to.includes(email)));
  const match = /https:\/\/medlink\.example\/join#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

/** Invites to `role`, joins from the link emailed through SMTP, answers the member's session and ids. */
const member = (owner: Member, role: string) => invitedMember(t, owner, role, { link: linkFor });

const orderIds = async (token: string, clientId: number) => {
  const r = await t.request({ method: 'GET', url: `/api/orders/client/${clientId}?limit=100`, token });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { id: number }[]).map((o) => o.id);
};

describe('members of one organisation', () => {
  it('two bookers see each other’s orders, and no other organisation’s', async () => {
    const owner = await newOwner(t);
    const ann = await member(owner, 'booker');
    const ben = await member(owner, 'booker');
    const stranger = await newOwner(t);
    const annOrder = await bookOrder(t, ann.token);
    const benOrder = await bookOrder(t, ben.token);
    const strangerOrder = await bookOrder(t, stranger.token);

    for (const who of [ann, ben, owner]) {
      const seen = await orderIds(who.token, who.userId);
      expect(seen).toEqual(expect.arrayContaining([annOrder, benOrder]));
      expect(seen).not.toContain(strangerOrder);
    }
    expect(await orderIds(stranger.token, stranger.userId)).toEqual([strangerOrder]);

    const read = await t.request({ method: 'GET', url: `/api/orders/${benOrder}`, token: ann.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: benOrder,
      organizationId: owner.organizationId,
      clientId: ben.userId,
    });
    const foreign = await t.request({ method: 'GET', url: `/api/orders/${benOrder}`, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    // A booker cannot list another member's orders by naming them: the list is its own organisation's.
    const named = await t.request({
      method: 'GET',
      url: `/api/orders/client/${ben.userId}`,
      token: ann.token,
    });
    expect(named.statusCode).toBe(403);
  });

  it('a viewer sees the orders and cannot book, pay or cancel; the receiving desk sees none', async () => {
    const owner = await newOwner(t);
    const orderId = await bookOrder(t, owner.token);
    const viewer = await member(owner, 'viewer');
    const receiving = await member(owner, 'receiving');

    expect(await orderIds(viewer.token, viewer.userId)).toEqual([orderId]);
    const booked = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: viewer.token,
      payload: HOUSTON_BOOKING,
    });
    expect(booked.statusCode).toBe(403);
    const paid = await t.request({
      method: 'POST',
      url: '/api/test-payment',
      token: viewer.token,
      payload: { orderId },
    });
    expect(paid.statusCode).toBe(403);
    const cancelled = await t.request({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      token: viewer.token,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(403);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('pending');

    const list = await t.request({
      method: 'GET',
      url: `/api/orders/client/${receiving.userId}`,
      token: receiving.token,
    });
    expect(list.statusCode).toBe(403);
    // Reading orders is not the receiving desk's at all: refused by the route, before any order.
    const one = await t.request({ method: 'GET', url: `/api/orders/${orderId}`, token: receiving.token });
    expect(one.statusCode).toBe(403);
    const organization = await t.request({
      method: 'GET',
      url: '/api/organizations/me',
      token: receiving.token,
    });
    expect(organization.json()).toMatchObject({ myRole: 'receiving', invitations: [] });
  });

  it('the owner lists members and open invitations; a booker cannot invite or remove', async () => {
    const owner = await newOwner(t);
    const booker = await member(owner, 'booker');
    const pending = `${uniqueName('pending')}@example.com`;
    expect((await invite(owner.token, owner.organizationId, pending, 'viewer')).statusCode).toBe(201);

    const mine = (
      await t.request({ method: 'GET', url: '/api/organizations/me', token: owner.token })
    ).json();
    expect(mine.myRole).toBe('owner');
    expect(mine.members.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual(
      expect.arrayContaining([
        [owner.userId, 'owner'],
        [booker.userId, 'booker'],
      ]),
    );
    expect(mine.invitations).toEqual([expect.objectContaining({ email: pending, role: 'viewer' })]);

    const byBooker = await invite(
      booker.token,
      owner.organizationId,
      `${uniqueName('x')}@example.com`,
      'owner',
    );
    expect(byBooker.statusCode).toBe(403);
    const removeByBooker = await t.request({
      method: 'DELETE',
      url: `/api/organizations/${owner.organizationId}/members/${owner.userId}`,
      token: booker.token,
    });
    expect(removeByBooker.statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it("is emailed in the organisation's language, the role in its words", async () => {
    const owner = await newOwner(t);
    const set = await t.request({
      method: 'PUT',
      url: `/api/organizations/${owner.organizationId}/language`,
      token: owner.token,
      payload: { language: 'es' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const email = `${uniqueName('es')}@example.com`;
    expect((await invite(owner.token, owner.organizationId, email, 'viewer')).statusCode).toBe(201);
    const mail = await eventually(() => smtp.received.find((m) => m.to.includes(email)));
    expect(mail.subject).toMatch(/^Únase a Clinic .+ en MedLink$/);
    expect(mail.text).toContain('Olga Owner le invita a pedir y seguir entregas de Clinic ');
    expect(mail.text).toContain('con el rol de observador.');
  });

  it('store only the token’s hash, work once, and join with the invited role', async () => {
    const owner = await newOwner(t);
    const email = `${uniqueName('once')}@example.com`;
    expect((await invite(owner.token, owner.organizationId, email, 'booker')).statusCode).toBe(201);
    const token = await linkFor(email);
    const stored = await t.db
      .select({ tokenHash: organizationInvitations.tokenHash })
      .from(organizationInvitations)
      .where(eq(organizationInvitations.email, email));
    expect(stored).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }]);

    const preview = await t.request({ method: 'POST', url: '/api/invitations/preview', payload: { token } });
    expect(preview.json()).toMatchObject({ email, role: 'booker' });
    const first = await acceptInvitation(t, token);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user).toMatchObject({
      email,
      role: 'client',
      organizationId: owner.organizationId,
      organizationRole: 'booker',
    });
    const again = await acceptInvitation(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it('expire after seven days', async () => {
    const owner = await newOwner(t);
    const email = `${uniqueName('late')}@example.com`;
    expect((await invite(owner.token, owner.organizationId, email, 'viewer')).statusCode).toBe(201);
    const token = await linkFor(email);
    vi.useFakeTimers({ now: Date.now() + 7 * 86_400_000 + 60_000, toFake: ['Date'] });
    const late = await acceptInvitation(t, token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });

  it('refuse an address that already has an account, and a forged token', async () => {
    const owner = await newOwner(t);
    const demo = await me(await signIn(DEMO.client.username, DEMO.client.password));
    const taken = await invite(owner.token, owner.organizationId, demo.email.toUpperCase(), 'booker');
    expect(taken.statusCode).toBe(409);
    const forged = await acceptInvitation(t, 'A'.repeat(43));
    expect(forged.statusCode).toBe(400);
  });
});

describe('ids of other organisations and their members', () => {
  it('are refused: inviting into, removing from, or removing a stranger through one’s own', async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    const otherBooker = await member(other, 'booker');

    const into = await invite(owner.token, other.organizationId, `${uniqueName('x')}@example.com`, 'owner');
    expect(into.statusCode).toBe(404);
    const fromOther = await t.request({
      method: 'DELETE',
      url: `/api/organizations/${other.organizationId}/members/${otherBooker.userId}`,
      token: owner.token,
    });
    expect(fromOther.statusCode).toBe(404);
    const forgedMember = await t.request({
      method: 'DELETE',
      url: `/api/organizations/${owner.organizationId}/members/${otherBooker.userId}`,
      token: owner.token,
    });
    expect(forgedMember.statusCode).toBe(404);
    // The stranger's booker is still in its organisation, and still signed in.
    expect((await me(otherBooker.token)).organizationId).toBe(other.organizationId);
  });

  it('the last owner cannot be removed; a removed member is signed out and sees nothing', async () => {
    const owner = await newOwner(t);
    const booker = await member(owner, 'booker');
    const orderId = await bookOrder(t, booker.token);
    const last = await t.request({
      method: 'DELETE',
      url: `/api/organizations/${owner.organizationId}/members/${owner.userId}`,
      token: owner.token,
    });
    expect(last.statusCode).toBe(409);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/organizations/${owner.organizationId}/members/${booker.userId}`,
      token: owner.token,
    });
    expect(removed.statusCode).toBe(204);
    const stale = await t.request({ method: 'GET', url: `/api/orders/${orderId}`, token: booker.token });
    expect(stale.statusCode).toBe(401);
    // The order stays the organisation's.
    expect(await orderIds(owner.token, owner.userId)).toEqual([orderId]);
  });
});
