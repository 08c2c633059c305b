/**
 * Every piece at every hand-over, through the driver's API: a step that leaves a piece out is
 * refused naming it, a label of another order is refused naming it, and an exception lets the step
 * complete while it opens a discrepancy, tells dispatch and the client at once, and lands in the
 * custody chain, which still verifies. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDiscrepancies, trackingEvents, webhookDeliveries } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { handOverProof, pieceLabels } from '../../test/orders';
import { connectLive, type LiveClient } from '../../realtime/test-client';
import { accept, newDriver, openJob, statusOf, step, type TestDriver } from '../driver-jobs/test-support';

let t: TestApp;
let admin: string;
let client: string;
let wsUrl: string;

const THREE = { pieces: [{ kind: 'bag' }, { kind: 'bag' }, { kind: 'tote' }] };
const PHOTO = `data:image/jpeg;base64,/9j/${'A'.repeat(400)}`;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000', WEBHOOK_ALLOW_PRIVATE: 'true' });
  [admin, client] = await Promise.all([
    t.login(DEMO.admin.username, DEMO.admin.password),
    t.login(DEMO.client.username, DEMO.client.password),
  ]);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  const hook = await t.request({
    method: 'POST',
    url: '/api/webhooks',
    token: admin,
    payload: { url: 'http://127.0.0.1:9/hooks', events: ['piece.scanned', 'order.discrepancy'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
}, 60_000);
afterAll(async () => t?.close());

/** A 3-piece job accepted by a new driver, at the pickup. */
async function jobAtPickup(): Promise<{ id: number; d: TestDriver; labels: string[] }> {
  const d = await newDriver(t);
  const id = await openJob(t, client, admin, THREE);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
  return { id, d, labels: await pieceLabels(t, id) };
}

const handOver = (token: string, id: number, status: string, body: Record<string, unknown>) =>
  t.request({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    token,
    payload: { status, proof: handOverProof(status), ...body },
  });

const custody = async (id: number) =>
  (await t.request({ url: `/api/orders/${id}/custody`, token: client })).json();

