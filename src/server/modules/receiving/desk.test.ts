/**
 * The receiving desk of a delivery organisation, through the API (PGlite, and PostgreSQL when
 * DATABASE_URL is set): a booker names a receiving site from the directory; the site's receiving
 * staff see the order inbound and check in 2 of its 3 pieces, which opens a discrepancy that
 * reaches a webhook receiver signed; dispatch resolves it with a note; the custody record and its
 * certificate still verify. Anyone who is not that desk is refused.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { eventually } from '../../test/eventually';
import { pieceLabels } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { acceptedJob, openJob, step } from '../driver-jobs/test-support';
import { startTestSmtp } from '../notifications/test-smtp';
import { invitedMember, newOwner, receivingSite, type Member } from './test-support';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let admin: string;
let receiver: Server;
const received: { signature: string; raw: string; body: { event: string; order: { id: number } } }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['x-medlink-signature']),
        raw,
        body: JSON.parse(raw),
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_BASE_URL: 'https://medlink.example',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_POLL_MS: '100',
  });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const THREE = [{ kind: 'bag' }, { kind: 'bag' }, { kind: 'cooler' }];

const checkIn = (token: string, id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/orders/${id}/check-in`, token, payload });
const inbound = async (token: string) => {
  const r = await t.request({ url: '/api/receiving/inbound', token });
  return {
    status: r.statusCode,
    ids: r.statusCode === 200 ? (r.json() as { id: number }[]).map((o) => o.id) : [],
  };
};

/** A booker of its own organisation sends `pieces` to the site; the order is delivered. */
async function deliveredTo(site: number, booker: Member, pieces: unknown[] = THREE) {
  const { id, d } = await acceptedJob(t, booker.token, admin, { pieces, deliveryOrganizationId: site });
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  }
  return { id, labels: await pieceLabels(t, id) };
}

