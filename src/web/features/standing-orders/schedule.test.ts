import { describe, expect, it } from 'vitest';
import { buildRule, describeRule } from './schedule';

describe('standing order schedules', () => {
  it('turns each form choice into a rule and back into words', () => {
    expect(describeRule(buildRule('daily', [], '2026-03-02'))).toBe('Every day');
    expect(describeRule(buildRule('weekdays', [], '2026-03-02'))).toBe('Weekdays');
    expect(describeRule(buildRule('weekly', ['MO', 'TH'], '2026-03-02'))).toBe('Weekly on Mon, Thu');
    expect(describeRule(buildRule('monthly', [], '2026-03-15'))).toBe('Monthly on day 15');
    expect(describeRule('FREQ=DAILY;COUNT=3')).toBe('Every day, 3 times');
  });
});
