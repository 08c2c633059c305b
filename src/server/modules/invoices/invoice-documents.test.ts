/**
 * The documents of an invoice: its owner lists and downloads them (PDF and CSV) and no one else
 * does, neither carries patient details, and issuing one emails the owners its PDF.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centralInstant } from '@domain/central-time';
import { type TestApp } from '../../test/helper';
import { pdfText } from '../../test/pdf-text';
import type { MailMessage } from '../../adapters/mail/index';
import { notificationOutbox } from '../../db/schema/index';
import { deliverDue, type Transports } from '../notifications/index';
import {
  deliveredOrder,
  newBooker,
  newOwner,
  type Owner,
  invoiceTestApp,
  issueSeptember,
} from './test-support';

let t: TestApp;
let admin: string;
let billing: string;
let driver: string;

beforeAll(async () => {
  ({ t, admin, billing, driver } = await invoiceTestApp());
});
afterAll(async () => t.close());

const september = (owner: Owner) => issueSeptember(t, billing, owner);

describe('who sees an invoice', () => {
  it("lets the owner list and download its own, and answers another organisation's owner 404", async () => {
    const owner = await newOwner(t);
    const stranger = await newOwner(t);
    const booker = await newBooker(t, owner);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-08', 9) });
    const invoice = (await september(owner)).json();

    const mine = await t.request({ method: 'GET', url: '/api/invoices', token: owner.token });
    expect(mine.json().invoices.map((i: { id: number; lineCount: number }) => [i.id, i.lineCount])).toEqual([
      [invoice.id, 1],
    ]);
    const pdf = await t.request({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      token: owner.token,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const url of [
      `/api/invoices/${invoice.id}`,
      `/api/invoices/${invoice.id}/pdf`,
      `/api/invoices/${invoice.id}/csv`,
    ]) {
      const r = await t.request({ method: 'GET', url, token: stranger.token });
      expect(r.statusCode, url).toBe(404);
    }
    const theirs = await t.request({ method: 'GET', url: '/api/invoices', token: stranger.token });
    expect(theirs.json().invoices).toEqual([]);
    const statement = await t.request({
      method: 'GET',
      url: `/api/organizations/${owner.organizationId}/statement`,
      token: stranger.token,
    });
    expect(statement.statusCode).toBe(404);
    // A booker books and sees orders; the organisation's invoices are its owner's.
    const byBooker = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}`, token: booker });
    expect(byBooker.statusCode).toBe(403);
  });

  it('keeps patient details off the CSV and the PDF', async () => {
    const owner = await newOwner(t);
    await t.request({
      method: 'PUT',
      url: `/api/organizations/${owner.organizationId}/cost-centres`,
      token: owner.token,
      payload: { costCentres: ['Oncology'] },
    });
    const id = await deliveredOrder(
      t,
      owner.token,
      { admin, driver },
      {
        deliveredAt: centralInstant('2026-09-08', 9),
        costCentre: 'Oncology',
      },
    );
    const invoice = (await september(owner)).json();
    const csv = await t.request({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/csv`,
      token: owner.token,
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Invoice,Invoice date,Period start,Period end,Line,Order,Delivered,Cost centre,Amount',
    );
    expect(rows[1]).toContain(
      `ML-${String(id).padStart(4, '0')},2026-09-08,Oncology,${invoice.lines[0].amount}`,
    );
    const pdf = await t.request({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      token: owner.token,
    });
    const text = pdfText(pdf.rawPayload).join('\n');
    expect(text).toContain(invoice.number);
    expect(text).toContain(`ML-${String(id).padStart(4, '0')}`);
    expect(text).toContain('Oncology');
    expect(text).toContain('Balance due');
    // The booking's recipient, contacts, addresses and item (test/orders.ts HOUSTON_BOOKING).
    for (const detail of ['Maria Lopez', 'Front desk', 'Fannin', 'Main St', 'Insulin', 'Infusion']) {
      expect(csv.body).not.toContain(detail);
      expect(text).not.toContain(detail);
    }
  });
});

describe('the email of an issued invoice', () => {
  it("goes to the organisation's owners with the invoice's PDF attached", async () => {
    const owner = await newOwner(t);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-08', 9) });
    const invoice = (await september(owner)).json();
    const [row] = await t.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.reference, invoice.number), eq(notificationOutbox.event, 'invoice_issued')),
      );
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', token: owner.token })).json();
    expect(row).toMatchObject({ address: me.email, channel: 'email', status: 'pending' });
    expect(row!.subject).toContain(invoice.number);

    const sent: MailMessage[] = [];
    const transports: Transports = {
      origin: 'https://medlink.example',
      mail: { kind: 'smtp', send: async (m) => void sent.push(m), close: () => undefined },
      sms: { kind: 'twilio', send: async () => undefined },
    };
    // Every order step of the file queued notifications too: rounds until the outbox is drained.
    for (let round = 0; round < 100; round++) {
      const outcome = await deliverDue(t.db, transports, { maxAttempts: 3, backoffSeconds: 1, batch: 200 });
      if (outcome.sent + outcome.retrying + outcome.failed === 0) break;
    }
    const mail = sent.find((m) => m.subject.includes(invoice.number));
    expect(mail?.to).toBe(me.email);
    expect(mail?.text).toContain('https://medlink.example/invoices');
    const attached = mail?.attachments?.[0];
    expect(attached).toMatchObject({
      filename: `medlink-${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdfText(attached!.content).join('\n')).toContain(invoice.number);
  });

  it("is written in the organisation's language for an owner who chose none", async () => {
    const owner = await newOwner(t);
    const set = await t.request({
      method: 'PUT',
      url: `/api/organizations/${owner.organizationId}/language`,
      token: owner.token,
      payload: { language: 'es' },
    });
    expect(set.statusCode, set.body).toBe(200);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-08', 9) });
    const invoice = (await september(owner)).json();
    const [row] = await t.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.reference, invoice.number), eq(notificationOutbox.event, 'invoice_issued')),
      );
    expect(row!.subject).toMatch(new RegExp(`^Factura ${invoice.number} de MedLink: \\$[\\d,.]+, vence el `));
    expect(row!.body).toContain(`Adjuntamos la factura ${invoice.number} de ${invoice.organizationName}.`);
    expect(row!.body).toContain('Entregas del 1 sept 2026 al 30 sept 2026: 1.');

    // The PDF the owner downloads is in the organisation's language too (decision 070).
    const pdf = await t.request({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      token: owner.token,
    });
    const text = pdfText(pdf.rawPayload).join('\n');
    for (const words of [`Factura ${invoice.number}`, 'Facturado a:', 'Total (1 entrega)', 'Saldo pendiente'])
      expect(text).toContain(words);
    for (const words of ['Billed to', 'Balance due', 'Payment is due']) expect(text).not.toContain(words);
  });
});
