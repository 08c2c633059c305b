import { describe, expect, it } from 'vitest';
import { agingBucket, agingOf } from './account-statement';
import { dollars, issueInvoiceRequest, previousMonth, recordPaymentRequest } from './invoices';

describe('invoice rules', () => {
  it("takes the previous calendar month as a monthly invoice's period", () => {
    expect(previousMonth('2026-10-15')).toEqual({ periodStart: '2026-09-01', periodEnd: '2026-09-30' });
    expect(previousMonth('2026-01-03')).toEqual({ periodStart: '2025-12-01', periodEnd: '2025-12-31' });
    expect(previousMonth('2028-03-01')).toEqual({ periodStart: '2028-02-01', periodEnd: '2028-02-29' });
  });

  it('reads amounts into whole cents and refuses what is not money', () => {
    const parse = (amount: unknown) => recordPaymentRequest.safeParse({ amount, method: 'check' });
    expect(parse('125.50').data?.amount).toBe(12550);
    expect(parse(0.1).data?.amount).toBe(10);
    for (const bad of ['1.005', '-3', '0.00', 'abc', '1e3']) expect(parse(bad).success, bad).toBe(false);
  });

  it('refuses a period that ends before it starts or runs past a quarter', () => {
    const parse = (periodStart: string, periodEnd: string) =>
      issueInvoiceRequest.safeParse({ organizationId: 1, periodStart, periodEnd });
    expect(parse('2026-09-01', '2026-09-30').success).toBe(true);
    expect(parse('2026-09-30', '2026-09-01').error?.issues[0]?.path).toEqual(['periodEnd']);
    expect(parse('2026-01-01', '2026-12-31').error?.issues[0]?.path).toEqual(['periodEnd']);
  });

  it('ages open balances by days since issue and formats dollars', () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([
      'current',
      'current',
      'days30',
      'days30',
      'days60',
      'days60',
      'days90Plus',
    ]);
    expect(
      agingOf([
        { ageDays: 45, balanceCents: 500 },
        { ageDays: 100, balanceCents: 0 },
      ]),
    ).toEqual({
      current: 0,
      days30: 500,
      days60: 0,
      days90Plus: 0,
    });
    expect(dollars('1234567.50')).toBe('$1,234,567.50');
    expect(dollars('-5.00')).toBe('-$5.00');
  });
});
