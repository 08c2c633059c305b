/**
 * The receiving desk through the API: a 3-piece order that cannot be picked up with 2 scanned, an
 * exception for the third that tells dispatch and lands in the chain, a check-in of 2 of 3 that
 * opens a discrepancy for dispatch, and a custody record (and certificate) that still verifies
 * after all of it. The inbound list shows what is on its way, piece by piece. PGlite, and
 * PostgreSQL when DATABASE_URL is set.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDiscrepancies, orderPieces } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { handOverProof, pieceLabels } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { connectLive, type LiveClient } from '../../realtime/test-client';
import { accept, newDriver, openJob, step, type TestDriver } from '../driver-jobs/test-support';

let t: TestApp;
let admin: string;
let client: string;
let wsUrl: string;

const THREE = { pieces: [{ kind: 'bag' }, { kind: 'bag' }, { kind: 'cooler' }] };

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
  [admin, client] = await Promise.all([
    t.login(DEMO.admin.username, DEMO.admin.password),
    t.login(DEMO.client.username, DEMO.client.password),
  ]);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
}, 60_000);
afterAll(async () => t?.close());

const handOver = (token: string, id: number, status: string, body: Record<string, unknown>) =>
  t.request({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    token,
    payload: { status, proof: handOverProof(status), ...body },
  });

const checkIn = (id: number, scans: unknown, token = admin) =>
  t.request({ method: 'POST', url: `/api/orders/${id}/check-in`, token, payload: { scans } });

const custody = async (id: number) =>
  (await t.request({ url: `/api/orders/${id}/custody`, token: client })).json();

async function deliveredJob(): Promise<{ id: number; d: TestDriver; labels: string[] }> {
  const d = await newDriver(t);
  const id = await openJob(t, client, admin, THREE);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  }
  return { id, d, labels: await pieceLabels(t, id) };
}

describe('a 3-piece order from pickup to check-in', () => {
  it('is refused with 2 scanned, accepted with an exception for the third, and a check-in of 2 of 3 opens a discrepancy; the chain and certificate verify', async () => {
    const d = await newDriver(t);
    const id = await openJob(t, client, admin, THREE);
    expect((await accept(t, d.token, id)).statusCode).toBe(200);
    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    const labels = await pieceLabels(t, id);

    const short = await handOver(d.token, id, 'pickup_complete', { scans: labels.slice(0, 2) });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'PIECE_NOT_SCANNED', missing: [labels[2]] });

    const dispatch: LiveClient = await connectLive(wsUrl, { authorization: `Bearer ${admin}` });
    try {
      const excepted = await handOver(d.token, id, 'pickup_complete', {
        scans: labels.slice(0, 2),
        exceptions: [{ piece: labels[2], reason: 'missing', note: 'Not on the lab bench' }],
      });
      expect(excepted.statusCode, excepted.body).toBe(200);
      const alert = await dispatch.next(
        (f) =>
          f.type === 'tracking_update' &&
          (f.event as { orderId: number; alert?: string }).orderId === id &&
          (f.event as { alert?: string }).alert !== undefined,
      );
      expect((alert.event as { alert: string }).alert).toMatch(/Piece 3 of 3 .* missing at pickup/);
    } finally {
      dispatch.close();
    }
    expect((await step(t, d.token, id, 'in_transit')).statusCode).toBe(200);
    const delivered = await handOver(d.token, id, 'delivered', {
      scans: labels.slice(0, 2),
      exceptions: [{ piece: labels[2], reason: 'missing', note: 'Never picked up' }],
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const r = await checkIn(id, labels.slice(0, 2));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().discrepancy).toMatchObject({ missing: [labels[2]], unexpected: [] });
    expect(r.json().pieces.map((p: { checkedInAt: string | null }) => p.checkedInAt !== null)).toEqual([
      true,
      true,
      false,
    ]);
    const opened = await t.db
      .select()
      .from(orderDiscrepancies)
      .where(eq(orderDiscrepancies.orderId, id))
      .orderBy(asc(orderDiscrepancies.id));
    expect(opened.map((o) => o.source)).toEqual(['pickup', 'delivery', 'check_in']);
    expect(opened[2]).toMatchObject({ missing: [labels[2]], unexpected: [], resolvedAt: null });

    const chain = await custody(id);
    expect(chain.verification, JSON.stringify(chain.verification)).toMatchObject({ valid: true });
    const pieceKinds = chain.entries
      .filter((e: { kind: string }) => e.kind.startsWith('piece_') || e.kind === 'discrepancy_opened')
      .map((e: { kind: string; content: { piece?: string } }) => `${e.kind} ${e.content.piece ?? ''}`.trim());
    expect(pieceKinds).toEqual([
      `piece_scanned ${labels[0]}`,
      `piece_scanned ${labels[1]}`,
      `piece_exception ${labels[2]}`,
      `piece_scanned ${labels[0]}`,
      `piece_scanned ${labels[1]}`,
      `piece_exception ${labels[2]}`,
      `piece_checked_in ${labels[0]}`,
      `piece_checked_in ${labels[1]}`,
      'discrepancy_opened',
    ]);
    const certificate = await t.request({ url: `/api/orders/${id}/custody/pdf`, token: client });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toContain('application/pdf');
    // Every piece's path, from its label to its check-in, with the exceptions on the way.
    const text = pdfText(certificate.rawPayload).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Verified: all');
    expect(text).toContain(`Piece 1 of 3 (bag) ${labels[0]}`);
    expect(text).toContain('labelled > scanned at pickup > scanned at delivery > checked in');
    expect(text).toContain(`Piece 3 of 3 (cooler) ${labels[2]}`);
    expect(text).toContain(
      'labelled > missing at pickup: Not on the lab bench > missing at delivery: Never picked up > not checked in',
    );
    expect(text).toMatch(/Discrepancy at check-in for dispatch: missing ML-/);
  });
});

describe('POST /api/orders/{id}/check-in', () => {
  it('answers 200 without a discrepancy when every piece is there, in any case and order', async () => {
    const { id, labels } = await deliveredJob();
    const r = await checkIn(id, [labels[2], labels[0]!.toLowerCase(), labels[1]]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().discrepancy).toBeUndefined();
    const rows = await t.db.select().from(orderPieces).where(eq(orderPieces.orderId, id));
    expect(rows.every((p) => p.checkedInAt !== null)).toBe(true);
    expect(await t.db.select().from(orderDiscrepancies).where(eq(orderDiscrepancies.orderId, id))).toEqual(
      [],
    );
  });

  it('names an unexpected label, and counts pieces checked in before as there', async () => {
    const { id, labels } = await deliveredJob();
    const first = await checkIn(id, [labels[0], 'ML-9999-1-ABCDEF']);
    expect(first.json().discrepancy).toMatchObject({
      missing: [labels[1], labels[2]],
      unexpected: ['ML-9999-1-ABCDEF'],
    });
    const rest = await checkIn(id, [labels[1], labels[2]]);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().discrepancy).toBeUndefined();
    expect((await custody(id)).verification.valid).toBe(true);
  });

  it('answers 400 naming scans, 409 before pickup', async () => {
    const { id } = await deliveredJob();
    const bad = await checkIn(id, 'all of them');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toMatch(/^scans/);
    expect((await checkIn(9_999_999, [])).statusCode).toBe(404);
    const early = await openJob(t, client, admin, THREE);
    const refused = await checkIn(early, await pieceLabels(t, early));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CHECK_IN_NOT_OPEN');
  });
});

describe('GET /api/receiving/inbound', () => {
  it('lists the orders on their way with their pieces and ETA, and a handed-over one until every piece is in', async () => {
    const on = await openJob(t, client, admin, THREE);
    const { id: delivered, labels } = await deliveredJob();
    const list = async () => (await t.request({ url: '/api/receiving/inbound', token: admin })).json();
    const inbound = await list();
    const mine = inbound.find((o: { id: number }) => o.id === on);
    expect(mine).toMatchObject({ status: 'confirmed', pieceCount: 3, checkedIn: 0, late: false });
    expect(mine.pieces.map((p: { kind: string }) => p.kind)).toEqual(['bag', 'bag', 'cooler']);
    expect(inbound.some((o: { id: number }) => o.id === delivered)).toBe(true);

    expect((await checkIn(delivered, labels)).statusCode).toBe(200);
    expect((await list()).some((o: { id: number }) => o.id === delivered)).toBe(false);
    // The booking client's own desk lists nothing: these orders name no receiving site.
    const own = await t.request({ url: '/api/receiving/inbound', token: client });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
  });
});