describe('scanning every piece at pickup', () => {
  it('refuses a pickup with 2 of 3 pieces scanned, naming the third, and writes nothing', async () => {
    const { id, d, labels } = await jobAtPickup();
    const r = await handOver(d.token, id, 'pickup_complete', { scans: labels.slice(0, 2) });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'PIECE_NOT_SCANNED', missing: [labels[2]] });
    expect(r.json().message).toContain(labels[2]);
    expect(r.json().message).toContain('piece 3 of 3');
    expect(await statusOf(t, id)).toBe('pickup_scheduled');
    const kinds = (await custody(id)).entries.map((e: { kind: string }) => e.kind);
    expect(kinds).not.toContain('piece_scanned');

    // No scans at all is the same refusal, naming all three.
    const none = await handOver(d.token, id, 'pickup_complete', {});
    expect(none.statusCode).toBe(409);
    expect(none.json().missing).toEqual(labels);
  });

  it("refuses another order's label or an invented one, naming it", async () => {
    const { id, d, labels } = await jobAtPickup();
    const other = await openJob(t, client, admin);
    const [foreign] = await pieceLabels(t, other);
    for (const wrong of [foreign!, 'ML-9999-1-ABCDEF']) {
      const r = await handOver(d.token, id, 'pickup_complete', { scans: [...labels, wrong] });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'PIECE_UNKNOWN', unexpected: [wrong] });
      expect(r.json().message).toContain(wrong);
    }
    // An exception naming no piece of the order is no way around it.
    const r = await handOver(d.token, id, 'pickup_complete', {
      scans: labels.slice(0, 2),
      exceptions: [{ piece: foreign, reason: 'missing', note: 'not on the bench' }],
    });
    expect(r.statusCode).toBe(409);
    expect(await statusOf(t, id)).toBe('pickup_scheduled');
  });

  it('refuses an exception without its reason or note, naming the field', async () => {
    const { id, d, labels } = await jobAtPickup();
    for (const exception of [
      { piece: labels[2], reason: 'lost', note: 'not on the bench' },
      { piece: labels[2], reason: 'missing' },
    ]) {
      const r = await handOver(d.token, id, 'pickup_complete', {
        scans: labels.slice(0, 2),
        exceptions: [exception],
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].path).toMatch(/^exceptions/);
    }
  });

  it('accepts the third as an exception: dispatch and the client hear at once, a discrepancy opens, the chain records each piece and verifies', async () => {
    const { id, d, labels } = await jobAtPickup();
    const sockets: LiveClient[] = [];
    try {
      for (const token of [admin, client]) {
        sockets.push(await connectLive(wsUrl, { authorization: `Bearer ${token}` }));
      }
      // Typed in lower case with a leading '#', as a driver might: it is the same label.
      const r = await handOver(d.token, id, 'pickup_complete', {
        scans: [labels[0], `#${labels[1]!.toLowerCase()}`],
        exceptions: [{ piece: labels[2], reason: 'damaged', note: 'Tote lid cracked', photo: PHOTO }],
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().status).toBe('pickup_complete');

      for (const socket of sockets) {
        const frame = await socket.next(
          (f) => f.type === 'tracking_update' && (f.event as { alert?: string }).alert !== undefined,
        );
        expect(frame).toMatchObject({
          event: { orderId: id, alertTitle: 'Piece exception', alert: expect.stringContaining(labels[2]!) },
        });
        expect((frame.event as { alert: string }).alert).toMatch(
          /Piece 3 of 3 .* damaged at pickup: Tote lid cracked/,
        );
      }
    } finally {
      sockets.forEach((s) => s.close());
    }

    const [discrepancy] = await t.db
      .select()
      .from(orderDiscrepancies)
      .where(eq(orderDiscrepancies.orderId, id));
    expect(discrepancy).toMatchObject({ source: 'pickup', resolvedAt: null, openedBy: d.userId });
    const [stored] = discrepancy!.exceptions as Record<string, unknown>[];
    expect(stored).toMatchObject({ piece: labels[2], reason: 'damaged', note: 'Tote lid cracked' });
    // The photo is kept sealed, not as sent, and answered with the chain to those who may see it.
    expect(JSON.stringify(discrepancy)).not.toContain(PHOTO.slice(30));
    const kept = await t.db
      .select({ proof: trackingEvents.proof })
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, id));
    expect(JSON.stringify(kept)).not.toContain(PHOTO.slice(30));

    const chain = await custody(id);
    expect(chain.verification, JSON.stringify(chain.verification)).toMatchObject({ valid: true });
    const kinds: string[] = chain.entries.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(-4)).toEqual(['piece_scanned', 'piece_scanned', 'piece_exception', 'pickup_complete']);
    const pieceEntries = chain.entries.slice(-4, -1);
    expect(pieceEntries.map((e: { content: { piece: string } }) => e.content.piece)).toEqual(labels);
    expect(pieceEntries[2].photo).toBe(PHOTO);
    expect(pieceEntries[2]).toMatchObject({
      actor: { id: d.userId, role: 'driver' },
      content: {
        step: 'pickup',
        reason: 'damaged',
        note: 'Tote lid cracked',
        photoSha256: expect.any(String),
      },
    });

    const hooks = await t.db
      .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.orderId, id)));
    expect(hooks.filter((h) => h.event === 'piece.scanned')).toHaveLength(2);
    const opened = hooks.find((h) => h.event === 'order.discrepancy');
    expect(opened?.payload).toMatchObject({
      data: { source: 'pickup', exceptions: [{ piece: { label: labels[2] }, reason: 'damaged' }] },
    });

    // At delivery the same rule: the damaged tote is scanned again, the bags too.
    expect((await step(t, d.token, id, 'in_transit')).statusCode).toBe(200);
    const short = await handOver(d.token, id, 'delivered', { scans: [labels[0]] });
    expect(short.statusCode).toBe(409);
    expect(short.json().missing).toEqual(labels.slice(1));
    const delivered = await handOver(d.token, id, 'delivered', { scans: labels });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const after = await custody(id);
    expect(after.verification.valid).toBe(true);
    expect(after.entries.filter((e: { kind: string }) => e.kind === 'piece_scanned')).toHaveLength(5);
  });
});
