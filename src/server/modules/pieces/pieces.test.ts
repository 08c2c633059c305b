/**
 * Pieces on an order through the API: booked with their kinds (one bag by default), labelled by the
 * server whatever the body claims, printed one 4x6 label per piece, committed in the creation's
 * custody entry, and carried by the import and by standing orders. PGlite, and PostgreSQL when
 * DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@domain/central-time';
import { custodyEntries, orderPieces } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { HOUSTON_BOOKING } from '../../test/orders';

let t: TestApp;
let client: string;
let otherClient: string;

const LABEL = /^ML-\d{4,}-\d+-[2-9A-HJ-NP-Z]{6}$/;

beforeAll(async () => {
  t = await createTestApp({ RATE_IMPORT_PER_SESSION: '1000', RATE_IMPORT_PER_IP: '1000' });
  client = await t.login(DEMO.client.username, DEMO.client.password);
  otherClient = await t.login('lab.dallas', 'client123');
}, 60_000);
afterAll(async () => t?.close());

const book = (payload: Record<string, unknown>, token = client) =>
  t.request({ method: 'POST', url: '/api/orders', token, payload: { ...HOUSTON_BOOKING, ...payload } });

describe('pieces on a booking', () => {
  it('answers one bag with a server label when the booking names no pieces', async () => {
    const r = await book({});
    expect(r.statusCode, r.body).toBe(201);
    const { pieces, displayNumber } = r.json();
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatchObject({ kind: 'bag' });
    expect(pieces[0].label).toMatch(LABEL);
    expect(pieces[0].label.startsWith(`${displayNumber}-1-`)).toBe(true);
  });

  it('numbers the pieces as booked and issues its own labels, ignoring any id or label the body sends', async () => {
    const r = await book({
      pieces: [
        { kind: 'bag', label: 'ML-0001-1-AAAAAA', id: 1 },
        { kind: 'tote' },
        { kind: 'cooler', temperatureClass: 'refrigerated' },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    const order = r.json();
    expect(order.pieces.map((p: { kind: string }) => p.kind)).toEqual(['bag', 'tote', 'cooler']);
    expect(order.pieces[2].temperatureClass).toBe('refrigerated');
    expect(order.pieces[0].temperatureClass).toBeUndefined();
    const labels: string[] = order.pieces.map((p: { label: string }) => p.label);
    expect(labels).not.toContain('ML-0001-1-AAAAAA');
    labels.forEach((label, i) => expect(label.startsWith(`${order.displayNumber}-${i + 1}-`)).toBe(true));
    expect(new Set(labels).size).toBe(3);
    expect(order.pieces[0].id).not.toBe(1);

    // The same pieces on every read, and in the creation entry of the custody chain.
    const read = (await t.request({ url: `/api/orders/${order.id}`, token: client })).json();
    expect(read.pieces).toEqual(order.pieces);
    const [created] = await t.db.select().from(custodyEntries).where(eq(custodyEntries.orderId, order.id));
    expect((created!.content.pieces as { label: string }[]).map((p) => p.label)).toEqual(labels);
    const custody = (await t.request({ url: `/api/orders/${order.id}/custody`, token: client })).json();
    expect(custody.subject.pieces).toBe(3);
  });

  it('refuses an unknown kind, an empty list and more than 50 pieces, naming pieces', async () => {
    for (const pieces of [[{ kind: 'crate' }], [], Array.from({ length: 51 }, () => ({ kind: 'bag' }))]) {
      const r = await book({ pieces });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].path).toMatch(/^pieces/);
    }
  });

  it('prints one 4x6 label page per piece, to those who may see the order only', async () => {
    const id = (await book({ pieces: [{ kind: 'bag' }, { kind: 'bag' }, { kind: 'box' }] })).json().id;
    const r = await t.request({ url: `/api/orders/${id}/label`, token: client });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const pdf = await PDFDocument.load(r.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect((await t.request({ url: `/api/orders/${id}/label`, token: otherClient })).statusCode).toBe(404);
  });
});

describe('pieces in the import and in standing orders', () => {
  it('reads a pieces column as a count or a list of kinds, and names a bad one by row and column', async () => {
    const header = 'pickupAddress,deliveryAddress,itemDescription,pieces';
    const fannin = '"6565 Fannin St, Houston, TX 77030"';
    const main = '"1200 Main St, Houston, TX 77002"';
    const ok = await t.request({
      method: 'POST',
      url: '/api/orders/import',
      token: client,
      headers: { 'content-type': 'text/csv' },
      payload: `${header}\r\n${fannin},${main},Tubes,3\r\n${fannin},${main},Kits,bag;cooler:frozen\r\n`,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [first, second] = ok.json().orders;
    expect(first.pieces).toHaveLength(3);
    expect(second.pieces.map((p: { kind: string }) => p.kind)).toEqual(['bag', 'cooler']);
    expect(second.pieces[1].temperatureClass).toBe('frozen');
    expect(second.pieces[1].label).toMatch(LABEL);

    const bad = await t.request({
      method: 'POST',
      url: '/api/orders/import',
      token: client,
      headers: { 'content-type': 'text/csv' },
      payload: `${header}\r\n${fannin},${main},Tubes,2\r\n${fannin},${main},Kits,bag;crate\r\n`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ row: 2, column: 'pieces' })]);
  });

  it('books each occurrence of a standing order with the template pieces, each with its own labels', async () => {
    const start = addDays(dayKey(new Date()), 1);
    const r = await t.request({
      method: 'POST',
      url: '/api/recurring-orders',
      token: client,
      payload: {
        rrule: 'FREQ=DAILY;COUNT=2',
        startDate: start,
        template: { ...HOUSTON_BOOKING, pieces: [{ kind: 'tote' }, { kind: 'tote' }] },
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().template.pieces).toEqual([{ kind: 'tote' }, { kind: 'tote' }]);
    const ids: number[] = r.json().upcomingOrders.map((o: { id: number }) => o.id);
    expect(ids).toHaveLength(2);
    const labels = new Set<string>();
    for (const id of ids) {
      const rows = await t.db.select().from(orderPieces).where(eq(orderPieces.orderId, id));
      expect(rows.map((p) => p.kind)).toEqual(['tote', 'tote']);
      rows.forEach((p) => labels.add(p.label));
    }
    expect(labels.size).toBe(4);
  });
});
