import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { displayNumber } from '@domain/display';
import type { TestApp } from '../../test/helper';
import { driverTestApp, newDriver, type TestDriver } from '../driver-jobs/test-support';
import { deliveredJob } from '../driver-pay/test-support';

let t: TestApp;
let admin: string;
let client: string;
let driver: TestDriver;
let jobId: number;
let number: string;
let total: string;

// Words that must never reach the books: the order's item, its contacts and addresses, the note.
const SECRET = {
  itemDescription: 'Chemotherapy for Jane Roe, DOB 1961',
  pickupContactName: 'Dr Hidden Sender',
  pickupContactPhone: '713-555-0177',
  deliveryContactName: 'Patient Jane Roe',
  deliveryContactPhone: '713-555-0199',
};
const NOTE = 'Covered for Jane Roe';

beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  driver = await newDriver(t);
  const me = await t.request({ method: 'GET', url: '/api/auth/me', token: client });
  const centres = await t.request({
    method: 'PUT',
    url: `/api/organizations/${me.json().organizationId}/cost-centres`,
    token: client,
    payload: { costCentres: ['Oncology 4B'] },
  });
  expect(centres.statusCode, centres.body).toBe(200);
  const job = await deliveredJob(
    t,
    { client, admin, driver: driver.token },
    new Date('2025-06-04T17:00:00Z'),
    {
      ...SECRET,
      costCentre: 'Oncology 4B',
    },
  );
  jobId = job.id;
  const weekUrl = `/api/driver-pay/drivers/${driver.driverId}/weeks/2025-06-02`;
  const bonus = { kind: 'bonus', amount: '12.00', note: NOTE };
  expect(
    (await t.request({ method: 'POST', url: `${weekUrl}/adjustments`, token: admin, payload: bonus }))
      .statusCode,
  ).toBe(201);
  const issued = await t.request({ method: 'POST', url: `${weekUrl}/issue`, token: admin });
  expect(issued.statusCode, issued.body).toBe(200);
  ({ number, total } = issued.json());
});
afterAll(async () => t.close());

const exportOf = (format: 'qbo.csv' | 'desktop.iif', query = 'from=2025-06-01&to=2025-06-30') =>
  t.request({ method: 'GET', url: `/api/accounting/export/${format}?${query}`, token: admin });

function expectNoPatientData(body: string) {
  for (const word of [...Object.values(SECRET), NOTE, '6565 Fannin', '1200 Main St'])
    expect(body).not.toContain(word);
}

describe('the accounting export', () => {
  it('writes the issued settlement as a QuickBooks Online bill: a line per job and adjustment, no patient data', async () => {
    const r = await exportOf('qbo.csv');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(r.body, { columns: true }) as Record<string, string>[];
    const mine = rows.filter((row) => row['Bill No'] === number);
    expect(mine.map((row) => row['Line Description'])).toEqual([
      `${displayNumber(jobId)} · Oncology 4B`,
      `Bonus ${number}`,
    ]);
    expect(
      mine.every((row) => row.Vendor === 'Test Driver' && row['Bill Date'] === mine[0]!['Bill Date']),
    ).toBe(true);
    const sum = mine.reduce((s, row) => s + Math.round(Number(row['Line Amount']) * 100), 0);
    expect((sum / 100).toFixed(2)).toBe(total);
    expectNoPatientData(r.body);
  });

  it('writes the same bill as QuickBooks Desktop IIF, balanced, no patient data', async () => {
    const r = await exportOf('desktop.iif');
    expect(r.statusCode).toBe(200);
    const lines = r.body
      .trim()
      .split('\r\n')
      .map((l) => l.split('\t'));
    expect(lines[0]).toEqual(['!VEND', 'NAME']);
    const trns = lines.find((l) => l[0] === 'TRNS' && l.includes(number))!;
    const splits = lines.filter((l) => l[0] === 'SPL' && l.includes(number));
    expect(splits.map((l) => l[7])).toEqual([`${displayNumber(jobId)} · Oncology 4B`, `Bonus ${number}`]);
    // The payable and its splits sum to zero, as QuickBooks requires of a transaction.
    const amount = (l: string[], column: number) => Math.round(Number(l[column]) * 100);
    expect(amount(trns, 6)).toBe(-Math.round(Number(total) * 100));
    expect(splits.reduce((s, l) => s + amount(l, 5), 0) + amount(trns, 6)).toBe(0);
    expectNoPatientData(r.body);
  });

  it('leaves out weeks outside the range and refuses a reversed one, naming the field', async () => {
    const other = await exportOf('qbo.csv', 'from=2025-07-01&to=2025-07-31');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(number);
    const reversed = await exportOf('desktop.iif', 'from=2025-07-01&to=2025-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toMatch(/to must be on or after from/);
  });
});
