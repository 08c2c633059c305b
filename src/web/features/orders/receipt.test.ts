import { expect, it } from 'vitest';
import { paymentState } from './receipt';

it('reads payment from the status: pending is due, declined never charged, later statuses paid', () => {
  expect(paymentState('pending')).toEqual({ label: 'Awaiting payment', tone: 'due' });
  expect(paymentState('declined').tone).toBe('none');
  expect(paymentState('cancelled').label).toBe('Cancelled');
  for (const status of ['confirmed', 'assigned', 'in_transit', 'delivered'] as const) {
    expect(paymentState(status)).toEqual({ label: 'Paid', tone: 'paid' });
  }
});
