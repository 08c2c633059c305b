import { describe, expect, it } from 'vitest';
import { actionLabel, auditSearch, EMPTY_FILTERS, filterProblems } from './audit-filters';

describe('the audit filters', () => {
  it('turns a display number, a person and a range into the query the API takes', () => {
    const form = {
      ...EMPTY_FILTERS,
      order: 'ML-0042',
      person: '7',
      action: 'read',
      from: '2025-03-01',
      to: '2025-03-02',
    };
    expect(filterProblems(form)).toEqual({});
    expect(auditSearch(form)).toBe('orderId=42&userId=7&action=read&from=2025-03-01&to=2025-03-02');
    expect(auditSearch(EMPTY_FILTERS)).toBe('');
  });

  it('names what cannot be sent', () => {
    expect(
      filterProblems({
        ...EMPTY_FILTERS,
        order: 'last week',
        person: 'Bob',
        from: '2025-03-02',
        to: '2025-03-01',
      }),
    ).toEqual({
      order: 'audit.problem.order',
      person: 'audit.problem.person',
      to: 'audit.problem.range',
    });
  });

  it('words an action', () => {
    expect(actionLabel('order_created')).toBe('Order created');
    expect(actionLabel('read')).toBe('Read');
  });
});
