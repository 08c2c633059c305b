import { describe, expect, it } from 'vitest';
import { payWeekOf } from './driver-pay';
import { createPayRuleRequest, payForJob, payRatesInput, ruleInForce } from './driver-pay-rules';

const rates = (r: Record<string, unknown>) => payRatesInput.parse(r);
const job = { orderTotal: '45.30', miles: '12.3', stops: 2, pieces: 3 };

describe('a job’s pay', () => {
  it('adds each part rounded to the cent, and shows the parts it adds', () => {
    const pay = payForJob(
      rates({ percent: '12.5', perMile: '0.55', perStop: 1, perPiece: '0.25', flat: 2 }),
      job,
    );
    // 12.5 % of 45.30 = 5.6625 -> 5.66; 12.3 mi x 0.55 = 6.765 -> 6.77; 2 x 1.00; 3 x 0.25; 2.00.
    expect(pay.parts.map((p) => [p.code, p.amount])).toEqual([
      ['percent', '5.66'],
      ['mile', '6.77'],
      ['stop', '2.00'],
      ['piece', '0.75'],
      ['flat', '2.00'],
    ]);
    expect(pay.amount).toBe('17.18');
  });

  it('tops a job up to the minimum, as a part of its own', () => {
    const pay = payForJob(rates({ percent: 10, minimum: '8.00' }), job);
    expect(pay.parts.map((p) => [p.code, p.amount])).toEqual([
      ['percent', '4.53'],
      ['minimum', '3.47'],
    ]);
    expect(pay.amount).toBe('8.00');
  });

  it('refuses a rate the rule cannot mean, naming it', () => {
    const r = createPayRuleRequest.safeParse({
      driverId: null,
      effectiveFrom: '2025-01-01',
      percent: 101,
      perMile: -1,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['perMile', 'percent']);
  });
});

describe('the rule in force', () => {
  const rules = [
    { id: 1, driverId: null, effectiveFrom: '2000-01-01' },
    { id: 2, driverId: 7, effectiveFrom: '2025-02-05' },
    { id: 3, driverId: 7, effectiveFrom: '2025-02-05' },
    { id: 4, driverId: null, effectiveFrom: '2025-03-01' },
  ];

  it('is the driver’s newest from that day, the later of two the same day, else the newest default', () => {
    expect(ruleInForce(rules, 7, '2025-02-04')?.id).toBe(1);
    expect(ruleInForce(rules, 7, '2025-02-05')?.id).toBe(3);
    // A driver's own rule beats a newer default.
    expect(ruleInForce(rules, 7, '2025-03-02')?.id).toBe(3);
    expect(ruleInForce(rules, 8, '2025-03-02')?.id).toBe(4);
    expect(ruleInForce(rules, 8, '1999-12-31')).toBeNull();
  });
});

describe('the week a job is paid in', () => {
  it('is its delivery week, or the next one not issued when that week already was', () => {
    expect(payWeekOf('2025-02-09', new Set())).toBe('2025-02-03');
    expect(payWeekOf('2025-02-09', new Set(['2025-02-03', '2025-02-10']))).toBe('2025-02-17');
  });
});
