import { describe, expect, it } from 'vitest';
import { DRIVER, makeOrder } from './order-fixture';
import { CSV_HEADER, csvCell, ordersToCsv, toCsv } from './orders-csv';

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and edge spaces, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(8.2)).toBe('8.2');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1 713 555 0100')).toBe("'+1 713 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });
});

it('joins rows with CRLF and ends with one', () => {
  expect(
    toCsv([
      ['a', 'b'],
      ['c', null],
    ]),
  ).toBe('a,b\r\nc,\r\n');
});

it('exports a header and one row per order', () => {
  const order = makeOrder({
    id: 42,
    status: 'in_transit',
    driver: DRIVER,
    itemDescription: '=cmd|calc',
    pickupAddress: '6565 Fannin St, Houston, TX 77030',
  });
  const [header, row, end] = ordersToCsv([order]).split('\r\n');
  expect(header).toBe(CSV_HEADER.join(','));
  // The status as the client reads it everywhere else (client-status.ts), not the enum's word.
  expect(row).toMatch(
    /^ML-0042,\d{4}-\d{2}-\d{2} \d{2}:\d{2},On the way to delivery,Medical Prescription,Standard,/,
  );
  expect(row).toContain('"6565 Fannin St, Houston, TX 77030",Ana Pharmacist,');
  expect(row).toContain(",'=cmd|calc,");
  expect(row).toMatch(/,Marcus Johnson,2,28\.00$/);
  expect(end).toBe('');
});
