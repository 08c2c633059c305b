import { expect, it } from 'vitest';
import { canPay, paymentState } from './receipt';

it('reads payment from paymentStatus: never "Paid" for money not taken', () => {
  expect(paymentState({ status: 'pending', paymentStatus: 'unpaid' })).toEqual({
    key: 'awaiting',
    label: 'Awaiting payment',
    tone: 'due',
  });
  expect(paymentState({ status: 'declined', paymentStatus: 'unpaid' }).tone).toBe('none');
  expect(paymentState({ status: 'cancelled', paymentStatus: 'unpaid' }).label).toBe(
    'Not charged (cancelled)',
  );
  expect(paymentState({ status: 'cancelled', paymentStatus: 'refunded' }).label).toBe('Refunded');
  for (const status of ['confirmed', 'assigned', 'in_transit', 'delivered'] as const) {
    expect(paymentState({ status, paymentStatus: 'paid' })).toEqual({
      key: 'paid',
      label: 'Paid',
      tone: 'paid',
    });
    expect(paymentState({ status, paymentStatus: 'invoiced' })).toEqual({
      key: 'invoiced',
      label: 'Invoiced: payment due',
      tone: 'due',
    });
  }
});

it('offers payment for a checkout left and an invoice, not for paid or cancelled orders', () => {
  expect(canPay({ status: 'pending', paymentStatus: 'unpaid' })).toBe(true);
  expect(canPay({ status: 'delivered', paymentStatus: 'invoiced' })).toBe(true);
  expect(canPay({ status: 'confirmed', paymentStatus: 'paid' })).toBe(false);
  expect(canPay({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe(false);
  expect(canPay({ status: 'confirmed', paymentStatus: 'unpaid' })).toBe(false);
});
