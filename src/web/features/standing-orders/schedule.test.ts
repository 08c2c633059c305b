import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import type { Translate } from '@web/i18n';
import { buildRule, describeRule } from './schedule';

const translate = (locale: string, messages: Record<string, string>): Translate => {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
};

describe('standing-order rules', () => {
  it('builds the rule the form describes, and reads it back', () => {
    const t = translate('en-US', EN);
    expect(describeRule(buildRule('daily', [], '2026-03-02'), t)).toBe('Every day');
    expect(describeRule(buildRule('weekdays', [], '2026-03-02'), t)).toBe('Weekdays');
    expect(describeRule(buildRule('weekly', ['MO', 'TH'], '2026-03-02'), t)).toBe('Weekly on Mon, Thu');
    expect(describeRule(buildRule('monthly', [], '2026-03-15'), t)).toBe('Monthly on day 15');
    expect(describeRule('FREQ=DAILY;COUNT=3', t)).toBe('Every day, 3 times');
  });

  it('reads a rule back in Spanish', () => {
    const t = translate('es-US', ES);
    expect(describeRule(buildRule('weekly', ['MO', 'TH'], '2026-03-02'), t)).toBe('Semanal: lun, jue');
  });
});
