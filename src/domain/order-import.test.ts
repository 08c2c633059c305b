import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, importTemplate, rowToBooking, scheduledInstant } from './order-import';
import { createOrderRequest } from './orders';

describe('rowToBooking', () => {
  const now = new Date('2026-11-25T15:00:00Z'); // 09:00 in Houston

  it('leaves empty cells out, so the booking defaults apply', () => {
    const { body, problems } = rowToBooking(
      { pickupAddress: 'A', deliveryAddress: 'B', itemDescription: 'C', priority: '', requiresId: ' ' },
      now,
    );
    expect(problems).toEqual([]);
    expect(body).toEqual({ pickupAddress: 'A', deliveryAddress: 'B', itemDescription: 'C' });
    expect(createOrderRequest.parse(body).priority).toBe('standard');
  });

  it('reads yes/no and true/false, and names a cell that is neither', () => {
    const { body, problems } = rowToBooking(
      { requiresSignature: 'Yes', requiresId: 'false', requiresPhoto: 'sometimes' },
      now,
    );
    expect(body).toMatchObject({ requiresSignature: true, requiresId: false });
    expect(problems).toEqual([
      {
        column: 'requiresPhoto',
        message: 'requiresPhoto must be true or false (or yes/no)',
        code: 'NOT_YES_NO',
        values: { column: 'requiresPhoto' },
      },
    ]);
  });

  it('makes a day the start of its slot in Central time, and refuses a day not on the calendar', () => {
    expect(rowToBooking({ scheduledDate: '2026-12-01' }, now).body.scheduledDate).toEqual(
      new Date('2026-12-01T14:00:00Z'), // 08:00 CST
    );
    expect(
      rowToBooking({ scheduledDate: '2026-12-01', preferredTimeSlot: 'afternoon' }, now).body.scheduledDate,
    ).toEqual(new Date('2026-12-01T18:00:00Z'));
    expect(rowToBooking({ scheduledDate: '2026-02-30' }, now).problems[0]?.column).toBe('scheduledDate');
    expect(rowToBooking({ scheduledDate: 'next Tuesday' }, now).problems[0]?.message).toMatch(/YYYY-MM-DD/);
  });

  it('reads dates in the chosen format only, and refuses any other spelling naming the column', () => {
    // 11/30/2026 in the default format is refused, not read as the day before in Central time.
    const refused = rowToBooking({ scheduledDate: '11/30/2026' }, now);
    expect(refused.body.scheduledDate).toBeUndefined();
    expect(refused.problems).toEqual([
      {
        column: 'scheduledDate',
        message: expect.stringMatching(/11\/30\/2026 is not a date as YYYY-MM-DD.*choose that format/),
        code: 'NOT_A_DATE_SLASHED',
        values: { text: '11/30/2026', format: 'YYYY-MM-DD' },
      },
    ]);
    // Chosen explicitly, the same cell is Nov 30 at 08:00 Central.
    expect(rowToBooking({ scheduledDate: '11/30/2026' }, now, 'MM/DD/YYYY').body.scheduledDate).toEqual(
      new Date('2026-11-30T14:00:00Z'),
    );
    expect(rowToBooking({ scheduledDate: '30/11/2026' }, now, 'DD/MM/YYYY').body.scheduledDate).toEqual(
      new Date('2026-11-30T14:00:00Z'),
    );
    expect(rowToBooking({ scheduledDate: '30/11/2026' }, now, 'MM/DD/YYYY').problems[0]?.message).toMatch(
      /not a date on the calendar \(read as MM\/DD\/YYYY\)/,
    );
    expect(rowToBooking({ scheduledDate: '2026-11-30' }, now, 'MM/DD/YYYY').problems[0]?.column).toBe(
      'scheduledDate',
    );
    for (const text of ['Nov 30 2026', '2026/11/30', '30.11.2026', '2026-11-30 10:00'])
      expect(rowToBooking({ scheduledDate: text }, now).problems, text).toHaveLength(1);
    // An instant with its zone is unambiguous in any format.
    expect(
      rowToBooking({ scheduledDate: '2026-11-30T15:30:00-06:00' }, now, 'DD/MM/YYYY').body.scheduledDate,
    ).toBe('2026-11-30T21:30:00.000Z');
  });

  it('takes today, with its slot already begun, as now rather than a moment in the past', () => {
    expect(scheduledInstant('2026-11-25', undefined, now)).toEqual(now);
    expect(scheduledInstant('2026-11-25', 'afternoon', now)).toEqual(new Date('2026-11-25T18:00:00Z'));
  });
});

describe('importTemplate', () => {
  it('has only known columns and an example row the booking schema accepts', () => {
    const [header, example] = importTemplate(false).split('\r\n');
    const columns = header!.split(',');
    expect(columns.every((c) => (IMPORT_COLUMNS as readonly string[]).includes(c))).toBe(true);
    // The example has quoted cells with commas: split it the simple way only to count non-empty ones.
    expect(example).toContain('"6565 Fannin St, Houston, TX 77030"');
    expect(importTemplate(true).startsWith('clientId,')).toBe(true);
  });
});