describe('a receiving desk of the delivery organisation', () => {
  it('checks in 2 of 3, dispatch hears of it and resolves it, and the chain and certificate verify', async () => {
    const hook = await t.request({
      method: 'POST',
      url: '/api/webhooks',
      token: admin,
      payload: {
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
        events: ['order.discrepancy'],
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const secret = hook.json().secret as string;

    const site = await receivingSite(t, smtp);
    const booker = await newOwner(t, 'Clinic');
    const directory = await t.request({ url: '/api/receiving-sites', token: booker.token });
    expect(directory.json()).toContainEqual(expect.objectContaining({ id: site.organizationId }));

    const onTheWay = await openJob(t, booker.token, admin, {
      pieces: THREE,
      deliveryOrganizationId: site.organizationId,
    });
    const read = await t.request({ url: `/api/orders/${onTheWay}`, token: booker.token });
    expect(read.json().deliveryOrganizationId).toBe(site.organizationId);
    const listed = await t.request({ url: '/api/receiving/inbound', token: site.desk.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: onTheWay, status: 'confirmed', pieceCount: 3, checkedIn: 0 }),
    ]);

    const { id, labels } = await deliveredTo(site.organizationId, booker);
    const r = await checkIn(site.desk.token, id, { scans: [labels[0], labels[1]] });
    expect(r.statusCode, r.body).toBe(200);
    const discrepancy = r.json().discrepancy;
    expect(discrepancy).toMatchObject({ missing: [labels[2]], unexpected: [] });

    // The webhook reaches its receiver, signed with the endpoint's secret.
    const delivery = await eventually(() =>
      received.find((d) => d.body.event === 'order.discrepancy' && d.body.order.id === id),
    );
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${ts}.${delivery.raw}`).digest('hex'));

    const open = await t.request({ url: `/api/discrepancies?orderId=${id}`, token: admin });
    expect(open.json()).toEqual([expect.objectContaining({ id: discrepancy.id, source: 'check_in' })]);
    const resolved = await t.request({
      method: 'POST',
      url: `/api/discrepancies/${discrepancy.id}/resolve`,
      token: admin,
      payload: { resolution: 'Bag 3 found in the van, brought back at 14:10' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ resolution: 'Bag 3 found in the van, brought back at 14:10' });
    const again = await t.request({
      method: 'POST',
      url: `/api/discrepancies/${discrepancy.id}/resolve`,
      token: admin,
      payload: { resolution: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect((await t.request({ url: `/api/discrepancies?orderId=${id}`, token: admin })).json()).toEqual([]);

    const chain = (await t.request({ url: `/api/orders/${id}/custody`, token: booker.token })).json();
    expect(chain.verification, JSON.stringify(chain.verification)).toMatchObject({ valid: true });
    const kinds = chain.entries.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(-4)).toEqual([
      'piece_checked_in',
      'piece_checked_in',
      'discrepancy_opened',
      'discrepancy_resolved',
    ]);
    const certificate = await t.request({ url: `/api/orders/${id}/custody/pdf`, token: booker.token });
    const text = pdfText(certificate.rawPayload).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Verified: all');
    expect(text).toContain('Discrepancy resolved by dispatch: Bag 3 found in the van');
    // Once every piece is in, the order leaves the desk's list.
    expect((await checkIn(site.desk.token, id, { scans: [labels[2]] })).json().discrepancy).toBeUndefined();
    expect((await inbound(site.desk.token)).ids).toEqual([onTheWay]);
  });

  it('is refused to everyone else: another desk, the booking organisation, a booker of the site', async () => {
    const site = await receivingSite(t, smtp);
    const other = await receivingSite(t, smtp);
    const booker = await newOwner(t, 'Clinic');
    const siteBooker = await invitedMember(t, smtp, site.owner, 'booker');
    const { id, labels } = await deliveredTo(site.organizationId, booker);

    // Another receiving site's desk and owner: the order does not exist for them.
    for (const outsider of [other.desk, other.owner]) {
      expect((await checkIn(outsider.token, id, { scans: labels })).statusCode).toBe(404);
      expect((await inbound(outsider.token)).ids).not.toContain(id);
    }
    // The booking organisation sees the order, and is not its desk.
    const booking = await checkIn(booker.token, id, { scans: labels });
    expect(booking.statusCode).toBe(403);
    expect(booking.json().message).toMatch(/receiving desk/);
    // The site's booker is no desk role: refused before the order is even looked at.
    expect((await checkIn(siteBooker.token, id, { scans: labels })).statusCode).toBe(403);
    expect((await inbound(siteBooker.token)).status).toBe(403);
    // Nothing of it was checked in; the site's owner (a desk role) sees it and may.
    expect((await inbound(site.owner.token)).ids).toContain(id);
    expect((await checkIn(site.owner.token, id, { scans: labels })).statusCode).toBe(200);
  });
});

describe('naming the receiving site at booking', () => {
  it('takes only a listed site: another id is 400 naming deliveryOrganizationId, with nothing booked', async () => {
    const unlisted = await newOwner(t, 'Hidden Lab');
    const booker = await newOwner(t, 'Clinic');
    const book = (deliveryOrganizationId: unknown) =>
      t.request({
        method: 'POST',
        url: '/api/orders',
        token: booker.token,
        payload: {
          serviceType: 'laboratory_sample',
          pickupAddress: '6565 Fannin St, Houston, TX 77030',
          deliveryAddress: '1200 Main St, Houston, TX 77002',
          itemDescription: 'Blood samples',
          deliveryOrganizationId,
        },
      });
    const before = (
      await t.db.select({ id: orders.id }).from(orders).where(eq(orders.clientId, booker.userId))
    ).length;
    for (const bad of [unlisted.organizationId, 9_999_999, '1', 1.5]) {
      const r = await book(bad);
      expect(r.statusCode, String(bad)).toBe(400);
      expect(r.json().errors[0].path).toBe('deliveryOrganizationId');
    }
    const after = (
      await t.db.select({ id: orders.id }).from(orders).where(eq(orders.clientId, booker.userId))
    ).length;
    expect(after).toBe(before);

    // Listed by its owner, it is in the directory and may be named; unlisted, no longer.
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/organizations/${unlisted.organizationId}/receiving-site`,
          token: unlisted.token,
          payload: { receivingSite: true },
        })
      ).json().organization.receivingSite,
    ).toBe(true);
    expect((await book(unlisted.organizationId)).statusCode).toBe(201);
    await t.request({
      method: 'PUT',
      url: `/api/organizations/${unlisted.organizationId}/receiving-site`,
      token: unlisted.token,
      payload: { receivingSite: false },
    });
    const directory = (await t.request({ url: '/api/receiving-sites', token: booker.token })).json();
    expect(directory.map((s: { id: number }) => s.id)).not.toContain(unlisted.organizationId);
    expect((await book(unlisted.organizationId)).statusCode).toBe(400);
  });

  it('is listed by an owner only: another organisation is 404, a booker 403', async () => {
    const owner = await newOwner(t, 'Lab');
    const stranger = await newOwner(t, 'Clinic');
    const booker = await invitedMember(t, smtp, owner, 'booker');
    const put = (token: string, id: number) =>
      t.request({
        method: 'PUT',
        url: `/api/organizations/${id}/receiving-site`,
        token,
        payload: { receivingSite: true },
      });
    expect((await put(stranger.token, owner.organizationId)).statusCode).toBe(404);
    expect((await put(booker.token, owner.organizationId)).statusCode).toBe(403);
    const bad = await t.request({
      method: 'PUT',
      url: `/api/organizations/${owner.organizationId}/receiving-site`,
      token: owner.token,
      payload: { receivingSite: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('receivingSite');
  });
});
