/**
 * The custody certificate's subject and places (GET /api/orders/{id}/custody) and the same
 * certificate as a PDF (GET /api/orders/{id}/custody/pdf): what it names, who may have it, and
 * that user text is drawn as text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodyResponse } from '@domain/custody-answers';
import type { TestApp } from '../../test/helper';
import { pdfText } from '../../test/pdf-text';
import {
  accept,
  driverTestApp,
  newDriver,
  openJob,
  step,
  type TestDriver,
} from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';

let t: TestApp;
let admin: string;
let client: string;
let otherClient: string;
let d: TestDriver;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  otherClient = (await signUp(t, 'client')).token;
  d = await newDriver(t);
});
afterAll(async () => t.close());

/** A job delivered by `d`, its position shared in Pasadena, TX before the hand-overs. */
async function deliveredJob(overrides: Record<string, unknown> = {}) {
  const id = await openJob(t, client, admin, overrides);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  const shared = await t.request({
    method: 'POST',
    url: `/api/orders/${id}/location`,
    token: d.token,
    payload: { latitude: 29.7009, longitude: -95.1989 },
  });
  expect(shared.statusCode).toBe(201);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'])
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  return id;
}

const pdf = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/orders/${id}/custody/pdf`, ...(token ? { token } : {}) });

describe('the certificate names what it certifies', () => {
  it('carries the client, item, pieces and addresses, and names the place of each position', async () => {
    const id = await deliveredJob();
    const body = custodyResponse.parse(
      (await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: client })).json(),
    );
    expect(body.subject).toEqual({
      client: 'Sample Pharmacy',
      bookedBy: expect.stringMatching(/\S+ \S+/),
      itemDescription: 'Insulin, 2 pens, keep cold',
      pieces: 1,
      temperatureClass: 'ambient',
      pickupAddress: '6565 Fannin St, Houston, TX 77030',
      pickupContactName: 'Front desk',
      deliveryAddress: '1200 Main St, Houston, TX 77002',
      deliveryContactName: 'Maria Lopez',
    });
    const delivered = body.entries.at(-1)!;
    expect(delivered.kind).toBe('delivered');
    expect(delivered.place).toBe('near Pasadena, TX 77506');
    // The client's own entry was made at no position: no place is made up for it.
    expect(body.entries[0]!.place).toBeNull();
  });
});

describe('GET /api/orders/{id}/custody/pdf', () => {
  it('draws client, item, addresses, each hand-over with its time, place and proof, and the verdict', async () => {
    const id = await deliveredJob();
    const r = await pdf(id, client);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.headers['cache-control']).toContain('no-store');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(r.rawPayload).join('\n');
    const number = `ML-${String(id).padStart(4, '0')}`;
    expect(text).toContain(`Order ${number}`);
    expect(text).toContain('Sample Pharmacy');
    expect(text).toContain('Insulin, 2 pens, keep cold');
    expect(text).toContain('Front desk, 6565 Fannin St, Houston, TX 77030');
    expect(text).toContain('Maria Lopez, 1200 Main St, Houston, TX 77002');
    expect(text).toMatch(/Pieces\n1\n/);
    expect(text).toContain('Verified: all 9 entries match their hashes and the chain is unbroken.');
    expect(text).toContain('9. Delivered');
    expect(text).toContain('4. Driver on the way to pickup');
    expect(text).toContain('near Pasadena, TX 77506 (29.70090, -95.19890)');
    expect(text).toContain('Test Driver (Driver)');
    expect(text).toMatch(/Signed for by\nMaria Lopez/);
    expect(text).toMatch(/\d{1,2}:\d{2}:\d{2} [AP]M C[SD]T/);
    // The same final hash as the ledger answers.
    const ledger = (
      await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: admin })
    ).json();
    expect(text).toContain(ledger.verification.finalHash);
  });

  it('gives the certificate to dispatch, and not to another client', async () => {
    const id = await deliveredJob();
    expect((await pdf(id, admin)).statusCode).toBe(200);
    expect((await pdf(id, otherClient)).statusCode).toBe(404);
    expect((await pdf(999_999, admin)).statusCode).toBe(404);
  });

  it('draws what a user typed as text: markup stays visible, characters the font lacks become ?', async () => {
    const id = await openJob(t, client, admin, {
      itemDescription: '<script>alert(1)</script> Insulin — 冷蔵',
      deliveryContactName: 'José <b>Ruiz</b>',
    });
    const text = pdfText((await pdf(id, client)).rawPayload).join('\n');
    expect(text).toContain('<script>alert(1)</script> Insulin ? ??');
    expect(text).toContain('José <b>Ruiz</b>, 1200 Main St');
  });
});

describe("the PDFs are drawn in the reader's language", () => {
  it("the certificate and the label follow the reader's chosen language, else their browser's", async () => {
    const id = await deliveredJob();
    const english = pdfText((await pdf(id, client)).rawPayload).join('\n');
    expect(english).toContain('Chain-of-custody certificate');
    // A browser that asks for Spanish gets Spanish while the account has chosen nothing.
    const asked = await t.request({
      method: 'GET',
      url: `/api/orders/${id}/label`,
      token: client,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(pdfText(asked.rawPayload).join('\n')).toContain('ENTREGAR ANTES DE');
    // The account's own choice wins over the browser's.
    const reader = await signUp(t, 'client');
    const mine = await openJob(t, reader.token, admin);
    const chosen = await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: reader.token,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    const spanish = await t.request({
      method: 'GET',
      url: `/api/orders/${mine}/custody/pdf`,
      token: reader.token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(spanish.statusCode).toBe(200);
    const text = pdfText(spanish.rawPayload).join('\n');
    expect(text).toContain('Certificado de cadena de custodia');
    expect(text).not.toContain('Chain-of-custody certificate');
  });
});
